import PolicyLanguage
import SceneModel
import Testing

@testable import AvoidanceEngine

/// The keyboard the desk assumes when a scene records none, checked against heights worked out by
/// hand from grammar.md Part 3's device table: every keyboard type, the toolbar off and on, on a
/// small iPhone, a large one and an iPad.
@Suite struct AssumedKeyboardTests {
  /// The iPhone keypads, listed by hand (not read from `KeyboardType.isPad`).
  static let keypads: Set<KeyboardType> = [
    .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad,
  ]

  /// A scene on `device` with one text field of `type`.
  static func scene(
    device: String, window: Size, type: KeyboardType?, design: ToolbarDesign? = nil,
    accessory: Double? = nil, orientation: Orientation? = nil
  ) -> (Scene, SceneView) {
    var field = SceneView(
      id: "f", className: "UITextField", frame: Rect(x: 16, y: 100, width: 200, height: 44))
    field.keyboardType = type
    field.inputAccessoryHeight = accessory
    let scene = Scene(
      window: window, orientation: orientation, views: [field], focus: "f", device: device,
      design: design)
    return (scene, field)
  }

  static func height(
    _ device: String, _ window: Size, _ type: KeyboardType, toolbar: Bool,
    design: ToolbarDesign? = nil, orientation: Orientation? = nil
  ) -> Double {
    let (scene, field) = Self.scene(
      device: device, window: window, type: type, design: design, orientation: orientation)
    return AssumedKeyboard.compose(scene: scene, field: field, toolbar: toolbar).height
  }

