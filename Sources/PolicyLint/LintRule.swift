import PolicyLanguage

/// One check of the catalogue: a description (id, code, examples) and a function from the lint
/// context to findings. Rules are values without state; one rule per file in `Rules/`.
protocol LintRule: Sendable {
  /// The rule's metadata and examples.
  static var description: RuleDescription { get }
  /// The findings for one policy file. Never traps, whatever the tree looks like.
  func check(_ context: LintContext) -> [Diagnostic]
}

extension LintRule {
  /// The rule's metadata, from an instance.
  var ruleDescription: RuleDescription { Self.description }

  /// A finding of this rule at `range`.
  func finding(
    _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
    fixIts: [Diagnostic.FixIt] = []
  ) -> Diagnostic {
    Diagnostic(
      code: Self.description.code, severity: Self.description.severity, message: message,
      range: range, notes: notes, fixIts: fixIts)
  }
}
