import PolicyLanguage

/// One class in a feature's class list, from the policy or the default layer.
struct ListEntry: Hashable, Sendable {
  /// The class name.
  var name: String
  /// Where it is named (in the policy or in `rules/default.kbpolicy`).
  var range: SourceRange
  /// The policy's list it is in; nil for the default layer.
  var list: ClassListNode?

  /// True when the entry comes from `rules/default.kbpolicy`.
  var isDefault: Bool { list == nil }
}
