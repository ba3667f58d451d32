import Foundation
import Testing

@testable import KBPolicyCLI

/// `kbpolicy lint --write-baseline` / `--baseline`: an old policy's findings recorded, only new
/// ones reported (and failing `--strict`), stale entries listed, the file readable.
@Suite struct LintBaselineCommandTests {
  static let policy = """
    version 1

    avoidance {
      distance = 250
    }

    """

  @Test func adoptOnAnOldPolicyAndFailOnlyOnNewFindings() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let baseline = directory.appendingPathComponent("baseline.txt").path
    let strict = CLI.run(["lint", "--reporter", "xcode", "--strict", path])
    #expect(strict.code == 1, "the policy has a finding: \(strict.err)")
    #expect(strict.err.contains("[L008]"))

    let write = CLI.run(["lint", "--reporter", "xcode", "--write-baseline", baseline, path])
    #expect(write.code == 0, "\(write.err)")
    #expect(write.err.contains("note: wrote 1 finding to the baseline"))
    let text = try String(contentsOfFile: baseline, encoding: .utf8)
    let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(entries.count == 1)
    #expect(entries.first?.hasPrefix("L008\t") == true)
    #expect(entries.first?.hasSuffix("\tdistance = 250") == true)

    // Lines added above the finding: still hidden, --strict passes.
    try ("# adopted\n\n" + Self.policy).write(toFile: path, atomically: true, encoding: .utf8)
    let moved = CLI.run(["lint", "--reporter", "xcode", "--strict", "--baseline", baseline, path])
    #expect(moved.code == 0, "\(moved.err)")
    #expect(moved.err.isEmpty, "\(moved.err)")

    // A new finding is reported and fails --strict; the old one stays hidden.
    try ("# adopted\n\n" + Self.policy + "\nfield \"x\" {\n  distance = 300\n}\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let added = CLI.run(["lint", "--reporter", "xcode", "--strict", "--baseline", baseline, path])
    #expect(added.code == 1)
    #expect(added.err.contains(":10:3: warning:"), "\(added.err)")
    #expect(!added.err.contains(":6:3:"), "\(added.err)")

    // The old finding fixed: its entry is stale, and says so.
    try Self.policy.replacingOccurrences(of: "250", with: "20").write(
      toFile: path, atomically: true, encoding: .utf8)
    let fixed = CLI.run(["lint", "--reporter", "xcode", "--baseline", baseline, path])
    #expect(fixed.code == 0)
    #expect(
      fixed.err.contains("note: 1 baseline entry matches no finding any more (fixed or changed)"),
      "\(fixed.err)")
    #expect(fixed.err.contains(": L008 distance = 250\n"), "\(fixed.err)")
  }

  @Test func aMalformedBaselineIsAUsageError() throws {
    let directory = try CLI.temporaryDirectory()
    let path = try CLI.write(Self.policy, "app.kbpolicy", in: directory)
    let baseline = try CLI.write("# header\nL008 app.kbpolicy\n", "baseline.txt", in: directory)
    let result = CLI.run(["lint", "--baseline", baseline, path])
    #expect(result.code == 2)
    #expect(result.err.contains("line 2: expected 'CODE<tab>FILE<tab>FINGERPRINT<tab>LINE'"))
    #expect(
      CLI.run(["lint", "--baseline", directory.appendingPathComponent("none").path, path]).code == 2
    )
  }
}
