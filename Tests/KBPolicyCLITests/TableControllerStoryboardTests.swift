import Foundation
import Testing

@testable import KBPolicyCLI

/// `explain --storyboard` on a `UITableViewController` screen (InterfaceBuilderTests fixture
/// `ProfileTable.storyboard`, iPhone 15: window 393 × 852, keyboard 336 → top 516, navigation bar
/// bottom 59 + 44 = 103). The table fills the window: automatic top inset 103, offset −103,
/// bottom safe area 34; content = the last cell's bottom 642 + the footer 18 = 660.
@Suite struct TableControllerStoryboardTests {
  static let storyboard = CLI.path("Tests/InterfaceBuilderTests/Fixtures/ProfileTable.storyboard")

  func explain(_ extra: [String]) throws -> (code: Int32, out: String, err: String) {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write("version 1\n", "app.kbpolicy", in: directory)
    return CLI.run(["explain", "--policy", policy, "--storyboard", Self.storyboard] + extra)
  }

  @Test func theWebsiteRowIsScrolledAboveTheKeyboardByUIKit() throws {
    let result = try explain(["--field", "website", "--format", "json"])
    #expect(result.code == 0, "\(result.err)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let verdict = try #require(json["verdict"] as? [String: Any])
    #expect(verdict["kind"] as? String == "uikit-scrolls")
    let table = try #require(json["tableViewController"] as? [String: Any])
    // Row 598…642; visible height 852 − max(34, 852 − 516) = 516 → offset 642 − 516 = 126
    // (at most 660 + 336 − 852 = 144); scrolled 126 − (−103) = 229.
    #expect(abs((table["contentOffsetY"] as? Double ?? 0) - 126) < 0.5)
    #expect(abs((table["scrolled"] as? Double ?? 0) - 229) < 0.5)
    #expect(abs((table["contentInsetBottom"] as? Double ?? 0) - 302) < 0.5)
    // The field: 598 + 103 + 5 = 706 → 706 − 229 = 477…511, gap 516 − 511 = 5.
    let frame = try #require(table["fieldFrame"] as? [Double])
    #expect(abs(frame[1] - 477) < 0.5)
    #expect(abs((table["gap"] as? Double ?? 0) - 5) < 0.5)
    let result2 = try #require(json["result"] as? [String: Any])
    #expect(abs((result2["gap"] as? Double ?? 0) - 5) < 0.5)
    let whatIfs = try #require(json["whatIf"] as? [[String: Any]])
    let avoidance = try #require(whatIfs.first { $0["setting"] as? String == "avoidance" })
    #expect((avoidance["edits"] as? [Any])?.isEmpty == true)
  }

  @Test func everyFieldOfTheTableIsScrolledByUIKitInTheAllTable() throws {
    let result = try explain(["--all"])
    #expect(result.code == 0, "\(result.err)")
    let rows = result.out.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    // display-name: 49 + 103 + 5 = 157…191, clear: nothing scrolls, gap 516 − 191 = 325.
    // about: row 142…542 → offset 542 − 516 = 26, scrolled 129; 253 − 129 = 124…508, gap 8.
    // website: scrolled 229, gap 5 (above).
    #expect(rows[1].first == "display-name")
    #expect(Array(rows[1].suffix(3)) == ["0", "325", "uikit-scrolls"])
    #expect(Array(rows[2].suffix(3)) == ["129", "8", "uikit-scrolls"])
    #expect(Array(rows[3].suffix(3)) == ["229", "5", "uikit-scrolls"])
    #expect(
      result.out.contains(
        "3 text inputs: 3 scrolled by UIKit's table view controller (avoidance off)"))
  }
}

