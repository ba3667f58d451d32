import PolicyLanguage

/// One `expect SUBJECT = VALUE [± TOLERANCE] [from RULE]` line, or one
/// `expect keep-visible "ID" ASPECT OP VALUE [± TOLERANCE]` line about a companion.
public struct Expectation: Hashable, Sendable {
  /// What is expected.
  public var subject: TestSubject
  /// How the actual value compares with `value`: `=` except on companion lines, which may also
  /// say `>=`, `<=`, `>` or `<`.
  public var comparison: Comparison = .equal
  /// The value.
  public var value: TestValue
  /// The allowed difference for `moved-by` and `gap` (default `defaultTolerance`).
  public var tolerance: Double?
  /// The rule that must win, if given.
  public var rule: RuleReference?
  /// The whole line's range (from `expect`).
  public var range: SourceRange
  /// The value's range (rewritten by `--update`; from the comparison on when it is not `=`).
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
  /// One companion of the field (a view its `keep-visible` names, by accessibility identifier or
  /// scene id) and what is pinned about it: `keep-visible "login-button" gap`.
  case companion(String, CompanionAspect)

  /// Every subject but the companions, in the order a snapshot writes them.
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
    case .companion(let name, let aspect):
      "keep-visible \(TestSubject.quoted(name)) \(aspect.rawValue)"
    }
  }

  /// `"login-button"`: a companion's name as a test file writes it, in quotes with the test
  /// file's escapes (`\"`, `\\`, `\n`, `\t`).
  public static func quoted(_ name: String) -> String {
    var text = "\""
    for character in name {
      switch character {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      default: text.append(character)
      }
    }
    return text + "\""
  }

  /// Whether the subject is a place in the previous/next order (a field id, or a list of them).
  public var isOrder: Bool { self == .previous || self == .next || self == .order }

  /// Whether the subject is a measurement compared with a tolerance.
  public var isMeasured: Bool {
    switch self {
    case .movedBy, .gap: true
    case .companion(_, let aspect): aspect.isMeasured
    default: false
    }
  }
}

/// An expected value: a switch, a number of points or a word.
public enum TestValue: Hashable, Sendable, CustomStringConvertible {
  /// `on`/`off` (`true`/`false` also read).
  case bool(Bool)
  /// Points.
  case number(Double)
  /// A word (`position`, `visible`, a field id).
  case word(String)
  /// Field or view ids in order (`email, password`); `none` when empty.
  case list([String])

  /// `on`, `off`, `40`, `12.5`, `position` (numbers rounded to 1/100, `PointsFormat.rounded`).
  public var description: String {
    switch self {
    case .bool(let value): value ? "on" : "off"
    case .number(let value): PointsFormat.rounded(value)
    case .word(let word): word
    case .list(let words): words.isEmpty ? "none" : words.joined(separator: ", ")
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
