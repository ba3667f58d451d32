import PolicyExplain
import PolicyLanguage

/// `kbpolicy test --update`: writes the current answers into a test file.
///
/// Only what is wrong changes, in place: a failing value is replaced by the actual one and a
/// `from` that names the wrong rule by the winning rule (in the form it was written: text or
/// `file:line`); tolerances, comments and layout stay. A test with no `expect` line gets one line
/// per setting (with the rule that won) and per engine result, so a review diff shows one line
/// per answer that changed.
struct TestSnapshot {
  let file: PolicyTestFile
  let results: [PolicyTestResult]

  /// A replacement of the UTF-8 bytes `start..<end`.
  struct Edit {
    var start: Int
    var end: Int
    var text: String
  }

  /// The new text, or nil when nothing changes.
  func updatedText() -> String? {
    var edits: [Edit] = []
    for result in results {
      guard let actual = result.actual, result.status != .error else { continue }
      if result.test.expectations.isEmpty {
        edits.append(snapshot(result.test, actual: actual))
        continue
      }
      for expectation in result.test.expectations {
        edits += fixes(expectation, actual: actual)
      }
    }
    guard !edits.isEmpty else { return nil }
    var bytes = Array(file.source.text.utf8)
    for edit in edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return text == file.source.text ? nil : text
  }

  /// The edits that make one expectation hold.
  func fixes(_ expectation: Expectation, actual: ActualOutcome) -> [Edit] {
    var edits: [Edit] = []
    if let value = actual.value(of: expectation.subject),
      !PolicyTestRunner.matches(expectation, value)
    {
      edits.append(
        Edit(
          start: expectation.valueRange.start.offset, end: expectation.valueRange.end.offset,
          text: value.description))
    }
    if let rule = expectation.rule, let range = expectation.ruleRange,
      let source = actual.deciding(expectation.subject)?.source,
      !PolicyTestRunner.matches(rule, source, testFile: file.source.path)
    {
      edits.append(
        Edit(
          start: range.start.offset, end: range.end.offset,
          text: Self.reference(source, like: rule).description))
    }
    return edits
  }

  /// The winning rule written in the same form as `written`.
  static func reference(_ source: ExplainedSource, like written: RuleReference) -> RuleReference {
    guard case .location(let file, _, let column) = written, let actualFile = source.file,
      let line = source.line
    else { return .text(text(of: source)) }
    let sameFile = actualFile == file || actualFile.hasSuffix("/" + file)
    return .location(
      file: sameFile ? file : actualFile, line: line, column: column == nil ? nil : source.column)
  }

  /// The rule as a snapshot writes it: its text; `built-in` and `code` for those sources.
  static func text(of source: ExplainedSource) -> String {
    switch source.kind {
    case .builtin: "built-in"
    case .code: "code"
    case .default, .rule: ExpectationParser.normalized(source.rule)
    }
  }

  /// Every answer of a test with no `expect` line, inserted before its closing `}`.
  func snapshot(_ test: PolicyTestCase, actual: ActualOutcome) -> Edit {
    let lineStarts = file.source.lineStarts
    let closing = lineStarts[min(test.closingLine, lineStarts.count) - 1]
    let indent =
      String(file.source.lineText(test.range.start.line).prefix { $0 == " " || $0 == "\t" })
      + "  "
    var lines: [String] = []
    for setting in actual.settings where setting.inactive == nil {
      let name = setting.setting
      guard let value = actual.value(of: .setting(name)) else { continue }
      lines.append("expect \(name.rawValue) = \(value) from \(Self.text(of: setting.source))")
    }
    lines.append("expect verdict = \(actual.verdict.rawValue)")
    lines.append("expect moved-by = \(PointsFormat.rounded(actual.movedBy))")
    if let gap = actual.gap { lines.append("expect gap = \(PointsFormat.rounded(gap))") }
    return Edit(
      start: closing, end: closing,
      text: lines.map { indent + $0 + "\n" }.joined())
  }
}