  @Test(arguments: KeyboardType.allCases)
  func aSmallIPhone(type: KeyboardType) {
    // retina4_0 (iPhone SE 1st generation, 320 × 568): 253 with the predictive bar; a keypad
    // leaves out the 37 pt bar: 253 − 37 = 216. The toolbar, iOS 26 design assumed: + 58.
    let window = Size(width: 320, height: 568)
    let system: Double = Self.keypads.contains(type) ? 216 : 253
    #expect(Self.height("retina4_0", window, type, toolbar: false) == system)
    #expect(Self.height("retina4_0", window, type, toolbar: true) == system + 58)
    // With UIDesignRequiresCompatibility (or before iOS 26) the toolbar is 44: 253 + 44 = 297,
    // 216 + 44 = 260.
    #expect(
      Self.height("retina4_0", window, type, toolbar: true, design: .compatibility)
        == (Self.keypads.contains(type) ? 260 : 297))
  }

  @Test(arguments: KeyboardType.allCases)
  func aLargeIPhone(type: KeyboardType) {
    // retina6_9 (iPhone 16 Pro Max, 440 × 956): 346 with the bar, 346 − 45 = 301 without;
    // with the toolbar 346 + 58 = 404 and 301 + 58 = 359.
    let window = Size(width: 440, height: 956)
    let pad = Self.keypads.contains(type)
    #expect(Self.height("retina6_9", window, type, toolbar: false) == (pad ? 301 : 346))
    #expect(Self.height("retina6_9", window, type, toolbar: true) == (pad ? 359 : 404))
    // Landscape (956 × 440): 219 with the bar, 219 − 38 = 181 without; + 58 for the toolbar.
    let wide = Size(width: 956, height: 440)
    #expect(
      Self.height("retina6_9", wide, type, toolbar: false, orientation: .landscape)
        == (pad ? 181 : 219))
    #expect(
      Self.height("retina6_9", wide, type, toolbar: true, orientation: .landscape)
        == (pad ? 239 : 277))
  }

  @Test(arguments: KeyboardType.allCases)
  func anIPad(type: KeyboardType) {
    // ipad12_9rounded (1024 × 1366): every type is the full 378 pt keyboard (a pad type shows
    // its numbers layout); with the toolbar 378 + 58 = 436, or 378 + 44 = 422 under the
    // compatibility design.
    let window = Size(width: 1024, height: 1366)
    #expect(Self.height("ipad12_9rounded", window, type, toolbar: false) == 378)
    #expect(Self.height("ipad12_9rounded", window, type, toolbar: true) == 436)
    #expect(
      Self.height("ipad12_9rounded", window, type, toolbar: true, design: .compatibility) == 422)
  }

  @Test func theAppsAccessoryReplacesTheToolbar() {
    // A 52 pt formatting bar the app set: 336 + 52 = 388 whether the policy's toolbar is on or
    // not (the runtime never puts its toolbar over an app's accessory).
    let (scene, field) = Self.scene(
      device: "retina6_12", window: Size(width: 393, height: 852), type: .default, accessory: 52)
    for toolbar in [false, true] {
      let keyboard = AssumedKeyboard.compose(scene: scene, field: field, toolbar: toolbar)
      #expect(keyboard.height == 388)
      #expect(keyboard.parts.map(\.kind) == [.system, .accessory])
    }
  }

  @Test func theDeviceComesFromTheSceneElseTheWindowElseTheDefault() {
    let field = SceneView(id: "f", className: "UITextField", frame: .zero)
    // 375 × 667 is the iPhone 8's window: 260.
    let eight = Scene(window: Size(width: 375, height: 667), views: [field])
    #expect(AssumedKeyboard.compose(scene: eight, field: field, toolbar: false).height == 260)
    // A window no device has: the default device (retina6_12), 336.
    let odd = Scene(window: Size(width: 400, height: 800), views: [field])
    let keyboard = AssumedKeyboard.compose(scene: odd, field: field, toolbar: false)
    #expect(keyboard.height == 336)
    #expect(keyboard.parts[0].source.contains("no device has a 400×800 window"))
    // The scene's device beats its window: retina6_1's 346 in a 393 × 852 window.
    let named = Scene(window: Size(width: 393, height: 852), views: [field], device: "retina6_1")
    #expect(AssumedKeyboard.compose(scene: named, field: field, toolbar: false).height == 346)
  }

  @Test func theToolbarDesignFollowsTheIOSVersionAndThePlistKey() {
    #expect(ToolbarDesign.of(iOSMajor: 18, requiresCompatibility: false) == .compatibility)
    #expect(ToolbarDesign.of(iOSMajor: 26, requiresCompatibility: false) == .liquidGlass)
    #expect(ToolbarDesign.of(iOSMajor: 26, requiresCompatibility: true) == .compatibility)
    #expect(ToolbarDesign.compatibility.toolbarHeight == 44)
    #expect(ToolbarDesign.liquidGlass.toolbarHeight == 58)
  }

  /// `simulate`: with the assumed keyboard showing, focus moving from a default field to a number
  /// pad posts the keyboard change UIKit posts, and back.
  @Test func focusOnAnotherKeyboardTypeChangesTheAssumedKeyboard() throws {
    var name = SceneView(
      id: "name", className: "UITextField", frame: Rect(x: 16, y: 600, width: 361, height: 44))
    name.keyboardType = .default
    var pin = SceneView(
      id: "pin", className: "UITextField", frame: Rect(x: 16, y: 700, width: 361, height: 44))
    pin.keyboardType = .numberPad
    let scene = Scene(
      window: Size(width: 393, height: 852), statusBarHeight: 59,
      views: [
        SceneView(
          id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852), subviews: [name, pin])
      ],
      controllers: [SceneController(id: "c", className: "UIViewController", view: "root")])
    let policy = try #require(
      Policy.compile(SourceFile(path: "p.kbpolicy", text: "version 1\n")).policy)
    let (events, diagnostics) = EventScript.parse(
      SourceFile(path: "e.events", text: "focus name\nkeyboard show\nfocus pin\nfocus name\n"))
    #expect(diagnostics.isEmpty)
    let result = Simulation.run(scene: scene, events: events, policy: policy)
    // focus, show (336: the default policy has no toolbar), focus pin + the change to 291
    // (336 − 45), focus name + the change back to 336: six steps.
    let keyboards = result.steps.compactMap { step -> Double? in
      switch step.event.event {
      case .keyboardWillShow(let k), .keyboardWillChangeFrame(let k): k.height(in: scene.window)
      default: nil
      }
    }
    #expect(result.steps.count == 6)
    #expect(keyboards == [336, 291, 336])
    // pin's bottom 744 under the 291 pt keyboard (top 561) with distance 10: the root rose
    // 744 − 551 = 193 at the change; back on name (bottom 644, keyboard top 516, so 644 − 506 =
    // 138 from the root's start) it comes down to −138.
    #expect(result.finalScene.views[0].frame.minY == -138)
  }
}
