import PolicyLanguage

extension SceneIssue {
  /// The issue as a `Diagnostic` of `file`, so every command reports it through the same
  /// renderers: the message leads with the JSON path (`views[0].frame: expected 4 numbers`); the
  /// location is the file without a position (the JSON path says where).
  public func diagnostic(file: String) -> Diagnostic {
    Diagnostic(
      code: code.rawValue, severity: severity, message: description,
      range: SourceRange(at: SourceLocation(file: file)))
  }
}
