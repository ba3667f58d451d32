/// Renders diagnostics as text: for people (source line, caret, notes, fix-its) or for Xcode
/// (`file:line:column: error: message [code]`). Returns strings; never prints.
public struct DiagnosticRenderer: Sendable {
  /// The output style.
  public enum Style: String, Sendable, CaseIterable {
    /// rustc / swift-syntax style with the source line and a caret.
    case human
    /// One line per diagnostic and note, as Xcode and most editors parse it.
    case xcode
  }

  /// The style to render in.
  public var style: Style

  /// Creates a renderer.
  public init(style: Style = .human) {
    self.style = style
  }

  /// Renders diagnostics for one file; `sources` supplies the text for caret lines
  /// (keyed by path; a missing file just omits the source line). In the human style a blank
  /// line separates diagnostics.
  public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
    let rendered = diagnostics.map { render($0, sources: sources) }
    return style == .human ? rendered.joined(separator: "\n") : rendered.joined()
  }

  /// Renders one diagnostic, ending with a newline.
  public func render(_ diagnostic: Diagnostic, sources: [String: SourceFile]) -> String {
    switch style {
    case .xcode: return renderXcode(diagnostic)
    case .human: return renderHuman(diagnostic, sources: sources)
    }
  }

  private func renderXcode(_ diagnostic: Diagnostic) -> String {
    let start = diagnostic.range.start
    let location = start.description
    var text =
      "\(location.isEmpty ? "" : "\(location): ")\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]\n"
    for note in diagnostic.notes {
      let location = note.range?.start ?? start
      text += "\(location): note: \(note.message)\n"
    }
    for fixIt in diagnostic.fixIts {
      text += "\(fixIt.range.start): note: fix-it: \(fixIt.message)\n"
    }
    return text
  }

  private func renderHuman(_ diagnostic: Diagnostic, sources: [String: SourceFile]) -> String {
    let start = diagnostic.range.start
    // The gutter is as wide as the largest line number shown.
    let lines = [start.line] + diagnostic.notes.compactMap { $0.range?.start.line }
    let pad = String(repeating: " ", count: String(lines.max() ?? 1).count)
    var text = "\(diagnostic.severity.rawValue)[\(diagnostic.code)]: \(diagnostic.message)\n"
    text += "\(pad)--> \(start)\n"
    if start.hasPosition, let source = sources[start.file] {
      text += snippet(source: source, range: diagnostic.range, label: nil, pad: pad)
    }
    for note in diagnostic.notes {
      if let range = note.range {
        text += "\(pad) = note: \(note.message)\n\(pad)--> \(range.start)\n"
        if range.start.hasPosition, let source = sources[range.start.file] {
          text += snippet(source: source, range: range, label: nil, pad: pad)
        }
      } else {
        text += "\(pad) = note: \(note.message)\n"
      }
    }
    for fixIt in diagnostic.fixIts {
      text += "\(pad) = help: \(fixIt.message)\n"
    }
    return text
  }

  /// The source line of `range.start` with carets under the range (one line only).
  func snippet(source: SourceFile, range: SourceRange, label: String?, pad: String? = nil) -> String
  {
    let line = range.start.line
    let lineText = source.lineText(line)
    let gutter = String(line)
    let pad = pad ?? String(repeating: " ", count: gutter.count)
    let gutterText = String(repeating: " ", count: max(0, pad.count - gutter.count)) + gutter
    // Columns are UTF-8 based; the caret line uses one space per character before the column.
    let utf8 = Array(lineText.utf8)
    let prefixBytes = max(0, min(range.start.column - 1, utf8.count))
    let prefix = String(decoding: utf8[0..<prefixBytes], as: UTF8.self)
    let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
    let spanEnd =
      range.end.line == line ? max(range.end.column - 1, prefixBytes) : utf8.count
    let spanText = String(
      decoding: utf8[prefixBytes..<max(prefixBytes, min(spanEnd, utf8.count))], as: UTF8.self)
    let caretCount = max(1, spanText.count)
    let carets = String(repeating: "^", count: caretCount)
    var text = "\(pad) |\n"
    text += "\(gutterText) | \(lineText)\n"
    text += "\(pad) | \(indent)\(carets)\(label.map { " \($0)" } ?? "")\n"
    return text
  }
}
