/// The stable codes of an input file the command line cannot take (grammar.md, "Codes of input
/// files"): machine reports (`lint --reporter json|sarif|github`, `test --reporter junit`) carry
/// them as results at the file, so one unreadable input never empties the report.
public enum InputFileCode: String, CaseIterable, Sendable {
  /// An input file cannot be read: missing, unreadable, a directory, or larger than 16 MiB.
  case unreadable = "F001"
  /// An input file is not UTF-8 text.
  case notUTF8 = "F002"
}

extension InputFileCode: DiagnosticCatalogue {
  /// What the code means, as grammar.md's code table words it.
  public var summary: String {
    switch self {
    case .unreadable:
      "An input file cannot be read: missing, unreadable, a directory, or larger than 16 MiB."
    case .notUTF8: "An input file is not UTF-8 text."
    }
  }
}
