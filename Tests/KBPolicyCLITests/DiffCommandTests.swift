import Foundation
import TestSupport
import Testing

@testable import KBPolicyCLI

/// `kbpolicy diff`: goldens for its three formats, its exit codes, standard input, the mode
/// without screens, and usage errors.
@Suite struct DiffCommandTests {
  static let old = CLI.path("rules/examples/checkout.kbpolicy")
  static let new = CLI.path("Tests/KBPolicyCLITests/Fixtures/diff/checkout-new.kbpolicy")
  static let scene = CLI.path("rules/examples/checkout.scene.json")

  static func golden(_ name: String) -> URL {
    CLI.repository.appendingPathComponent("Tests/KBPolicyCLITests/Fixtures/diff/golden/\(name)")
  }

  /// The checkout change (CheckoutViewController's distance 20 -> 32, the postcode field's
  /// toolbar off) in each format; paths shown relative to the repository.
  @Test(arguments: [
    ("text", "checkout.txt"), ("markdown", "checkout.md"), ("json", "checkout.json"),
  ])
  func screensGolden(_ format: String, _ file: String) {
    let result = CLI.run(["diff", Self.old, Self.new, "--scene", Self.scene, "--format", format])
    #expect(result.code == 1, "\(result.err)")
    #expect(result.err.isEmpty)
    let relative = result.out.replacingOccurrences(of: CLI.repository.path + "/", with: "")
    Golden.check(relative, against: Self.golden(file), name: file)
  }

  @Test func withoutScreensGolden() {
    let result = CLI.run(["diff", Self.old, Self.new])
    #expect(result.code == 1, "\(result.err)")
    let relative = result.out.replacingOccurrences(of: CLI.repository.path + "/", with: "")
    Golden.check(relative, against: Self.golden("checkout-policies.txt"), name: "checkout-policies")
    // The two targets the change touches, and nothing else.
    #expect(relative.contains("controller CheckoutViewController\n  distance: 20 -> 32\n"))
    #expect(relative.contains("field \"postcode\"\n  toolbar: on -> off\n"))
  }

  @Test func samePolicyChangesNothingAndExitsZero() {
    let result = CLI.run(["diff", Self.old, Self.old, "--scene", Self.scene])
    #expect(result.code == 0, "\(result.err)")
    // The checkout scene's six text inputs: email, card-number, expiry, cvv, postcode,
    // promo-code.
    #expect(result.out == "no field changes (6 compared)\n")
    let policies = CLI.run(["diff", Self.old, Self.old, "--format", "markdown"])
    #expect(policies.code == 0)
    #expect(policies.out.hasPrefix("### kbpolicy diff: no target changes ("))
  }

  /// A line moved (a comment added above every rule) is not a change: rules are compared by
  /// their words, not their lines.
  @Test func movedLinesAreNoChange() throws {
    let text = try String(contentsOfFile: Self.old, encoding: .utf8)
    let moved = text.replacingOccurrences(of: "version 1\n", with: "version 1\n\n# moved\n\n")
    let result = CLI.run(["diff", Self.old, "-", "--scene", Self.scene], stdin: moved)
    #expect(result.code == 0, "\(result.out)\(result.err)")
  }

  /// `git show REV:path | kbpolicy diff - path`: the old side from standard input, named
  /// `<stdin>` in the rules it shows.
  @Test func oldSideFromStandardInput() throws {
    let text = try String(contentsOfFile: Self.old, encoding: .utf8)
    let result = CLI.run(["diff", "-", Self.new, "--scene", Self.scene], stdin: text)
    #expect(result.code == 1, "\(result.err)")
    #expect(
      result.out.contains("old: controller CheckoutViewController { distance = 20 } (<stdin>:40:3)")
    )
  }

  @Test func errorsExitTwo() throws {
    let directory = try CLI.temporaryDirectory()
    let broken = try CLI.write(
      "version 1\navoidance {\n  distance = \n", "broken.kbpolicy", in: directory)
    let result = CLI.run(["diff", Self.old, broken])
    #expect(result.code == 2)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("broken.kbpolicy:"))
    #expect(CLI.run(["diff", "-", "-"]).code == 2)
    #expect(CLI.run(["diff", Self.old]).code == 2)
    #expect(CLI.run(["diff", Self.old, Self.new, "--format", "html"]).code == 2)
    #expect(
      CLI.run(["diff", Self.old, directory.appendingPathComponent("missing").path]).code == 2)
  }
}
