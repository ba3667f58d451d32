import PolicyLanguage

/// A message about an event script (`V0xx`): the one place its words are written.
public typealias EventScriptMessage = DiagnosticMessage<EventScript.Code>

/// The event-script messages, one builder per wording, in code order.
extension DiagnosticMessage where Code == EventScript.Code {
  // MARK: V001

  package static func unknownEvent(_ word: String, suggestion: String?) -> Self {
    Self(.unknownEvent, "unknown event '\(word)'\(hint(suggestion))")
  }

  package static func unknownKeyboardEvent(_ verb: String, suggestion: String?) -> Self {
    Self(.unknownEvent, "unknown keyboard event '\(verb)'\(hint(suggestion))")
  }

  private static func hint(_ suggestion: String?) -> String {
    suggestion.map { ": did you mean '\($0)'?" } ?? ""
  }

  // MARK: V002

  package static var focusArguments: Self { Self(.wrongArguments, "'focus' takes one field id") }

  package static var blurArguments: Self { Self(.wrongArguments, "'blur' takes no arguments") }

  package static var rotateArguments: Self {
    Self(.wrongArguments, "expected 'rotate portrait' or 'rotate landscape'")
  }

  package static var keyboardVerb: Self {
    Self(.wrongArguments, "expected 'keyboard show', 'keyboard change' or 'keyboard hide'")
  }

  package static var keyboardHideArguments: Self {
    Self(.wrongArguments, "'keyboard hide' takes no arguments")
  }

  /// `verb` is `show` or `change`.
  package static func keyboardSize(_ verb: String) -> Self {
    Self(
      .wrongArguments, "expected 'keyboard \(verb) height H' or 'keyboard \(verb) frame X Y W H'")
  }

  // MARK: V003

  /// A keyboard height must also be `>= 0`.
  package static func notPoints(_ word: String, nonNegative: Bool) -> Self {
    Self(
      .invalidNumber,
      "'\(word)' is not a number of points \(nonNegative ? ">= 0 and " : "")"
        + LengthRange.description)
  }

  package static var negativeKeyboardFrame: Self {
    Self(.invalidNumber, "the keyboard frame's width and height must not be negative")
  }

  /// `version` after a line with code: only the first line may say it.
  package static var versionNotFirst: Self {
    Self(.unknownEvent, "'version 1' goes on the first line of the script, before any event")
  }

  /// `version` with another number or more words.
  package static func versionNumber(_ words: [String]) -> Self {
    Self(
      .wrongArguments,
      "the event script format has one version: 'version 1'"
        + (words.isEmpty ? "" : ", not 'version \(words.joined(separator: " "))'"))
  }

  // MARK: V004

  package static func noSuchView(_ id: String, suggestion: String?) -> Self {
    Self(.unknownField, "the scene has no view '\(id)'\(hint(suggestion))")
  }

  package static func notTextInput(_ id: String) -> Self {
    Self(.unknownField, "view '\(id)' is not a text input")
  }

  // MARK: V005

  package static func lineTooLong(_ limit: Int) -> Self {
    Self(
      .lineTooLong,
      "the line is longer than \(limit) bytes; an event script has one short event a line")
  }
}
