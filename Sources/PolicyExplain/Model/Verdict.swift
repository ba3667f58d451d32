/// The outcome in one line: `visible, 10 pt above the keyboard`.
public struct Verdict: Hashable, Sendable, Codable {
  /// Stable for tools: `visible`, `not-adjusted`, `partly-visible`, `keyboard-hidden`,
  /// `cannot-focus`, `uikit-scrolls`, `swiftui-avoids`, `moves-with-keyboard`,
  /// `uikit-raises-sheet`, `layout-guide-follows`.
  public var kind: Kind
  /// The sentence.
  public var message: String

  /// Creates a verdict.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The kinds of outcome.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The field is fully visible above the keyboard.
    case visible
    /// Avoidance is off for the field; nothing moved for it.
    case notAdjusted = "not-adjusted"
    /// The engine moved what it could; part of the field stays hidden.
    case partlyVisible = "partly-visible"
    /// The scene has no keyboard showing.
    case keyboardHidden = "keyboard-hidden"
    /// The field cannot become first responder (disabled, hidden, or not interactive): the
    /// keyboard never shows for it and nothing moves.
    case cannotFocus = "cannot-focus"
    /// Avoidance is off in a `UITableViewController` (as IQKeyboardManager is there): UIKit's
    /// table view controller scrolls the field's row above the keyboard itself.
    case uikitScrolls = "uikit-scrolls"
    /// Avoidance is off in a SwiftUI hosting controller (the default layer's `disable in
    /// UIHostingController`): SwiftUI lifts the field above the keyboard itself.
    case swiftuiAvoids = "swiftui-avoids"
    /// Avoidance is off for a field that lives outside the app's window (inside an input
    /// accessory view, or in a window that is not the app's): it moves with the keyboard.
    case movesWithKeyboard = "moves-with-keyboard"
    /// The field is in an iPad form or page sheet in a regular-width window: UIKit raises the
    /// sheet above the keyboard by an amount it does not document; the desk moves nothing, the
    /// runtime moves only what is still covered after UIKit's raise.
    case uikitRaisesSheet = "uikit-raises-sheet"
    /// The field's screen follows the keyboard layout guide (views pinned to
    /// `view.keyboardLayoutGuide`) and avoidance is not turned on for it explicitly: Auto Layout
    /// lifts the field above the keyboard itself.
    case layoutGuideFollows = "layout-guide-follows"
  }
}
