/// Why an explanation could not be built: the field named is not a text input of the scene.
public enum ExplainError: Error, Hashable, Sendable {
  /// No view has this id or accessibility identifier; `suggestion` is the nearest text input.
  case unknownField(String, suggestion: String?)
  /// The view exists but is not a text input (`UITextField`, `UITextView`, `UISearchBar`).
  case notTextInput(String, className: String)
  /// No field was named and the scene has no `focus`; `textInputs` lists what could be named.
  case noFocusedField(textInputs: [String])

  /// One line, lowercase, no trailing period.
  public var message: String {
    switch self {
    case .unknownField(let name, let suggestion):
      let hint = suggestion.map { ": did you mean '\($0)'?" } ?? ""
      return "no text input '\(name)' in the scene\(hint)"
    case .notTextInput(let name, let className):
      return
        "'\(name)' is a \(className), not a text input (UITextField, UITextView or UISearchBar)"
    case .noFocusedField(let inputs):
      let list =
        inputs.isEmpty
        ? "the scene has no text inputs" : "text inputs: " + inputs.joined(separator: ", ")
      return "the scene has no focused field; name one with --field (\(list))"
    }
  }
}
