/// The metrics of one Interface Builder device (`<device id="retina6_1">`): window size, status
/// bar, safe areas and a typical keyboard height, in both orientations.
///
/// The table (`all`) is documented in grammar.md Part 3. Keyboard heights are the system keyboard with
/// the predictive (QuickType) bar, English layout, and the bar's own height (what an iPhone keypad,
/// `KeyboardType.isPad`, leaves out): typical values, not guarantees, and not measured by this
/// project; a recorded keyboard, `ImportOptions.keyboardHeight` or `--keyboard-height` replaces
/// them. The desk composes its assumed keyboard from them (`systemKeyboard(_:type:)`).
public struct DeviceProfile: Hashable, Sendable {
  /// Interface Builder's device id (`retina6_1`), or, where `isInterfaceBuilderID` is false, the
  /// name this project gives a device whose Interface Builder id it does not know (`ipad-mini-6`).
  public var id: String
  /// Whether Interface Builder writes `id` in a document's `<device id>`. False for the classes
  /// this project names itself: `--device` and a scene's `device` take their names, but a
  /// document is matched to them by its canvas size only, never by a name Xcode does not write.
  public var isInterfaceBuilderID: Bool
  /// A human name (`iPhone 11, iPhone XR`).
  public var name: String
  /// The portrait window size in points.
  public var portrait: Size
  /// The status bar height in portrait.
  public var statusBar: Double
  /// The safe area's top inset in portrait (below the status bar on notched phones: the top of a
  /// navigation bar).
  public var safeTop: Double
  /// The safe area's bottom inset in portrait (the home indicator).
  public var safeBottom: Double
  /// The typical keyboard height in portrait.
  public var keyboardPortrait: Double
  /// The typical keyboard height in landscape.
  public var keyboardLandscape: Double
  /// The predictive bar's height in portrait (0 on an iPad: every keyboard type keeps it).
  public var predictiveBarPortrait: Double
  /// The predictive bar's height in landscape.
  public var predictiveBarLandscape: Double
  /// True for iPads (status bar kept and regular-height bars in landscape).
  public var isPad: Bool

  /// Creates a profile.
  public init(
    id: String, name: String, portrait: Size, statusBar: Double, safeTop: Double,
    safeBottom: Double,
    keyboardPortrait: Double, keyboardLandscape: Double, predictiveBar: (Double, Double) = (0, 0),
    isPad: Bool = false, isInterfaceBuilderID: Bool = true
  ) {
    self.id = id
    self.isInterfaceBuilderID = isInterfaceBuilderID
    self.name = name
    self.portrait = portrait
    self.statusBar = statusBar
    self.safeTop = safeTop
    self.safeBottom = safeBottom
    self.keyboardPortrait = keyboardPortrait
    self.keyboardLandscape = keyboardLandscape
    self.predictiveBarPortrait = predictiveBar.0
    self.predictiveBarLandscape = predictiveBar.1
    self.isPad = isPad
  }

  /// The window size in `orientation`.
  public func window(_ orientation: Orientation) -> Size {
    orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
  }

  /// The status bar height in `orientation` (iPhones hide it in landscape).
  public func statusBarHeight(_ orientation: Orientation) -> Double {
    orientation == .portrait || isPad ? statusBar : 0
  }

  /// The window's safe-area insets in `orientation`.
  public func safeArea(_ orientation: Orientation) -> Insets {
    if orientation == .portrait || isPad {
      return Insets(top: safeTop, bottom: safeBottom)
    }
    // Notched phones turn the notch into left and right insets and keep a smaller home indicator.
    let notched = safeBottom > 0
    return Insets(
      top: 0, left: notched ? safeTop : 0, bottom: notched ? 21 : 0, right: notched ? safeTop : 0)
  }

  /// The typical keyboard height in `orientation`, with the predictive bar.
  public func keyboardHeight(_ orientation: Orientation) -> Double {
    orientation == .portrait ? keyboardPortrait : keyboardLandscape
  }

