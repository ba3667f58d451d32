/// The two languages `SourceReader` reads: their comment, string and preprocessor rules differ.
public enum SourceLanguage: String, Sendable, Equatable {
  /// Swift: nested block comments, `"""` multi-line strings, raw `#"..."#` strings,
  /// interpolation, `#if` blocks; statements end at a line break.
  case swift
  /// Objective-C (`.m`, `.mm`, `.h`): C comments and strings, `@"..."`, preprocessor lines;
  /// statements end at `;`.
  case objectiveC

  /// The language of a file, by its name's extension; nil for any other file.
  public static func of(path: String) -> SourceLanguage? {
    if path.hasSuffix(".swift") { return .swift }
    if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") { return .objectiveC }
    return nil
  }
}
