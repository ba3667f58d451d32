/// The kinds of text input IQKeyboardManager handles (`IQTextInputView`).
public enum TextInputKind: String, Hashable, Sendable, CaseIterable {
  /// A `UITextField` (or subclass).
  case textField
  /// A `UITextView` (or subclass); scrollable ones get the text-view inset rule.
  case textView
  /// A `UISearchBar`; its distance set in code beats the field's.
  case searchBar

  /// The kind a class chain implies: `UITextField`, `UITextView`, `UISearchBar`, else `nil`.
  public static func derived(fromClassChain chain: [String]) -> TextInputKind? {
    if chain.contains("UITextField") { return .textField }
    if chain.contains("UITextView") { return .textView }
    if chain.contains("UISearchBar") { return .searchBar }
    return nil
  }
}
