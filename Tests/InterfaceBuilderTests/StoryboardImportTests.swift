import AvoidanceEngine
import SceneModel
import InterfaceBuilder
import PolicyLanguage
import Testing

/// Storyboards: controllers, containers, cells, frames in window coordinates (computed by hand in
/// the comments).
@Suite struct StoryboardImportTests {
  @Test func navigationControllerGivesItsRootANavigationBar() throws {
    let result = try Fixtures.importFixture("NavForm.storyboard")
    #expect(result.errors.isEmpty)
    #expect(result.kind == .storyboard)
    #expect(result.device?.id == "retina4_7")
    let imported = try Fixtures.scene(result, "ShippingFormViewController")
    let scene = imported.scene
    // retina4_7: safe top 20 + bar 44 = 64.
    #expect(
      scene.controllers == [
        SceneController(id: "nav-1", className: "UINavigationController"),
        SceneController(
          id: "form-vc", className: "ShippingFormViewController", view: "form-table",
          parent: "nav-1", navigationBarBottom: 64),
      ])
    #expect(scene.classes == ["ShippingFormViewController": "UITableViewController"])
    #expect(scene.window == Size(width: 375, height: 667))
    #expect(scene.statusBarHeight == 20)
    // No keyboard recorded: the desk assumes the device's (retina4_7: 260 with the bar).
    #expect(scene.keyboard == nil)
    #expect(scene.device == "retina4_7")
    #expect(scene.focus == "firstName")
    #expect(imported.storyboardIdentifier == "ShippingForm")
    #expect(imported.title == "Shipping")
    #expect(imported.notes.first?.code == .storedFrames)
    #expect(
      imported.notes.first?.message
        == "frames are Interface Builder's stored frames; Auto Layout may change them at run time")
    #expect(imported.notes.first?.path == "document/scenes/scene[2]/objects/tableViewController")
    #expect(scene.validate().isEmpty)
  }

  @Test func staticCellsKeepTheirStoredFramesUnderTheBar() throws {
    let scene = try Fixtures.scene(try Fixtures.importFixture("NavForm.storyboard"), "form-vc")
      .scene
    let table = try #require(scene.views.first)
    // Under the navigation bar: UIKit's automatic inset 64, resting offset -64.
    #expect(table.scroll?.contentInset.top == 64)
    #expect(table.scroll?.contentOffset == Point(x: 0, y: -64))
    // Each cell keeps the frame Interface Builder stored (the grouped header "Name" is above
    // 55.5; c2 is 60 tall; c3 follows section A's footer and section B's header at 190).
    #expect(
      table.subviews.map(\.frame) == [
        Rect(x: 0, y: 55.5, width: 375, height: 44), Rect(x: 0, y: 99.5, width: 375, height: 60),
        Rect(x: 0, y: 190, width: 375, height: 44),
      ])
    // Content: c3 ends at 234, then section B's grouped footer (sectionFooterHeight 18) = 252.
    #expect(table.scroll?.contentSize == Size(width: 375, height: 252))
    // Window y = 64 (content starts below the bar: offset -64) + cell y + field y.
    #expect(
      Fixtures.windowRect(scene, "firstName") == Rect(x: 16, y: 124.5, width: 343, height: 34))
    #expect(
      Fixtures.windowRect(scene, "lastName") == Rect(x: 16, y: 176.5, width: 343, height: 34))
    #expect(Fixtures.windowRect(scene, "phone") == Rect(x: 16, y: 259, width: 343, height: 34))
    #expect(SceneIndex(scene).view("phone")?.tag == 3)
  }

  @Test func aControllerPushedByAShowSegueJoinsTheNavigationStack() throws {
    let imported = try Fixtures.scene(
      try Fixtures.importFixture("NavForm.storyboard"), "NotesViewController")
    #expect(
      imported.scene.controllers.last
        == SceneController(
          id: "notes-vc", className: "NotesViewController", view: "notes-root", parent: "nav-1",
          navigationBarBottom: 64))
    #expect(imported.scene.focus == "notes")
    #expect(imported.scene.views.first?.safeAreaInsets.top == 64)
  }

  @Test func prototypeCellsAppearOnceInOrderAfterTheHeader() throws {
    let scene = try Fixtures.scene(
      try Fixtures.importFixture("Lists.storyboard"), "CommentsViewController"
    ).scene
    let table = try #require(scene.views.first?.subviews.first)
    #expect(table.id == "list-table")
    // Header 0...30; the prototypes keep their stored frames: CommentCell 58...138 (IB draws
    // them under its 28-point "Prototype Cells" header), ReplyCell (rowHeight 120) 138...258.
    #expect(table.subviews.map(\.id) == ["list-header", "p1", "p2"])
    #expect(table.subviews.map(\.frame.minY) == [0, 58, 138])
    #expect(table.subviews.map(\.frame.height) == [30, 80, 120])
    #expect(table.scroll?.contentSize == Size(width: 375, height: 258))
    // The table starts below the status bar: no automatic inset.
    #expect(table.scroll?.contentInset == .zero)
    // The table at y 100: comment 100 + 58 + 20 = 178; reply 100 + 138 + 10 = 248.
    #expect(Fixtures.windowRect(scene, "comment") == Rect(x: 10, y: 178, width: 300, height: 40))
    #expect(Fixtures.windowRect(scene, "reply") == Rect(x: 10, y: 248, width: 355, height: 100))
    #expect(
      scene.classes == [
        "CommentsViewController": "UIViewController", "CommentCell": "UITableViewCell",
      ])
  }

  @Test func collectionCellsFlowInRows() throws {
    let scene = try Fixtures.scene(
      try Fixtures.importFixture("Lists.storyboard"), "TagsViewController"
    ).scene
    let grid = try #require(scene.views.first)
    // Inset 10, item 170x100, spacing 10: (10,10), (190,10); 190+180+170 > 365 wraps to (10,120).
    #expect(
      grid.subviews.map(\.frame.origin) == [
        Point(x: 10, y: 10), Point(x: 190, y: 10), Point(x: 10, y: 120),
      ])
    #expect(grid.scroll?.contentSize == Size(width: 375, height: 230))
    #expect(grid.scroll?.contentOffset == .zero)  // contentInsetAdjustmentBehavior="never"
    #expect(Fixtures.windowRect(scene, "tag-3") == Rect(x: 18, y: 153, width: 154, height: 34))
    #expect(scene.classes["TagsViewController"] == "UICollectionViewController")
  }

  @Test func viewAttributesHiddenAndDisabledFields() throws {
    let result = try Fixtures.importFixture("Forms.storyboard")
    let scene = try Fixtures.scene(result, "Login").scene
    let index = SceneIndex(scene)
    let otp = try #require(index.view("otp"))
    #expect(otp.isHidden)
    let promo = try #require(index.view("promo"))
    #expect(
      !promo.isEnabled && promo.alpha == 0.5 && promo.tag == 7 && promo.placeholder == "Promo")
    let terms = try #require(index.view("terms"))
    #expect(!terms.isEnabled && !terms.isUserInteractionEnabled)
    #expect(
      terms.scroll == ScrollState(contentSize: Size(width: 335, height: 80), scrollEnabled: false))
    #expect(index.view("username")?.placeholder == "User name")
    #expect(scene.focus == "username")
    // A controller without a text input has no scene.
    #expect(!result.scenes.contains { $0.controllerID == "about-vc" })
  }

  @Test func runtimeAttributesBecomePerViewSettings() throws {
    let imported = try Fixtures.scene(
      try Fixtures.importFixture("Forms.storyboard"), "LoginViewController")
    let index = SceneIndex(imported.scene)
    #expect(index.view("username")?.code == CodeSettings(distance: 25, skipInOrder: true))
    #expect(
      index.view("password")?.code
        == CodeSettings(avoidance: true, resignOnTouch: false, placeholder: false))
    #expect(index.view("search")?.code == CodeSettings(distance: 40))
    #expect(index.view("otp")?.code == CodeSettings())
    let bad = try #require(imported.notes.first { $0.code == .invalidValue })
    #expect(
      bad.message
        == "runtime attribute 'enableMode': expected 0 (default), 1 (enabled) or 2 (disabled); ignored"
    )
    #expect(
      bad.path
        == "document/scenes/scene[1]/objects/viewController/view/subviews/textField[3]/userDefinedRuntimeAttributes/userDefinedRuntimeAttribute"
    )

    let profile = try Fixtures.scene(
      try Fixtures.importFixture("Forms.storyboard"), "ProfileViewController"
    ).scene
    let scroll = try #require(SceneIndex(profile).view("profile-scroll"))
    #expect(
      scroll.scrollCode
        == ScrollViewCodeSettings(adjust: true, adjustInset: false, restoreOffset: true))
  }

  @Test func unknownElementIsSkippedWithANote() throws {
    let imported = try Fixtures.scene(
      try Fixtures.importFixture("Forms.storyboard"), "LoginViewController")
    let note = try #require(imported.notes.first { $0.code == .unknownElement })
    #expect(note.severity == .note)
    #expect(note.message == "unknown element <fancyWidget> skipped")
    #expect(
      note.path == "document/scenes/scene[1]/objects/viewController/view/subviews/fancyWidget")
    #expect(note.line != nil)
    #expect(SceneIndex(imported.scene).view("fancy-1") == nil)
  }

  @Test func scrollViewKeepsItsStoredOffsetAndGetsTheAutomaticInset() throws {
    let scene = try Fixtures.scene(try Fixtures.importFixture("Forms.storyboard"), "profile-vc")
      .scene
    let scroll = try #require(SceneIndex(scene).view("profile-scroll"))
    // Under the status bar (safe top 20): inset 20; the stored offset 40 is kept.
    #expect(
      scroll.scroll
        == ScrollState(
          contentOffset: Point(x: 0, y: 40), contentInset: Insets(top: 20),
          contentSize: Size(width: 375, height: 900),
          indicatorInsets: Insets(top: 5)))
    #expect(Fixtures.windowRect(scene, "city") == Rect(x: 20, y: 660, width: 335, height: 34))
  }
}
