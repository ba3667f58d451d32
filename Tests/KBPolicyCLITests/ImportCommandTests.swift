import Foundation
import TestSupport
import Testing

@testable import KBPolicyCLI

/// `kbpolicy import` and the `--storyboard` / `--xib` / `--controller` scene source, in process.
@Suite struct ImportCommandTests {
  static let repository = Repository.root

  func path(_ relative: String) -> String { Self.repository.appendingPathComponent(relative).path }

  func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    CLI.run(arguments)
  }

  @Test func importListsScenes() {
    let result = run(["import", path("rules/examples/Checkout.storyboard")])
    #expect(result.code == 0)
    #expect(result.out.contains("2 scenes (device retina6_1, portrait, 414x896, keyboard 346)"))
    #expect(result.out.contains("Ck1-Vc-Frm  CheckoutViewController  (storyboard id: Checkout)"))
    #expect(
      result.out.contains(
        "fields: email, name, address, city, postcode, card-number, expiry, cvv, promo-code, delivery-notes"
      ))
    #expect(
      result.err.contains(
        "note: document/scenes/scene[2]/objects/viewController: frames are Interface Builder's stored frames"
      ))
  }

  @Test func importOutWritesOneSceneFilePerController() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ib-import-\(UUID().uuidString)/scenes"
    ).path
    defer {
      try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent)
    }
    let result = run([
      "import", path("rules/examples/Checkout.storyboard"), "--out", directory, "--device",
      "retina4_7",
    ])
    #expect(result.code == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files == ["Checkout.scene.json", "SignUp.scene.json"])
    #expect(
      result.out.contains(
        "wrote \(directory)/Checkout.scene.json  (CheckoutViewController, 10 text inputs)"))
    let text = try String(
      contentsOfFile: (directory as NSString).appendingPathComponent("SignUp.scene.json"),
      encoding: .utf8)
    #expect(text.contains("\"width\": 375"))
  }

  @Test func importErrorsAndUsage() throws {
    let bad = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ib-bad-\(UUID().uuidString).storyboard")
    defer { try? FileManager.default.removeItem(at: bad) }
    try Data(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"2.0\"/>"
        .utf8
    ).write(to: bad)
    let result = run(["import", bad.path])
    #expect(result.code == 1)
    #expect(result.err.contains(":1:"))
    #expect(result.err.contains("error: document: unsupported document version '2.0'"))
    #expect(run(["import"]).code == 2)
    let device = run(["import", path("rules/examples/Checkout.storyboard"), "--device", "nope"])
    #expect(device.code == 2)
    #expect(device.err.hasPrefix("error: unknown device 'nope' (known: "))
  }

  @Test func ambiguousControllerListsCandidatesAndExits2() throws {
    let policy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ib-\(UUID().uuidString).kbpolicy")
    let events = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ib-\(UUID().uuidString).events")
    defer {
      try? FileManager.default.removeItem(at: policy);
      try? FileManager.default.removeItem(at: events)
    }
    try Data("version 1\n".utf8).write(to: policy)
    try Data("focus email\nkeyboard show height 346\n".utf8).write(to: events)
    let base = [
      "simulate", "--policy", policy.path, "--events", events.path, "--storyboard",
      path("rules/examples/Checkout.storyboard"),
    ]
    let ambiguous = run(base)
    #expect(ambiguous.code == 2)
    #expect(
      ambiguous.err.contains("has 2 controllers with text inputs; pick one with --controller"))
    #expect(
      ambiguous.err.contains(
        "  Ck1-Vc-Frm  CheckoutViewController  (storyboard id: Checkout)  \"Checkout\""))
    #expect(
      ambiguous.err.contains(
        "  Su1-Vc-Sgn  SignUpViewController  (storyboard id: SignUp)  \"Sign Up\""))
    let missing = run(base + ["--controller", "Nope"])
    #expect(missing.code == 2)
    #expect(
      missing.err.contains(
        "no controller with a text input has id, storyboard identifier or class 'Nope'"))
    let picked = run(base + ["--controller", "CheckoutViewController"])
    #expect(picked.code == 0)
    #expect(picked.out.contains("field 'email' in window [20, 97, 374, 34]"))
    let both = run(base + ["--scene", path("rules/examples/checkout.scene.json")])
    #expect(both.code == 2)
    #expect(both.err == "error: give either --scene or --storyboard / --xib, not both\n")
  }
}