  /// The predictive bar's height in `orientation`.
  public func predictiveBarHeight(_ orientation: Orientation) -> Double {
    orientation == .portrait ? predictiveBarPortrait : predictiveBarLandscape
  }

  /// The system keyboard a field of `type` shows in `orientation`: the keyboard with the
  /// predictive bar, less the bar for an iPhone keypad (`KeyboardType.isPad`; an iPad shows
  /// every type as its full keyboard).
  public func systemKeyboard(_ orientation: Orientation, type: KeyboardType) -> Double {
    let full = keyboardHeight(orientation)
    return type.isPad && !isPad ? full - predictiveBarHeight(orientation) : full
  }

  /// A navigation bar's default height in `orientation` (compact iPhone landscape bars are 32).
  public func navigationBarHeight(_ orientation: Orientation) -> Double {
    orientation == .landscape && !isPad ? 32 : 44
  }

  /// A tab bar's height in `orientation`, above the bottom safe area: 49 on an iPhone in
  /// portrait, 32 in landscape (compact height), 50 on an iPad (iPadOS 12 and later).
  public func tabBarHeight(_ orientation: Orientation) -> Double {
    isPad ? 50 : orientation == .landscape ? 32 : 49
  }

  /// The device used when a document names none (or an unknown one that no frame size matches).
  public static let defaultID = "retina6_12"

  /// The device used when an iPad document (`targetRuntime="iOS.CocoaTouch.iPad"`, or the
  /// `com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB` type) names none.
  public static let defaultPadID = "ipad9_7"

  /// The `defaultID` profile.
  package static var fallback: DeviceProfile { named(defaultID) ?? all[0] }

  /// The profile for `id` (exact match), if the table has it.
  public static func named(_ id: String) -> DeviceProfile? { all.first { $0.id == id } }

  /// The profile Interface Builder's device id `id` names, if the table has it (a document's
  /// `<device id>`; the names this project gives devices are not among them).
  public static func interfaceBuilderNamed(_ id: String) -> DeviceProfile? {
    all.first { $0.id == id && $0.isInterfaceBuilderID }
  }

  /// The profile whose portrait window is `size` in either orientation (first in table order).
  public static func matching(_ size: Size) -> DeviceProfile? {
    all.first {
      ($0.portrait.width == size.width && $0.portrait.height == size.height)
        || ($0.portrait.width == size.height && $0.portrait.height == size.width)
    }
  }

  /// Older documents' `<simulatedScreenMetrics type="...">` names, mapped to device ids.
  package static let legacyScreenTypes: [String: String] = [
    "retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7",
    "retina55": "retina5_5", "ipad": "ipad9_7", "ipadpro": "ipad12_9",
  ]

  /// The device a `<simulatedScreenMetrics type="...">` names: a legacy name (`retina47`), a
  /// device id (`retina6_1`), either with a `.fullscreen` (or other `.layout`) suffix; `nil` for an
  /// empty or unknown type.
  package static func simulated(type: String) -> DeviceProfile? {
    let base = String(type.split(separator: ".", maxSplits: 1).first ?? "")
    return interfaceBuilderNamed(legacyScreenTypes[base.lowercased()] ?? base)
  }

