import PolicyLanguage

extension Scene {
  /// The scene as JSON text in the format `Scene.decode(json:)` reads, pretty-printed with keys in
  /// a fixed order and default values left out, so `decode(json: scene.jsonText())` gives `scene`
  /// back. Ends with a newline.
  public func jsonText() -> String { jsonValue.jsonText() + "\n" }

  /// The scene as a JSON value (for embedding in larger documents, as `simulate --format json` does).
  public var jsonValue: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("version", .number(Double(Scene.formatVersion))),
      ("window", .object([("width", .number(window.width)), ("height", .number(window.height))])),
      ("statusBarHeight", .number(statusBarHeight)),
      ("orientation", .string(orientation.rawValue)),
    ]
    if let keyboard {
      switch keyboard {
      case .height(let h): members.append(("keyboard", .object([("height", .number(h))])))
      case .frame(let f): members.append(("keyboard", .object([("frame", Self.encode(f))])))
      }
    }
    if let device { members.append(("device", .string(device))) }
    if let design { members.append(("design", .string(design.rawValue))) }
    if let horizontalSizeClass {
      members.append(("horizontalSizeClass", .string(horizontalSizeClass.rawValue)))
    }
    if let focus { members.append(("focus", .string(focus))) }
    if !classes.isEmpty {
      members.append(
        ("classes", .object(classes.keys.sorted().map { ($0, .string(classes[$0] ?? "")) })))
    }
    members.append(("views", .array(views.map(Self.encode))))
    if !controllers.isEmpty {
      members.append(("controllers", .array(controllers.map(Self.encode))))
    }
    return .object(members)
  }

  package static func encode(_ rect: Rect) -> JSONValue {
    .array(rect.components.map(JSONValue.number))
  }

  static func encode(_ insets: Insets) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if insets.top != 0 { members.append(("top", .number(insets.top))) }
    if insets.left != 0 { members.append(("left", .number(insets.left))) }
    if insets.bottom != 0 { members.append(("bottom", .number(insets.bottom))) }
    if insets.right != 0 { members.append(("right", .number(insets.right))) }
    return .object(members)
  }

  static func encode(_ view: SceneView) -> JSONValue {
    var m: [(key: String, value: JSONValue)] = [
      ("id", .string(view.id)), ("class", .string(view.className)),
    ]
    m.append(("frame", encode(view.frame)))
    if view.tag != 0 { m.append(("tag", .number(Double(view.tag)))) }
    if let identifier = view.accessibilityIdentifier {
      m.append(("accessibilityIdentifier", .string(identifier)))
    }
    if let name = view.policyName { m.append(("policyName", .string(name))) }
    if let order = view.order { m.append(("order", .number(Double(order)))) }
    if view.isLazy { m.append(("lazy", .bool(true))) }
    if view.isHidden { m.append(("hidden", .bool(true))) }
    if view.alpha != 1 { m.append(("alpha", .number(view.alpha))) }
    if !view.isEnabled { m.append(("enabled", .bool(false))) }
    if !view.isUserInteractionEnabled { m.append(("userInteractionEnabled", .bool(false))) }
    if let placeholder = view.placeholder { m.append(("placeholder", .string(placeholder))) }
    if let kind = view.textInput { m.append(("textInput", .string(kind.rawValue))) }
    if let type = view.keyboardType { m.append(("keyboardType", .string(type.rawValue))) }
    if let height = view.inputAccessoryHeight {
      m.append(("inputAccessoryHeight", .number(height)))
    }
    if let placement = view.placement { m.append(("placement", .string(placement.rawValue))) }
    if let scroll = view.scroll {
      var s: [(key: String, value: JSONValue)] = [
        (
          "contentOffset",
          .array([.number(scroll.contentOffset.x), .number(scroll.contentOffset.y)])
        ),
        (
          "contentSize",
          .array([.number(scroll.contentSize.width), .number(scroll.contentSize.height)])
        ),
      ]
      if scroll.contentInset != .zero { s.append(("contentInset", encode(scroll.contentInset))) }
      if scroll.indicatorInsets != .zero {
        s.append(("indicatorInsets", encode(scroll.indicatorInsets)))
      }
      if !scroll.scrollEnabled { s.append(("scrollEnabled", .bool(false))) }
      m.append(("scroll", .object(s)))
    }
    if view.safeAreaInsets != .zero { m.append(("safeAreaInsets", encode(view.safeAreaInsets))) }
    if view.layoutMargins != .zero { m.append(("layoutMargins", encode(view.layoutMargins))) }
    let code = encode(view.code, view.scrollCode)
    if case .object(let members) = code, !members.isEmpty { m.append(("code", code)) }
    if !view.subviews.isEmpty { m.append(("subviews", .array(view.subviews.map(encode)))) }
    return .object(m)
  }

  /// A view's `code` object: each setting set in code under its `codeKey`, in
  /// `SettingCatalogue.codeSettings` order, then the scroll-view flags set in code.
  static func encode(_ code: CodeSettings, _ scrollCode: ScrollViewCodeSettings) -> JSONValue {
    var m: [(key: String, value: JSONValue)] = []
    for setting in SettingCatalogue.codeSettings {
      guard let key = setting.codeKey, let value = code[setting.name] else { continue }
      m.append((key, encode(value)))
    }
    for flag in ScrollSetting.allCases {
      if let v = scrollCode[flag] { m.append((flag.codeKey, .bool(v))) }
    }
    return .object(m)
  }

  /// A code setting's value as JSON: a switch, a number, a word, or a list of ids.
  static func encode(_ value: SettingValue) -> JSONValue {
    switch value {
    case .bool(let b): .bool(b)
    case .number(let n): .number(n)
    case .order, .previousNext, .returnKey: .string(value.description)
    case .viewIDs(let ids): .array(ids.map(JSONValue.string))
    }
  }

  static func encode(_ controller: SceneController) -> JSONValue {
    var m: [(key: String, value: JSONValue)] = [
      ("id", .string(controller.id)), ("class", .string(controller.className)),
    ]
    if let view = controller.view { m.append(("view", .string(view))) }
    if let parent = controller.parent { m.append(("parent", .string(parent))) }
    if let bottom = controller.navigationBarBottom {
      m.append(("navigationBarBottom", .number(bottom)))
    }
    if let hidden = controller.navigationBarHidden {
      m.append(("navigationBarHidden", .bool(hidden)))
    }
    if let container = controller.container { m.append(("container", .string(container.rawValue))) }
    if let bar = controller.navigationSearchBar { m.append(("navigationSearchBar", .string(bar))) }
    if let style = controller.modalPresentationStyle {
      m.append(("modalPresentationStyle", .string(style.rawValue)))
    }
    if controller.followsKeyboardLayoutGuide {
      m.append(("followsKeyboardLayoutGuide", .bool(true)))
    }
    if let screen = controller.screen { m.append(("screen", .string(screen))) }
    if let avoids = controller.keyboardSafeArea { m.append(("keyboardSafeArea", .bool(avoids))) }
    return .object(m)
  }
}
