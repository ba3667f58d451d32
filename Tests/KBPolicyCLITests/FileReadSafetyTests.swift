import Foundation
import Testing

@testable import KBPolicyCLI

/// Reads are bounded before they are made, streams are read as streams, and a file or directory
/// that cannot be read is an error with the system's reason.
@Suite struct FileReadSafetyTests {
  static let policy = "version 1\n\navoidance {\n  distance = 12\n}\n"

  /// An endless stream (`/dev/zero`) stops one byte past the limit instead of filling memory.
  @Test func anEndlessStreamStopsAtTheLimit() throws {
    let descriptor = open("/dev/zero", O_RDONLY)
    defer { close(descriptor) }
    #expect(throws: UsageError("'/dev/zero' is larger than 16 MB")) {
      try FileIO.readStream(descriptor, path: "/dev/zero")
    }
    let result = CLI.run(["check", "/dev/zero"])
    #expect(result.code == 2)
    #expect(result.err == "error: '/dev/zero' is larger than 16 MB\n")
  }

  /// A 2 GB sparse file is refused from its size, before anything is read.
  @Test func aHugeSparseFileIsRefusedBeforeReading() throws {
    let directory = try CLI.temporaryDirectory()
    let path = directory.appendingPathComponent("huge.kbpolicy").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 2 << 30) == 0)
    let result = CLI.run(["check", path])
    #expect(result.code == 2)
    #expect(result.err.contains("is larger than 16 MB"))
  }

  /// Exactly the limit is accepted; one byte more is not.
  @Test func theLimitIsInclusive() throws {
    let directory = try CLI.temporaryDirectory()
    let path = directory.appendingPathComponent("a.kbpolicy").path
    let body = "version 1\n#"
    let fill = String(repeating: "x", count: FileIO.maximumFileSize - body.utf8.count - 1) + "\n"
    #expect(FileManager.default.createFile(atPath: path, contents: Data((body + fill).utf8)))
    #expect(
      try FileIO.readBytes(path, console: Console(out: { _ in }, err: { _ in })).count
        == FileIO.maximumFileSize)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data("\n".utf8))
    try handle.close()
    #expect(CLI.run(["check", path]).code == 2)
  }

  /// `check <(cat f)`: a pipe named by `/dev/fd/N` is read as a stream.
  @Test func processSubstitutionIsReadAsAStream() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let writeEnd = fds[1]
    let writer = Thread {
      _ = FileIO.writeAll(Array(Self.policy.utf8), to: writeEnd)
      close(writeEnd)
    }
    writer.start()
    let result = CLI.run(["check", "/dev/fd/\(fds[0])"])
    close(fds[0])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err.isEmpty)
  }

  @Test func aFIFOIsReadAsAStream() throws {
    let directory = try CLI.temporaryDirectory()
    let fifo = directory.appendingPathComponent("policy.kbpolicy").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      let descriptor = open(fifo, O_WRONLY)
      _ = FileIO.writeAll(
        Array("version 1\navoidance {\n  distance = -1\n}\n".utf8), to: descriptor)
      close(descriptor)
    }
    writer.start()
    let result = CLI.run(["check", fifo])
    #expect(result.code == 1)
    #expect(result.err.contains("E044"))
  }

  /// The system's reason, not just "cannot read".
  /// A FIFO, a device node or a link to `/dev/stdin` found while walking a directory
  /// is skipped with a note (only files named as arguments may be streams); nothing waits.
  @Test(arguments: [["lint"], ["check"], ["fmt", "--check"], ["import"]])
  func streamsFoundInADirectoryAreSkipped(command: [String]) throws {
    let directory = try CLI.temporaryDirectory()
    let isImport = command == ["import"]
    let suffix = isImport ? ".xib" : ".kbpolicy"
    let fifo = directory.appendingPathComponent("fifo\(suffix)").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(symlink("/dev/stdin", directory.appendingPathComponent("stdin\(suffix)").path) == 0)
    #expect(symlink("/dev/null", directory.appendingPathComponent("null\(suffix)").path) == 0)
    if isImport {
      try FileManager.default.copyItem(
        atPath: CLI.path("rules/examples/Checkout.storyboard"),
        toPath: directory.appendingPathComponent("a.storyboard").path)
    } else {
      _ = try CLI.write("version 1\n", "a.kbpolicy", in: directory)
    }
    // Code that opens the FIFO would wait for a writer for ever: give it one after a while, so
    // that failure is an assertion rather than a hang.
    let watchdog = Thread {
      for _ in 0..<500 {
        usleep(10_000)
        let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 {
          close(descriptor)
          return
        }
      }
    }
    watchdog.start()
    let result = CLI.run(command + [directory.path])
    #expect(result.code == 0, "\(command): \(result.err)")
    for name in ["fifo", "stdin", "null"] {
      let path = directory.appendingPathComponent(name + suffix).path
      #expect(result.err.contains("note: skipped '\(path)'"), "\(command) \(name): \(result.err)")
    }
    #expect(result.err.contains("a FIFO"), "\(result.err)")
    #expect(result.err.contains("a character device"), "\(result.err)")
  }

  @Test func aFileThatCannotBeReadSaysWhy() throws {
    let directory = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.policy, "a.kbpolicy", in: directory)
    let result = CLI.run(["check", file + "/b.kbpolicy"])
    #expect(result.code == 2)
    #expect(result.err == "error: cannot read '\(file)/b.kbpolicy': not a directory\n")
  }

  /// A directory below a `lint` argument that cannot be read (here: its path is longer than the
  /// system allows) fails the run instead of being skipped.
  @Test func anUnreadableSubdirectoryIsAnError() throws {
    let directory = try CLI.temporaryDirectory()
    _ = try CLI.write("version 1\navoidance {\n  distance = -1\n}\n", "ok.kbpolicy", in: directory)
    var parent = open(directory.path, O_RDONLY | O_DIRECTORY)
    let name = String(repeating: "d", count: 250)
    for _ in 0..<20 {
      #expect(mkdirat(parent, name, 0o755) == 0)
      let child = openat(parent, name, O_RDONLY | O_DIRECTORY)
      close(parent)
      parent = child
    }
    close(parent)
    let result = CLI.run(["lint", "--reporter", "xcode", directory.path])
    #expect(result.code == 2)
    #expect(result.err.contains("cannot read"))
    #expect(result.err.contains("name too long"))
  }

  /// As an unprivileged user a `chmod 000` directory cannot be opened: the run fails (exit 2)
  /// rather than passing with the broken policy inside unchecked. Root reads every directory.
  @Test(.enabled(if: geteuid() != 0, "root can read a mode-000 directory"))
  func aPermissionDeniedSubdirectoryIsAnError() throws {
    let directory = try CLI.temporaryDirectory()
    let hidden = directory.appendingPathComponent("hidden")
    try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
    _ = try CLI.write("version 1\navoidance {\n  distance = -1\n}\n", "b.kbpolicy", in: hidden)
    #expect(chmod(hidden.path, 0) == 0)
    defer { chmod(hidden.path, 0o755) }
    let result = CLI.run(["lint", directory.path])
    #expect(result.code == 2)
    #expect(result.err.contains("cannot read directory '\(hidden.path)': permission denied"))
  }
}
