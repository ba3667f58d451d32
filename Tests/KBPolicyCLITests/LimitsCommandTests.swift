import Foundation
import Testing

@testable import KBPolicyCLI

/// The CLI's file-size limit (docs/limits.md): a policy or scene file over 16 MiB is a usage
/// error (exit 2) with a clear message, read no further.
@Suite struct LimitsCommandTests {
  @Test func aPolicyFileOverTheLimitIsAUsageError() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try CLI.write(
      "version 1\n" + String(repeating: "#", count: FileIO.maximumFileSize), "huge.kbpolicy",
      in: directory)
    let (code, out, err) = CLI.run(["check", path])
    #expect(code == 2)
    #expect(out.isEmpty)
    #expect(err.contains("is larger than 16 MB"))
  }

  @Test func aPolicyFileAtTheLimitIsChecked() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let head = "version 1\n# "
    let path = try CLI.write(
      head + String(repeating: "x", count: FileIO.maximumFileSize - head.utf8.count - 1) + "\n",
      "big.kbpolicy",
      in: directory)
    let (code, _, err) = CLI.run(["check", path])
    #expect(code == 0, "\(err)")
  }
}