  /// Every known device, phones first.
  public static let all: [DeviceProfile] = [
    DeviceProfile(
      id: "retina3_5", name: "iPhone 4s", portrait: Size(width: 320, height: 480),
      statusBar: 20, safeTop: 20, safeBottom: 0, keyboardPortrait: 253, keyboardLandscape: 193,
      predictiveBar: (37, 31)),
    DeviceProfile(
      id: "retina4_0", name: "iPhone SE (1st generation), iPhone 5s",
      portrait: Size(width: 320, height: 568),
      statusBar: 20, safeTop: 20, safeBottom: 0, keyboardPortrait: 253, keyboardLandscape: 193,
      predictiveBar: (37, 31)),
    DeviceProfile(
      id: "retina4", name: "iPhone 5 (older documents)", portrait: Size(width: 320, height: 568),
      statusBar: 20, safeTop: 20, safeBottom: 0, keyboardPortrait: 253, keyboardLandscape: 193,
      predictiveBar: (37, 31)),
    DeviceProfile(
      id: "retina4_7", name: "iPhone 8, iPhone SE (2nd and 3rd generation)",
      portrait: Size(width: 375, height: 667),
      statusBar: 20, safeTop: 20, safeBottom: 0, keyboardPortrait: 260, keyboardLandscape: 194,
      predictiveBar: (44, 32)),
    DeviceProfile(
      id: "retina5_5", name: "iPhone 8 Plus", portrait: Size(width: 414, height: 736),
      statusBar: 20, safeTop: 20, safeBottom: 0, keyboardPortrait: 271, keyboardLandscape: 194,
      predictiveBar: (45, 32)),
    DeviceProfile(
      id: "retina5_9", name: "iPhone 11 Pro, iPhone XS, iPhone X",
      portrait: Size(width: 375, height: 812),
      statusBar: 44, safeTop: 44, safeBottom: 34, keyboardPortrait: 336, keyboardLandscape: 209,
      predictiveBar: (45, 38)),
    DeviceProfile(
      id: "retina5_4", name: "iPhone 13 mini, iPhone 12 mini",
      portrait: Size(width: 375, height: 812),
      statusBar: 50, safeTop: 50, safeBottom: 34, keyboardPortrait: 336, keyboardLandscape: 209,
      predictiveBar: (45, 38)),
    DeviceProfile(
      id: "retina6_1", name: "iPhone 11, iPhone XR", portrait: Size(width: 414, height: 896),
      statusBar: 48, safeTop: 48, safeBottom: 34, keyboardPortrait: 346, keyboardLandscape: 219,
      predictiveBar: (45, 38)),
    DeviceProfile(
      id: "retina6_5", name: "iPhone 11 Pro Max, iPhone XS Max",
      portrait: Size(width: 414, height: 896),
      statusBar: 44, safeTop: 44, safeBottom: 34, keyboardPortrait: 346, keyboardLandscape: 219,
      predictiveBar: (45, 38)),
    DeviceProfile(
      id: "retina6_0", name: "iPhone 14, iPhone 13, iPhone 12",
      portrait: Size(width: 390, height: 844),
      statusBar: 47, safeTop: 47, safeBottom: 34, keyboardPortrait: 336, keyboardLandscape: 209,
      predictiveBar: (45, 38)),
    DeviceProfile(
      id: "retina6_7", name: "iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max",
      portrait: Size(width: 428, height: 926),
      statusBar: 47, safeTop: 47, safeBottom: 34, keyboardPortrait: 346, keyboardLandscape: 219,
      predictiveBar: (45, 38)),
    DeviceProfile(
      id: "retina6_12", name: "iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro",
      portrait: Size(width: 393, height: 852),
      statusBar: 54, safeTop: 59, safeBottom: 34, keyboardPortrait: 336, keyboardLandscape: 209,
      predictiveBar: (45, 38)),
    DeviceProfile(
      id: "retina6_72",
      name: "iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 14 Pro Max",
      portrait: Size(width: 430, height: 932),
      statusBar: 54, safeTop: 59, safeBottom: 34, keyboardPortrait: 346, keyboardLandscape: 219,
      predictiveBar: (45, 38)),
    DeviceProfile(
      id: "retina6_3", name: "iPhone 16 Pro", portrait: Size(width: 402, height: 874),
      statusBar: 54, safeTop: 62, safeBottom: 34, keyboardPortrait: 336, keyboardLandscape: 209,
      predictiveBar: (45, 38)),
    DeviceProfile(
      id: "retina6_9", name: "iPhone 16 Pro Max", portrait: Size(width: 440, height: 956),
      statusBar: 54, safeTop: 62, safeBottom: 34, keyboardPortrait: 346, keyboardLandscape: 219,
      predictiveBar: (45, 38)),
    // Interface Builder's id for this class is not known to this project: the name is its own,
    // and a document drawn on it is matched by its 744 × 1133 canvas. Keyboard heights are the
    // 768-wide iPad's (no report for this class was found), so assumed.
    DeviceProfile(
      id: "ipad-mini-6", name: "iPad mini (6th generation and later)",
      portrait: Size(width: 744, height: 1133),
      statusBar: 24, safeTop: 24, safeBottom: 20, keyboardPortrait: 313, keyboardLandscape: 398,
      isPad: true, isInterfaceBuilderID: false),
    DeviceProfile(
      id: "ipad9_7", name: "iPad (9.7-inch), iPad mini", portrait: Size(width: 768, height: 1024),
      statusBar: 20, safeTop: 20, safeBottom: 0, keyboardPortrait: 313, keyboardLandscape: 398,
      isPad: true),
    DeviceProfile(
      id: "ipad10_2", name: "iPad (10.2-inch)", portrait: Size(width: 810, height: 1080),
      statusBar: 20, safeTop: 20, safeBottom: 0, keyboardPortrait: 313, keyboardLandscape: 398,
      isPad: true),
    DeviceProfile(
      id: "ipad10_5", name: "iPad Pro (10.5-inch), iPad Air (3rd generation)",
      portrait: Size(width: 834, height: 1112),
      statusBar: 20, safeTop: 20, safeBottom: 0, keyboardPortrait: 320, keyboardLandscape: 405,
      isPad: true),
    DeviceProfile(
      id: "ipad10_9", name: "iPad (10th generation), iPad Air (10.9-inch)",
      portrait: Size(width: 820, height: 1180),
      statusBar: 24, safeTop: 24, safeBottom: 20, keyboardPortrait: 320, keyboardLandscape: 405,
      isPad: true),
    DeviceProfile(
      id: "ipad11_0rounded", name: "iPad Pro (11-inch)", portrait: Size(width: 834, height: 1194),
      statusBar: 24, safeTop: 24, safeBottom: 20, keyboardPortrait: 320, keyboardLandscape: 405,
      isPad: true),
    // As the iPad mini above: a name of this project's, matched by its 834 × 1210 canvas; the
    // keyboard heights are the 11-inch iPad Pro's above, so assumed.
    DeviceProfile(
      id: "ipad-pro-11-m4", name: "iPad Pro (11-inch, M4)",
      portrait: Size(width: 834, height: 1210),
      statusBar: 24, safeTop: 24, safeBottom: 20, keyboardPortrait: 320, keyboardLandscape: 405,
      isPad: true, isInterfaceBuilderID: false),
    DeviceProfile(
      id: "ipad12_9", name: "iPad Pro (12.9-inch, 1st and 2nd generation)",
      portrait: Size(width: 1024, height: 1366),
      statusBar: 20, safeTop: 20, safeBottom: 0, keyboardPortrait: 378, keyboardLandscape: 464,
      isPad: true),
    DeviceProfile(
      id: "ipad12_9rounded",
      name: "iPad Pro (12.9-inch, 3rd to 6th generation), iPad Air (13-inch)",
      portrait: Size(width: 1024, height: 1366),
      statusBar: 24, safeTop: 24, safeBottom: 20, keyboardPortrait: 378, keyboardLandscape: 464,
      isPad: true),
    DeviceProfile(
      id: "ipad13_0rounded", name: "iPad Pro (13-inch, M4)",
      portrait: Size(width: 1032, height: 1376),
      statusBar: 24, safeTop: 24, safeBottom: 20, keyboardPortrait: 378, keyboardLandscape: 464,
      isPad: true),
  ]
}
