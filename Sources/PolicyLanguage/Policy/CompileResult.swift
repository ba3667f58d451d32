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

  /// Creates a result.
  public init(
    policy: Policy?, diagnostics: [Diagnostic], file: PolicyFile?, hasSyntaxErrors: Bool = false
  ) {
    self.policy = policy
    self.diagnostics = diagnostics
    self.file = file
    self.hasSyntaxErrors = hasSyntaxErrors
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
