/// What `kbpolicy migrate` found and wrote: the policy, every IQ statement (mapped, not mapped,
/// or ignored in a comment), the leaks, the classes, the IQ version and the lines to delete.
public struct MigrationResult: Sendable {
  /// A place in a source file.
  public struct Location: Sendable, Equatable, Hashable, Comparable {
    /// The file as given.
    public var file: String
    /// The first line (1-based).
    public var line: Int
    /// The last line.
    public var endLine: Int

    /// Creates a location.
    public init(file: String, line: Int, endLine: Int) {
      self.file = file
      self.line = line
      self.endLine = endLine
    }

    /// `file:line`.
    public var description: String { "\(file):\(line)" }

    public static func < (a: Location, b: Location) -> Bool {
      (a.file, a.line, a.endLine) < (b.file, b.line, b.endLine)
    }
  }

  /// A statement the policy now expresses.
  public struct Mapped: Sendable, Equatable {
    /// Where it is.
    public var location: Location
    /// The statement as written.
    public var text: String
    /// The policy lines it became (none when nothing needs writing, e.g. a restore).
    public var policyLines: [String]
    /// How it was read, when there was a choice.
    public var note: String?
  }

  /// A statement the policy does not express.
  public struct Unmapped: Sendable, Equatable {
    /// Where it is.
    public var location: Location
    /// The statement as written.
    public var text: String
    /// Why (a stable kind and the words).
    public var reason: MigrationReason
    /// The line to write by hand, when there is one.
    public var replacement: String?
  }

  /// A setting changed on a screen and not put back as it was.
  public struct Leak: Sendable, Equatable {
    /// How it leaks.
    public enum Kind: String, Sendable, Equatable {
      /// Nothing restores it.
      case noRestore = "no-restore"
      /// The restore is in a method UIKit never calls (a misspelt lifecycle method).
      case restoreNeverRuns = "restore-never-runs"
      /// It is restored to a value other than the one it had.
      case restoresOtherValue = "restores-other-value"
    }
    /// How it leaks.
    public var kind: Kind
    /// The controller class.
    public var controller: String
    /// The IQ property.
    public var property: String
    /// Where it is changed.
    public var set: Location
    /// Where it is restored, if anywhere.
    public var restore: Location?
    /// The words.
    public var message: String
  }

  /// A class the policy declares (or names without declaring).
  public struct DeclaredClass: Sendable, Equatable {
    /// The class.
    public var name: String
    /// Its superclass, when known.
    public var superclass: String?
    /// Where the sources declare it.
    public var location: Location?
    /// Whether the superclass was assumed (a name the compiler would reject otherwise).
    public var assumed: Bool
    /// Whether the policy declares it.
    public var declared: Bool
  }

  /// IQ text inside a comment: never a statement.
  public struct Ignored: Sendable, Equatable {
    /// Where.
    public var location: Location
    /// The comment's first line.
    public var text: String
  }

  /// A file skipped as IQKeyboardManager's own source.
  public struct Skipped: Sendable, Equatable {
    /// The file.
    public var file: String
    /// The definition that shows it (`IQKeyboardManager` at line 56).
    public var definition: String
    /// Its line.
    public var line: Int
  }

  /// An import of IQ's module or header: deleted with the package.
  public struct Import: Sendable, Equatable {
    /// Where.
    public var location: Location
    /// The module or header (`IQKeyboardManagerSwift`).
    public var module: String
    /// The line as written.
    public var text: String
  }

  /// A source range the team can delete once the policy is in.
  public struct Deletable: Sendable, Equatable {
    /// Lines.
    public var location: Location
    /// Byte offsets in the file: first byte, one past the last.
    public var start: Int
    /// One past the last byte.
    public var end: Int
  }

  /// The policy, formatted as `kbpolicy fmt` formats it.
  public var policy: String
  /// The IQ flavor the mapping used.
  public var flavor: IQFlavor
  /// Statements the policy expresses.
  public var mapped: [Mapped] = []
  /// Statements it does not.
  public var unmapped: [Unmapped] = []
  /// Settings changed on a screen and not restored as they were.
  public var leaks: [Leak] = []
  /// Classes named by rules.
  public var classes: [DeclaredClass] = []
  /// IQ text in comments.
  public var ignored: [Ignored] = []
  /// Files skipped as IQ's own source.
  public var skipped: [Skipped] = []
  /// Imports of IQ's modules and headers.
  public var imports: [Import] = []
  /// Source ranges to delete.
  public var deletable: [Deletable] = []
  /// How the migration read the code where it had a choice, and rules that change nothing.
  public var notes: [String] = []
  /// Errors `kbpolicy check` would report in the written policy (`line:column: message`); empty
  /// unless the migration has a bug, which the CLI then reports instead of writing the policy.
  public var policyErrors: [String] = []

  /// Every IQ statement and import still in the input (mapped or not): what `--check` lists.
  public var remaining: [Location] {
    (mapped.map(\.location) + unmapped.map(\.location) + imports.map(\.location)).sorted()
  }
}
