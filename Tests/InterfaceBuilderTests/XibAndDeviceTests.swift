import AvoidanceEngine
import SceneModel
import InterfaceBuilder
import PolicyLanguage
import Testing

/// Xibs, the device table and its overrides, and the shipped example.
@Suite struct XibAndDeviceTests {
  @Test func xibTopLevelViewsBecomeScenes() throws {
    let result = try Fixtures.importFixture("Login.xib")
    #expect(result.kind == .xib)
    #expect(result.errors.isEmpty)
    // Only File's Owner's view is a screen.
    #expect(result.scenes.map(\.controllerID) == ["filesOwner"])
    let owner = try Fixtures.scene(result, "XibLoginViewController").scene
    #expect(
      owner.controllers == [
        SceneController(id: "filesOwner", className: "XibLoginViewController", view: "root-view")
      ])
    #expect(
      owner.classes == ["XibLoginViewController": "UIViewController", "EmailField": "UITextField"])
    #expect(owner.window == Size(width: 393, height: 852))
    #expect(owner.statusBarHeight == 54)
    #expect(owner.keyboard == nil)
    #expect(owner.device == "retina6_12")
    #expect(owner.views.first?.safeAreaInsets == Insets(top: 59, bottom: 34))
    #expect(Fixtures.windowRect(owner, "xib-email") == Rect(x: 16, y: 400, width: 361, height: 44))
    // A second top-level view is loaded by code somewhere: not a screen, said in a note.
    let note = try #require(result.issues.first { $0.code == .notAScreen })
    #expect(
      note.message
        == "top-level <view> 'footer-view' is not File's Owner's view: a view the code loads and places, not a screen"
    )
    #expect(note.path == "document/objects/view[2]")
  }

  @Test func deviceTableIsConsistent() throws {
    #expect(Set(DeviceProfile.all.map(\.id)).count == DeviceProfile.all.count)
    #expect(DeviceProfile.named(DeviceProfile.defaultID) != nil)
    for device in DeviceProfile.all {
      #expect(device.safeTop >= device.statusBar)
      #expect(device.keyboardPortrait > 0 && device.keyboardLandscape > 0)
      #expect(device.portrait.height > device.portrait.width)
    }
    let phone = try #require(DeviceProfile.named("retina6_1"))
    #expect(phone.window(.landscape) == Size(width: 896, height: 414))
    #expect(phone.statusBarHeight(.landscape) == 0)
    #expect(phone.safeArea(.landscape) == Insets(top: 0, left: 48, bottom: 21, right: 48))
  }

  @Test func deviceAndKeyboardOverrides() throws {
    let result = try Fixtures.importFixture(
      "NavForm.storyboard", options: ImportOptions(device: "retina6_1", keyboardHeight: 300))
    let scene = try Fixtures.scene(result, "form-vc").scene
    #expect(result.device?.id == "retina6_1")
    #expect(scene.window == Size(width: 414, height: 896))
    #expect(scene.keyboard == .height(300))
    // The full-screen root view follows the window; the bar is 48 + 44.
    #expect(scene.views.first?.frame == Rect(x: 0, y: 0, width: 414, height: 896))
    #expect(scene.controllers.last?.navigationBarBottom == 92)

    let landscape = try Fixtures.importFixture(
      "NavForm.storyboard", options: ImportOptions(device: "retina4_7:landscape"))
    let wide = try Fixtures.scene(landscape, "form-vc").scene
    #expect(wide.window == Size(width: 667, height: 375))
    #expect(wide.orientation == .landscape)
    #expect(wide.statusBarHeight == 0)
    #expect(wide.keyboard == nil)
    #expect(wide.device == "retina4_7")
    #expect(wide.controllers.last?.navigationBarBottom == 32)

    let unknown = InterfaceBuilderImporter(options: ImportOptions(device: "retina99"))
      .importDocument(text: try Fixtures.text("NavForm.storyboard"))
    #expect(unknown.errors.first?.code == .device)
    #expect(
      unknown.errors.first?.message.hasPrefix("unknown device 'retina99' (known: retina3_5, ")
        == true)
  }

  @Test func unknownDocumentDeviceFallsBackWithANote() throws {
    let text = try Fixtures.text("NavForm.storyboard").replacingOccurrences(
      of: "retina4_7", with: "futurePhone")
    let result = InterfaceBuilderImporter().importDocument(text: text)
    // The root views are 375x667: the table's device with that size is used.
    #expect(result.device?.id == "retina4_7")
    let note = try #require(result.issues.first { $0.code == .device })
    #expect(note.severity == .note)
    #expect(
      note.message
        == "unknown device 'futurePhone'; using retina4_7 (iPhone 8, iPhone SE (2nd and 3rd generation)), which has the same window size"
    )
    #expect(note.path == "document/device")

    let noDevice = try Fixtures.text("Forms.storyboard").replacingOccurrences(
      of: "<device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>", with: "")
    let fallback = InterfaceBuilderImporter().importDocument(text: noDevice)
    #expect(fallback.device?.id == "retina4_7")
    #expect(
      fallback.issues.contains {
        $0.code == .device && $0.message.hasPrefix("the document names no device")
      })
  }

  @Test func exampleStoryboardRoundTripsThroughTheSceneDecoder() throws {
    let text = try String(
      contentsOf: Fixtures.repository.appendingPathComponent("rules/examples/Checkout.storyboard"),
      encoding: .utf8)
    let result = InterfaceBuilderImporter().importDocument(text: text)
    #expect(result.errors.isEmpty)
    #expect(
      result.scenes.map(\.controllerClass) == ["CheckoutViewController", "SignUpViewController"])
    #expect(result.scenes.map(\.fileName) == ["Checkout.scene.json", "SignUp.scene.json"])
    for imported in result.scenes {
      #expect(imported.scene.validate().isEmpty)
      let decoded = Scene.decode(json: imported.scene.jsonText())
      #expect(decoded.issues.isEmpty)
      #expect(decoded.scene == imported.scene)
      #expect(imported.notes.filter { $0.code != .storedFrames }.isEmpty)
    }
    let checkout = result.scenes[0].scene
    for field in ["email", "card-number", "expiry", "cvv", "postcode", "promo-code"] {
      #expect(SceneIndex(checkout).textInputKind(of: field) == .textField)
    }
    #expect(checkout.classes["PromoCodeField"] == "UITextField")
    // Pushed by a show segue.
    #expect(result.scenes[1].scene.controllers.last?.parent == "Nv1-Ck-Nav")
  }

  @Test func policyClassDeclarationsRefineImportedClasses() throws {
    let text = try String(
      contentsOf: Fixtures.repository.appendingPathComponent("rules/examples/Checkout.storyboard"),
      encoding: .utf8)
    let imported = try Fixtures.scene(
      InterfaceBuilderImporter().importDocument(text: text), "Checkout")
    let declared = ClassHierarchy(custom: [
      "CheckoutViewController": "BaseFormViewController",
      "BaseFormViewController": "UIViewController",
    ])
    #expect(imported.scene(refinedBy: declared).classes["CheckoutViewController"] == nil)
    // A declaration that contradicts the document (not a UIViewController) does not win.
    let contradicting = ClassHierarchy(custom: ["CheckoutViewController": "UIView"])
    #expect(
      imported.scene(refinedBy: contradicting).classes["CheckoutViewController"]
        == "UIViewController")
  }

  @Test func selectingControllers() throws {
    let result = try Fixtures.importFixture("Forms.storyboard")
    guard case .ambiguous(let all) = result.select(controller: nil) else {
      Issue.record("expected ambiguous"); return
    }
    #expect(all.map(\.controllerID) == ["login-vc", "profile-vc"])
    guard case .scene(let byID) = result.select(controller: "profile-vc") else {
      Issue.record("expected a scene"); return
    }
    #expect(byID.controllerClass == "ProfileViewController")
    guard case .notFound(let issue) = result.select(controller: "nope") else {
      Issue.record("expected not found"); return
    }
    #expect(issue.code == .unknownController)
    #expect(issue.path == "document/scenes")
    #expect(
      issue.message
        == "no controller with a text input has id, storyboard identifier or class 'nope' (controllers: LoginViewController, ProfileViewController)"
    )
  }
}
