/// Why a candidate beats a same-step candidate of a larger tier. Every matching rule makes a
/// candidate, but only losers need the words, so they are put together on demand: a decision
/// then allocates no text for the candidates that win or that nobody beats.
struct TierReason: Sendable, ExpressibleByStringLiteral {
  /// Fixed words (when `className` is nil).
  var fixed: String
  /// The rule's keyword: `field`, `controller`, `disable in`, `scroll-view`.
  var rule: String
  /// The class the rule names.
  var className: String?
  /// Which chain: `field's class chain`, `controller's chain`.
  var chain: String

  init(stringLiteral value: String) {
    fixed = value
    rule = ""
    className = nil
    chain = ""
  }

  /// `'<rule> <class>' names a nearer class in the <chain>`.
  init(rule: String, className: String, chain: String) {
    fixed = ""
    self.rule = rule
    self.className = className
    self.chain = chain
  }

  /// The words.
  var text: String {
    guard let className else { return fixed }
    return "'\(rule) \(className)' names a nearer class in the \(chain)"
  }
}
