import Foundation
import SceneModel
import Testing

/// `kbpolicy migrate`: the policy on standard output passes `check`, the report on standard
/// error and as JSON, `--check` for CI, exit codes, IQ's own sources skipped.
@Suite struct MigrateCommandTests {
  static let fixture = CLI.path("Tests/PolicyMigrationTests/Fixtures/lifecycle-swift")

  @Test func writesAPolicyThatPassesCheck() throws {
    let run = CLI.run(["migrate", Self.fixture])
    #expect(run.code == 0)
    #expect(run.out.hasPrefix("# Migrated from IQKeyboardManagerSwift 6"))
    #expect(run.out.contains("disable in ChatViewController"))
    #expect(run.err.contains("leaks:"))
    #expect(run.err.contains("restore-never-runs"))
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(run.out, "migrated.kbpolicy", in: directory)
    let check = CLI.run(["check", policy])
    #expect(check.code == 0, "\(check.err)")
    // Formatted as fmt would: fmt --check changes nothing.
    #expect(CLI.run(["fmt", "--check", policy]).code == 0)
  }

  @Test func outAndJSONReport() throws {
    let directory = try CLI.temporaryDirectory()
    let out = directory.appendingPathComponent("KeyboardPolicy.kbpolicy").path
    let report = directory.appendingPathComponent("report.json").path
    let run = CLI.run([
      "migrate", Self.fixture, "--out", out, "--report", report, "--iq-version", "6",
    ])
    #expect(run.code == 0, "\(run.err)")
    #expect(run.out.isEmpty)
    #expect(run.err.contains("wrote \(out)"))
    let json = try JSONParser.parse(String(contentsOfFile: report, encoding: .utf8))
    #expect(json["iqVersion"]?["version"] == .number(6))
    #expect(json["iqVersion"]?["assumed"] == .bool(false))
    guard case .array(let leaks) = json["leaks"], case .array(let mapped) = json["mapped"],
      case .array(let deletable) = json["deletable"], case .array(let imports) = json["imports"]
    else {
      Issue.record("report lacks leaks, mapped or deletable")
      return
    }
    #expect(leaks.count == 3)
    #expect(
      leaks.map { $0["kind"] } == [
        .string("no-restore"), .string("restore-never-runs"), .string("restores-other-value"),
      ])
    #expect(mapped.count == 12)
    // `import IQKeyboardManagerSwift` is deleted too.
    #expect(imports.map { $0["module"] } == [.string("IQKeyboardManagerSwift")])
    #expect(deletable.count == mapped.count + imports.count)
    #expect(
      try String(contentsOfFile: out, encoding: .utf8).contains("controller NotesViewController"))
  }

  @Test func checkFailsWhileIQConfigurationRemains() throws {
    let run = CLI.run(["migrate", "--check", Self.fixture])
    #expect(run.code == 1)
    #expect(run.out.isEmpty)
    #expect(run.err.contains("Screens.swift:22: IQKeyboardManager configuration remains"))
    // 12 statements and the import.
    #expect(run.err.contains("Screens.swift:1: IQKeyboardManager configuration remains"))
    #expect(run.err.contains("13 IQKeyboardManager statements remain"))
    let directory = try CLI.temporaryDirectory()
    _ = try CLI.write(
      "import UIKit\n// IQKeyboardManager.shared.enable = true (a comment is not configuration)\nclass A {}\n",
      "Clean.swift", in: directory)
    let clean = CLI.run(["migrate", "--check", directory.path])
    #expect(clean.code == 0, "\(clean.err)")
  }

  @Test func iqOwnSourcesAreSkipped() throws {
    let directory = try CLI.temporaryDirectory()
    _ = try CLI.write(
      """
      @objc public final class IQKeyboardManager: NSObject {
        public static let shared = IQKeyboardManager()
        public var enable = false
        func privateIsEnabled() -> Bool { IQKeyboardManager.shared.enable = true; return enable }
      }
      """, "Vendor.swift", in: directory)
    _ = try CLI.write(
      "extension IQKeyboardManager {\n  func reload() { enable = false }\n}\n",
      "Vendor+Extra.swift",
      in: directory)
    _ = try CLI.write(
      """
      extension IQKeyboardManager {
        private struct AssociatedKeys { static var key = 0 }
        func adjustPosition() { movedDistanceChanged?(movedDistance) }
      }
      extension UIView { var isAlertViewTextField: Bool { false } }
      """, "Vendor+Position.swift", in: directory)
    let run = CLI.run(["migrate", "--check", directory.path])
    #expect(run.code == 0, "\(run.err)")
    let full = CLI.run(["migrate", directory.path])
    #expect(full.err.contains("skipped (IQKeyboardManager's own source):"))
    #expect(full.err.contains("Vendor.swift (defines IQKeyboardManager"))
    #expect(full.err.contains("Vendor+Extra.swift (defines IQKeyboardManager"))
    #expect(full.err.contains("Vendor+Position.swift (defines IQKeyboardManager"))
  }

  @Test func usageErrors() {
    #expect(CLI.run(["migrate"]).code == 2)
    #expect(CLI.run(["migrate", Self.fixture, "--iq-version", "9"]).code == 2)
    #expect(CLI.run(["migrate", Self.fixture, "--check", "--out", "x.kbpolicy"]).code == 2)
    #expect(CLI.run(["migrate", CLI.path("README.md")]).code == 2)
    #expect(CLI.run(["migrate", Self.fixture, "--report", "-"]).code == 2)
    #expect(CLI.run(["migrate", "/no/such/folder"]).code == 2)
    let help = CLI.run(["migrate", "--help"])
    #expect(help.code == 0 && help.out.contains("--iq-version"))
  }

  @Test func controlCharactersInTheInputAreEscaped() throws {
    let directory = try CLI.temporaryDirectory()
    _ = try CLI.write(
      "func f() {\n  IQKeyboardManager.shared.toolbarTintColor = \"\u{1B}[31m\"\n}\n", "Esc.swift",
      in: directory)
    let run = CLI.run(["migrate", directory.path])
    #expect(run.code == 0)
    #expect(!run.err.contains("\u{1B}"))
    #expect(run.err.contains("\\u{1B}"))
  }
}

/// Storyboards and xibs in PATH: their IQ runtime attributes and outlets.
@Suite struct MigrateStoryboardTests {
  @Test func runtimeAttributesAndOutlets() throws {
    let folder = CLI.path("Tests/PolicyMigrationTests/Fixtures/storyboard-swift")
    let run = CLI.run(["migrate", folder])
    #expect(run.code == 0, "\(run.err)")
    #expect(run.out.contains("field \"promo-code\" {"))
    #expect(run.out.contains("field \"email\" {"))  // the outlet's view identifier
    #expect(run.err.contains("Main.storyboard:30"))
    let check = CLI.run(["migrate", "--check", folder])
    #expect(check.code == 1)
    #expect(check.err.contains("Main.storyboard:19: IQKeyboardManager configuration remains"))
  }

  @Test func aStoryboardThatIsNotXMLIsAnInputError() throws {
    let directory = try CLI.temporaryDirectory()
    _ = try CLI.write("<document><scenes>", "Broken.storyboard", in: directory)
    let run = CLI.run(["migrate", directory.path])
    #expect(run.code == 1)
    #expect(run.err.contains("is not a well-formed storyboard or xib"))
  }
}
