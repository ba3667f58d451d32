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
