import PolicyLanguage
import SourceReader

extension Migrator {
  /// What a per-view property becomes: the rule kind, setting and value, and the code line.
  struct ViewSetting {
    var rule: SettingBlock  // `.field` or `.scrollView`
    var name: String
    var value: String
    var code: String
  }

  /// The policy setting and code replacement of a per-view property set to `value`; nil when the
  /// value is not a literal of the right kind. `.default` modes map to nothing (`name` empty).
  func viewSetting(_ property: String, _ value: IQValue) -> ViewSetting? {
    func flag(_ on: Bool) -> String { on ? "on" : "off" }
    switch (property, value) {
    case ("keyboardDistanceFromTextField", .number(let n)),
      ("distanceFromKeyboard", .number(let n)):
      guard n >= 0, n <= 1_000_000 else { return nil }
      return ViewSetting(
        rule: .field, name: "distance", value: PointsFormat.exact(n),
        code: "keyboardPolicy.distance = \(PointsFormat.exact(n))")
    case ("enableMode", .word(let mode)):
      switch mode {
      case "enabled", "Enabled":
        return ViewSetting(
          rule: .field, name: "avoidance", value: "on", code: "keyboardPolicy.avoidance = true")
      case "disabled", "Disabled":
        return ViewSetting(
          rule: .field, name: "avoidance", value: "off", code: "keyboardPolicy.avoidance = false")
      case "default", "Default":
        return ViewSetting(
          rule: .field, name: "", value: "", code: "keyboardPolicy.avoidance = nil")
      default: return nil
      }
    case ("shouldResignOnTouchOutsideMode", .word(let mode)),
      ("resignOnTouchOutsideMode", .word(let mode)):
      switch mode {
      case "enabled", "Enabled":
        return ViewSetting(
          rule: .field, name: "resign-on-touch", value: "on",
          code: "keyboardPolicy.resignOnTouch = true")
      case "disabled", "Disabled":
        return ViewSetting(
          rule: .field, name: "resign-on-touch", value: "off",
          code: "keyboardPolicy.resignOnTouch = false")
      case "default", "Default":
        return ViewSetting(
          rule: .field, name: "", value: "", code: "keyboardPolicy.resignOnTouch = nil")
      default: return nil
      }
    case ("ignoreSwitchingByNextPrevious", .bool(let b)):
      return ViewSetting(
        rule: .field, name: "skip-in-order", value: b ? "true" : "false",
        code: "keyboardPolicy.skipInOrder = \(b)")
    case ("shouldHideToolbarPlaceholder", .bool(let b)), ("hidePlaceholder", .bool(let b)):
      return ViewSetting(
        rule: .field, name: "toolbar.placeholder", value: b ? "false" : "true",
        code: "keyboardPolicy.showsPlaceholder = \(!b)")
    case ("shouldIgnoreScrollingAdjustment", .bool(let b)),
      ("ignoreScrollingAdjustment", .bool(let b)):
      return ViewSetting(
        rule: .scrollView, name: "adjust", value: flag(!b),
        code: "keyboardPolicy.adjustsScrolling = \(!b)")
    case ("shouldIgnoreContentInsetAdjustment", .bool(let b)),
      ("ignoreContentInsetAdjustment", .bool(let b)):
      return ViewSetting(
        rule: .scrollView, name: "adjust-inset", value: flag(!b),
        code: "keyboardPolicy.adjustsContentInset = \(!b)")
    case ("shouldRestoreScrollViewContentOffset", .bool(let b)),
      ("restoreContentOffset", .bool(let b)):
      return ViewSetting(
        rule: .scrollView, name: "restore-offset", value: flag(b),
        code: "keyboardPolicy.restoresContentOffset = \(b)")
    default:
      return nil
    }
  }

  /// The literal accessibility identifier given to `view` in code: in the same class, else the
  /// one identifier the same file gives a view of that name.
  func identifier(of view: String, file: Int, statement: IQStatement) -> String? {
    let reading = readings[file]
    let type = reading.outline.statements[statement.statement].type
    let typeName = type.map { reading.outline.types[$0].name }
    let candidates = viewIdentifiers[file][view] ?? []
    if let typeName, let match = candidates.first(where: { $0.type == typeName }) {
      return match.identifier
    }
    if Set(candidates.map(\.identifier)).count == 1 { return candidates.first?.identifier }
    // An outlet: `emailField` connected, in a storyboard, to a view with an identifier.
    if let typeName, !view.contains(".") {
      return outlets[OutletKey(controller: typeName, property: view)]
    }
    return nil
  }

  /// A per-view property or call: a `field "id"` / `scroll-view "id"` rule when the view has a
  /// literal identifier, else the code line to keep.
  mutating func mapView(_ file: Int, _ statement: IQStatement, view: String) {
    if case .call = statement.action {
      let id = identifier(of: view, file: file, statement: statement).flatMap(
        PolicyDraft.stringLiteral)
      // The IQ call stops compiling once the package is gone: the hint never keeps it.
      let policyToolbar =
        id.map { "field \($0) { toolbar = on }" } ?? "\(view).keyboardPolicy.toolbar = true"
      unmapped(
        file, statement, .manualToolbar(view),
        replacement:
          "\(policyToolbar), and the code its target ran in keyboard.onToolbarButton = { button, field in if button == .done { ... } }; or, for a toolbar of the app's own, \(id.map { "field \($0) { toolbar = off }" } ?? "\(view).keyboardPolicy.toolbar = false") and a plain UIToolbar as \(view).inputAccessoryView"
      )
      return
    }
    guard case .assign(let value) = statement.action else {
      unmapped(file, statement, .read(statement.property))
      return
    }
    if statement.property == "iq.toolbar.isHidden" {
      unmapped(
        file, statement, .manualToolbar(view), replacement: "\(view).keyboardPolicy.toolbar = false"
      )
      return
    }
    if statement.property == "toolbarPlaceholder" || statement.property == "placeholder" {
      let title: String
      if case .string(let text) = value {
        title = PolicyDraft.stringLiteral(text) ?? "..."
      } else {
        title = "..."
      }
      unmapped(
        file, statement, .customTitle(view),
        replacement: "\(view).keyboardPolicy.toolbarTitle = \(title)")
      return
    }
    guard let setting = viewSetting(statement.property, value) else {
      if case .dynamic(let text) = value {
        unmapped(file, statement, .dynamicValue(text), replacement: "\(view).keyboardPolicy...")
      } else {
        unmapped(file, statement, .unknownValue(statement.text, statement.property))
      }
      return
    }
    let code = "\(view).\(setting.code)"
    if case .other(let reason) = context(file, statement), reason.kind != .wrapper,
      reason.kind != .outsideLaunch
    {
      unmapped(file, statement, reason, replacement: code)
      return
    }
    if setting.name.isEmpty {
      mapped(file, statement, lines: [], note: "back to IQ's default mode: nothing to write")
      return
    }
    guard let id = identifier(of: view, file: file, statement: statement),
      let literal = PolicyDraft.stringLiteral(id)
    else {
      unmapped(file, statement, .viewWithoutIdentifier(view), replacement: code)
      return
    }
    let header = PolicyDraft.Header(setting.rule, literal)
    draft.rule(header, set: setting.name, setting.value, comment: source(file, statement))
    mapped(file, statement, lines: ["\(header) { \(setting.name) = \(setting.value) }"])
  }
}
