/// The configuration written as an app's Swift source, in its version's spelling.
extension IQConfiguration {
  var keyboard: String { "IQKeyboardManager.shared" }
  var toolbarManager: String { version >= 8 ? "IQKeyboardToolbarManager.shared" : keyboard }

  /// `receiver.property = value` for a global setting.
  func statement(_ setting: Setting, _ value: Value) -> String {
    let text: String
    switch value {
    case .bool(let flag): text = flag ? "true" : "false"
    case .number(let number): text = String(Int(number))
    case .word(let word): text = "." + word
    }
    let property: String
    switch (setting, version) {
    case (.on(.avoidance), 8): property = "\(keyboard).isEnabled"
    case (.on(.avoidance), _): property = "\(keyboard).enable"
    case (.on(.toolbar), 8): property = "\(toolbarManager).isEnabled"
    case (.on(.toolbar), _): property = "\(keyboard).enableAutoToolbar"
    case (.on(.resign), 6): property = "\(keyboard).shouldResignOnTouchOutside"
    case (.on(.resign), _): property = "\(keyboard).resignOnTouchOutside"
    case (.distance, 8): property = "\(keyboard).keyboardDistance"
    case (.distance, _): property = "\(keyboard).keyboardDistanceFromTextField"
    case (.order, 6): property = "\(keyboard).toolbarManageBehaviour"
    case (.order, _): property = "\(toolbarManager).toolbarConfiguration.manageBehavior"
    case (.previousNext, 6): property = "\(keyboard).previousNextDisplayMode"
    case (.previousNext, _):
      property = "\(toolbarManager).toolbarConfiguration.previousNextDisplayMode"
    case (.placeholder, 6): property = "\(keyboard).shouldShowToolbarPlaceholder"
    case (.placeholder, _):
      property = "\(toolbarManager).toolbarConfiguration.placeholderConfiguration.showPlaceholder"
    }
    return "\(property) = \(text)"
  }

  /// A class-list change.
  func statement(list: String, _ operation: ListOperation) -> [String] {
    let receiver = list.contains("Toolbar") ? toolbarManager : keyboard
    let target = "\(receiver).\(list)"
    switch operation {
    case .add(let names) where names.count == 1: return ["\(target).append(\(names[0]).self)"]
    case .add(let names):
      return [
        "\(target).append(contentsOf: [\(names.map { "\($0).self" }.joined(separator: ", "))])"
      ]
    case .remove(let names): return names.map { "\(target).removeAll { $0 == \($0).self }" }
    case .assign(let names):
      return ["\(target) = [\(names.map { "\($0).self" }.joined(separator: ", "))]"]
    case .removeAll: return ["\(target).removeAll()"]
    }
  }

  /// A lifecycle method running `body`: in itself, in a method of the screen it calls, or in a
  /// static function of `KeyboardSwitches` (appended to `helpers`) it calls.
  func lifecycle(
    _ method: String, _ controller: Controller, _ verb: String, _ body: String,
    helpers: inout String
  ) -> String {
    var out = "  override func \(method)(_ animated: Bool) {\n    super.\(method)(animated)\n"
    switch controller.helper {
    case .none:
      out += body + "  }\n"
    case .method:
      out += "    \(verb)Keyboard()\n  }\n  private func \(verb)Keyboard() {\n" + body + "  }\n"
    case .staticHelper:
      out += "    KeyboardSwitches.\(verb)\(controller.name)()\n  }\n"
      helpers += "  static func \(verb)\(controller.name)() {\n" + body + "  }\n"
    }
    return out
  }

  /// What a setting is outside a screen: the launch value, else IQ's default.
  func outside(_ setting: Setting) -> Value {
    if let launched = launch.last(where: { $0.0 == setting }) { return launched.1 }
    switch setting {
    case .on(.avoidance), .on(.resign): return .bool(false)
    case .on(.toolbar): return .bool(version <= 7)
    case .distance: return .number(10)
    case .order: return .word("bySubviews")
    case .previousNext: return .word("default")
    case .placeholder: return .bool(true)
    }
  }

  /// The app's source: launch code, screens with their toggles, a form setting per-view values.
  var swiftSource: String {
    var out =
      "import IQKeyboardManagerSwift\nimport UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
    out += "  func application(\n    _ application: UIApplication,\n"
    out +=
      "    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?\n  ) -> Bool {\n"
    for (setting, value) in launch { out += "    \(statement(setting, value))\n" }
    for (list, operation) in lists {
      for line in statement(list: list, operation) { out += "    \(line)\n" }
    }
    out += "    return true\n  }\n}\n"
    var helpers = ""
    for controller in controllers {
      out += "\nclass \(controller.name): \(controller.superclass) {\n"
      guard !controller.toggles.isEmpty else {
        out += "}\n"
        continue
      }
      let appear = controller.toggles.map { "    \(statement($0.0, $0.1))\n" }.joined()
      let restore = controller.toggles.map { "    \(statement($0.0, outside($0.0)))\n" }.joined()
      out += lifecycle("viewWillAppear", controller, "enter", appear, helpers: &helpers)
      if controller.restores {
        out += lifecycle("viewWillDisappear", controller, "leave", restore, helpers: &helpers)
      }
      out += "}\n"
    }
    if !helpers.isEmpty { out += "\nenum KeyboardSwitches {\n\(helpers)}\n" }
    out +=
      "\nclass FormViewController: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n"
    let iq = version >= 7 ? ".iq" : ""
    for (index, field) in fields.enumerated() {
      let view = "field\(index)"
      out += "    \(view).accessibilityIdentifier = \"\(field.id)\"\n"
      if let distance = field.distance {
        out +=
          "    \(view)\(iq).\(version >= 7 ? "distanceFromKeyboard" : "keyboardDistanceFromTextField") = \(Int(distance))\n"
      }
      if let on = field.avoidance {
        out += "    \(view)\(iq).enableMode = .\(on ? "enabled" : "disabled")\n"
      }
      if let on = field.resign {
        out +=
          "    \(view)\(iq).\(version >= 7 ? "resignOnTouchOutsideMode" : "shouldResignOnTouchOutsideMode") = .\(on ? "enabled" : "disabled")\n"
      }
      if let skip = field.skip {
        out += "    \(view)\(iq).ignoreSwitchingByNextPrevious = \(skip)\n"
      }
      if let hide = field.hidePlaceholder {
        out +=
          "    \(view)\(iq).\(version >= 7 ? "hidePlaceholder" : "shouldHideToolbarPlaceholder") = \(hide)\n"
      }
    }
    out += "  }\n}\n"
    return out
  }
}
