import Foundation
import Testing

@testable import KBPolicyCLI

/// Interface Builder input across `import`, `explain`, `simulate` and `lint`: several documents as
/// one app, one exit-code rule, the same notes with `--all` as with `--controller`, and
/// explain's verdict for fields that cannot become first responder.
@Suite struct InterfaceBuilderInputTests {
  static let fixtures = "Tests/InterfaceBuilderTests/Fixtures"
  let policy = CLI.path("rules/examples/checkout.kbpolicy")

  func fixture(_ name: String) -> String { CLI.path("\(Self.fixtures)/\(name)") }

  func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func importingAFolderGivesEveryReferencedScreenItsNavigationBar() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("scenes").path
    let result = CLI.run(["import", fixture("App"), "--out", out])
    #expect(result.code == 0, "\(result.err)")
    // Every screen reached through a navigation controller (directly or through a reference)
    // has the bar: retina6_12 safe top 59 + 44 = 103.
    for name in ["Home", "Help", "AccountForm", "AddressViewController", "SettingsViewController"] {
      let text = try String(
        contentsOfFile: "\(out)/\(name).scene.json", encoding: .utf8)
      #expect(text.contains("\"navigationBarBottom\": 103"), "\(name)")
    }
    // Billing.storyboard does not exist: said once, at the reference, with its name.
    #expect(count("Billing.storyboard#BillingForm", in: result.err) == 1)
    #expect(!result.err.contains("[IB004]"))
  }

  @Test func referencedStoryboardsAreFoundBesideTheFile() {
    let result = CLI.run(["import", fixture("App/Main.storyboard")])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("App/Main.storyboard: 2 scenes (device retina6_12"))
    #expect(
      result.out.contains(
        "App/Account.storyboard: 2 scenes (device retina6_12, portrait, 393x852, keyboard 336 assumed per field, read for storyboard references)"
      ))
    #expect(
      result.out.contains("  Acc-Vc-001  AccountViewController  (storyboard id: AccountForm)"))
    #expect(count("[IB010]", in: result.err) == 1)
  }

  @Test func aFileGivenTwiceIsReadOnce() {
    let result = CLI.run(["import", fixture("App"), fixture("App/Main.storyboard")])
    #expect(result.code == 0, "\(result.err)")
    #expect(count("App/Main.storyboard: 2 scenes", in: result.out) == 1)
    #expect(count("HomeViewController", in: result.out) == 1)
  }

  @Test func severalStoryboardOptionsAreOneApp() {
    let result = CLI.run([
      "explain", "--policy", policy, "--storyboard", fixture("App/Main.storyboard"),
      "--storyboard", fixture("App/Account.storyboard"), "--controller", "AccountForm",
      "--field", "account-email",
    ])
    #expect(result.code == 0, "\(result.err)")
    // Main's navigation bar through the reference: 59 + 44.
    #expect(
      result.out.split(separator: "\n").contains {
        $0.hasPrefix("  top guide ") && $0.hasSuffix(" 103")
      })
  }

  /// Valid without a text input → 0 and a note; malformed or unsupported → 1 and its IB code;
  /// a missing file → 2. The same for every command that reads Interface Builder input.
  @Test func oneExitCodeRuleForInterfaceBuilderInput() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let malformed = try CLI.write(
      "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n",
      "Broken.storyboard", in: directory)
    let archive = try CLI.write(
      "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>\n",
      "Old.xib", in: directory)
    let events = try CLI.write(
      "focus gift-card\nkeyboard show height 336\n", "e.events", in: directory)
    let missing = directory.appendingPathComponent("Missing.storyboard").path
    func commands(_ document: String) -> [[String]] {
      [
        ["import", document],
        ["explain", "--policy", policy, "--storyboard", document, "--all"],
        ["explain", "--policy", policy, "--storyboard", document],
        ["simulate", "--policy", policy, "--storyboard", document, "--events", events],
        ["lint", policy, "--storyboard", document],
      ]
    }
    let cases: [(document: String, code: Int32, says: String)] = [
      (
        fixture("ContactCell.xib"), 0,
        "note: document: no controller in the document has a text input [IB007]"
      ),
      (malformed, 1, "[IB001]"),
      (archive, 1, "[IB003]"),
      (missing, 2, "no such file"),
    ]
    for (document, code, says) in cases {
      for arguments in commands(document) {
        let result = CLI.run(arguments)
        #expect(result.code == code, "\(arguments): \(result.err)")
        #expect(result.err.contains(says), "\(arguments): \(result.err)")
      }
    }
  }

  @Test func explainAllShowsTheSameNotesAsController() {
    let base = ["explain", "--policy", policy, "--storyboard", fixture("Freeform.storyboard")]
    let one = CLI.run(base + ["--controller", "LongForm", "--field", "long-name"])
    let all = CLI.run(base + ["--all"])
    #expect(one.code == 0 && all.code == 0, "\(one.err)\(all.err)")
    let notes = one.err.split(separator: "\n")
    #expect(notes.contains { $0.contains("[IB011]") })
    #expect(notes.contains { $0.contains("[IB012]") })
    for line in notes { #expect(all.err.contains(line), "\(line)") }
  }

  @Test func assumedNavigationBarIsANoteToo() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Account's form, told to simulate a navigation bar, imported without Main.
    let text = try String(contentsOfFile: fixture("App/Account.storyboard"), encoding: .utf8)
      .replacingOccurrences(
        of: "<navigationItem key=\"navigationItem\" title=\"Account\" id=\"Acc-Ni-001\"/>",
        with:
          "<navigationItem key=\"navigationItem\" title=\"Account\" id=\"Acc-Ni-001\"/>\n<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"
      )
    let path = try CLI.write(text, "Account.storyboard", in: directory)
    let all = CLI.run(["explain", "--policy", policy, "--storyboard", path, "--all"])
    #expect(all.code == 0, "\(all.err)")
    #expect(
      all.err.contains(
        "note: document/scenes/scene[1]/objects/viewController: no navigation controller holds this controller; the navigation bar it simulates (simulatedTopBarMetrics) is assumed, bottom at 103 [IB014]"
      ))
  }

  @Test func fieldsThatCannotBecomeFirstResponderAreNeverReportedAsMoved() {
    let base = ["explain", "--policy", policy, "--storyboard", fixture("DisabledField.storyboard")]
    let reasons = [
      ("voucher", "it is disabled"), ("loyalty", "its user interaction is off"),
      ("pin", "its superview 'Pay-Sk-001' is hidden"),
    ]
    for (field, reason) in reasons {
      let result = CLI.run(base + ["--field", field])
      #expect(result.code == 0, "\(result.err)")
      #expect(
        result.out.contains(
          "  verdict: never moved: the field cannot become first responder (\(reason)), so the keyboard never shows for it\n"
        ), "\(field)")
      #expect(!result.out.contains("field after"), "\(field)")
      let json = CLI.run(base + ["--field", field, "--format", "json"])
      #expect(json.out.contains("\"kind\": \"cannot-focus\""), "\(field)")
    }
    // The enabled field at the same height is moved: the keyboard (336, top 516) covers it.
    let moved = CLI.run(base + ["--field", "gift-card"])
    #expect(moved.out.contains("field after"))
    let all = CLI.run(base + ["--all"])
    #expect(all.out.contains("that cannot become first responder (never moved)\n"))
    #expect(count("cannot-focus", in: all.out) == 3)
  }
}
