/// Renders diagnostics as text: for people (source line, caret, notes, fix-its) or for Xcode
/// (`file:line:column: error: message [code]`). Returns strings or hands them, one diagnostic at
/// a time, to a `write` closure; never prints.
///
/// Output stays small whatever the input: at most `maximumPerFile` diagnostics per file (then
/// one line counting the rest), source lines longer than `maximumLineWidth` shown as a window
/// around the caret (`...` marks what was cut, as rustc does), and control characters from the
/// input (ESC, bidirectional overrides, ...) shown escaped as `\u{1B}`, never sent raw to a
/// terminal.
public struct DiagnosticRenderer: Sendable {
  /// The output style.
  public enum Style: String, Sendable, CaseIterable {
    /// rustc / swift-syntax style with the source line and a caret.
    case human
    /// One line per diagnostic and note, as Xcode and most editors parse it.
    case xcode
  }

  /// The most diagnostics rendered for one file; the rest are counted on one line.
  public static let maximumPerFile = 100

  /// The widest source line shown in full, in characters; longer lines are cut around the caret.
  public static let maximumLineWidth = 120

  /// The style to render in.
  public var style: Style

  /// Creates a renderer.
  public init(style: Style = .human) {
    self.style = style
  }

  /// Renders diagnostics for one file; `sources` supplies the text for caret lines
  /// (keyed by path; a missing file just omits the source line). In the human style a blank
  /// line separates diagnostics. At most `limit` diagnostics and notes are rendered (a note
  /// counts as one), then a line counting the rest.
  public func render(
    _ diagnostics: [Diagnostic], sources: [String: SourceFile], limit: Int = maximumPerFile
  ) -> String {
    var text = ""
    render(diagnostics, sources: sources, limit: limit) { text += $0 }
    return text
  }

  /// Renders diagnostics for one file as `render(_:sources:limit:)` does, handing each
  /// diagnostic's text to `write` as soon as it is rendered.
  public func render(
    _ diagnostics: [Diagnostic], sources: [String: SourceFile], limit: Int = maximumPerFile,
    write: (String) -> Void
  ) {
    // A note counts like a diagnostic: a diagnostic whose notes do not all fit keeps those that
    // do, and what is left out (diagnostics and notes) is counted on one line.
    var room = max(0, limit)
    var rest = 0
    var shown = 0
    for diagnostic in diagnostics {
      guard room > 0 else {
        rest += 1 + diagnostic.notes.count
        continue
      }
      var kept = diagnostic
      room -= 1
      if kept.notes.count > room {
        rest += kept.notes.count - room
        kept.notes = Array(kept.notes.prefix(room))
      }
      room -= kept.notes.count
      write((style == .human && shown > 0 ? "\n" : "") + render(kept, sources: sources))
      shown += 1
    }
    guard rest > 0, let first = diagnostics.first else { return }
    write(omitted(rest, file: first.range.start.file, limit: limit))
  }

  /// The line that counts the diagnostics not shown.
  public func omitted(_ count: Int, file: String, limit: Int = maximumPerFile) -> String {
    let what =
      "\(count) more diagnostic\(count == 1 ? "" : "s") not shown (at most \(limit) per file)"
    switch style {
    case .human: return "\nnote: \(Self.escaped(file)): \(what)\n"
    case .xcode: return "\(Self.escaped(file)): note: \(what)\n"
    }
  }

  /// Renders one diagnostic, ending with a newline.
  public func render(_ diagnostic: Diagnostic, sources: [String: SourceFile]) -> String {
    switch style {
    case .xcode: return renderXcode(diagnostic)
    case .human: return renderHuman(diagnostic, sources: sources)
    }
  }

  private func renderXcode(_ diagnostic: Diagnostic) -> String {
    let location = Self.escaped("\(diagnostic.range.start)")
    let start = location
    var text =
      "\(location.isEmpty ? "" : "\(location): ")\(diagnostic.severity.rawValue): \(Self.shown(diagnostic.message)) [\(Self.escaped(diagnostic.code))]\n"
    for note in diagnostic.notes {
      let location = note.range.map { Self.escaped("\($0.start)") } ?? start
      text += "\(location): note: \(Self.shown(note.message))\n"
    }
    for fixIt in diagnostic.fixIts {
      text +=
        "\(Self.escaped("\(fixIt.range.start)")): note: fix-it: \(Self.shown(fixIt.message))\n"
    }
    return text
  }

  private func renderHuman(_ diagnostic: Diagnostic, sources: [String: SourceFile]) -> String {
    let start = diagnostic.range.start
    // The gutter is as wide as the largest line number shown.
    let lines = [start.line] + diagnostic.notes.compactMap { $0.range?.start.line }
    let pad = String(repeating: " ", count: String(lines.max() ?? 1).count)
    var text =
      "\(diagnostic.severity.rawValue)[\(Self.escaped(diagnostic.code))]: \(Self.shown(diagnostic.message))\n"
    text += "\(pad)--> \(Self.escaped("\(start)"))\n"
    if start.hasPosition, let source = sources[start.file] {
      text += snippet(source: source, range: diagnostic.range, label: nil, pad: pad)
    }
    for note in diagnostic.notes {
      if let range = note.range {
        text +=
          "\(pad) = note: \(Self.shown(note.message))\n\(pad)--> \(Self.escaped("\(range.start)"))\n"
        if range.start.hasPosition, let source = sources[range.start.file] {
          text += snippet(source: source, range: range, label: nil, pad: pad)
        }
      } else {
        text += "\(pad) = note: \(Self.shown(note.message))\n"
      }
    }
    for fixIt in diagnostic.fixIts {
      text += "\(pad) = help: \(Self.shown(fixIt.message))\n"
    }
    return text
  }
}
