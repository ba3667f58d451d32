import Foundation
import Testing

@testable import KBPolicyCLI

/// A file or directory whose name is not UTF-8 (a Latin-1 name from an old archive, which git
/// stores as it is) never fails a directory walk: a name with a suffix the walk reads, and a
/// directory, are skipped with a note; any other name is passed over as any file with another
/// suffix is.
@Suite struct UndecodableNameTests {
  /// Creates `name` (raw bytes) below `directory`: a file, or a directory holding a policy.
  static func create(_ name: [UInt8], in directory: URL, directory isDirectory: Bool = false) {
    let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { raw in
        if isDirectory {
          #expect(mkdir(raw.baseAddress!, 0o755) == 0)
        } else {
          let descriptor = open(raw.baseAddress!, O_WRONLY | O_CREAT, 0o644)
          #expect(descriptor >= 0)
          _ = FileIO.writeAll(Array("x".utf8), to: descriptor)
          close(descriptor)
        }
      }
    }
  }

  /// The tree every command walks: the shipped checkout example, its storyboard, the IQ app's
  /// delegate, and beside them `notes-été.txt`, `é.kbpolicy`, `é.kbtest`, `é.swift` and a
  /// directory `é` (all in Latin-1).
  static func tree() throws -> URL {
    let directory = try CLI.temporaryDirectory()
    for name in [
      "checkout.kbpolicy", "checkout.kbtest", "checkout.scene.json", "checkout.events",
      "Checkout.storyboard",
      "iq-app/AppDelegate.swift",
    ] {
      try FileManager.default.copyItem(
        atPath: CLI.path("rules/examples/\(name)"),
        toPath: directory.appendingPathComponent((name as NSString).lastPathComponent).path)
    }
    create(Array("notes-".utf8) + [0xE9, 0x74, 0xE9] + Array(".txt".utf8), in: directory)
    for suffix in [".kbpolicy", ".kbtest", ".swift", ".storyboard"] {
      create([0xE9] + Array(suffix.utf8), in: directory)
    }
    create([0xE9], in: directory, directory: true)
    return directory
  }

  @Test(arguments: [
    ["lint"], ["check"], ["fmt", "--check"], ["test"], ["import"], ["migrate", "--check"],
  ])
  func aNameThatIsNotUTF8IsSkippedWithANote(command: [String]) throws {
    let directory = try Self.tree()
    let result = CLI.run(command + [directory.path])
    // `migrate --check` fails while IQ configuration remains (the delegate's): exit 1, not 2.
    #expect(result.code == (command.first == "migrate" ? 1 : 0), "\(command): \(result.err)")
    #expect(!result.err.contains("cannot read"), "\(command): \(result.err)")
    #expect(!result.err.contains("no such file"), "\(command): \(result.err)")
    #expect(
      result.err.contains("a directory whose name is not UTF-8"), "\(command): \(result.err)")
    #expect(!result.err.contains("notes-"), "a .txt file is not a candidate: \(result.err)")
  }

  /// The note names the file the walk would have read (with U+FFFD for the byte).
  @Test func theNoteNamesTheSkippedFile() throws {
    let directory = try Self.tree()
    let result = CLI.run(["check", directory.path])
    #expect(result.code == 0, "\(result.err)")
    #expect(
      result.err.contains(
        "note: skipped '\(directory.path)/\u{FFFD}.kbpolicy': its name is not UTF-8"),
      "\(result.err)")
  }

  @Test func sourcesWalkSkipsTheName() throws {
    let directory = try Self.tree()
    let policy = directory.appendingPathComponent("checkout.kbpolicy").path
    let result = CLI.run(["lint", policy, "--sources", directory.path])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err.contains("\u{FFFD}.swift': its name is not UTF-8"), "\(result.err)")
  }
}
