import PolicyLanguage

/// What would happen if a switch that is off were on, and the smallest policy edits that turn it
/// on, each verified by applying it to the policy text, recompiling and deciding again.
public struct WhatIf: Hashable, Sendable, Codable {
  /// The switch: `avoidance`, `toolbar` or `resign-on-touch` (encoded as grammar.md spells it).
  public var setting: SettingName
  /// What would happen with it on, in words.
  public var effect: String
  /// The engine's adjustment with the switch on (avoidance only; nil when the keyboard is hidden).
  public var adjustment: KeyboardAdjustment?
  /// Verified edits, smallest first. Empty when no policy edit can do it (built-in exemptions,
  /// settings made in code).
  public var edits: [PolicyEditSuggestion]
  /// Why no edit is offered, when `edits` is empty.
  public var blockedBy: String?

  /// Creates a what-if.
  public init(
    setting: SettingName, effect: String, adjustment: KeyboardAdjustment?,
    edits: [PolicyEditSuggestion],
    blockedBy: String?
  ) {
    self.setting = setting
    self.effect = effect
    self.adjustment = adjustment
    self.edits = edits
    self.blockedBy = blockedBy
  }
}

/// One suggested change to the policy: one or more line edits that together flip a switch.
public struct PolicyEditSuggestion: Hashable, Sendable, Codable {
  /// What it does, in words: `remove 'disable in ChatViewController'`.
  public var summary: String
  /// Who else it affects: `this field only`, `every field in ChatViewController and subclasses`.
  public var scope: String
  /// The line edits.
  public var lines: [LineEdit]
  /// True once applying the edits, recompiling and deciding again turned the switch on.
  public var verified: Bool

  /// Creates a suggestion.
  public init(summary: String, scope: String, lines: [LineEdit], verified: Bool) {
    self.summary = summary
    self.scope = scope
    self.lines = lines
    self.verified = verified
  }
}

/// A line to add or remove in a policy file.
public struct LineEdit: Hashable, Sendable, Codable {
  /// `add` or `remove`.
  public var action: Action
  /// The line's text, without indentation.
  public var text: String
  /// The file.
  public var file: String
  /// The 1-based line: the removed line, or the line the new one goes before (one past the last
  /// line to append).
  public var line: Int
  /// The 1-based column of the removed text, or of the new line's first character.
  public var column: Int

  /// Creates a line edit.
  public init(action: Action, text: String, file: String, line: Int, column: Int) {
    self.action = action
    self.text = text
    self.file = file
    self.line = line
    self.column = column
  }

  /// Adding or removing.
  public enum Action: String, Hashable, Sendable, Codable {
    /// A new line.
    case add
    /// An existing line (or part of one) goes.
    case remove
  }

  /// `- disable in ChatViewController   (chat.kbpolicy:9:5)`.
  public var rendered: String {
    "\(action == .add ? "+" : "-") \(text)   (\(file):\(line):\(column))"
  }
}
