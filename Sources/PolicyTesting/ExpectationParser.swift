import PolicyExplain
import PolicyLanguage

/// Reads one `expect SUBJECT = VALUE [± TOLERANCE] [from RULE]` line.
struct ExpectationParser {
  var state: TestFileParser.State
  let line: TestLine

  /// The words each setting takes (the setting catalogue's choices), for checking values and
  /// did-you-mean.
  static func words(for subject: TestSubject) -> [String]? {
    switch subject {
    case .setting(let name): name.choice?.words
    case .verdict: Verdict.Kind.allCases.map(\.rawValue)
    case .movedBy, .gap, .previous, .next, .order, .companion: nil
    }
  }

  /// Whether the subject is a switch: a setting whose built-in default is on or off.
  static func isSwitch(_ subject: TestSubject) -> Bool {
    guard case .setting(let name) = subject,
      case .bool = SettingCatalogue.builtinDefault(name)
    else { return false }
    return true
  }

  /// Whether the subject is a setting whose value is a list of view ids (`keep-visible`).
  static func isViewIDs(_ subject: TestSubject) -> Bool {
    guard case .setting(let name) = subject,
      case .viewIDs = SettingCatalogue.builtinDefault(name)
    else { return false }
    return true
  }

  /// The expectation, or nil after reporting the line's error to `state`.
  mutating func parse() -> Expectation? {
    let tokens = line.tokens
    let whole = state.range(from: tokens[0].start, to: line.codeEnd)
    if Self.isCompanionLine(tokens) { return companion(tokens: tokens, whole: whole) }
    guard tokens.count >= 4, tokens[2].kind == .symbol("=") else {
      fail(.expectedExpectation, tokens.count > 1 ? tokens[min(2, tokens.count - 1)] : tokens[0])
      return nil
    }
    let names = TestSubject.all.map(\.description)
    guard let subject = TestSubject(name: tokens[1].text) else {
      let hint = Suggestions.closest(to: tokens[1].text, in: names)
      fail(.unknownSubject(tokens[1].text), tokens[1], note: .expectTakes(names), replacement: hint)
      return nil
    }
    if subject.isOrder { return order(subject, tokens: tokens, whole: whole) }
    if Self.isViewIDs(subject) { return viewIDs(subject, tokens: tokens, whole: whole) }
    guard let value = value(tokens[3], for: subject) else { return nil }
    var index = 4
    var tolerance: Double?
    guard readTolerance(tokens, at: &index, measured: subject.isMeasured, into: &tolerance) else {
      return nil
    }
    var rule: RuleReference?
    var ruleRange: SourceRange?
    if index < tokens.count {
      guard tokens[index].kind == .word("from"), index + 1 < tokens.count else {
        fail(subject.isMeasured ? .expectedToleranceOrEnd : .expectedRuleOrEnd, tokens[index])
        return nil
      }
      guard case .setting = subject else {
        fail(.fromWithoutRule(subject), tokens[index])
        return nil
      }
      let start = tokens[index + 1].start
      let text = String(decoding: state.bytes[start..<line.codeEnd], as: UTF8.self)
      rule = Self.reference(text)
      ruleRange = state.range(from: start, to: line.codeEnd)
    }
    return Expectation(
      subject: subject, value: value, tolerance: tolerance, rule: rule, range: whole,
      valueRange: state.range(tokens[3]), ruleRange: ruleRange)
  }

  /// `expect previous = email`, `expect next = none`, `expect order = email, password`: field
  /// ids (words or quoted), the rest of the line; no tolerance and no `from`.
  mutating func order(_ subject: TestSubject, tokens: [TestLine.Token], whole: SourceRange)
    -> Expectation?
  {
    let valueTokens = tokens[3...]
    if let symbol = valueTokens.first(where: { if case .symbol = $0.kind { true } else { false } })
    {
      fail(symbol.kind == .symbol("±") ? .toleranceNotAllowed : .expectedFieldIDs(subject), symbol)
      return nil
    }
    if let from = valueTokens.first(where: { $0.kind == .word("from") }) {
      fail(.fromWithoutRule(subject), from)
      return nil
    }
    let ids = valueTokens.map(\.text).joined(separator: " ")
      .split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    if ids.contains(where: \.isEmpty) || (subject != .order && ids.count != 1) {
      fail(.expectedFieldIDs(subject), tokens[3])
      return nil
    }
    let value: TestValue = subject == .order ? .list(ids) : .word(ids[0])
    let last = valueTokens.last ?? tokens[3]
    return Expectation(
      subject: subject, value: value, tolerance: nil, rule: nil, range: whole,
      valueRange: state.range(from: tokens[3].start, to: last.end), ruleRange: nil)
  }

