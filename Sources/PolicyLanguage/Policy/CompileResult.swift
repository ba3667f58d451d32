/// The outcome of compiling one policy file.
public struct CompileResult: Sendable {
  /// The compiled policy; `nil` when there are errors (warnings still give a policy).
  public var policy: Policy?
  /// Every diagnostic (lexer, parser, compiler), in source order.
  public var diagnostics: [Diagnostic]
  /// The syntax tree (present even when there are errors, as far as it could be parsed).
  public var file: PolicyFile?

  /// Creates a result.
  public init(policy: Policy?, diagnostics: [Diagnostic], file: PolicyFile?) {
    self.policy = policy
    self.diagnostics = diagnostics
    self.file = file
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
