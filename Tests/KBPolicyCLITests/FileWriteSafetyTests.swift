import CFileAttributes
import Foundation
import Testing

@testable import KBPolicyCLI

/// Writes replace only what they were asked to: devices and FIFOs are written through, links,
/// modes, owners and extended attributes survive `fmt`, an edit made meanwhile is never lost.
@Suite struct FileWriteSafetyTests {
  static let messy = "version 1\navoidance {\n    distance=12\n}\n"
  static let tidy = "version 1\n\navoidance {\n  distance = 12\n}\n"
  static let isRoot = geteuid() == 0

  static func explainArguments(svg: String) -> [String] {
    [
      "explain", "--policy", CLI.path("rules/examples/checkout.kbpolicy"), "--scene",
      CLI.path("rules/examples/checkout.scene.json"), "--field", "promo-code", "--svg", svg,
    ]
  }

  static func info(_ path: String) -> stat {
    var info = stat()
    lstat(path, &info)
    return info
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  // MARK: - Outputs

  @Test func svgToACharacterDeviceWritesThroughIt() {
    let result = CLI.run(Self.explainArguments(svg: "/dev/null"))
    #expect(result.code == 0, "\(result.err)")
    #expect(Self.info("/dev/null").st_mode & S_IFMT == S_IFCHR)
  }

  @Test func svgToAFIFOWritesThroughIt() throws {
    let directory = try CLI.temporaryDirectory()
    let fifo = directory.appendingPathComponent("picture.svg").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let received = CLI.Buffer()
    let reader = Thread {
      let handle = FileHandle(forReadingAtPath: fifo)
      received.append(String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self))
    }
    reader.start()
    let result = CLI.run(Self.explainArguments(svg: fifo))
    #expect(result.code == 0, "\(result.err)")
    while !reader.isFinished { usleep(1000) }
    #expect(received.value.hasPrefix("<?xml"))
    #expect(received.value.contains("</svg>"))
    #expect(Self.info(fifo).st_mode & S_IFMT == S_IFIFO)
  }

  @Test func svgToADirectoryIsRefused() throws {
    let directory = try CLI.temporaryDirectory()
    let result = CLI.run(Self.explainArguments(svg: directory.path))
    #expect(result.code == 2)
    #expect(result.err.contains("is a directory"))
    #expect(Self.info(directory.path).st_mode & S_IFMT == S_IFDIR)
  }

