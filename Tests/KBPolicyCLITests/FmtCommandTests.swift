import Foundation
import Testing
@testable import KBPolicyCLI

@Suite struct FmtCommandTests {
  static let messy = "version 1\navoidance {\n    distance=12\n}\n"
  static let tidy = "version 1\n\navoidance {\n  distance = 12\n}\n"

  @Test func rewritesFilesInPlace() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    let result = CLI.run(["fmt", path])
    #expect(result.code == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.tidy)
    // No temporary files are left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.kbpolicy"])
    // Formatting again changes nothing.
    let again = CLI.run(["fmt", "--check", path])
    #expect(again.code == 0)
    #expect(again.err.isEmpty)
  }

  /// A file named twice (a directory and a file in it, or the same path twice) is formatted
  /// once: the second time used to report a false "changed" and exit 2.
  @Test func aFileNamedTwiceIsFormattedOnce() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "x.kbpolicy", in: directory)
    let result = CLI.run(["fmt", directory.path, path, directory.path + "/./x.kbpolicy"])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err == "reformatted \(directory.path)/x.kbpolicy\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.tidy)
  }

  /// A pipe (`fmt <(cat a.kbpolicy)`) cannot be formatted in place: the error says so and
  /// points at `fmt -`, rather than "a symbolic link to a missing file".
  @Test func aPipeIsNotFormattedInPlace() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = Array(Self.messy.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    let path = "/dev/fd/\(ends[0])"
    let result = CLI.run(["fmt", path])
    #expect(result.code == 2)
    #expect(
      result.err
        == "error: cannot format '\(path)' in place: it is a FIFO or pipe, not a file; 'kbpolicy fmt -' formats standard input to standard output\n"
    )
  }

  @Test func checkChangesNothingAndExits3() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.messy, "a.kbpolicy", in: directory)
    let result = CLI.run(["fmt", "--check", directory.path])
    #expect(result.code == 3)
    #expect(result.err.contains("a.kbpolicy would be reformatted"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.messy)
  }

  @Test func fileWithErrorsIsLeftUntouched() throws {
    let directory = try CLI.temporaryDirectory()
    let broken = "version 1\navoidance {\n    distance 10 =\n"
    let path = try CLI.write(broken, "bad.kbpolicy", in: directory)
    let tidyPath = try CLI.write(Self.messy, "ok.kbpolicy", in: directory)
    let result = CLI.run(["fmt", path, tidyPath])
    #expect(result.code == 1)
    #expect(result.err.contains("error["))
    #expect(result.err.contains("not formatted"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
    #expect(try String(contentsOfFile: tidyPath, encoding: .utf8) == Self.tidy)
  }

  @Test func standardInputToStandardOutput() {
    let result = CLI.run(["fmt", "-"], stdin: Self.messy)
    #expect(result.code == 0)
    #expect(result.out == Self.tidy)
    let check = CLI.run(["fmt", "--check", "-"], stdin: Self.messy)
    #expect(check.code == 3)
    #expect(check.out.isEmpty)
    #expect(CLI.run(["fmt", "--check", "-"], stdin: Self.tidy).code == 0)
  }

  @Test func shippedRulesAreFormatted() {
    let result = CLI.run([
      "fmt", "--check", CLI.repository.appendingPathComponent("rules").path,
    ])
    #expect(result.code == 0, "\(result.err)")
  }

  @Test func usageErrors() {
    #expect(CLI.run(["fmt"]).code == 2)
    #expect(CLI.run(["fmt", "--indent", "4", "-"]).code == 2)
    #expect(CLI.run(["fmt", "/nonexistent/a.kbpolicy"]).code == 2)
  }
}
