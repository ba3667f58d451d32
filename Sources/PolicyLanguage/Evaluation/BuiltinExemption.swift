/// Why a field never gets keyboard avoidance, the toolbar or managed return keys, whatever the
/// policy says: the first step of precedence, which no rule and no code setting can override
/// (`resign-on-touch` is not exempted).
///
/// The one place the exemptions are written; lint and the scene index ask it too.
public enum BuiltinExemption: Hashable, Sendable {
  /// The field is inside a `UIAlertController` (the field's flag, or the controller chain).
  case insideAlertController
  /// The policy controller (the first class of the controller chain) is an alert's text field
  /// controller: its class name contains `UIAlertController` and ends in
  /// `TextFieldViewController`.
  case alertTextFieldController
  /// The field is the search field of a navigation-bar search controller.
  case navigationBarSearchField

  /// The alert controller class: a field under it (or a subclass) is exempt.
  public static let alertControllerClass = "UIAlertController"

  /// The exemption for `field`, if any; `chainHasAlertController` says whether the controller
  /// chain (completed from the policy's hierarchy) contains `alertControllerClass`.
  static func of(_ field: FieldContext, chainHasAlertController: Bool) -> BuiltinExemption? {
    if field.isInsideAlertController || chainHasAlertController { return .insideAlertController }
    if let controller = field.controllerChain.first, isAlertTextFieldController(controller) {
      return .alertTextFieldController
    }
    return field.isNavigationBarSearchField ? .navigationBarSearchField : nil
  }

  /// Whether `name` is an alert's text field controller class (UIKit's is
  /// `_UIAlertControllerTextFieldViewController`).
  public static func isAlertTextFieldController(_ name: String) -> Bool {
    // The byte test first: `contains` on strings is a slow generic search.
    let suffix = "TextFieldViewController".utf8
    let utf8 = name.utf8
    guard utf8.count >= suffix.count, utf8.suffix(suffix.count).elementsEqual(suffix) else {
      return false
    }
    // `String.contains(_:)` with a string argument is iOS 16's (_StringProcessing) without
    // Foundation; this module builds for iOS 15.
    let needle = Array(alertControllerClass.utf8)
    let bytes = Array(utf8)
    return bytes.indices.dropLast(needle.count - 1).contains {
      bytes[$0..<$0 + needle.count].elementsEqual(needle)
    }
  }

  /// Whether a controller class is exempt by itself: `alertControllerClass` or a subclass of it
  /// in `hierarchy`, or an alert's text field controller.
  public static func exempts(controllerClass name: String, in hierarchy: ClassHierarchy) -> Bool {
    exempts(controllerClass: name, chain: hierarchy.chain(of: name))
  }

  /// Whether a controller class is exempt by itself, given its class chain (the class, then its
  /// superclasses): the chain holds `alertControllerClass`, or the class is an alert's text field
  /// controller.
  public static func exempts(controllerClass name: String, chain: [String]) -> Bool {
    chain.contains(alertControllerClass) || isAlertTextFieldController(name)
  }

  /// Whether the exemption applies to `setting` (avoidance, the toolbar and return keys: the
  /// settings whose ladder starts with the built-in exemption).
  public static func applies(to setting: SettingName) -> Bool {
    setting.facts.ladder.first == .builtinExemption
  }

  /// The exemption of `field` in words: `field inside a UIAlertController`.
  public func reason(for field: FieldContext) -> String {
    switch self {
    case .insideAlertController: "field inside a UIAlertController"
    case .alertTextFieldController:
      "controller '\(field.controllerChain.first ?? "")' is an alert's text field controller"
    case .navigationBarSearchField: "search field of a navigation-bar search controller"
    }
  }
}
