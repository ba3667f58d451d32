import PolicyLanguage

/// Columns as SARIF (its default `columnKind`, `utf16CodeUnits`) and GitHub annotations count
/// them: UTF-16 code units from 1. Diagnostics count UTF-8 bytes, so a caret after a non-ASCII
/// character would land in the wrong place.
///
/// Files that are all ASCII (the usual case) answer the byte column at once; in others, one
/// line is decoded per lookup, from where the last lookup on the same line stopped when it is
/// further on (findings come sorted), so a report stays linear in its input.
struct UTF16Columns {
  private var sources: [String: SourceFile] = [:]
  private var ascii: [String: Bool] = [:]
  /// The last lookup: file, line, byte offset in the line, UTF-16 offset in the line.
  private var cursor: (file: String, line: Int, bytes: Int, units: Int, index: String.Index)?

  /// A converter for the files of `results` and the built-in default policy.
  init(_ results: [LintFileResult]) {
    // An input that could not be read has no text here: its columns stay as they are.
    for result in results where !result.source.text.isEmpty {
      sources[result.source.path] = result.source
    }
    sources[Policy.defaultPolicyPath] = Policy.defaultSource
  }

  /// The UTF-16 column of `location` (a 1-based UTF-8 column); the byte column when the file is
  /// unknown; at most one past the line's end.
  mutating func column(_ location: SourceLocation) -> Int {
    guard let source = sources[location.file] else { return location.column }
    let isASCII =
      ascii[location.file]
      ?? {
        let value = source.text.utf8.allSatisfy { $0 < 0x80 }
        ascii[location.file] = value
        return value
      }()
    let line = source.lineText(location.line)
    let wanted = max(0, location.column - 1)
    if isASCII { return min(wanted, line.utf8.count) + 1 }
    var bytes = 0
    var units = 0
    var index = line.startIndex
    if let cursor, cursor.file == location.file, cursor.line == location.line,
      cursor.bytes <= wanted
    {
      (bytes, units, index) = (cursor.bytes, cursor.units, cursor.index)
    }
    let scalars = line.unicodeScalars
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let width = UTF8.width(scalar)
      if bytes + width > wanted { break }
      bytes += width
      units += UTF16.width(scalar)
      index = scalars.index(after: index)
    }
    cursor = (location.file, location.line, bytes, units, index)
    return units + 1
  }
}
