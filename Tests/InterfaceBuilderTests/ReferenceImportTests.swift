import AvoidanceEngine
import SceneModel
import Foundation
import InterfaceBuilder
import Testing

/// Storyboard references across `Fixtures/App` (Main, Account, Settings): the referenced
/// controllers get the referencing side's navigation controller, bar and tab bar.
///
/// retina6_12 (393 × 852): safe area top 59, bottom 34; navigation bar 44 → bar bottom 103;
/// inside a tab bar controller the root's bottom safe area is 34 + 49 = 83.
@Suite struct ReferenceImportTests {
  static let app = Fixtures.directory.appendingPathComponent("App")

  static func document(_ name: String) throws -> InterfaceBuilderDocument {
    let url = app.appendingPathComponent(name)
    return InterfaceBuilderDocument(
      path: "App/\(name)", bytes: Array(try String(contentsOf: url, encoding: .utf8).utf8))
  }

  /// Imports `names` as one app; `beside` storyboards are found on request, like the CLI does.
  static func importApp(_ names: [String], beside: [String] = []) throws -> ImportResult {
    let documents = try names.map(document)
    let found = try Dictionary(
      uniqueKeysWithValues: beside.map { ($0, try document("\($0).storyboard")) })
    return InterfaceBuilderImporter().importDocuments(documents) { name, referencing in
      #expect(referencing == "App/Main.storyboard")
      return found[name]
    }
  }

  @Test func referencedControllerInheritsTheNavigationControllerAndTabBar() throws {
    let result = try Self.importApp([
      "Main.storyboard", "Account.storyboard", "Settings.storyboard",
    ])
    #expect(result.errors.isEmpty)
    let account = try Fixtures.scene(result, "AccountViewController")
    #expect(account.document == "App/Account.storyboard")
    // Tab bar → navigation controller (Main) → the reference → AccountForm (Account).
    #expect(
      account.scene.controllers == [
        SceneController(id: "Tab-Bc-001", className: "UITabBarController"),
        SceneController(
          id: "Nav-Mn-001", className: "UINavigationController", parent: "Tab-Bc-001"),
        SceneController(
          id: "Acc-Vc-001", className: "AccountViewController", view: "Acc-Vw-001",
          parent: "Nav-Mn-001", navigationBarBottom: 103),
      ])
    #expect(account.scene.views.first?.safeAreaInsets == Insets(top: 103, bottom: 83))
    #expect(
      Fixtures.windowRect(account.scene, "account-email")
        == Rect(x: 16, y: 150, width: 361, height: 34))
    // Pushed by a show segue from AccountForm: the same stack, the same bar.
    let address = try Fixtures.scene(result, "AddressViewController").scene
    #expect(address.controllers.last?.parent == "Nav-Mn-001")
    #expect(address.controllers.last?.navigationBarBottom == 103)
    // No IB004 for the placeholders: they are read as references.
    #expect(!result.issues.contains { $0.code == .unknownElement })
    #expect(!result.scenes.flatMap(\.notes).contains { $0.code == .unknownElement })
  }

  @Test func referenceWithoutAnIdentifierLeadsToTheInitialController() throws {
    let result = try Self.importApp(["Main.storyboard", "Settings.storyboard"])
    let settings = try Fixtures.scene(result, "SettingsViewController").scene
    // Main's tab bar → Settings' initial navigation controller → its root.
    #expect(settings.controllers.map(\.id) == ["Tab-Bc-001", "Nav-St-001", "Set-Vc-001"])
    #expect(settings.controllers[1].parent == "Tab-Bc-001")
    #expect(settings.controllers[2].navigationBarBottom == 103)
    #expect(settings.views.first?.safeAreaInsets == Insets(top: 103, bottom: 83))
  }

  @Test func referenceWithinTheSameStoryboard() throws {
    let result = try Self.importApp(["Main.storyboard"])
    let help = try Fixtures.scene(result, "HelpViewController").scene
    #expect(help.controllers.map(\.id) == ["Tab-Bc-001", "Nav-Mn-001", "Hlp-Vc-001"])
    #expect(help.controllers.last?.navigationBarBottom == 103)
  }

  @Test func missingTargetIsReportedOncePerReferenceByName() throws {
    // Main alone: Account and Settings are not given and not found; Billing never exists.
    let result = try Self.importApp(["Main.storyboard"])
    let notes = result.issues.filter { $0.code == .brokenReference }
    #expect(
      notes.map(\.message) == [
        "storyboard reference 'Account.storyboard#AccountForm' is not resolved: no storyboard 'Account' was given or found beside 'App/Main.storyboard'; screens reached through it are not imported",
        "storyboard reference 'Billing.storyboard#BillingForm' is not resolved: no storyboard 'Billing' was given or found beside 'App/Main.storyboard'; screens reached through it are not imported",
        "storyboard reference 'Settings.storyboard (initial controller)' is not resolved: no storyboard 'Settings' was given or found beside 'App/Main.storyboard'; screens reached through it are not imported",
      ])
    // Three segues lead to the Billing reference; it is still one note, at the reference.
    #expect(notes[1].path == "document/scenes/scene[5]/objects/viewControllerPlaceholder")
    #expect(notes.allSatisfy { $0.file == nil })  // one document: no file name needed
    #expect(result.scenes.map(\.controllerClass) == ["HomeViewController", "HelpViewController"])
  }

  @Test func storyboardsFoundBesideAddOnlyTheReferencedScreens() throws {
    // Only Main is given; Account and Settings come from beside it, as `kbpolicy` finds them.
    let result = try Self.importApp(["Main.storyboard"], beside: ["Account", "Settings"])
    #expect(
      result.scenes.map(\.controllerClass) == [
        "HomeViewController", "HelpViewController", "AccountViewController",
        "AddressViewController", "SettingsViewController",
      ])
    #expect(result.documents.map(\.isGiven) == [true, false, false])
    #expect(result.issues.filter { $0.code == .brokenReference }.count == 1)  // Billing
    let account = try Fixtures.scene(result, "AccountForm").scene
    #expect(account.controllers.last?.navigationBarBottom == 103)
  }

  @Test func referencedStoryboardImportedAloneHasNoBar() throws {
    // The same Account.storyboard on its own: nothing holds AccountForm, so no bar (top 59).
    let result = try Self.importApp(["Account.storyboard"])
    let account = try Fixtures.scene(result, "AccountViewController").scene
    #expect(account.controllers.count == 1)
    #expect(account.controllers[0].navigationBarBottom == nil)
    #expect(account.views.first?.safeAreaInsets == Insets(top: 59, bottom: 34))
  }
}
