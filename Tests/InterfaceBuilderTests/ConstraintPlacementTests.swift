import AvoidanceEngine
import InterfaceBuilder
import SceneModel
import Testing

/// The importer lays a screen out by its constraints on a device other than its canvas (issue
/// #34 item 3), every frame worked out by hand beside it. iPhone SE (1st generation), retina4_0:
/// 320 × 568, safe area top 20, bottom 0. iPhone 16, retina6_12: 393 × 852, safe area top 59,
/// bottom 34. A root's layout margins are 16 on a phone.
@Suite struct ConstraintPlacementTests {
  /// `Layout/<name>`'s scene of `controller` on `device` (nil: the document's).
  static func scene(_ name: String, _ controller: String, device: String? = nil) throws
    -> ImportedScene
  {
    try Fixtures.scene(
      Fixtures.importFixture("Layout/\(name)", options: ImportOptions(device: device)),
      controller)
  }

  /// `ConstrainedForm.storyboard` (drawn on an iPhone 8, 375 × 667): a logo centred 24 below the
  /// safe area's top, a vertical stack (label 20.5, two fields 34, spacing 12: 112.5 high) 32
  /// below it between the root's margins, a button 24 below the stack (priority 999, and at
  /// least 200 below the safe top), and a banner half the root's width, 2:1, centred, 20 above
  /// the safe area's bottom.
  @Test func aChainACentreAStackAndAProportionOnTwoPhones() throws {
    let se = try Self.scene(
      "ConstrainedForm.storyboard", "SignInViewController", device: "retina4_0")
    // Logo: x (320 − 80) / 2 = 120, y 20 + 24 = 44. Stack: y 44 + 80 + 32 = 156, x 16, width
    // 320 − 2 × 16 = 288. Email: 156 + 12 + 20.5 = 188.5. Button: 156 + 112.5 + 24 = 292.5
    // (≥ 20 + 200 = 220 holds). Banner: 160 × 80 at x (320 − 160) / 2 = 80, bottom 568 − 20 =
    // 548, so y 468.
    #expect(
      Fixtures.windowRect(se.scene, "Cfm-Iv-Lgo") == Rect(x: 120, y: 44, width: 80, height: 80))
    #expect(Fixtures.windowRect(se.scene, "email") == Rect(x: 16, y: 188.5, width: 288, height: 34))
    #expect(
      Fixtures.windowRect(se.scene, "Cfm-Bt-Sgn") == Rect(x: 16, y: 292.5, width: 288, height: 44))
    #expect(
      Fixtures.windowRect(se.scene, "Cfm-Vw-Bnr") == Rect(x: 80, y: 468, width: 160, height: 80))
    #expect(
      se.notes.first?.message
        == "7 views laid out by the screen's 14 constraints, as Auto Layout solves them on the chosen device (off the canvas Interface Builder drew); a label's, field's or button's intrinsic size is its stored size (text is measured at run time)"
    )

    let wide = try Self.scene(
      "ConstrainedForm.storyboard", "SignInViewController", device: "retina6_12")
    // Logo: x (393 − 80) / 2 = 156.5, y 59 + 24 = 83. Stack: y 83 + 80 + 32 = 195, width 393 −
    // 32 = 361. Email: 195 + 32.5 = 227.5. Button: 195 + 112.5 + 24 = 331.5. Banner: 196.5 ×
    // 98.25 at x (393 − 196.5) / 2 = 98.25, bottom 852 − 34 − 20 = 798, so y 699.75.
    #expect(
      Fixtures.windowRect(wide.scene, "Cfm-Iv-Lgo") == Rect(x: 156.5, y: 83, width: 80, height: 80))
    #expect(
      Fixtures.windowRect(wide.scene, "email") == Rect(x: 16, y: 227.5, width: 361, height: 34))
    #expect(
      Fixtures.windowRect(wide.scene, "Cfm-Bt-Sgn")
        == Rect(x: 16, y: 331.5, width: 361, height: 44))
    #expect(
      Fixtures.windowRect(wide.scene, "Cfm-Vw-Bnr")
        == Rect(x: 98.25, y: 699.75, width: 196.5, height: 98.25))
    #expect(wide.notes.first?.code == .laidOutByConstraints)
    #expect(!wide.notes.contains { $0.code == .storedFrames || $0.code == .fittedToDevice })
  }

  @Test func aRootDrawnLargerIsLaidOutByItsConstraintsNotFitted() throws {
    // The same form drawn on Interface Builder's 600 × 600 "Any" canvas, imported on its iPhone
    // 8: the root takes 375 × 667 and the constraints place every view as on the iPhone 8
    // canvas (no scaling: logo x (375 − 80) / 2 = 147.5; banner 187.5 × 93.75, bottom 667 − 20).
    let text = try Fixtures.text("Layout/ConstrainedForm.storyboard")
      .replacingOccurrences(
        of: "width=\"375\" height=\"667\"", with: "width=\"600\" height=\"600\"")
    let imported = try Fixtures.scene(
      InterfaceBuilderImporter().importDocument(text: text), "SignInViewController")
    #expect(
      Fixtures.windowRect(imported.scene, "Cfm-Iv-Lgo")
        == Rect(x: 147.5, y: 44, width: 80, height: 80))
    #expect(
      Fixtures.windowRect(imported.scene, "Cfm-Vw-Bnr")
        == Rect(x: 93.75, y: 553.25, width: 187.5, height: 93.75))
    #expect(imported.notes.first?.code == .laidOutByConstraints)
    #expect(!imported.notes.contains { $0.code == .fittedToDevice })
  }

  @Test func onTheCanvasTheStoredFramesStand() throws {
    // The document's own iPhone 8: the stored frames are Interface Builder's solution.
    let canvas = try Self.scene("ConstrainedForm.storyboard", "SignInViewController")
    #expect(canvas.notes.first?.code == .storedFrames)
    #expect(!canvas.notes.contains { $0.code == .laidOutByConstraints })
    #expect(
      Fixtures.windowRect(canvas.scene, "Cfm-Vw-Bnr")
        == Rect(x: 93.75, y: 553.25, width: 187.5, height: 93.75))
  }

  @Test func aFieldPinnedAboveTheKeyboardGuideOnTwoPhones() throws {
    // `KeyboardGuide.storyboard`'s Notes screen (drawn 414 × 896): the field 16 from the safe
    // area's sides, its bottom 18 above the safe area's bottom, 34 high.
    let se = try Self.scene("KeyboardGuide.storyboard", "Notes", device: "retina4_0")
    // Width 320 − 32 = 288; y 568 − 0 − 18 − 34 = 516.
    #expect(Fixtures.windowRect(se.scene, "note") == Rect(x: 16, y: 516, width: 288, height: 34))
    let wide = try Self.scene("KeyboardGuide.storyboard", "Notes", device: "retina6_12")
    // Width 393 − 32 = 361; y 852 − 34 − 18 − 34 = 766.
    #expect(Fixtures.windowRect(wide.scene, "note") == Rect(x: 16, y: 766, width: 361, height: 34))
  }

  @Test func anAmbiguousScreenKeepsTheRulesAndSaysWhy() throws {
    // The chat composer: the field and the Send button share the width left between them with
    // the same hugging (250), so on a 320-wide phone the constraints do not say who shrinks.
    let chat = try Self.scene("KeyboardGuide.storyboard", "ChatViewController", device: "retina4_0")
    #expect(chat.notes.first?.code == .storedFrames)
    #expect(
      chat.notes.contains {
        $0.code == .constraintsFellBack
          && $0.message
            == "the screen's constraints do not lay it out on retina4_0: they leave open the position or size of 'Kbg-Tf-001', 'Kbg-Bt-001'; the stored frames are used, moved by the rules for the device (grammar.md Part 3, Frames and Devices)"
      })
    // The rules: the root is stored at its document device's size (414 × 896), so it takes the
    // phone's window and its subviews keep their stored frames: the field stays 340 wide.
    let field = try #require(Fixtures.windowRect(chat.scene, "message"))
    #expect(field.width == 340)
  }

  @Test func cellsTakeTheirTablesWidth() throws {
    for (device, width, top, bottom) in [
      ("retina4_0", 320.0, 20.0, 0.0), ("retina6_12", 393, 59, 34),
    ] {
      let imported = try Self.scene(
        "ConstrainedTable.storyboard", "ListViewController", device: device)
      // The table fills the safe area: y `top`, `width` wide, height − top − bottom high.
      let height = (device == "retina4_0" ? 568.0 : 852) - top - bottom
      #expect(
        Fixtures.windowRect(imported.scene, "T-Tv")
          == Rect(x: 0, y: top, width: width, height: height))
      // The cell and its content, which the constraints do not reach, are scaled with the
      // table's width (width ÷ 375): the field at 16 × scale, 343 × scale wide.
      let scale = width / 375
      let field = try #require(Fixtures.windowRect(imported.scene, "name"))
      #expect(abs(field.minX - 16 * scale) < 1e-9 && abs(field.width - 343 * scale) < 1e-9)
      let table = try #require(SceneIndex(imported.scene).view("T-Tv"))
      #expect(table.scroll?.contentSize.width == width)
      #expect(imported.notes.first?.code == .laidOutByConstraints)
    }
  }

  @Test func theSizeClassChoosesTheConstraintsAndTheFrame() throws {
    func field(_ device: String) throws -> Rect? {
      let imported = try Self.scene(
        "SizeClassConstraints.storyboard", "NoteViewController", device: device)
      return Fixtures.windowRect(imported.scene, "note")
    }
    // iPhone SE (1st generation), portrait (regular height): the default constraints, y 20 +
    // 100 = 120, width 320 − 32 = 288, the default frame's 34 high.
    #expect(try field("retina4_0") == Rect(x: 16, y: 120, width: 288, height: 34))
    // iPhone 8 in landscape (compact height, no status bar: safe top 0): the compact top, 0 +
    // 20 = 20, width 667 − 32 = 635, the compact frame's 44 high.
    #expect(try field("retina4_7:landscape") == Rect(x: 16, y: 20, width: 635, height: 44))
  }

  @Test func marginsThatFollowTheReadableWidthOnAPhoneAndTwoIPads() throws {
    // `ReadableWidth.storyboard`: a field between the root's margins, which follow the readable
    // width (672 assumed), 20 below the safe area's top. iPhone SE: margins 16, 320 − 32 = 288
    // between them (less than 672): x 16, width 288, y 20 + 20 = 40. iPad (768 × 1024, the canvas):
    // margins 20, 728 between them: width 672, x 20 + (728 − 672) / 2 = 48, y 40. iPad Pro
    // 12.9-inch (1024 × 1366): 984 between the margins: width 672, x 20 + (984 − 672) / 2 = 176,
    // y 40 (the 176 UIKit's readable guide is reported at on a 1024-wide iPad).
    for (device, expected) in [
      ("retina4_0", Rect(x: 16, y: 40, width: 288, height: 34)),
      ("ipad9_7", Rect(x: 48, y: 40, width: 672, height: 34)),
      ("ipad12_9", Rect(x: 176, y: 40, width: 672, height: 34)),
    ] {
      let imported = try Self.scene(
        "ReadableWidth.storyboard", "NoteViewController", device: device)
      #expect(Fixtures.windowRect(imported.scene, "note") == expected, "\(device)")
    }
  }
}
