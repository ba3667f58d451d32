/// `--notes all|summary|none`: whether the notes about the inputs (an Interface Builder
/// document's notes for each controller, a scene's) are printed. `all` (the default) prints
/// them; `summary` prints one line at the end counting them; `none` prints nothing. Warnings
/// and errors are always printed.
enum NotesMode: String, CaseIterable, Sendable {
  case all, summary, none

  /// The option, declared by every command that reads scenes or documents.
  static let option = "--notes"

  /// The option's lines for a command's help text, its description starting at `column`.
  static func help(column: Int) -> String {
    let pad = String(repeating: " ", count: column)
    let name = "  --notes N"
    let first = name + String(repeating: " ", count: max(1, column - name.count))
    return first + "all (default): print the notes about the inputs; summary: one line\n"
      + pad + "counting them; none: leave them out (warnings and errors are always printed)"
  }

  /// The mode `--notes` names (`all` when not given).
  init(parsed: ParsedArguments) throws(UsageError) {
    guard let text = parsed.value(Self.option) else {
      self = .all
      return
    }
    guard let mode = NotesMode(rawValue: text) else {
      throw UsageError("unknown --notes '\(text)' (expected all, summary or none)")
    }
    self = mode
  }
}

extension Console {
  /// Applies `mode` to the rest of the run's diagnostics (the run's budget counts the notes
  /// left out, for the summary line).
  func showNotes(_ mode: NotesMode) {
    budget?.notes = mode
  }
}
