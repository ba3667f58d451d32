/// What `SourceReader` found in one file: its outline, the IQ configuration statements, the
/// accessibility identifiers set in code, IQ text in comments, and whether the file is
/// IQKeyboardManager's own source.
public struct SourceReading: Sendable {
  /// A definition showing the file is IQKeyboardManager's own source.
  public struct OwnDefinition: Sendable, Equatable {
    /// The type or member it defines (`IQKeyboardManager`, `keyboardDistanceFromTextField`).
    public var name: String
    /// Its line.
    public var line: Int
  }

  /// The file's structure.
  public var outline: SourceOutline
  /// IQ configuration statements, in order (empty for IQ's own source).
  public var statements: [IQStatement]
  /// Accessibility identifiers set in code.
  public var identifiers: [IQViewIdentifier]
  /// IQ configuration text inside comments.
  public var commentMentions: [IQCommentMention]
  /// Imports of IQ's modules and headers (empty for IQ's own source).
  public var imports: [IQImport]
  /// Set when the file defines one of IQKeyboardManager's own types or members (and is IQ's
  /// own source).
  public var ownDefinition: OwnDefinition?
  /// An IQ-named member the file defines (a migration shim) although it also configures IQ
  /// outside extensions of IQ or UIKit types: the file is read as the app's.
  public var memberDefinition: OwnDefinition?
  /// IQ types the file extends (`extension IQKeyboardManager`, `@interface IQKeyboardManager
  /// (Category)`): IQ's own source when the input also defines the type (vendored IQ), the
  /// app's configuration otherwise.
  public var extendedIQTypes: [String]
}

/// Reads Swift and Objective-C files for IQKeyboardManager's configuration.
///
/// Library code: it never prints and never touches the file system; callers pass the bytes.
public enum SourceReader {
  /// Reads one file's bytes as `language` (any bytes: invalid UTF-8 is read byte-wise, never a
  /// crash). The cost is linear in the file's size.
  public static func read(path: String, bytes: [UInt8], language: SourceLanguage) -> SourceReading {
    let outline = outline(path: path, bytes: bytes, language: language)
    var recognizer = IQRecognizer(outline: outline)
    recognizer.run()
    return SourceReading(
      outline: outline, statements: recognizer.found, identifiers: recognizer.identifiers,
      commentMentions: recognizer.commentMentions(),
      imports: recognizer.ownDefinition == nil ? recognizer.imports() : [],
      ownDefinition: recognizer.ownDefinition, memberDefinition: recognizer.memberDefinition,
      extendedIQTypes: outline.types.filter {
        ($0.kind == .extension || $0.isCategory) && IQVocabulary.isOwnType($0.name)
      }.map(\.name))
  }

  /// Only the structure of one file's bytes (its types with their superclasses, functions and
  /// statements), without looking for IQ's configuration: what `kbpolicy lint --sources` needs.
  /// Any bytes; linear in the file's size.
  public static func outline(path: String, bytes: [UInt8], language: SourceLanguage)
    -> SourceOutline
  {
    let lexed = SourceLexer.lex(bytes, language: language)
    return SourceScanner.outline(
      path: path, language: language, bytes: bytes, tokens: lexed.tokens, comments: lexed.comments,
      lineStarts: lexed.lineStarts)
  }
}
