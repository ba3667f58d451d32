import AvoidanceEngine
import SceneModel
import InterfaceBuilder
import Testing

/// Real-world shapes: grouped tables with stored cell frames, freeform and 600 × 600 canvases,
/// cell xibs, the device table. Expected frames are worked out by hand in the comments.
@Suite struct ShapeImportTests {
  /// Window rectangles compare within a hundredth of a point (stored frames have float noise).
  func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01
      && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
  }

  @Test func groupedStaticTableKeepsStoredCellFrames() throws {
    let result = try Fixtures.importFixture("GroupedForm.storyboard")
    let scene = try Fixtures.scene(result, "ProfileForm").scene
    let table = try #require(scene.views.first)
    // In the navigation stack: bar bottom 59 + 44 = 103; the table gets inset 103, offset -103.
    #expect(table.scroll?.contentInset.top == 103)
    #expect(table.scroll?.contentOffset.y == -103)
    // The stored frames, as Interface Builder laid out the titled sections.
    #expect(
      table.subviews.map(\.frame) == [
        Rect(x: 0, y: 55.333332061767578, width: 393, height: 44),
        Rect(x: 0, y: 99.333332061767578, width: 393, height: 44),
        Rect(x: 0, y: 199.66666412353516, width: 393, height: 88),
      ])
    // Content: the last cell ends at 287.667, then the grouped footer (sectionFooterHeight 18).
    #expect(abs((table.scroll?.contentSize.height ?? 0) - 305.66666412353516) < 0.01)
    // Window y = 103 + cell y + field y.
    #expect(
      close(
        Fixtures.windowRect(scene, "profile-email"),
        Rect(x: 20, y: 163.33333206, width: 353, height: 34)))
    #expect(
      close(
        Fixtures.windowRect(scene, "profile-phone"),
        Rect(x: 20, y: 207.33333206, width: 353, height: 34)))
    #expect(
      close(
        Fixtures.windowRect(scene, "delivery-address"),
        Rect(x: 20, y: 306.66666412, width: 353, height: 80)))
  }

  @Test func insetGroupedTableWithoutStoredFramesIsComputed() throws {
    let scene = try Fixtures.scene(
      try Fixtures.importFixture("GroupedForm.storyboard"), "NotesForm"
    )
    .scene
    let table = try #require(scene.views.first)
    // sectionHeaderHeight -1 (automatic): the estimated 38; footers the estimated 10; rows 44;
    // insetGrouped cells are inset 20: section 1 header 0...38, cell 38...82, footer 82...92;
    // section 2 header 92...130, cell 130...174, footer 174...184.
    #expect(
      table.subviews.map(\.frame) == [
        Rect(x: 20, y: 38, width: 353, height: 44), Rect(x: 20, y: 130, width: 353, height: 44),
      ])
    #expect(table.scroll?.contentSize.height == 184)
    // No navigation bar: the top guide is the safe area (59): inset 59, offset -59.
    // gift-to: x 20 + 16 = 36, y 59 + 38 + 5 = 102; instructions: y 59 + 130 + 5 = 194.
    #expect(Fixtures.windowRect(scene, "gift-to") == Rect(x: 36, y: 102, width: 321, height: 34))
    #expect(
      Fixtures.windowRect(scene, "instructions") == Rect(x: 36, y: 194, width: 321, height: 34))
  }

  @Test func freeformControllerTallerThanTheDeviceIsFitted() throws {
    let result = try Fixtures.importFixture("Freeform.storyboard")
    let imported = try Fixtures.scene(result, "LongForm")
    let scene = imported.scene
    let root = try #require(scene.views.first)
    // The root fills retina6_12's window.
    #expect(root.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    // x and widths × 393/375 = 1.048; the bar (940...1000, lower half, reaching the bottom)
    // moves up by 1000 − 852 = 148 to 792; the scroll view (0...940, ending at the bar's top) is
    // clipped by 148 to 0...792; its content keeps its 940 height, now 393 wide.
    let index = SceneIndex(scene)
    #expect(index.view("Lfm-Bar-001")?.frame == Rect(x: 0, y: 792, width: 393, height: 60))
    #expect(index.view("Lfm-Sv-001")?.frame == Rect(x: 0, y: 0, width: 393, height: 792))
    #expect(index.view("Lfm-Sv-001")?.scroll?.contentSize == Size(width: 393, height: 940))
    #expect(
      close(
        Fixtures.windowRect(scene, "long-name"), Rect(x: 20.96, y: 100, width: 351.08, height: 34)))
    #expect(
      close(
        Fixtures.windowRect(scene, "long-comments"),
        Rect(x: 20.96, y: 880, width: 351.08, height: 34)))
    let note = try #require(imported.notes.first { $0.code == .fittedToDevice })
    #expect(
      note.message
        == "the root view's freeform size 375x1000 does not fit retina6_12's 393x852 window; fitted to it: x and widths scaled by 1.048; 1 view filling down to the bottom clipped by 148; 1 view pinned to the bottom moved up by 148"
    )
    // A popover-sized freeform controller that no segue presents is not fitted: it is centred in
    // the window (assumed, with a note): x (393 − 320) / 2 = 36.5, y (852 − 400) / 2 = 226.
    let coupon = try Fixtures.scene(result, "Coupon")
    #expect(coupon.scene.views.first?.frame == Rect(x: 36.5, y: 226, width: 320, height: 400))
    #expect(!coupon.notes.contains { $0.code == .fittedToDevice })
    #expect(
      coupon.notes.contains {
        $0.code == .placedByUIKit
          && $0.message
            == "the root view 320x400 is smaller than the window and no segue presents it; assumed centred in the window, at 36.5,226 320x400"
      })
  }

  @Test func anySizeCanvasIsScaledToTheDevice() throws {
    let result = try Fixtures.importFixture("AnySize.storyboard")
    #expect(result.device?.id == "retina6_12")
    #expect(
      result.issues.contains {
        $0.code == .device
          && $0.message == "the document names no device; using retina6_12 (override with --device)"
      })
    let imported = try Fixtures.scene(result, "SignInViewController")
    // 600 → 393: × 0.655. The password field (20, 120, 560, 30) → (13.1, 120, 366.8, 30); the
    // toolbar at the bottom (556...600) moves down by 852 − 600 = 252 to 808.
    #expect(
      close(
        Fixtures.windowRect(imported.scene, "signin-password"),
        Rect(x: 13.1, y: 120, width: 366.8, height: 30)))
    #expect(
      close(
        SceneIndex(imported.scene).view("Sgn-Tb-001")?.frame,
        Rect(x: 0, y: 808, width: 393, height: 44)))
    #expect(
      imported.notes.contains {
        $0.message
          == "the root view's stored size 600x600 does not fit retina6_12's 393x852 window; fitted to it: x and widths scaled by 0.655; 1 view pinned to the bottom moved down by 252"
      })
  }

  @Test func simulatedScreenMetricsNameDevices() throws {
    // Older documents: legacy names, device ids, `.fullscreen` variants.
    let cases: [(type: String, id: String)] = [
      ("retina47", "retina4_7"), ("retina4_7.fullscreen", "retina4_7"),
      ("retina55.fullscreen", "retina5_5"), ("retina4", "retina4_0"), ("retina6_1", "retina6_1"),
      ("ipad12_9rounded.fullscreen", "ipad12_9rounded"),
    ]
    let base = try Fixtures.text("AnySize.storyboard")
    for (type, id) in cases {
      let text = base.replacingOccurrences(
        of: "<simulatedScreenMetrics key=\"destination\"/>",
        with: "<simulatedScreenMetrics key=\"destination\" type=\"\(type)\"/>")
      let result = InterfaceBuilderImporter().importDocument(text: text)
      #expect(result.device?.id == id, "\(type)")
      #expect(!result.issues.contains { $0.code == .device }, "\(type)")
    }
  }

  /// Every device id Interface Builder writes that the table knows, with its portrait window
  /// (points) from Apple's device specifications, one case per id.
  static let windows: [(id: String, width: Double, height: Double)] = [
    ("retina3_5", 320, 480), ("retina4_0", 320, 568), ("retina4", 320, 568),
    ("retina4_7", 375, 667), ("retina5_5", 414, 736), ("retina5_9", 375, 812),
    ("retina5_4", 375, 812), ("retina6_1", 414, 896), ("retina6_5", 414, 896),
    ("retina6_0", 390, 844), ("retina6_7", 428, 926), ("retina6_12", 393, 852),
    ("retina6_72", 430, 932), ("retina6_3", 402, 874), ("retina6_9", 440, 956),
    ("ipad9_7", 768, 1024), ("ipad10_2", 810, 1080), ("ipad10_5", 834, 1112),
    ("ipad10_9", 820, 1180), ("ipad11_0rounded", 834, 1194), ("ipad12_9", 1024, 1366),
    ("ipad12_9rounded", 1024, 1366), ("ipad13_0rounded", 1032, 1376),
  ]

  @Test(arguments: ShapeImportTests.windows.map(\.id))
  func deviceIdIsReadFromADocument(_ id: String) throws {
    let expected = try #require(Self.windows.first { $0.id == id })
    let text = try Fixtures.text("DisabledField.storyboard").replacingOccurrences(
      of: "<device id=\"retina6_12\"", with: "<device id=\"\(id)\"")
    let result = InterfaceBuilderImporter().importDocument(text: text)
    #expect(result.device?.id == id)
    #expect(!result.issues.contains { $0.code == .device })
    let scene = try #require(result.scenes.first).scene
    #expect(scene.window == Size(width: expected.width, height: expected.height))
  }

  /// The classes this project names itself, Interface Builder's id for them not being known to
  /// it, with their portrait windows from Apple's device specifications.
  static let ownNames: [(id: String, width: Double, height: Double)] = [
    ("ipad-mini-6", 744, 1133), ("ipad-pro-11-m4", 834, 1210),
  ]

  @Test func deviceTableHasExactlyTheTestedIds() {
    #expect(DeviceProfile.all.filter(\.isInterfaceBuilderID).map(\.id) == Self.windows.map(\.id))
    #expect(
      DeviceProfile.all.filter { !$0.isInterfaceBuilderID }.map(\.id) == Self.ownNames.map(\.id))
  }

  @Test(arguments: ShapeImportTests.ownNames.map(\.id))
  func ownNameIsADeviceOptionButNotADocumentsId(_ id: String) throws {
    let expected = try #require(Self.ownNames.first { $0.id == id })
    let text = try Fixtures.text("DisabledField.storyboard")
    // `--device` lays the screen out on it.
    let laid = InterfaceBuilderImporter(options: ImportOptions(device: id)).importDocument(
      text: text)
    #expect(laid.device?.id == id)
    #expect(laid.errors.isEmpty)
    let scene = try #require(laid.scenes.first).scene
    #expect(scene.window == Size(width: expected.width, height: expected.height))
    // A document's `<device id>` is Interface Builder's: the name is unknown there, and the
    // document (drawn 393 × 852) is matched by its size, with the note.
    let named = InterfaceBuilderImporter().importDocument(
      text: text.replacingOccurrences(of: "<device id=\"retina6_12\"", with: "<device id=\"\(id)\"")
    )
    #expect(named.device?.id == "retina6_12")
    #expect(
      named.issues.contains { $0.code == .device && $0.message.hasPrefix("unknown device '\(id)'") }
    )
  }

  @Test(arguments: ShapeImportTests.ownNames.map(\.id))
  func aDocumentDrawnOnAnUnnamedIPadIsMatchedBySize(_ id: String) throws {
    let expected = try #require(Self.ownNames.first { $0.id == id })
    // An id Xcode may write for the class, which the table does not know, on a canvas of the
    // class's size: the class is found by its window.
    let text = try Fixtures.text("DisabledField.storyboard")
      .replacingOccurrences(of: "<device id=\"retina6_12\"", with: "<device id=\"ipadFuture\"")
      .replacingOccurrences(
        of: "width=\"393\" height=\"852\"",
        with: "width=\"\(Int(expected.width))\" height=\"\(Int(expected.height))\"")
    let result = InterfaceBuilderImporter().importDocument(text: text)
    #expect(result.device?.id == id)
  }

  @Test func cellXibIsNotAScreen() throws {
    let result = try Fixtures.importFixture("ContactCell.xib")
    #expect(result.errors.isEmpty)
    #expect(result.scenes.isEmpty)
    let notes = result.issues.filter { $0.code == .notAScreen }
    #expect(
      notes.map(\.message) == [
        "top-level <tableViewCell> 'ContactCell' is a cell of class ContactCell (UITableViewCell), reuse identifier 'ContactCell': a table or collection view that registers this nib shows it as content; it is not a screen of its own (--mount puts it in a table of a screen)",
        "top-level <view> 'ContactAccessoryBar' is an input accessory view: it sits on the keyboard, not in a screen",
      ])
    #expect(notes.map(\.path) == ["document/objects/tableViewCell", "document/objects/view"])
    // Valid, nothing to explain: a note, not an error.
    #expect(
      result.issues.last
        == ImportIssue(
          code: .noTextInput, severity: .note, path: "document",
          message: "no controller in the document has a text input"))
  }

  @Test func disabledAndHiddenFieldsAreImportedWithTheirState() throws {
    let scene = try #require(try Fixtures.importFixture("DisabledField.storyboard").scenes.first)
      .scene
    let index = SceneIndex(scene)
    #expect(index.view("gift-card")?.isEnabled == true)
    #expect(index.view("voucher")?.isEnabled == false)
    #expect(index.view("loyalty")?.isUserInteractionEnabled == false)
    #expect(index.view("Pay-Sk-001")?.isHidden == true)
    // The scene JSON keeps them (grammar.md Part 2, A.3).
    let decoded = try #require(Scene.decode(json: scene.jsonText()).scene)
    #expect(SceneIndex(decoded).view("voucher")?.isEnabled == false)
  }
}
