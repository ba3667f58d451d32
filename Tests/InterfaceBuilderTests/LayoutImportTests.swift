import AvoidanceEngine
import Foundation
import InterfaceBuilder
import PolicyLanguage
import SceneModel
import Testing

/// Roots placed where UIKit lays them out (below opaque or excluded bars, in sheets and
/// popovers), hidden bars, Xcode 8 frame insets and placeholder bars, iPad xibs, stale frames and
/// bottom-pinned views. Every expected frame is computed by hand in the comments (window
/// coordinates) and checked within 0.5 pt.
@Suite struct LayoutImportTests {
  /// Whether two rects agree within half a point.
  static func near(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5
      && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
  }

  /// Checks `id`'s window rect in `scene` against `expected`.
  static func expectWindowRect(
    _ scene: Scene, _ id: String, _ expected: Rect,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let actual = Fixtures.windowRect(scene, id)
    #expect(
      near(actual, expected), "\(id): \(String(describing: actual)) is not \(expected)",
      sourceLocation: sourceLocation)
  }

  // MARK: - Item 1: roots below the bars

  @Test func rootsBelowAnOpaqueOrExcludedBarStartBelowIt() throws {
    let result = try Fixtures.importFixture("Layout/OpaqueBars.storyboard")
    #expect(result.device?.id == "retina4_7")
    // iPhone 8: status bar 20 + navigation bar 44 = 64. The opaque bar's root is stored at 0,0
    // with 667 − 64 = 603, the height UIKit gives it: placed at y 64, 603 high.
    let profile = try Fixtures.scene(result, "Profile")
    let root = try #require(profile.scene.views.first)
    #expect(Self.near(root.frame, Rect(x: 0, y: 64, width: 375, height: 603)))
    // Nothing of the root is under a bar: no top inset; no home indicator on an iPhone 8.
    #expect(root.safeAreaInsets == Insets())
    #expect(profile.scene.controllers.last?.navigationBarBottom == 64)
    // Name at 16 in the root: 64 + 16 = 80. The comment bar at 553: 64 + 553 = 617, its field
    // 8 lower: 625, bottom 659 (above the window's 667).
    Self.expectWindowRect(profile.scene, "profileName", Rect(x: 16, y: 80, width: 343, height: 34))
    Self.expectWindowRect(
      profile.scene, "profileComment", Rect(x: 8, y: 625, width: 359, height: 34))
    #expect(
      profile.notes.contains {
        $0.code == .placedByUIKit
          && $0.message
            == "the root view is laid out below the opaque navigation bar (translucent=\"NO\"; extendedLayoutIncludesOpaqueBars is off), as UIKit does: at 0,64 375x603"
      })

    // edgesForExtendedLayout without the top (a translucent bar): also below the bar, street at
    // 64 + 20 = 84.
    let address = try Fixtures.scene(result, "Address")
    #expect(Self.near(address.scene.views.first?.frame, Rect(x: 0, y: 64, width: 375, height: 603)))
    Self.expectWindowRect(address.scene, "street", Rect(x: 16, y: 84, width: 343, height: 34))
    #expect(
      address.notes.contains {
        $0.message
          == "the root view is laid out below the navigation bar (edgesForExtendedLayout leaves out the top), as UIKit does: at 0,64 375x603"
      })

    // extendedLayoutIncludesOpaqueBars="YES": the root stays under the opaque bar, full window,
    // safe area top 64; the field keeps its stored 80; no note.
    let search = try Fixtures.scene(result, "Search")
    let full = try #require(search.scene.views.first)
    #expect(full.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(full.safeAreaInsets.top == 64)
    Self.expectWindowRect(search.scene, "query", Rect(x: 16, y: 80, width: 343, height: 34))
    #expect(!search.notes.contains { $0.code == .placedByUIKit })

    // The engine's top guide for the comment field is the bar's bottom: 64.
    let measurement = try #require(
      FieldMeasurement.measure(
        field: "profileComment", in: SceneIndex(profile.scene), distance: 10))
    #expect(measurement.topGuide == 64 && measurement.topGuideSource == .navigationBar)
  }

  @Test func aSimulatedOpaqueBarAlsoPutsTheRootBelowIt() throws {
    let result = try Fixtures.importFixture("Layout/SimulatedOpaqueBar.storyboard")
    let payment = try Fixtures.scene(result, "Payment")
    // No navigation controller holds it: the simulated bar is assumed (IB014), 20 + 44 = 64. It
    // is opaque, so the root starts there: 0,64 375x603; the card number at 64 + 24 = 88.
    #expect(payment.scene.views.first?.frame == Rect(x: 0, y: 64, width: 375, height: 603))
    #expect(payment.scene.controllers.last?.navigationBarBottom == 64)
    Self.expectWindowRect(payment.scene, "cardNumber", Rect(x: 16, y: 88, width: 343, height: 34))
    #expect(payment.notes.contains { $0.code == .assumedNavigationBar })
    #expect(
      payment.notes.contains {
        $0.code == .placedByUIKit
          && $0.message.hasPrefix("the root view is laid out below the opaque")
      })
  }

  @Test func rootsBelowTheBarFollowTheChosenDevice() throws {
    let result = try Fixtures.importFixture(
      "Layout/OpaqueBars.storyboard", options: ImportOptions(device: "retina6_12"))
    // iPhone 16: safe top 59 + bar 44 = 103; the root is 852 − 103 = 749 high, 393 wide. The
    // stored 375x603 is what the document's iPhone 8 gives it, so the subviews keep their
    // stored frames: name at 103 + 16 = 119.
    let profile = try Fixtures.scene(result, "Profile").scene
    #expect(Self.near(profile.views.first?.frame, Rect(x: 0, y: 103, width: 393, height: 749)))
    // Bottom safe area: the home indicator (34) is inside the root, which reaches the bottom.
    #expect(profile.views.first?.safeAreaInsets == Insets(top: 0, bottom: 34))
    Self.expectWindowRect(profile, "profileName", Rect(x: 16, y: 119, width: 343, height: 34))
  }

  // MARK: - Item 2: hidden navigation bars

  @Test func aHiddenNavigationBarLeavesTheStatusBarAsTheTopGuide() throws {
    let result = try Fixtures.importFixture("Layout/HiddenBar.storyboard")
    let imported = try Fixtures.scene(result, "WelcomeViewController")
    let scene = imported.scene
    // The navigation controller says its bar is hidden; the content controller states no bar.
    #expect(scene.controllers.first?.navigationBarHidden == true)
    #expect(scene.controllers.last?.navigationBarBottom == nil)
    // The root fills the window; its safe area is the status bar's 20.
    #expect(scene.views.first?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(scene.views.first?.safeAreaInsets.top == 20)
    Self.expectWindowRect(scene, "phoneNumber", Rect(x: 16, y: 40, width: 343, height: 34))
    // The engine's top guide: the status bar alone (20), not 20 + 44, and labelled so.
    let measurement = try #require(
      FieldMeasurement.measure(field: "phoneNumber", in: SceneIndex(scene), distance: 10))
    #expect(measurement.topGuide == 20)
    #expect(measurement.topGuideSource == .hiddenNavigationBar)
    #expect(
      measurement.topGuideSource.rawValue == "status bar height; the navigation bar is hidden")
    // The same scene as JSON keeps the flag.
    let decoded = try #require(Scene.decode(json: scene.jsonText()).scene)
    #expect(decoded.controllers.first?.navigationBarHidden == true)
    #expect(decoded == scene)
  }

  @Test func aNavigationControllerStatingNoBarGetsTheStandardBarLabelledSo() throws {
    var scene = try Fixtures.scene(
      Fixtures.importFixture("Layout/HiddenBar.storyboard"), "WelcomeViewController"
    ).scene
    // A hand-written scene: the navigation controller neither hides nor states its bar.
    scene.controllers[0].navigationBarHidden = nil
    let measurement = try #require(
      FieldMeasurement.measure(field: "phoneNumber", in: SceneIndex(scene), distance: 10))
    // 20 + 44 = 64, no longer labelled "status bar height".
    #expect(measurement.topGuide == 64)
    #expect(measurement.topGuideSource == .standardNavigationBar)
  }

  // MARK: - Item 3: Xcode 8.0–8.2 documents

  @Test func frameInsetsAreComputedAgainstTheSuperviewAndPlaceholderBarsReplaced() throws {
    let result = try Fixtures.importFixture("Layout/Xcode8.storyboard")
    #expect(result.device?.id == "retina4_7")
    let imported = try Fixtures.scene(result, "SignUpViewController")
    let scene = imported.scene
    // The 1000x1000 placeholder bar is not a bar: 20 + 44 = 64.
    #expect(scene.controllers.last?.navigationBarBottom == 64)
    #expect(
      imported.notes.contains {
        $0.code == .rebuiltFrame
          && $0.message
            == "the navigation bar is stored 1000 high, a height no iOS draws (Xcode 8.0-8.2 wrote 1000x1000 placeholder bars); retina4_7's bar height 44 is used"
      })
    // Email: minX 16, maxX 16 in 375 → width 375 − 16 − 16 = 343; minY 100, height 30.
    Self.expectWindowRect(scene, "E8m-tf-001", Rect(x: 16, y: 100, width: 343, height: 30))
    // Footer: minY 587, 375 x 80. Invite code in the 375x80 footer: maxX 20, width 200 → x 375 −
    // 20 − 200 = 155; maxY 25, height 30 → y 80 − 25 − 30 = 25; window y 587 + 25 = 612.
    Self.expectWindowRect(scene, "F8t-vw-001", Rect(x: 0, y: 587, width: 375, height: 80))
    Self.expectWindowRect(scene, "C8d-tf-001", Rect(x: 155, y: 612, width: 200, height: 30))
    #expect(
      imported.notes.contains {
        $0.message
          == "3 views had only an Xcode 8.0-8.2 <frame key=\"frameInset\">; frames computed from the insets against the superview"
      })
    // No text input is left without a frame.
    #expect(!imported.notes.contains { $0.message.hasPrefix("text input without a stored frame") })
  }

  // MARK: - Item 5: sheets and popovers

  @Test func sheetsOnAnIPhoneSitBelowTheStatusBarWithTheirOwnBar() throws {
    let result = try Fixtures.importFixture("Layout/Sheets.storyboard")
    // iPhone 8 sheets (iOS 13 and later): top = safe top 20 + 10 = 30, full width, to the bottom:
    // 0,30 375x637.
    let sheet = Rect(x: 0, y: 30, width: 375, height: 637)

    // The form sheet holds a navigation controller: its bar is the sheet's own 56 pt bar at the
    // sheet's top (30 + 56 = 86), not 20 + 44 stacked on a status bar.
    let compose = try Fixtures.scene(result, "ComposeViewController")
    #expect(compose.scene.views.first?.frame == sheet)
    #expect(compose.scene.controllers.last?.navigationBarBottom == 86)
    #expect(compose.scene.views.first?.safeAreaInsets == Insets(top: 56, bottom: 0))
    // Title at 100 in the root: 30 + 100 = 130. The root was stored 667 high; the sheet gives it
    // 637, so the tag bar pinned to the bottom moves up by 30: 617 − 30 = 587, its field 8 lower,
    // in the window 30 + 595 = 625.
    Self.expectWindowRect(compose.scene, "noteTitle", Rect(x: 16, y: 130, width: 343, height: 34))
    Self.expectWindowRect(compose.scene, "noteTags", Rect(x: 8, y: 625, width: 359, height: 34))
    #expect(
      compose.notes.contains {
        $0.message
          == "presented as a form sheet (a segue's or the controller's modalPresentationStyle; automatic is a page sheet since iOS 13) on retina4_7: at 0,30 375x637 (on an iPhone the iOS 13 and later card: the full width, from 10 below the top safe area (assumed) to the bottom, with a 56 pt navigation bar of its own)"
      })
    #expect(
      compose.notes.contains {
        $0.message
          == "the root view's stored size 375x667 does not fit the 375x637 UIKit gives it on retina4_7; fitted to it: 1 view pinned to the bottom moved up by 30"
      })

    // An automatic presentation is a page sheet: the same card; feedback at 30 + 200 = 230.
    let feedback = try Fixtures.scene(result, "FeedbackViewController")
    #expect(feedback.scene.views.first?.frame == sheet)
    Self.expectWindowRect(feedback.scene, "feedback", Rect(x: 16, y: 230, width: 343, height: 120))

    // A popover adapts to the sheet on an iPhone: amount at 30 + 20 = 50.
    let tip = try Fixtures.scene(result, "TipViewController")
    #expect(tip.scene.views.first?.frame == sheet)
    Self.expectWindowRect(tip.scene, "tipAmount", Rect(x: 16, y: 50, width: 288, height: 34))

    // A freeform 320x280 controller nothing presents: centred, (375 − 320) / 2 = 27.5,
    // (667 − 280) / 2 = 193.5; the PIN field at 27.5 + 20 = 47.5, 193.5 + 40 = 233.5.
    let pin = try Fixtures.scene(result, "PinEntry")
    #expect(
      Self.near(pin.scene.views.first?.frame, Rect(x: 27.5, y: 193.5, width: 320, height: 280)))
    Self.expectWindowRect(pin.scene, "pin", Rect(x: 47.5, y: 233.5, width: 280, height: 34))
    #expect(
      pin.notes.contains { $0.code == .placedByUIKit && $0.message.contains("assumed centred") })
  }

  @Test func sheetsAndPopoversOnAnIPadAreCentred() throws {
    let result = try Fixtures.importFixture("Layout/iPadSheets.storyboard")
    #expect(result.device?.id == "ipad9_7")
    // Form sheet: UIKit's 540x620, centred in 768x1024: x (768 − 540) / 2 = 114, y (1024 − 620)
    // / 2 = 202. Its bar: 202 + 56 = 258. Company at 114 + 20 = 134, 202 + 76 = 278.
    let contact = try Fixtures.scene(result, "NewContactViewController")
    #expect(contact.scene.views.first?.frame == Rect(x: 114, y: 202, width: 540, height: 620))
    #expect(contact.scene.controllers.last?.navigationBarBottom == 258)
    Self.expectWindowRect(contact.scene, "company", Rect(x: 134, y: 278, width: 500, height: 34))
    #expect(
      contact.notes.contains {
        $0.message.hasPrefix("presented as a form sheet")
          && $0.message.hasSuffix(
            "on ipad9_7: at 114,202 540x620 (UIKit's form sheet size, 540x620, centred)")
      })
    // Popover of preferred size 320x240, centred: (768 − 320) / 2 = 224, (1024 − 240) / 2 = 392;
    // the search bar at 224 + 0, 392 + 100 = 492.
    let filter = try Fixtures.scene(result, "FilterViewController")
    #expect(filter.scene.views.first?.frame == Rect(x: 224, y: 392, width: 320, height: 240))
    Self.expectWindowRect(filter.scene, "filter", Rect(x: 224, y: 492, width: 320, height: 56))
    // A page sheet on an iPad in portrait: as wide as the portrait screen (768): the window.
    let notes = try Fixtures.scene(result, "NotesViewController")
    #expect(notes.scene.views.first?.frame == Rect(x: 0, y: 0, width: 768, height: 1024))
    Self.expectWindowRect(notes.scene, "subject", Rect(x: 20, y: 300, width: 728, height: 34))
  }

  // MARK: - Item 8: iPad xibs

  @Test func iPadXibsAreRead() throws {
    // Xcode 6's iPad xib: version 3.0, no <device>; the 768x1024 root names the 9.7-inch iPad.
    let login = try Fixtures.importFixture("Layout/iPadLogin.xib")
    #expect(login.errors.isEmpty)
    #expect(login.kind == .xib)
    #expect(login.device?.id == "ipad9_7")
    let scene = try Fixtures.scene(login, "PadLoginViewController").scene
    Self.expectWindowRect(scene, "5", Rect(x: 234, y: 600, width: 300, height: 30))
    #expect(
      login.issues.contains {
        $0.message
          == "the document names no device; using ipad9_7 (iPad (9.7-inch), iPad mini), which has the same window size"
      })
    // A current iPad xib with a freeform 540x620 view: an iPad is assumed, and the root, which no
    // segue presents, is centred: (768 − 540) / 2 = 114, (1024 − 620) / 2 = 202; the field at
    // 114 + 20 = 134, 202 + 40 = 242.
    let panel = try Fixtures.importFixture("Layout/iPadPanel.xib")
    #expect(panel.device?.id == "ipad9_7")
    #expect(
      panel.issues.contains {
        $0.message
          == "the document names no device and targets the iPad; using ipad9_7 (iPad (9.7-inch), iPad mini) (override with --device)"
      })
    let rename = try Fixtures.scene(panel, "RenameViewController").scene
    Self.expectWindowRect(rename, "newName", Rect(x: 134, y: 242, width: 500, height: 34))
  }

  // MARK: - Item 10: stale frames and bottom-pinned views

  @Test func aFieldInsideAFlaggedViewIsNotedToo() throws {
    // The composer flagged misplaced instead of its message field: the field moves with it.
    let text = try Fixtures.text("Layout/Staleness.storyboard")
      .replacingOccurrences(of: " ambiguous=\"YES\" borderStyle", with: " borderStyle")
      .replacingOccurrences(
        of: "id=\"Cht-Cb-001\" userLabel", with: "misplaced=\"YES\" id=\"Cht-Cb-001\" userLabel")
    let result = InterfaceBuilderImporter().importDocument(text: text)
    let imported = try Fixtures.scene(result, "ChatViewController")
    let stale = imported.notes.filter { $0.code == .staleFrame }
    #expect(stale.count == 2)
    #expect(
      stale.last?.message
        == "the stored frame of a view holding this text input is stale and Interface Builder knows it (misplaced=\"YES\" or ambiguous=\"YES\"): the text input moves with it at run time; the stored frames are used"
    )
    // The message field's note, not the search field's (the first).
    #expect(stale.last?.path.hasSuffix("subviews/textField") == true)
    #expect(stale.last?.path != stale.first?.path)
  }

  @Test func staleFlagsAreNotedAndBottomPinnedViewsFollowAtAnyDepth() throws {
    let result = try Fixtures.importFixture("Layout/Staleness.storyboard")
    let imported = try Fixtures.scene(result, "ChatViewController")
    let scene = imported.scene
    // Freeform 375x1000 on retina6_12 (393x852): x and widths × 393 / 375 = 1.048, height
    // change 852 − 1000 = −148. The content view fills the root: clipped to 852. Its composer
    // (940...1000, lower half, reaching its bottom) moves up by 148 to 792; the message field 8
    // lower: y 800, x 8 × 1.048 = 8.384, width 359 × 1.048 = 376.232.
    Self.expectWindowRect(scene, "Cht-Cv-001", Rect(x: 0, y: 0, width: 393, height: 852))
    Self.expectWindowRect(scene, "Cht-Cb-001", Rect(x: 0, y: 792, width: 393, height: 60))
    Self.expectWindowRect(scene, "message", Rect(x: 8.384, y: 800, width: 376.232, height: 44))
    // The search field keeps its y: x 16 × 1.048 = 16.768, width 343 × 1.048 = 359.464.
    Self.expectWindowRect(
      scene, "searchMessages", Rect(x: 16.768, y: 120, width: 359.464, height: 34))
    #expect(
      imported.notes.contains {
        $0.message
          == "the root view's freeform size 375x1000 does not fit retina6_12's 393x852 window; fitted to it: x and widths scaled by 1.048; 1 view filling down to the bottom clipped by 148; 1 view pinned to the bottom moved up by 148"
      })
    let stale = imported.notes.filter { $0.code == .staleFrame }
    #expect(stale.count == 2)
    #expect(
      stale.first?.message
        == "the stored frame is stale and Interface Builder knows it: it marks this text input misplaced=\"YES\" (Auto Layout puts it elsewhere at run time); the stored frame is used"
    )
    #expect(stale.first?.path.hasSuffix("subviews/textField") == true)
    #expect(
      stale.last?.message
        == "the stored frame is stale and Interface Builder knows it: it marks this text input ambiguous=\"YES\" (its constraints do not decide its frame, so the run-time frame may differ); the stored frame is used"
    )
  }

  // MARK: - Item 6: safe areas below the root

  @Test func xibViewsPinnedToTheSafeAreaMoveWithIt() throws {
    let result = try Fixtures.importFixture("Layout/SafeAreaForm.xib")
    let imported = try Fixtures.scene(result, "ContactUsViewController")
    // The iPhone 8 canvas shows no status bar: its safe area starts at 0. UIKit gives the root
    // top 20 (the status bar), bottom 0: the title (0) and the email field (60) pinned to the
    // safe area's top move down by 20; the send bar pinned to its bottom stays at 617.
    Self.expectWindowRect(imported.scene, "Ttl-lb-001", Rect(x: 16, y: 20, width: 343, height: 44))
    Self.expectWindowRect(
      imported.scene, "contactEmail", Rect(x: 16, y: 80, width: 343, height: 34))
    Self.expectWindowRect(
      imported.scene, "contactMessage", Rect(x: 8, y: 625, width: 359, height: 34))
    #expect(
      imported.notes.contains {
        $0.code == .placedByUIKit
          && $0.message
            == "2 views pinned to the safe area moved with it: Interface Builder drew the canvas with a safe area of top 0, bottom 0; UIKit gives the root top 20, bottom 0 on retina4_7"
      })

    // On an iPhone 16 the root fills 393x852 (its subviews keep their stored frames) with top 59
    // and bottom 34: email 60 + 59 = 119; the send bar pinned to the safe-area bottom follows it
    // from 667 (the canvas's, the frames being laid out in 667) to 852 − 34 = 818: its top
    // 818 − 50 = 768, its field 8 lower, 776.
    let phone = try Fixtures.scene(
      Fixtures.importFixture(
        "Layout/SafeAreaForm.xib", options: ImportOptions(device: "retina6_12")),
      "ContactUsViewController")
    Self.expectWindowRect(phone.scene, "contactEmail", Rect(x: 16, y: 119, width: 343, height: 34))
    Self.expectWindowRect(
      phone.scene, "contactMessage", Rect(x: 8, y: 776, width: 359, height: 34))
  }

  @Test func childScrollViewsGetTheSafeAreaUIKitGivesThem() throws {
    let scene = try Fixtures.scene(
      Fixtures.importFixture("Layout/ScrollSafeArea.storyboard"), "RegisterViewController"
    ).scene
    // The full-screen scroll view (0...852 on an iPhone 16) reaches under the status bar (safe
    // top 59) and over the home indicator (34): UIKit gives it those insets.
    let scroll = try #require(SceneIndex(scene).view("Reg-Sv-001"))
    #expect(scroll.safeAreaInsets == Insets(top: 59, bottom: 34))
    // Keyboard 336 → top 852 − 336 = 516; distance 10 → covered 852 − (516 − 10) = 346; the
    // bottom inset UIKit's safe area leaves to add is 346 − 34 = 312 (not 346).
    let policy = try #require(
      Policy.compile(SourceFile(path: "p.kbpolicy", text: "version 1\n")).policy)
    let (events, diagnostics) = EventScript.parse(
      SourceFile(path: "t.events", text: "focus referral\nkeyboard show height 336\n"))
    #expect(diagnostics.isEmpty)
    let final = Simulation.run(scene: scene, events: events, policy: policy).finalScene
    let inset = try #require(SceneIndex(final).view("Reg-Sv-001")?.scroll?.contentInset.bottom)
    #expect(abs(inset - 312) <= 0.5)
  }
}

/// Tab bar heights per device (issue #23 item 5): `App/Main.storyboard`'s home screen sits in a
/// navigation controller inside a tab bar controller (both translucent), so the root fills the
/// window and its bottom safe area is the device's bottom inset plus the tab bar.
@Suite struct TabBarHeightTests {
  static func bottom(_ device: String?) throws -> Double {
    let result = try Fixtures.importFixture(
      "App/Main.storyboard", options: ImportOptions(device: device))
    return try Fixtures.scene(result, "HomeViewController").scene.views[0].safeAreaInsets.bottom
  }

  @Test func theTabBarIsTheDevicesHeight() throws {
    // iPhone 16 portrait: 34 + 49 = 83.
    #expect(try Self.bottom(nil) == 83)
    // iPhone 16 landscape (compact height): 21 + 32 = 53.
    #expect(try Self.bottom("retina6_12:landscape") == 53)
    // iPad (10th generation): 20 + 50 = 70; iPad 9.7-inch (no home indicator): 0 + 50 = 50.
    #expect(try Self.bottom("ipad10_9") == 70)
    #expect(try Self.bottom("ipad9_7") == 50)
  }
}
