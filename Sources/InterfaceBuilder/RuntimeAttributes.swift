import SceneModel
import PolicyLanguage

/// The per-view settings a view's `<userDefinedRuntimeAttributes>` make: IQKeyboardManager's
/// per-view properties (grammar.md Part 3), mapped to the scene's settings made in code.
///
/// Key paths are matched after removing an `iq.` or `iq_` prefix; 6.x and 8.x names both work.
/// Other key paths (`layer.cornerRadius`, ...) are ignored.
struct RuntimeAttributes {
  /// Per-field settings.
  var code = CodeSettings()
  /// Per-scroll-view flags.
  var scrollCode = ScrollViewCodeSettings()
  /// `placeholder` / `toolbarPlaceholder`: the toolbar title.
  var placeholder: String?
  /// `accessibilityIdentifier` set as a runtime attribute.
  var accessibilityIdentifier: String?
  /// `contentOffset` set as a runtime attribute.
  var contentOffset: Point?

  /// What a key path sets.
  private enum Target {
    case distance, avoidanceMode, resignMode, skipInOrder, hidePlaceholder
    case ignoreScrolling, ignoreInset, restoreOffset, placeholder, identifier, contentOffset
  }

  /// Key path (prefix removed) → target. Documented in grammar.md Part 3.
  private static let targets: [String: Target] = [
    "keyboardDistanceFromTextField": .distance, "distanceFromKeyboard": .distance,
    "keyboardDistance": .distance,
    "enableMode": .avoidanceMode,
    "resignOnTouchOutsideMode": .resignMode, "shouldResignOnTouchOutsideMode": .resignMode,
    "ignoreSwitchingByNextPrevious": .skipInOrder,
    "hidePlaceholder": .hidePlaceholder, "shouldHideToolbarPlaceholder": .hidePlaceholder,
    "shouldHidePlaceholderText": .hidePlaceholder,
    "ignoreScrollingAdjustment": .ignoreScrolling,
    "shouldIgnoreScrollingAdjustment": .ignoreScrolling,
    "ignoreContentInsetAdjustment": .ignoreInset,
    "shouldIgnoreContentInsetAdjustment": .ignoreInset,
    "restoreContentOffset": .restoreOffset, "shouldRestoreScrollViewContentOffset": .restoreOffset,
    "placeholder": .placeholder, "toolbarPlaceholder": .placeholder,
    "accessibilityIdentifier": .identifier,
    "contentOffset": .contentOffset,
  ]

  /// Reads the `<userDefinedRuntimeAttributes>` of `node` (at `path`), adding a note for each value
  /// that cannot be read.
  static func read(_ node: XMLNode, path: String, issues: inout [ImportIssue]) -> RuntimeAttributes
  {
    var result = RuntimeAttributes()
    guard let index = node.children.firstIndex(where: { $0.name == "userDefinedRuntimeAttributes" })
    else {
      return result
    }
    let list = node.children[index]
    let listPath = node.path(ofChild: index, under: path)
    for (i, attribute) in list.children.enumerated()
    where attribute.name == "userDefinedRuntimeAttribute" {
      guard var keyPath = attribute["keyPath"] else { continue }
      for prefix in ["iq.", "iq_"] where keyPath.hasPrefix(prefix) {
        keyPath.removeFirst(prefix.count)
      }
      guard let target = targets[keyPath] else { continue }
      let attributePath = list.path(ofChild: i, under: listPath)
      func bad(_ problem: RuntimeAttributeProblem) {
        issues.append(
          ImportIssue(
            .badRuntimeAttribute(attribute["keyPath"] ?? keyPath, problem), path: attributePath,
            line: attribute.line, column: attribute.column))
      }
      switch target {
      case .distance:
        guard let value = number(attribute) else { bad(.notANumber); continue }
        guard value >= 0 else { bad(.negativeDistance); continue }
        result.code.distance = value
      case .avoidanceMode, .resignMode:
        guard let value = number(attribute) else {
          bad(.notAModeNumber); continue
        }
        let mode: Bool?
        switch value {
        case 0: mode = nil
        case 1: mode = true
        case 2: mode = false
        default: bad(.notAMode); continue
        }
        if target == .avoidanceMode {
          result.code.avoidance = mode
        } else {
          result.code.resignOnTouch = mode
        }
      case .skipInOrder, .hidePlaceholder, .ignoreScrolling, .ignoreInset, .restoreOffset:
        guard let value = bool(attribute) else { bad(.notABoolean); continue }
        switch target {
        case .skipInOrder: result.code.skipInOrder = value
        case .hidePlaceholder: result.code.placeholder = !value
        case .ignoreScrolling: result.scrollCode.adjust = !value
        case .ignoreInset: result.scrollCode.adjustInset = !value
        default: result.scrollCode.restoreOffset = value
        }
      case .placeholder, .identifier:
        guard let value = string(attribute) else { bad(.notAString); continue }
        if target == .placeholder {
          result.placeholder = value
        } else {
          result.accessibilityIdentifier = value
        }
      case .contentOffset:
        guard let point = attribute.child("point", key: "value"),
          let x = IBValue.number(point["x"] ?? "0"), let y = IBValue.number(point["y"] ?? "0")
        else { bad(.notAPoint); continue }
        result.contentOffset = Point(x: x, y: y)
      }
    }
    return result
  }

  static func number(_ attribute: XMLNode) -> Double? {
    if let text = attribute["value"] { return IBValue.number(text) }
    for child in attribute.children where child["key"] == "value" {
      if ["real", "integer", "number"].contains(child.name), let text = child["value"] {
        return IBValue.number(text)
      }
    }
    return nil
  }

  static func bool(_ attribute: XMLNode) -> Bool? {
    if let value = attribute.bool("value") { return value }
    if let child = attribute.children.first(where: { $0["key"] == "value" }) {
      return child.bool("value")
    }
    return nil
  }

  static func string(_ attribute: XMLNode) -> String? {
    if let text = attribute["value"] { return text }
    if let child = attribute.child("string", key: "value") { return child["value"] ?? child.text }
    return nil
  }
}
