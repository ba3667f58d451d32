import PolicyLanguage
import SourceReader

/// What an IQ property means in KeyboardPolicy: README's IQ migration table as data.
enum IQSetting: Sendable, Equatable, Hashable {
  /// A feature switch: `avoidance`, `toolbar` or `resign-on-touch` `enabled`.
  case featureSwitch(Feature)
  /// The global distance (`avoidance { distance }`; per screen `controller X { distance }`).
  case distance
  /// `toolbar { order }` (`controller X { toolbar.order }`).
  case order
  /// `toolbar { previous-next }` (`controller X { toolbar.previous-next }`).
  case previousNext
  /// `toolbar { placeholder }` (`controller X { toolbar.placeholder }`).
  case placeholder
  /// A look, set in code on `keyboard.appearance`: the replacement line.
  case appearance(String)
  /// Something only code does now, or nothing at all: the replacement (or why nothing).
  case code(String)

  /// The three feature blocks: the policy language's.
  typealias Feature = PolicyLanguage.Feature

  /// The meaning of `property` set on `target`; nil when IQ has no such setting.
  static func of(_ property: String, on target: IQStatement.Target) -> IQSetting? {
    if target == .toolbarManager {
      switch property {
      case "isEnabled", "enable": return .featureSwitch(.toolbar)
      case "isDebuggingEnabled": return .code(debugging)
      default: break
      }
    }
    switch property {
    case "enable", "isEnabled": return .featureSwitch(.avoidance)
    case "enableAutoToolbar", "isEnableAutoToolbar": return .featureSwitch(.toolbar)
    case "shouldResignOnTouchOutside", "resignOnTouchOutside": return .featureSwitch(.resignOnTouch)
    case "keyboardDistanceFromTextField", "keyboardDistance": return .distance
    case "toolbarManageBehaviour", "toolbarManageBehavior", "toolbarConfiguration.manageBehavior":
      return .order
    case "previousNextDisplayMode", "toolbarConfiguration.previousNextDisplayMode":
      return .previousNext
    case "shouldShowToolbarPlaceholder", "shouldShowTextFieldPlaceholder",
      "toolbarConfiguration.placeholderConfiguration.showPlaceholder":
      return .placeholder
    default:
      return appearance[property].map(IQSetting.appearance) ?? code[property].map(IQSetting.code)
    }
  }

  static let debugging =
    "keyboard.runtime.log = { entry in ... } (every event with its decision and plan)"

  /// Looks: the `keyboard.appearance` line that replaces each.
  static let appearance: [String: String] = {
    var table: [String: String] = [:]
    for name in [
      "shouldToolbarUsesTextFieldTintColor", "toolbarConfiguration.useTextFieldTintColor",
      "toolbarConfiguration.useTextInputViewTintColor",
    ] {
      table[name] = "keyboard.appearance.usesFieldTintColor = VALUE"
    }
    for name in ["toolbarTintColor", "toolbarConfiguration.tintColor"] {
      table[name] = "keyboard.appearance.tintColor = RGBAColor(...)"
    }
    for name in ["toolbarBarTintColor", "toolbarConfiguration.barTintColor"] {
      table[name] = "keyboard.appearance.barTintColor = RGBAColor(...)"
    }
    for button in ["Done", "Previous", "Next"] {
      let lower = button.lowercased()
      for part in ["Text", "Image", "AccessibilityLabel"] {
        table["toolbar\(button)BarButtonItem\(part)"] =
          "keyboard.appearance.\(lower) = .init(title: ..., imageName: ..., accessibilityLabel: ...)"
      }
      table["toolbarConfiguration.\(lower)BarButtonConfiguration"] =
        "keyboard.appearance.\(lower) = .init(title: ..., imageName: ..., accessibilityLabel: ...)"
    }
    for (names, line) in [
      (
        ["placeholderFont", "toolbarConfiguration.placeholderConfiguration.font"],
        "keyboard.appearance.titleFont = ..."
      ),
      (
        ["placeholderColor", "toolbarConfiguration.placeholderConfiguration.color"],
        "keyboard.appearance.titleColor = ..."
      ),
      (
        ["placeholderButtonColor", "toolbarConfiguration.placeholderConfiguration.buttonColor"],
        "keyboard.appearance.titleColor = ..."
      ),
      (
        [
          "toolbarTitlBarButtonItemAccessibilityLabel",
          "toolbarConfiguration.placeholderConfiguration.accessibilityLabel",
        ],
        "keyboard.appearance.titleAccessibilityLabel = ..."
      ),
      (
        ["shouldPlayInputClicks", "playInputClicks"], "keyboard.appearance.playsInputClicks = VALUE"
      ),
      (
        [
          "overrideKeyboardAppearance", "keyboardConfiguration.overrideAppearance",
          "keyboardAppearance",
          "keyboardConfiguration.appearance",
        ], "keyboard.appearance.keyboardAppearance = .dark (nil: no override)"
      ),
    ] {
      for name in names { table[name] = line }
    }
    return table
  }()

