import InterfaceBuilder
import SceneModel
import Testing

/// Size classes (issue #23 item 9): `Fixtures/SizeClasses.storyboard` installs `email` always,
/// `landscape-password` only in compact height, `promo` everywhere but compact height, and
/// `wide-note` only in compact height with regular width (the larger phones in landscape).
@Suite struct SizeClassImportTests {
  static func scene(device: String? = nil) throws -> ImportedScene {
    try Fixtures.scene(
      try Fixtures.importFixture("SizeClasses.storyboard", options: ImportOptions(device: device)),
      "SignInViewController")
  }

  static func fields(_ imported: ImportedScene) -> [String] {
    imported.scene.views[0].subviews.map(\.id)
  }

  @Test func portraitIsCompactWidthRegularHeight() throws {
    let imported = try Self.scene()
    #expect(Self.fields(imported) == ["email", "promo"])
    let note = try #require(imported.notes.first { $0.code == .sizeClass })
    #expect(
      note.message
        == "the device's size class is compact width, regular height: 2 views not installed in it left out"
    )
    #expect(note.path == "document/scenes/scene/objects/viewController/view")
  }

  @Test func landscapeIsCompactHeight() throws {
    // iPhone 15 (393 wide in portrait) in landscape: compact width, compact height.
    let imported = try Self.scene(device: "retina6_12:landscape")
    #expect(Self.fields(imported) == ["email", "landscape-password"])
    // The stored frames stay: landscape-password at (16, 60) in the root filling 852 × 393.
    #expect(
      Fixtures.windowRect(imported.scene, "landscape-password")
        == Rect(x: 16, y: 60, width: 361, height: 34))
    #expect(
      imported.notes.first { $0.code == .sizeClass }?.message
        == "the device's size class is compact width, compact height: 2 views not installed in it left out, 1 view installed only in it kept"
    )
  }

  @Test func theLargerPhonesAreRegularWidthInLandscape() throws {
    // iPhone 15 Plus (430 wide in portrait) in landscape: regular width, compact height, so the
    // two-trait variation applies too.
    let imported = try Self.scene(device: "retina6_72:landscape")
    #expect(Self.fields(imported) == ["email", "landscape-password", "wide-note"])
  }

  @Test func anIPadIsRegularBothWays() throws {
    let imported = try Self.scene(device: "ipad10_9")
    #expect(Self.fields(imported) == ["email", "promo"])
    #expect(
      imported.notes.first { $0.code == .sizeClass }?.message.hasPrefix(
        "the device's size class is regular width, regular height") == true)
  }
}

/// Size-class attribute changes (issue #23 item 9): `Fixtures/SizeClassAttributes.storyboard`, an
/// iPhone 8 form (375 × 667, root stored at the device's size, so subviews keep their frames). In
/// compact height (landscape) the notes text view is hidden and the postcode field takes the frame
/// its `<variation key="heightClass=compact">` stores.
@Suite struct SizeClassAttributeTests {
  static func scene(device: String? = nil) throws -> ImportedScene {
    try Fixtures.scene(
      try Fixtures.importFixture(
        "SizeClassAttributes.storyboard", options: ImportOptions(device: device)),
      "ShippingViewController")
  }

  static func view(_ imported: ImportedScene, _ id: String) -> SceneView? {
    imported.scene.views[0].subviews.first { $0.id == id }
  }

  @Test func portraitKeepsTheDefaultValues() throws {
    let imported = try Self.scene()
    // Regular height: no variation applies; zip at its stored (16, 200), the root at (0, 0).
    #expect(
      Fixtures.windowRect(imported.scene, "zip") == Rect(x: 16, y: 200, width: 343, height: 34))
    #expect(Self.view(imported, "notes")?.isHidden == false)
    #expect(!imported.notes.contains { $0.code == .sizeClass })
  }

  @Test func compactHeightAppliesTheVariations() throws {
    // iPhone 8 in landscape: compact width (375 < 414), compact height. The root fills the
    // 667 × 375 window at (0, 0); zip takes the variation's frame (351.5, 100, 299.5 × 34).
    let imported = try Self.scene(device: "retina4_7:landscape")
    #expect(
      Fixtures.windowRect(imported.scene, "zip")
        == Rect(x: 351.5, y: 100, width: 299.5, height: 34))
    #expect(Self.view(imported, "notes")?.isHidden == true)
    #expect(Self.view(imported, "name")?.isHidden == false)
    let notes = imported.notes.filter { $0.code == .sizeClass }
    // One note per view whose variation changes something the import reads: zip's frame, the
    // notes' hidden; the title label's font change is not one.
    #expect(
      notes.map(\.message) == [
        "the device's size class is compact width, compact height: this view's <variation> for it sets frame (used instead of the default values)",
        "the device's size class is compact width, compact height: this view's <variation> for it sets hidden (used instead of the default values)",
      ])
    #expect(notes.first?.path.hasSuffix("subviews/textField[2]") == true)
  }
}
