extension Diagnostic {
  /// Creates a diagnostic with a catalogued code; the severity comes from the code.
  public init(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange,
    notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    self.init(
      code: code.rawValue, severity: code.severity, message: message, range: range,
      notes: notes, fixIts: fixIts)
  }

  /// A did-you-mean fix-it: `replace 'postion' with 'position'`.
  static func replacing(_ range: SourceRange, _ old: String, with new: String) -> FixIt {
    FixIt(message: "replace '\(old)' with '\(new)'", range: range, replacement: new)
  }
}
