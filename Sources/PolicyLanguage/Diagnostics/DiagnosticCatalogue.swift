/// A family of stable diagnostic codes (`E001`, `S003`, `V002`, `IB006`, ...) with one catalogued
/// summary per code: the one place a code's meaning is written. grammar.md's code tables quote
/// it and each case's doc comment repeats it (tests check both). The messages themselves are
/// built by the family's `DiagnosticMessage` builders.
///
/// For the language's own codes (`DiagnosticCode`) the summary lists every wording of the code's
/// messages (` / ` between them), with example names where a message names the input and `...`
/// for a token or statement; every builder renders to one of them (tests check it).
public protocol DiagnosticCatalogue: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == String {
  /// What the code means, as grammar.md's code table words it.
  var summary: String { get }
  /// The severity of the code's messages, unless a message says otherwise.
  var severity: Diagnostic.Severity { get }
}

extension DiagnosticCatalogue {
  /// Errors, unless the family says otherwise.
  public var severity: Diagnostic.Severity { .error }
}
