import PolicyLanguage

/// One `expect SUBJECT = VALUE [± TOLERANCE] [from RULE]` line.
public struct Expectation: Hashable, Sendable {
  /// What is expected.
  public var subject: TestSubject
  /// The value.
  public var value: TestValue
  /// The allowed difference for `moved-by` and `gap` (default `defaultTolerance`).
  public var tolerance: Double?
  /// The rule that must win, if given.
  public var rule: RuleReference?
  /// The whole line's range (from `expect`).
  public var range: SourceRange
  /// The value's range (rewritten by `--update`).
  public var valueRange: SourceRange
  /// The rule reference's range (rewritten by `--update`).
  public var ruleRange: SourceRange?

  /// The tolerance when none is written: values are compared after rounding to 0.01 pt.
  public static let defaultTolerance = 0.01

  /// Creates an expectation.
  public init(
    subject: TestSubject, value: TestValue, tolerance: Double?, rule: RuleReference?,
    range: SourceRange, valueRange: SourceRange, ruleRange: SourceRange?
  ) {
    self.subject = subject
    self.value = value
    self.tolerance = tolerance
    self.rule = rule
    self.range = range
    self.valueRange = valueRange
    self.ruleRange = ruleRange
  }
}

/// What an expectation is about.
public enum TestSubject: Hashable, Sendable, CustomStringConvertible {
  /// A decided setting (`distance`, `toolbar.order`, ...).
  case setting(SettingName)
  /// The verdict: `visible`, `not-adjusted`, `partly-visible`, `keyboard-hidden`,
  /// `cannot-focus`, `uikit-scrolls`.
  case verdict
  /// How far the field moved up on screen, in points.
  case movedBy
  /// Points between the field's bottom and the keyboard's top.
  case gap
  /// The field Previous moves to (`none` for the first).
  case previous
  /// The field Next moves to (`none` for the last).
  case next
  /// The whole previous/next list the field is in, first to last (`email, password`).
  case order

  /// Every subject, in the order a snapshot writes them.
  public static let all: [TestSubject] =
    SettingName.allCases.map(TestSubject.setting) + [
      .verdict, .movedBy, .gap, .previous, .next, .order,
    ]

  /// Looks a subject up by the name written after `expect`.
  public init?(name: String) {
    guard let subject = Self.all.first(where: { $0.description == name }) else { return nil }
    self = subject
  }

  /// The name as written: `distance`, `verdict`, `moved-by`, `gap`.
  public var description: String {
    switch self {
    case .setting(let name): name.rawValue
    case .verdict: "verdict"
    case .movedBy: "moved-by"
    case .gap: "gap"
    case .previous: "previous"
    case .next: "next"
    case .order: "order"
    }
  }

  /// Whether the subject is a place in the previous/next order (a field id, or a list of them).
  public var isOrder: Bool { self == .previous || self == .next || self == .order }

  /// Whether the subject is a measurement compared with a tolerance.
  public var isMeasured: Bool { self == .movedBy || self == .gap }
}

/// An expected value: a switch, a number of points or a word.
public enum TestValue: Hashable, Sendable, CustomStringConvertible {
  /// `on`/`off` (`true`/`false` also read).
  case bool(Bool)
  /// Points.
  case number(Double)
  /// A word (`position`, `visible`, a field id).
  case word(String)
  /// Field ids in order (`email, password`).
  case list([String])

  /// `on`, `off`, `40`, `12.5`, `position` (numbers rounded to 1/100, `PointsFormat.rounded`).
  public var description: String {
    switch self {
    case .bool(let value): value ? "on" : "off"
    case .number(let value): PointsFormat.rounded(value)
    case .word(let word): word
    case .list(let words): words.joined(separator: ", ")
    }
  }
}

/// The rule an expectation says must win (`from ...`).
public enum RuleReference: Hashable, Sendable, CustomStringConvertible {
  /// `from checkout.kbpolicy:46` or `from checkout.kbpolicy:46:3`.
  case location(file: String, line: Int, column: Int?)
  /// `from field "promo-code" { distance = 40 }`: the rule's text (spaces normalized); also
  /// `default`, `built-in` and `code` for those kinds of source.
  case text(String)

  /// As written in a test file.
  public var description: String {
    switch self {
    case .location(let file, let line, let column):
      "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
    case .text(let text): text
    }
  }
}
