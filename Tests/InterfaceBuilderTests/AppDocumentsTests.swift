import Foundation
import InterfaceBuilder
import SceneModel
import Testing

/// Several documents as one app (issue #23 item 11): unwind segues, localized copies, classes
/// named by module, one device, the classes the documents define, the IB013 sentence.
@Suite struct AppDocumentsTests {
  static func document(_ name: String, as path: String? = nil) throws -> InterfaceBuilderDocument {
    InterfaceBuilderDocument(path: path ?? name, bytes: Array(try Fixtures.text(name).utf8))
  }

  static func importApp(_ documents: [InterfaceBuilderDocument], options: ImportOptions = .init())
    -> ImportResult
  {
    InterfaceBuilderImporter(options: options).importDocuments(documents)
  }

  @Test func anUnwindSegueIsNotABrokenDestination() throws {
    let result = Self.importApp([try Self.document("Modules/Shop.storyboard")])
    #expect(!result.issues.contains { $0.code == .brokenReference })
    #expect(result.scenes.map(\.controllerClass) == ["SettingsViewController"])
  }

  @Test func aLocalizedCopyIsReadOnceFromItsBase() throws {
    let base = try Self.document("Modules/Shop.storyboard", as: "App/Base.lproj/Shop.storyboard")
    let french = try Self.document("Modules/Shop.storyboard", as: "App/fr.lproj/Shop.storyboard")
    // The copy first: the base still wins.
    let result = Self.importApp([french, base])
    #expect(result.scenes.count == 1)
    #expect(result.scenes.first?.document == "App/Base.lproj/Shop.storyboard")
    let note = try #require(result.issues.first { $0.code == .localizedCopy })
    #expect(note.file == "App/fr.lproj/Shop.storyboard")
    #expect(
      note.message
        == "'App/fr.lproj/Shop.storyboard' is a localized copy of 'App/Base.lproj/Shop.storyboard': its screens are the same, read once from 'App/Base.lproj/Shop.storyboard'"
    )
    // Without a Base.lproj, the first given is the base.
    let german = try Self.document("Modules/Shop.storyboard", as: "App/de.lproj/Shop.storyboard")
    let pair = Self.importApp([german, french])
    #expect(pair.scenes.map(\.document) == ["App/de.lproj/Shop.storyboard"])
  }

  @Test func twoModulesDefiningOneClassNameAreNamedWithTheirModule() throws {
    let result = Self.importApp([
      try Self.document("Modules/Shop.storyboard"), try Self.document("Modules/Admin.storyboard"),
    ])
    #expect(
      result.scenes.map(\.qualifiedClass) == [
        "Shop.SettingsViewController", "Admin.SettingsViewController",
      ])
    #expect(result.scenes.allSatisfy { $0.classNameIsShared })
    #expect(
      result.scenes.map(\.fileName) == [
        "ShopSettings.scene.json", "Admin.SettingsViewController.scene.json",
      ])
    #expect(result.scenes[1].summary == "Ad1-Vc-Set  Admin.SettingsViewController")
    // The class alone names both; with its module, one.
    guard case .ambiguous(let both) = result.select(controller: "SettingsViewController") else {
      Issue.record("expected two candidates")
      return
    }
    #expect(both.count == 2)
    guard case .scene(let admin) = result.select(controller: "Admin.SettingsViewController") else {
      Issue.record("expected the Admin scene")
      return
    }
    #expect(admin.controllerID == "Ad1-Vc-Set")
  }

  @Test func oneDeviceForTheWholeApp() throws {
    let result = Self.importApp([
      try Self.document("Modules/Shop.storyboard"), try Self.document("Modules/Admin.storyboard"),
    ])
    // Shop names retina6_12 (393 × 852, keyboard 336); Admin's iPhone 8 screen is shown there too.
    for scene in result.scenes {
      #expect(scene.scene.window == Size(width: 393, height: 852))
      #expect(scene.scene.keyboard == nil)
      #expect(scene.scene.device == "retina6_12")
    }
    let note = try #require(result.issues.first { $0.code == .appDevice })
    #expect(note.file == "Modules/Admin.storyboard")
    #expect(note.message.hasPrefix("the document is designed for retina4_7 (iPhone 8"))
    // The stored 375 × 667 root fills the window; the field keeps its stored frame (100 + 0).
    let admin = result.scenes[1].scene
    #expect(admin.views[0].frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(
      Fixtures.windowRect(admin, "admin-email") == Rect(x: 16, y: 100, width: 343, height: 34))
    // --device chooses for every document: no note.
    let chosen = Self.importApp(
      [
        try Self.document("Modules/Shop.storyboard"), try Self.document("Modules/Admin.storyboard"),
      ],
      options: ImportOptions(device: "retina4_7"))
    #expect(!chosen.issues.contains { $0.code == .appDevice })
    #expect(chosen.scenes.allSatisfy { $0.scene.window == Size(width: 375, height: 667) })
  }

  @Test func theClassesTheDocumentsDefineIncludeScreensWithoutTextInputs() throws {
    let result = Self.importApp([try Self.document("Modules/Shop.storyboard")])
    #expect(
      result.definedClasses == [
        "SettingsViewController": "UIViewController", "AboutViewController": "UIViewController",
        "LogoView": "UIImageView",
      ])
  }

  @Test func aViewFilesOwnerCannotHoldReadsAsOneSentence() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeRenderer" customModule="Shop"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="Bg1-Vw-001" customClass="BadgeView" customModule="Shop">
                  <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
              </view>
          </objects>
      </document>
      """
    let result = InterfaceBuilderImporter().importDocument(text: xib)
    let note = try #require(result.issues.first { $0.code == .notAScreen })
    #expect(
      note.message
        == "top-level <view> 'BadgeView' is a view the code loads and places, not a screen: File's Owner (BadgeRenderer) has no view outlet and is not a controller"
    )
  }
}
