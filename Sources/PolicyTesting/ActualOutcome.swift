import PolicyExplain
import PolicyLanguage

/// What the policy and the engine answered for a test's field.
public struct ActualOutcome: Hashable, Sendable {
  /// Every decided setting with its winning rule, in catalogue order.
  public var settings: [SettingExplanation]
  /// The engine's verdict.
  public var verdict: Verdict.Kind
  /// How far the field moved up on screen (points).
  public var movedBy: Double
  /// Points between the field's bottom and the keyboard's top; nil when no keyboard shows.
  public var gap: Double?
  /// The field's previous/next list, first to last, as `kbpolicy explain` shows it.
  public var order: [String]
  /// The field Previous moves to; nil for the first.
  public var previous: String?
  /// The field Next moves to; nil for the last.
  public var next: String?

  /// Creates an outcome.
  public init(
    settings: [SettingExplanation], verdict: Verdict.Kind, movedBy: Double, gap: Double?,
    order: [String] = [], previous: String? = nil, next: String? = nil
  ) {
    self.settings = settings
    self.verdict = verdict
    self.movedBy = movedBy
    self.gap = gap
    self.order = order
    self.previous = previous
    self.next = next
  }

  /// The setting explanation for `name`.
  public func setting(_ name: SettingName) -> SettingExplanation? {
    settings.first { $0.setting == name }
  }

  /// The actual value of `subject` as a test file writes it (nil: there is none, e.g. no gap
  /// without a keyboard).
  public func value(of subject: TestSubject) -> TestValue? {
    switch subject {
    case .setting(let name):
      switch setting(name)?.value {
      case .bool(let value)?: return .bool(value)
      case .number(let value)?: return .number(value)
      case .word(let word)?: return .word(word)
      // A list of companions is not one answer: they are pinned by their own expectations.
      case .ids?: return nil
      case nil: return nil
      }
    case .verdict: return .word(verdict.rawValue)
    case .movedBy: return .number(movedBy)
    case .gap: return gap.map(TestValue.number)
    case .previous: return .word(previous ?? "none")
    case .next: return .word(next ?? "none")
    case .order: return .list(order)
    }
  }

  /// The setting whose winning rule a failure of `subject` shows: the setting itself, avoidance
  /// for the verdict, distance for the measurements.
  public func deciding(_ subject: TestSubject) -> SettingExplanation? {
    switch subject {
    case .setting(let name): setting(name)
    case .verdict: setting(.avoidance)
    case .movedBy, .gap: setting(.distance)
    case .previous, .next, .order: setting(.toolbarOrder)
    }
  }
}
