extension Diagnostic {
  /// Creates a diagnostic from a catalogued message: its code, severity and words.
  public init<Code>(
    _ message: DiagnosticMessage<Code>, at range: SourceRange, notes: [Note] = [],
    fixIts: [FixIt] = []
  ) {
    self.init(
      code: message.code.rawValue, severity: message.severity, message: message.text,
      range: range, notes: notes, fixIts: fixIts)
  }
}
