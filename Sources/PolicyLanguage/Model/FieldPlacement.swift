/// Where a field lives when it is not in the app's own window: it moves with the keyboard, so the
/// engine leaves it alone by default (grammar.md Part 2 A.6, "One mover").
///
/// Such a field's avoidance and resign-on-touch are off at the `disable in` step, as if the
/// default layer listed it: a setting made in code or a `field` rule still turns them on (lint's
/// `moves-twice` then warns).
public enum FieldPlacement: String, Hashable, Sendable, CaseIterable {
  /// Inside a responder's `inputAccessoryView` (a chat composer): UIKit shows it in its keyboard
  /// window, on top of the keyboard, and moves it with the keyboard.
  case inputAccessory
  /// In a window that is not the app's (the keyboard's own window, another scene's or a
  /// system window): the app's root view is not what moves it.
  case foreignWindow

  /// The settings the placement turns off: avoidance and resign-on-touch (the toolbar and the
  /// values are left as the policy says).
  public static func turnsOff(_ setting: SettingName) -> Bool {
    setting == .avoidance || setting == .resignOnTouch
  }

  /// The placement in words, as a decision's source names it.
  public var reason: String {
    switch self {
    case .inputAccessory:
      "field inside an input accessory view: it moves with the keyboard"
    case .foreignWindow:
      "field in a window that is not the app's: it moves with the keyboard"
    }
  }

  /// The source of the `false` the placement gives `turnsOff` settings: built in, at the
  /// `disable in` step (code and `field` rules beat it; `enable in` loses to it).
  public var source: ValueSource {
    ValueSource(kind: .builtin, step: .disableList, location: nil, rule: reason)
  }
}
