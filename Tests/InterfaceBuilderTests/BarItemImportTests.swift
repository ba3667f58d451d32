import AvoidanceEngine
import InterfaceBuilder
import PolicyLanguage
import SceneModel
import Testing

/// Text inputs outside `<subviews>` (issue #23 item 4), `Fixtures/ChatBar.storyboard` on an
/// iPhone 15 (window 393 × 852, top safe area 59, bottom 34, keyboard 336 → top 516).
@Suite struct BarItemImportTests {
  static func scene(_ controller: String) throws -> ImportedScene {
    try Fixtures.scene(try Fixtures.importFixture("ChatBar.storyboard"), controller)
  }

  @Test func aToolbarItemsFieldIsInTheToolbarAboveTheHomeIndicator() throws {
    let imported = try Self.scene("ChatViewController")
    // The navigation controller shows its toolbar (stored height 49): y = 852 − 34 − 49 = 769;
    // the field's stored frame in it (16, 7.5): window y 776.5.
    #expect(
      Fixtures.windowRect(imported.scene, "message")
        == Rect(x: 16, y: 776.5, width: 300, height: 34))
    #expect(
      Fixtures.windowRect(imported.scene, "toolbar-Cb2-Vc-Cht")
        == Rect(x: 0, y: 769, width: 393, height: 49))
    let note = try #require(imported.notes.first { $0.code == .outsideSubviews })
    #expect(
      note.message
        == "'message' is a bottom toolbar item's custom view: placed in the toolbar at the window's bottom, above the home indicator (field at y 776.5)"
    )
    #expect(note.path.hasSuffix("toolbarItems/barButtonItem[1]/textField"))
    #expect(imported.scene.focus == "message")
  }

  @Test func theChatFieldMovesAboveTheKeyboardWithTheScreen() throws {
    let scene = try Self.scene("ChatViewController").scene
    let script = SourceFile(path: "t.events", text: "focus message\nkeyboard show height 336\n")
    let (events, _) = EventScript.parse(script)
    let policy = try #require(
      Policy.compile(SourceFile(path: "p.kbpolicy", text: "version 1\n")).policy)
    let result = Simulation.run(scene: scene, events: events, policy: policy)
    // Bottom 776.5 + 34 = 810.5 must reach 516 − 10 = 506: the root rises 304.5 (< 336), so the
    // field ends at 776.5 − 304.5 = 472.
    let rect = try #require(SceneIndex(result.finalScene).windowRect(of: "message"))
    #expect(abs(rect.minY - 472) < 0.5)
  }

  @Test func aTitleViewSearchBarIsCentredInTheNavigationBar() throws {
    let imported = try Self.scene("MessageSearchViewController")
    // Bar 59…103; the search bar 300 × 44: x = (393 − 300) / 2 = 46.5, y = 59 + (44 − 44) / 2.
    #expect(
      Fixtures.windowRect(imported.scene, "message-search")
        == Rect(x: 46.5, y: 59, width: 300, height: 44))
    #expect(
      imported.notes.contains { $0.code == .outsideSubviews && $0.message.contains("title view") })
  }

  @Test func aToolbarViewsItemFieldIsImportedAtItsStoredFrame() throws {
    let imported = try Self.scene("CommentsViewController")
    // The toolbar at 769 in the root; the field at (16, 7) in it.
    #expect(
      Fixtures.windowRect(imported.scene, "comment")
        == Rect(x: 16, y: 776, width: 320, height: 34))
  }

  @Test func withoutAToolbarShownTheItemsAreNotImported() throws {
    let text = try Fixtures.text("ChatBar.storyboard")
      .replacingOccurrences(of: "toolbarHidden=\"NO\" ", with: "")
      .replacingOccurrences(
        of: "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>", with: "")
    let result = InterfaceBuilderImporter().importDocument(text: text)
    #expect(!result.scenes.contains { $0.controllerClass == "ChatViewController" })
  }
}
