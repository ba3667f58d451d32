import PolicyLanguage

/// A compiled policy's answers for one scene structure, by canonical node: `skipsInOrder`, field
/// decisions and scroll-view decisions. Used by one holder at a time (see `IndexCache`); with no
/// policy key (a decision source other than `Policy`) it remembers nothing.
final class PolicyMemo: @unchecked Sendable {
  /// The compiled policy the answers are for (kept alive while cached, so its identity cannot
  /// pass to another policy).
  let key: Policy?
  /// Per node: 0 unknown, 1 kept, 2 skipped.
  private var skips: [UInt8]
  private var fields: [Int: Decision] = [:]
  private var scrollViews: [Int: ScrollViewDecision] = [:]

  init(key: Policy?, views: Int) {
    self.key = key
    skips = key == nil ? [] : Array(repeating: 0, count: views)
  }

  /// The compiled `Policy` behind a decision source; `nil` for other sources (their answers are
  /// never remembered).
  static func key(of policy: some DecisionSource) -> Policy? {
    policy as? Policy
  }

  /// Whether the answers are those of the policy `key` (the very same compiled policy).
  func valid(for key: Policy?) -> Bool {
    guard let key, let mine = self.key else { return false }
    return key.isIdentical(to: mine)
  }

  func skip(_ node: Int, _ answer: () -> Bool) -> Bool {
    guard key != nil, node < skips.count else { return answer() }
    switch skips[node] {
    case 1: return false
    case 2: return true
    default:
      let value = answer()
      skips[node] = value ? 2 : 1
      return value
    }
  }

  /// The field decision of `node`, worked out by `answer` the first time.
  func field(_ node: Int, _ answer: () -> Decision) -> Decision {
    remembered(\.fields, node, answer)
  }

  /// The scroll-view decision of `node`, worked out by `answer` the first time.
  func scrollView(_ node: Int, _ answer: () -> ScrollViewDecision) -> ScrollViewDecision {
    remembered(\.scrollViews, node, answer)
  }

  /// `answers[node]`, or `answer()` remembered there (asked outside any access to the table).
  private func remembered<Answer>(
    _ answers: ReferenceWritableKeyPath<PolicyMemo, [Int: Answer]>, _ node: Int,
    _ answer: () -> Answer
  ) -> Answer {
    guard key != nil else { return answer() }
    if let known = self[keyPath: answers][node] { return known }
    let value = answer()
    self[keyPath: answers][node] = value
    return value
  }
}