  /// `file:line[:column]` when the text has that shape, else rule text with spaces normalized.
  static func reference(_ text: String) -> RuleReference {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    if !text.contains(" "), parts.count >= 2, parts.count <= 3, !parts[0].isEmpty,
      let line = Int(parts[1]), line > 0
    {
      if parts.count == 2 { return .location(file: String(parts[0]), line: line, column: nil) }
      if let column = Int(parts[2]), column > 0 {
        return .location(file: String(parts[0]), line: line, column: column)
      }
    }
    return .text(normalized(text))
  }

  /// Runs of blanks collapsed to one space.
  static func normalized(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  mutating func value(_ token: TestLine.Token, for subject: TestSubject) -> TestValue? {
    let text = token.text
    if Self.isSwitch(subject) {
      switch text {
      case "on", "true": return .bool(true)
      case "off", "false": return .bool(false)
      default:
        fail(.notASwitch(subject, found: text), token)
        return nil
      }
    }
    if let words = Self.words(for: subject) { return word(token, for: subject, in: words) }
    return points(token, for: subject, negative: subject != .setting(.distance))
  }

  /// One of `words` (a did-you-mean fix-it when the token is close to one), else an error.
  mutating func word(_ token: TestLine.Token, for subject: TestSubject, in words: [String])
    -> TestValue?
  {
    guard case .word = token.kind, words.contains(token.text) else {
      fail(
        .notAWord(subject, words: words, found: token.text), token,
        replacement: Suggestions.closest(to: token.text, in: words))
      return nil
    }
    return .word(token.text)
  }

  /// A number of points within `LengthRange` (below 0 only when `negative`), else an error.
  mutating func points(_ token: TestLine.Token, for subject: TestSubject, negative: Bool)
    -> TestValue?
  {
    guard case .word = token.kind, let number = DecimalNumber.value(token.text), number.isFinite,
      negative || number >= 0
    else {
      fail(.notPoints(subject, found: token.text), token)
      return nil
    }
    guard LengthRange.contains(number) else {
      fail(.pointsOutOfRange(subject, found: token.text), token)
      return nil
    }
    return .number(number)
  }

  /// Reads `± N` at `index` when it is there (moving `index` past it into `tolerance`); false,
  /// with the error reported, when the subject takes no tolerance or no number follows.
  mutating func readTolerance(
    _ tokens: [TestLine.Token], at index: inout Int, measured: Bool, into tolerance: inout Double?
  ) -> Bool {
    guard index < tokens.count, tokens[index].kind == .symbol("±") else { return true }
    guard measured else {
      fail(.toleranceNotAllowed, tokens[index])
      return false
    }
    guard index + 1 < tokens.count, let number = DecimalNumber.value(tokens[index + 1].text),
      number.isFinite, number >= 0
    else {
      fail(.expectedTolerance, tokens[min(index + 1, tokens.count - 1)])
      return false
    }
    guard LengthRange.contains(number) else {
      fail(.toleranceOutOfRange(found: tokens[index + 1].text), tokens[index + 1])
      return false
    }
    tolerance = number
    index += 2
    return true
  }

  mutating func fail(
    _ message: TestMessage, _ token: TestLine.Token, note: Diagnostic.Note? = nil,
    replacement: String? = nil
  ) {
    let range = state.range(token)
    state.error(
      message, range, notes: note.map { [$0] } ?? [],
      fixIts: replacement.map { [.replacing(range, token.text, with: $0)] } ?? [])
  }
}
