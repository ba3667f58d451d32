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
    #expect(
      result.out.contains(
        "2 scenes (device retina6_1, portrait, 414x896, keyboard 346 assumed per field)"))
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

  /// A scene file name that is already a symbolic link in the output directory is
  /// never written through (the file it points to stays as it was), and nothing is written
  /// unless every scene can be: the names are checked before the first write.
  @Test func importOutNeverWritesThroughASymlink() throws {
    let directory = try CLI.temporaryDirectory()
    let out = directory.appendingPathComponent("scenes").path
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let victim = try CLI.write("precious\n", "victim.txt", in: directory)
    let link = (out as NSString).appendingPathComponent("SignUp.scene.json")
    #expect(symlink(victim, link) == 0)
    let result = run(["import", path("rules/examples/Checkout.storyboard"), "--out", out])
    #expect(result.code == 2, "\(result.err)")
    #expect(result.err.contains("'\(link)': it is a symbolic link"), "\(result.err)")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["SignUp.scene.json"])
  }

  /// A storyboard id longer than a file name can be (255 bytes) gives a shortened
  /// file name; the run never stops halfway with some scenes written.
  @Test func importOutWithAVeryLongIdWritesEveryScene() throws {
    let directory = try CLI.temporaryDirectory()
    let long = String(repeating: "Checkout", count: 40)
    let text = try String(
      contentsOfFile: path("rules/examples/Checkout.storyboard"), encoding: .utf8
    ).replacingOccurrences(
      of: "storyboardIdentifier=\"Checkout\"", with: "storyboardIdentifier=\"\(long)\"")
    let storyboard = try CLI.write(text, "Long.storyboard", in: directory)
    let out = directory.appendingPathComponent("scenes").path
    let result = run(["import", storyboard, "--out", out])
    #expect(result.code == 0, "\(result.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(files.count == 2)
    #expect(files.allSatisfy { $0.utf8.count <= 255 })
    #expect(files.contains("SignUp.scene.json"))
    #expect(files.contains { $0.hasPrefix("CheckoutCheckout") && $0.hasSuffix(".scene.json") })
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
