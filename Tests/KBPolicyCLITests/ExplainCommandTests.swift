import Foundation
import TestSupport
import Testing

@testable import KBPolicyCLI

/// `kbpolicy explain`, run in process.
@Suite struct ExplainCommandTests {
  static let repository = Repository.root
  func path(_ relative: String) -> String { Self.repository.appendingPathComponent(relative).path }

  func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    CLI.run(arguments)
  }

  var checkout: [String] {
    [
      "explain", "--policy", path("rules/examples/checkout.kbpolicy"), "--scene",
      path("rules/examples/checkout.scene.json"),
    ]
  }

  func temporary(_ name: String, _ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "explain-\(UUID().uuidString)-\(name)")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The shipped default policy named by its own relative path (`rules/default.kbpolicy`, the
  /// path explanations give the default layer) once crashed explain: two sources under one key.
  @Test func explainsWithTheDefaultPolicyNamedByItsOwnPath() throws {
    let relative = "rules/default.kbpolicy"
    try #require(
      FileManager.default.fileExists(atPath: relative), "swift test runs in the package directory")
    let result = run([
      "explain", "--policy", relative, "--scene", path("rules/examples/checkout.scene.json"),
      "--field", "promo-code",
    ])
    #expect(result.code == 0)
    #expect(result.out.contains("(rules/default.kbpolicy:"))
  }

  @Test func explainsAFieldAsText() {
    let result = run(checkout + ["--field", "promo-code"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    #expect(result.out.contains("field       \"promo-code\": PromoCodeField : UITextField"))
    #expect(result.out.contains("verdict: visible, 40 pt above the keyboard"))
  }

  @Test func explainsAsJSON() throws {
    let result = run(checkout + ["--field", "email", "--format", "json"])
    #expect(result.code == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect((json?["field"] as? [String: Any])?["id"] as? String == "email")
  }

  @Test func allPrintsATable() {
    let result = run(checkout + ["--all"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("field "))
    // The number pads' keyboard, then the default fields': the summary ends with both.
    let tail: [String] = [
      "  349 pt = 291 system + 58 toolbar, for card-number, expiry, cvv\n",
      "    system 291: retina6_12 (the device with this window size), portrait, keyboardType numberPad: a keypad, 336 less the 45 pt predictive bar\n",
      "    toolbar 58: the policy's toolbar (on for this field), the runtime's bar: 58 pt under the iOS 26 design (IQKeyboardToolbar 1.1.5's height there); the scene records no design, iOS 26's is assumed\n",
      "  394 pt = 336 system + 58 toolbar, for postcode, promo-code\n",
      "    system 336: retina6_12 (the device with this window size), portrait, keyboardType default: with the predictive bar\n",
      "    toolbar 58: the policy's toolbar (on for this field), the runtime's bar: 58 pt under the iOS 26 design (IQKeyboardToolbar 1.1.5's height there); the scene records no design, iOS 26's is assumed\n",
    ]
    #expect(result.out.hasSuffix(tail.joined()))
    #expect(
      result.out.contains(
        "6 text inputs: 6 visible above the keyboard\nkeyboard assumed: the scene records no keyboard (--keyboard-height H sets it)\n"
      ))
    let given = run(checkout + ["--all", "--keyboard-height", "300"])
    #expect(given.out.hasSuffix("6 text inputs: 6 visible above the keyboard\n"))
  }

  @Test func unknownFieldIsAUsageErrorWithDidYouMean() {
    let result = run(checkout + ["--field", "promo-cod"])
    #expect(result.code == 2)
    #expect(
      result.err == "error: no text input 'promo-cod' in the scene: did you mean 'promo-code'?\n")
  }

  @Test func noFocusListsTheTextInputs() {
    let result = run(checkout)
    #expect(result.code == 2)
    #expect(
      result.err.contains(
        "the scene has no focused field; name one with --field (text inputs: email, card-number"))
  }

  @Test func policyErrorsExitOne() throws {
    let policy = try temporary("bad.kbpolicy", "version 1\navoidance {\n    distnce = 10\n}\n")
    let result = run([
      "explain", "--policy", policy, "--scene", path("rules/examples/checkout.scene.json"),
      "--field", "email",
    ])
    #expect(result.code == 1)
    #expect(result.err.contains("distnce"))
    #expect(result.out.isEmpty)
  }

  @Test func sceneErrorsNameTheJSONPath() throws {
    let scene = try temporary(
      "bad.json", #"{"window": [393, 852], "views": [{"id": "a", "frame": [0, 0, 10]}]}"#)
    let result = run([
      "explain", "--policy", path("rules/examples/checkout.kbpolicy"), "--scene", scene,
    ])
    #expect(result.code == 1)
    #expect(result.err.contains("views[0].frame"))
  }

  @Test func writesTheSVGAtomically() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "explain-\(UUID().uuidString).svg"
    ).path
    for _ in 0..<2 {
      let result = run(checkout + ["--field", "card-number", "--svg", out])
      #expect(result.code == 0)
    }
    let svg = try String(contentsOfFile: out, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    try? FileManager.default.removeItem(atPath: out)
  }

  @Test func rejectsConflictingOptions() {
    #expect(run(checkout + ["--all", "--field", "email"]).code == 2)
    #expect(run(checkout + ["--all", "--svg", "x.svg"]).code == 2)
    #expect(run(checkout + ["--format", "yaml"]).code == 2)
    #expect(run(checkout + ["--field", "email", "--keyboard-height", "-3"]).code == 2)
  }

  @Test func keyboardHeightOverridesTheAssumedKeyboard() {
    let result = run(checkout + ["--field", "email", "--keyboard-height", "500"])
    #expect(result.code == 0)
    #expect(result.out.contains("keyboard top             352 (height 500)"))
  }
}