  @Test func svgDashIsStandardOutput() throws {
    let directory = try CLI.temporaryDirectory()
    let result = CLI.run(Self.explainArguments(svg: "-"))
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("<?xml"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path))
    #expect(!FileManager.default.fileExists(atPath: "-"))
  }

  @Test func importOutDashIsAUsageError() {
    let result = CLI.run(["import", CLI.path("rules/examples/Checkout.storyboard"), "--out", "-"])
    #expect(result.code == 2)
    #expect(result.err.contains("--out names a directory"))
  }

  // MARK: - fmt and links

  @Test func fmtOnASymlinkFormatsTheTargetAndKeepsTheLink() throws {
    let directory = try CLI.temporaryDirectory()
    let target = try CLI.write(Self.messy, "real.kbpolicy", in: directory)
    let link = directory.appendingPathComponent("link.kbpolicy").path
    #expect(symlink("real.kbpolicy", link) == 0)
    let result = CLI.run(["fmt", link])
    #expect(result.code == 0, "\(result.err)")
    #expect(Self.info(link).st_mode & S_IFMT == S_IFLNK)
    #expect(try Self.text(target) == Self.tidy)
  }

  /// A file with several hard links cannot be replaced atomically (a rename splits the
  /// links) and writing into it can be cut short (a full disk, a kill): it is left whole, and
  /// the error names the file that holds the formatted text.
  @Test func fmtOnAHardLinkLeavesItWholeAndSaysWhereTheTextIs() throws {
    let directory = try CLI.temporaryDirectory()
    let first = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    let second = directory.appendingPathComponent("b.kbpolicy").path
    #expect(link(first, second) == 0)
    let result = CLI.run(["fmt", first])
    #expect(result.code == 2)
    #expect(result.err.contains("it has 2 hard links"), "\(result.err)")
    #expect(try Self.text(first) == Self.messy)
    #expect(Self.info(first).st_ino == Self.info(second).st_ino)
    #expect(Self.info(first).st_nlink == 2)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let kept = try #require(names.first { $0.hasPrefix(".a.kbpolicy.kbpolicy-tmp-") })
    #expect(names == [kept, "a.kbpolicy", "b.kbpolicy"])
    #expect(result.err.contains(directory.appendingPathComponent(kept).path))
    #expect(try Self.text(directory.appendingPathComponent(kept).path) == Self.tidy)
  }

  // MARK: - fmt keeps mode, owner and extended attributes

  @Test(arguments: [0o600, 0o640, 0o755, 0o444] as [mode_t])
  func fmtKeepsTheMode(mode: mode_t) throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    #expect(chmod(path, mode) == 0)
    let result = CLI.run(["fmt", path])
    if mode & 0o200 == 0, !Self.isRoot {
      // Like other formatters: a read-only file is not written by its (unprivileged) owner.
      #expect(result.code == 2)
      #expect(result.err.contains("permission denied"))
      #expect(try Self.text(path) == Self.messy)
    } else {
      #expect(result.code == 0, "\(result.err)")
      #expect(try Self.text(path) == Self.tidy)
    }
    #expect(Self.info(path).st_mode & 0o7777 == mode)
  }

  @Test(.enabled(if: FileWriteSafetyTests.isRoot, "only root can give a file to another user"))
  func fmtKeepsAnotherUsersOwnership() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    #expect(chown(path, 65534, 65534) == 0)
    #expect(chmod(path, 0o640) == 0)
    let result = CLI.run(["fmt", path])
    #expect(result.code == 0, "\(result.err)")
    #expect(try Self.text(path) == Self.tidy)
    #expect(Self.info(path).st_uid == 65534)
    #expect(Self.info(path).st_gid == 65534)
    #expect(Self.info(path).st_mode & 0o7777 == 0o640)
  }

  /// An unprivileged user cannot give the new file the old owner: the write is refused and the
  /// file left as it was. (`changeOwner` fails as `fchown` does for such a user.)
  @Test func anOwnerThatCannotBeKeptRefusesTheWrite() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    let original = Array(Self.messy.utf8)
    let otherGroup: gid_t = Self.info(path).st_gid == 65534 ? 65533 : 65534
    if Self.isRoot { #expect(chown(path, 65534, otherGroup) == 0) }
    var writer = FileWriter()
    writer.changeOwner = { _, _, _ in
      errno = EPERM
      return -1
    }
    let owned = Self.info(path)
    let mustChangeOwner = owned.st_uid != geteuid() || owned.st_gid != getegid()
    #expect(mustChangeOwner == Self.isRoot, "as root the file belongs to another user")
    do {
      try writer.write(Array(Self.tidy.utf8), to: path, expecting: original)
      #expect(!mustChangeOwner, "the write must be refused")
    } catch {
      #expect(error.exitCode == .usage)
      #expect(error.message.contains("owner (uid 65534"))
      #expect(error.message.contains("the file is unchanged"))
      #expect(try Self.text(path) == Self.messy)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.kbpolicy"])
  }

  @Test func fmtKeepsExtendedAttributes() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    let value = Array("reviewed".utf8)
    let set = kbpolicy_set_xattr(descriptor, "user.kbpolicy.test", value, value.count)
    try #require(set == 0, "the file system must support user extended attributes")
    #expect(CLI.run(["fmt", path]).code == 0)
    #expect(try Self.text(path) == Self.tidy)
    let reopened = open(path, O_RDONLY)
    defer { close(reopened) }
    let attributes = FileWriter.extendedAttributes(of: reopened)
    #expect(attributes.contains { $0.0 == "user.kbpolicy.test" && $0.1 == value })
  }

  // MARK: - Temporary files and concurrent edits

  /// A leftover from an interrupted run may be the only complete copy of the text: it
  /// is never reused, truncated or removed; each write gets a new temporary file.
  @Test func aLeftoverTemporaryFileIsNeverReused() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    for leftover in [".a.kbpolicy.kbpolicy-tmp", ".a.kbpolicy.kbpolicy-tmp-XXXXXX"] {
      #expect(
        FileManager.default.createFile(
          atPath: directory.appendingPathComponent(leftover).path, contents: Data("half".utf8)))
    }
    #expect(CLI.run(["fmt", path]).code == 0)
    #expect(try Self.text(path) == Self.tidy)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        ".a.kbpolicy.kbpolicy-tmp", ".a.kbpolicy.kbpolicy-tmp-XXXXXX", "a.kbpolicy",
      ])
    for leftover in [".a.kbpolicy.kbpolicy-tmp", ".a.kbpolicy.kbpolicy-tmp-XXXXXX"] {
      #expect(try Self.text(directory.appendingPathComponent(leftover).path) == "half")
    }
  }

  @Test func twoTemporaryFilesForOneTargetAreDistinct() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    let first = try TemporaryFile(beside: path)
    defer { first.discardAndClose() }
    let second = try TemporaryFile(beside: path)
    defer { second.discardAndClose() }
    #expect(first.path != second.path)
    #expect(
      URL(fileURLWithPath: first.path).lastPathComponent.hasPrefix(".a.kbpolicy.kbpolicy-tmp-"))
  }

  @Test func aFileAnotherRunIsWritingIsAConflict() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    let held = open(path, O_RDONLY)
    defer { close(held) }
    #expect(flock(held, LOCK_EX | LOCK_NB) == 0)
    let result = CLI.run(["fmt", path])
    #expect(result.code == 2)
    #expect(result.err.contains("another kbpolicy is writing it"))
    #expect(try Self.text(path) == Self.messy)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.kbpolicy"])
  }

  @Test func anEditMadeWhileFormattingIsNeverOverwritten() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    let edited = Self.messy + "# a late edit\n"
    _ = try CLI.write(edited, "a.kbpolicy", in: directory)
    #expect(throws: UsageError.self) {
      try FileWriter().write(Array(Self.tidy.utf8), to: path, expecting: Array(Self.messy.utf8))
    }
    #expect(try Self.text(path) == edited)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.kbpolicy"])
  }

  @Test func aByteOrderMarkIsAcceptedAndKept() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write("\u{FEFF}" + Self.messy, "a.kbpolicy", in: directory)
    #expect(CLI.run(["check", path]).code == 0)
    #expect(CLI.run(["fmt", path]).code == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(("\u{FEFF}" + Self.tidy).utf8))
  }
}
