import PolicyLanguage

extension ExpectationParser {
  /// `expect keep-visible = "login-button", "forgot-password" [from RULE]`, or `= none`: view ids
  /// (quoted, or bare words) separated by commas, in the order the setting lists them.
  mutating func viewIDs(_ subject: TestSubject, tokens: [TestLine.Token], whole: SourceRange)
    -> Expectation?
  {
    var ids: [String] = []
    var index = 3
    var expectsID = true
    var last = tokens[3]
    while index < tokens.count, tokens[index].kind != .word("from") {
      let token = tokens[index]
      switch token.kind {
      case .string(let text) where expectsID && !text.isEmpty:
        ids.append(text)
        expectsID = false
      case .word(let word):
        // Bare ids and commas: `login-button, forgot-password`, `"a",` and `, "b"`.
        for (offset, part) in word.split(separator: ",", omittingEmptySubsequences: false)
          .enumerated()
        {
          if offset > 0 {
            guard !expectsID else { return fail(.expectedViewIDs(subject), token) }
            expectsID = true
          }
          guard !part.isEmpty else { continue }
          guard expectsID else { return fail(.expectedViewIDs(subject), token) }
          ids.append(String(part))
          expectsID = false
        }
      default:
        return fail(
          token.kind == .symbol("±") ? .toleranceNotAllowed : .expectedViewIDs(subject), token)
      }
      last = token
      index += 1
    }
    if expectsID || ids.isEmpty { return fail(.expectedViewIDs(subject), last) }
    if ids == [ViewIDList.noneWord], case .word = tokens[3].kind { ids = [] }
    var rule: RuleReference?
    var ruleRange: SourceRange?
    if index < tokens.count {
      guard index + 1 < tokens.count else { return fail(.expectedRuleOrEnd, tokens[index]) }
      let start = tokens[index + 1].start
      rule = Self.reference(String(decoding: state.bytes[start..<line.codeEnd], as: UTF8.self))
      ruleRange = state.range(from: start, to: line.codeEnd)
    }
    return Expectation(
      subject: subject, value: .list(ids), tolerance: nil, rule: rule, range: whole,
      valueRange: state.range(from: tokens[3].start, to: last.end), ruleRange: ruleRange)
  }

  /// Reports `message` at `token`; nil, for `return fail(...)`.
  private mutating func fail(_ message: TestMessage, _ token: TestLine.Token) -> Expectation? {
    fail(message, token, note: nil, replacement: nil)
    return nil
  }
}