/// `lint --storyboard` knows every class the documents define, as `explain` reads them: a
/// controller whose screen has no text input is not an unknown class.
@Suite struct LintDocumentClassesTests {
  @Test func aControllerWithoutTextInputsIsKnownToLint() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      "version 1\n\ncontroller AboutViewController {\n  distance = 20\n}\n", "app.kbpolicy",
      in: directory)
    let shop = CLI.path("Tests/InterfaceBuilderTests/Fixtures/Modules/Shop.storyboard")
    let result = CLI.run(["lint", "--reporter", "xcode", "--storyboard", shop, policy])
    #expect(!result.err.contains("unknown class 'AboutViewController'"), "\(result.err)")
    #expect(!result.out.contains("unknown class 'AboutViewController'"), "\(result.out)")
    let unknown = CLI.run([
      "lint", "--reporter", "xcode", "--storyboard", shop,
      try CLI.write(
        "version 1\n\ncontroller AbuotViewController {\n  distance = 20\n}\n", "typo.kbpolicy",
        in: directory),
    ])
    #expect((unknown.out + unknown.err).contains("unknown class 'AbuotViewController'"))
  }
}

/// `--mount VIEW@TABLE`: a cell registered in code explained in its table (the InterfaceBuilder
/// fixtures `Inbox.storyboard` and `ReplyCell.xib`, iPhone 15: keyboard top 516).
@Suite struct MountOptionTests {
  static let inbox = CLI.path("Tests/InterfaceBuilderTests/Fixtures/Inbox.storyboard")
  static let cell = CLI.path("Tests/InterfaceBuilderTests/Fixtures/ReplyCell.xib")

  func run(_ mount: String) throws -> (code: Int32, out: String, err: String) {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write("version 1\n", "app.kbpolicy", in: directory)
    return CLI.run([
      "explain", "--policy", policy, "--storyboard", Self.inbox, "--xib", Self.cell, "--mount",
      mount, "--field", "reply",
    ])
  }

  @Test func aMountedCellsFieldIsExplained() throws {
    let result = try run("ReplyCell@replies")
    #expect(result.code == 0, "\(result.err)")
    // The field at 59 + 0 + 44 = 103…137: visible, 516 − 137 = 379 pt above the keyboard.
    #expect(result.out.contains("  field              [16, 103, 361, 34] in the window\n"))
    #expect(
      result.out.contains("  verdict: visible, 379 pt above the keyboard; nothing had to move\n"))
    #expect(result.err.contains("'ReplyCell' mounted in table 'replies' of InboxViewController"))
  }

  @Test func aMountNamingNothingIsAnInputError() throws {
    let result = try run("ReplyCell@repiles")
    #expect(result.code == 1)
    #expect(result.err.contains("--mount: no table or collection view 'repiles' in the screens"))
    let malformed = try run("ReplyCell")
    #expect(malformed.code == 2)
    #expect(malformed.err.contains("--mount expects VIEW@TABLE"))
  }
}

/// Several documents: the candidates of an ambiguous `--controller` name their module and file.
@Suite struct AmbiguousAcrossDocumentsTests {
  @Test func candidatesNameTheirModuleAndFile() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write("version 1\n", "app.kbpolicy", in: directory)
    let shop = CLI.path("Tests/InterfaceBuilderTests/Fixtures/Modules/Shop.storyboard")
    let admin = CLI.path("Tests/InterfaceBuilderTests/Fixtures/Modules/Admin.storyboard")
    let result = CLI.run([
      "explain", "--policy", policy, "--storyboard", shop, "--storyboard", admin, "--controller",
      "SettingsViewController",
    ])
    #expect(result.code == 2)
    #expect(
      result.err.contains(
        "  Sh1-Vc-Set  Shop.SettingsViewController  (storyboard id: ShopSettings)  (in \(shop))"))
    #expect(result.err.contains("  Ad1-Vc-Set  Admin.SettingsViewController  (in \(admin))"))
    let one = CLI.run([
      "explain", "--policy", policy, "--storyboard", shop, "--storyboard", admin, "--controller",
      "Admin.SettingsViewController", "--field", "admin-email",
    ])
    #expect(one.code == 0, "\(one.err)")
  }
}
