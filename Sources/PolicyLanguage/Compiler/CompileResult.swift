/// The outcome of compiling one policy file.
public struct CompileResult: Sendable {
  /// The compiled policy; `nil` when there are errors (warnings still give a policy).
  public var policy: Policy?
  /// Every diagnostic (lexer, parser, compiler), in source order.
  public var diagnostics: [Diagnostic]
  /// The syntax tree (present even when there are errors, as far as it could be parsed).
  public var file: PolicyFile?
  /// Whether the lexer or the parser reported an error (the syntax tree is incomplete), as
  /// opposed to errors only the compiler found in a complete tree.
  public var hasSyntaxErrors: Bool
  /// What the file means, as the compiler checked it: present for every file that parses, also
  /// when compile errors remain (the rules with an error are left out of it); nil after a
  /// syntax error.
  public var checked: CheckedPolicy?

  /// Creates a result.
  public init(
    policy: Policy?, diagnostics: [Diagnostic], file: PolicyFile?, hasSyntaxErrors: Bool = false,
    checked: CheckedPolicy? = nil
  ) {
    self.policy = policy
    self.diagnostics = diagnostics
    self.file = file
    self.hasSyntaxErrors = hasSyntaxErrors
    self.checked = checked
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
