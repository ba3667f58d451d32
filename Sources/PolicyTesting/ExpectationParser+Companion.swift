import PolicyLanguage

extension ExpectationParser {
  /// Whether `tokens` (a whole `expect` line) pin a companion: `expect keep-visible "ID" ...`,
  /// not the setting itself (`expect keep-visible = ...`).
  static func isCompanionLine(_ tokens: [TestLine.Token]) -> Bool {
    tokens.count > 1 && tokens[1].kind == .word("keep-visible")
      && (tokens.count == 2 || tokens[2].kind != .symbol("="))
  }

  /// `expect keep-visible "ID" gap >= 8`, `... covered = 40 ± 1`, `... ignored = above-field`:
  /// one companion of the field, an aspect, a comparison and a value; no `from`.
  mutating func companion(tokens: [TestLine.Token], whole: SourceRange) -> Expectation? {
    guard tokens.count >= 3 else {
      fail(.expectedCompanionExpectation, tokens[1])
      return nil
    }
    let name: String
    switch tokens[2].kind {
    case .word(let word): name = word
    case .string(let text) where !text.isEmpty: name = text
    default:
      fail(.expectedCompanionExpectation, tokens[2])
      return nil
    }
    let aspects = CompanionAspect.allCases.map(\.rawValue)
    guard tokens.count >= 4, case .word(let word) = tokens[3].kind else {
      fail(.expectedCompanionExpectation, tokens[min(3, tokens.count - 1)])
      return nil
    }
    guard let aspect = CompanionAspect(rawValue: word) else {
      fail(
        .unknownCompanionAspect(word), tokens[3], note: .companionTakes(aspects),
        replacement: Suggestions.closest(to: word, in: aspects))
      return nil
    }
    let subject = TestSubject.companion(name, aspect)
    guard tokens.count >= 6, case .symbol(let symbol) = tokens[4].kind,
      let comparison = Comparison(rawValue: symbol)
    else {
      fail(.expectedComparison(subject), tokens[min(4, tokens.count - 1)])
      return nil
    }
    if aspect == .ignored, comparison != .equal {
      fail(.expectedComparison(subject), tokens[4])
      return nil
    }
    guard let value = companionValue(tokens[5], for: subject) else { return nil }
    var tolerance: Double?
    var index = 6
    guard readTolerance(tokens, at: &index, measured: aspect.isMeasured, into: &tolerance) else {
      return nil
    }
    if index < tokens.count {
      if tokens[index].kind == .word("from") {
        fail(.fromWithoutRule(subject), tokens[index])
      } else {
        fail(aspect.isMeasured ? .expectedToleranceOrEnd : .expectedEnd, tokens[index])
      }
      return nil
    }
    let valueStart = comparison == .equal ? tokens[5].start : tokens[4].start
    var expectation = Expectation(
      subject: subject, value: value, tolerance: tolerance, rule: nil, range: whole,
      valueRange: state.range(from: valueStart, to: tokens[5].end), ruleRange: nil)
    expectation.comparison = comparison
    return expectation
  }

  /// A companion's value: points for `gap` (any sign) and `covered` (at least 0), one of the
  /// engine's reasons for `ignored`.
  mutating func companionValue(_ token: TestLine.Token, for subject: TestSubject) -> TestValue? {
    guard case .companion(_, let aspect) = subject else { return nil }
    if aspect == .ignored { return word(token, for: subject, in: CompanionAspect.ignoreReasons) }
    return points(token, for: subject, negative: aspect == .gap)
  }
}
