/// One finding about source text: an error, a warning or a note, with where it is and how to fix it.
///
/// The single diagnostic type of the project (swift-syntax style). The lexer, parser, compiler,
/// scene decoder and linter all produce it; only the CLI renders it.
public struct Diagnostic: Hashable, Sendable {
  /// A stable code, such as `E101` (language) or `L004` (lint); documented in grammar.md / README.
  public var code: String
  /// How serious the finding is.
  public var severity: Severity
  /// Lowercase, no trailing period, source quoted as `'...'`.
  public var message: String
  /// The offending text; the caret goes under it.
  public var range: SourceRange
  /// Secondary facts, each optionally at its own location (for example the rule that shadows).
  public var notes: [Note]
  /// Edits that would fix the problem, such as a did-you-mean replacement.
  public var fixIts: [FixIt]

  /// Creates a diagnostic.
  public init(
    code: String, severity: Severity, message: String, range: SourceRange,
    notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }

  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Codable, Comparable {
    /// The input is wrong; `check` exits 1.
    case error
    /// Suspicious but valid; fails `lint` only with `--strict`.
    case warning
    /// Extra information.
    case note

    private var rank: Int {
      switch self {
      case .error: 2
      case .warning: 1
      case .note: 0
      }
    }

    /// Orders by seriousness: note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A secondary message attached to a diagnostic.
  public struct Note: Hashable, Sendable {
    /// The note's text, same style as diagnostic messages.
    public var message: String
    /// Where it points, if anywhere.
    public var range: SourceRange?

    /// Creates a note.
    public init(message: String, range: SourceRange? = nil) {
      self.message = message
      self.range = range
    }
  }

  /// A suggested edit: replace `range` with `replacement` (an insertion when the range is empty).
  public struct FixIt: Hashable, Sendable {
    /// What the edit does, for example `replace 'postion' with 'position'`.
    public var message: String
    /// The text to replace.
    public var range: SourceRange
    /// The new text.
    public var replacement: String

    /// Creates a fix-it.
    public init(message: String, range: SourceRange, replacement: String) {
      self.message = message
      self.range = range
      self.replacement = replacement
    }
  }
}
