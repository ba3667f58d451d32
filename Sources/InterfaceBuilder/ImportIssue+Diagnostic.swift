import PolicyLanguage

extension ImportIssue {
  /// The issue as a `Diagnostic`, so every command reports it through the same renderers: at the
  /// element's line and column when known, the message leading with the element path. `file` is
  /// used when the issue does not name its own document.
  public func diagnostic(file: String) -> Diagnostic {
    let location = SourceLocation(
      file: self.file ?? file, line: line ?? 0, column: line == nil ? 0 : column ?? 0, offset: 0)
    return Diagnostic(
      code: code.rawValue, severity: severity == .error ? .error : .note,
      message: path.isEmpty ? message : "\(path): \(message)", range: SourceRange(at: location))
  }
}
