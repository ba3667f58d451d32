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

/// Bar items in a sheet (issue #23): `Layout/SheetBars.storyboard`, a compose screen in a
/// navigation controller presented as a form sheet on an iPad (10th generation, 820 × 1180).
@Suite struct SheetBarItemTests {
  static func scene(device: String? = nil) throws -> ImportedScene {
    try Fixtures.scene(
      Fixtures.importFixture("Layout/SheetBars.storyboard", options: ImportOptions(device: device)),
      "ComposeViewController")
  }

  @Test func onAnIPadTheyAreInTheFormSheetsBars() throws {
    let imported = try Self.scene()
    // The form sheet 540 × 620 centred: x (820 − 540) / 2 = 140, y (1180 − 620) / 2 = 280; no
    // safe area in it. Toolbar (stored 44): y = 280 + 620 − 0 − 44 = 856, x 140, 540 wide; the
    // field at (20, 5) in it: (160, 861).
    #expect(
      Fixtures.windowRect(imported.scene, "toolbar-Shb-Vc-Cmp")
        == Rect(x: 140, y: 856, width: 540, height: 44))
    #expect(
      Fixtures.windowRect(imported.scene, "subject")
        == Rect(x: 160, y: 861, width: 400, height: 34))
    // The sheet's bar is 56 high from the sheet's top: the 300 × 44 search bar at
    // y = 280 + 0 + (56 − 44) / 2 = 286, x = 140 + (540 − 300) / 2 = 260.
    #expect(
      Fixtures.windowRect(imported.scene, "recipient")
        == Rect(x: 260, y: 286, width: 300, height: 44))
    let notes = imported.notes.filter { $0.code == .outsideSubviews }.map(\.message)
    #expect(
      notes == [
        "'subject' is a bottom toolbar item's custom view: placed in the toolbar at the bottom of the sheet that presents it (field at y 861)",
        "'recipient' is the navigation item's title view: placed in the sheet's navigation bar, centred (at y 286)",
      ])
  }

  @Test func onAnIPhoneTheyAreInTheCardsBars() throws {
    // iPhone 16 in portrait: the sheet is the card from 59 + 10 = 69 to 852, bottom safe area
    // 34, its own 56 pt bar. Title view: y = 69 + 0 + (56 − 44) / 2 = 75, x = (393 − 300) / 2 =
    // 46.5. Toolbar: 852 − 34 − 44 = 774, the field at 774 + 5 = 779, x 0 + 20.
    let imported = try Self.scene(device: "retina6_12")
    #expect(
      Fixtures.windowRect(imported.scene, "recipient")
        == Rect(x: 46.5, y: 75, width: 300, height: 44))
    #expect(
      Fixtures.windowRect(imported.scene, "subject")
        == Rect(x: 20, y: 779, width: 400, height: 34))
  }
}