  /// Code-only settings and legacy ones with nothing to set.
  static let code: [String: String] = [
    "layoutIfNeededOnUpdate":
      "call layoutIfNeeded() in the host's animation closure (KeyboardRuntime.animator)",
    "movedDistanceChanged":
      "keyboard.runtime.log = { entry in entry.plan ... } (the root view's move in each plan)",
    "enableDebugging": debugging,
    "isDebuggingEnabled": debugging,
    "resignFirstResponderGesture": "keyboard.resignGesture",
    "resignGesture": "keyboard.resignGesture",
    "preventShowingBottomBlankSpace":
      "nothing to set: the root view never rises more than the keyboard's height",
    "shouldFixInteractivePopGestureRecognizer":
      "nothing to set: a pop ends editing and the keyboard's hide restores everything",
    "canAdjustAdditionalSafeAreaInsets":
      "nothing to set: the engine never adds the safe area to the keyboard",
    "reloadLayoutIfNeeded":
      "keyboard.runtime.keyboardWillChangeFrame(keyboard.runtime.keyboard ?? .height(0), animation: .none)",
    "resignFirstResponder": "keyboard.done()",
    "goNext": "keyboard.goNext()",
    "goPrevious": "keyboard.goPrevious()",
    "reloadInputViews": "nothing to call: the runtime sets its toolbar on every focus change",
    "registerTextFieldViewClass": "liveAttributes.textInput on the view (scene: \"textInput\")",
    "registerAllNotifications": "keyboard.start()",
    "unregisterAllNotifications": "keyboard.stop()",
  ]

  /// The class lists: feature block and list keyword.
  static func list(_ name: String) -> (feature: Feature, keyword: String)? {
    switch name {
    case "disabledDistanceHandlingClasses": return (.avoidance, "disable in")
    case "enabledDistanceHandlingClasses": return (.avoidance, "enable in")
    case "disabledToolbarClasses": return (.toolbar, "disable in")
    case "enabledToolbarClasses": return (.toolbar, "enable in")
    case "toolbarPreviousNextAllowedClasses", "deepResponderAllowedContainerClasses":
      return (.toolbar, "deep-containers")
    case "disabledTouchResignedClasses": return (.resignOnTouch, "disable in")
    case "enabledTouchResignedClasses": return (.resignOnTouch, "enable in")
    case "touchResignedGestureIgnoreClasses": return (.resignOnTouch, "ignore-touches-in")
    default: return nil
    }
  }

  /// The default layer's entries of a list (rules/default.kbpolicy).
  static func defaultLayer(_ feature: Feature, _ keyword: String) -> [String] {
    switch (feature, keyword) {
    case (.avoidance, "disable in"):
      return ["UITableViewController", "UIInputViewController", "UIAlertController"]
    case (.toolbar, "disable in"): return ["UIAlertController", "UIInputViewController"]
    case (.toolbar, "deep-containers"):
      return ["UITableView", "UICollectionView", "IQDeepResponderContainerView"]
    case (.resignOnTouch, "disable in"): return ["UIAlertController", "UIInputViewController"]
    case (.resignOnTouch, "ignore-touches-in"): return ["UIControl", "UINavigationBar"]
    default: return []
    }
  }

  /// IQ's own entries of a list for a flavor (up to 6: no `UIInputViewController`; up to 7:
  /// `IQPreviousNextView` as the deep container).
  static func iqDefaults(_ feature: Feature, _ keyword: String, flavor: IQFlavor) -> [String] {
    var entries = defaultLayer(feature, keyword)
    if flavor.version <= 6 || flavor.isObjectiveC {
      entries.removeAll { $0 == "UIInputViewController" }
    }
    if flavor.version <= 7 || flavor.isObjectiveC {
      entries = entries.map { $0 == "IQDeepResponderContainerView" ? "IQPreviousNextView" : $0 }
    }
    return entries
  }

  /// A policy word for an IQ enum case of `order` / `previous-next`; nil when unknown.
  static func word(for setting: IQSetting, _ iqCase: String) -> String? {
    switch (setting, iqCase) {
    case (.order, "bySubviews"): return "subviews"
    case (.order, "byTag"): return "tag"
    case (.order, "byPosition"): return "position"
    case (.previousNext, "default"): return "auto"
    case (.previousNext, "alwaysHide"): return "never"
    case (.previousNext, "alwaysShow"): return "always"
    default: return nil
    }
  }

  /// The policy word for a return key type (`UIReturnKeyType` case).
  static func returnKey(_ iqCase: String) -> String? {
    let table = [
      "default": "default", "go": "go", "google": "google", "join": "join", "next": "next",
      "route": "route", "search": "search", "send": "send", "yahoo": "yahoo", "done": "done",
      "emergencyCall": "emergency-call", "continue": "continue", "Default": "default", "Go": "go",
      "Google": "google", "Join": "join", "Next": "next", "Route": "route", "Search": "search",
      "Send": "send", "Yahoo": "yahoo", "Done": "done", "EmergencyCall": "emergency-call",
      "Continue": "continue",
    ]
    return table[iqCase]
  }
}
