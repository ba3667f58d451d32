/// What changes between two policies (`kbpolicy diff OLD NEW`): for every field of the screens
/// given, the settings whose value or winning rule changes and the engine's outcome changes; or,
/// without screens, the decisions that change for each class, field name and feature either
/// policy names.
///
/// A value built by `PolicyDiffer`; `PolicyDiffRenderer` writes it as text, markdown or JSON.
public struct PolicyDiff: Hashable, Sendable {
  /// Whether the subjects are the fields of screens (`true`) or the targets the two policies
  /// name (`false`).
  public var overScreens: Bool
  /// The subjects that change, in the order met (screens in the order given, fields in each
  /// screen's order; targets sorted).
  public var changes: [DiffChange]
  /// How many subjects were compared (changed or not).
  public var compared: Int

  /// Creates a diff.
  public init(overScreens: Bool, changes: [DiffChange], compared: Int) {
    self.overScreens = overScreens
    self.changes = changes
    self.compared = compared
  }

  /// How many subjects do not change.
  public var unchanged: Int { compared - changes.count }
  /// Whether nothing changes.
  public var isEmpty: Bool { changes.isEmpty }
}

/// One subject that changes: a field of a screen, or a target of the policies (a controller
/// class, a field name, a field class, every field).
public struct DiffChange: Hashable, Sendable {
  /// The screen (`path`, `path#Controller`) for a field; nil for a target.
  public var scene: String?
  /// The subject in words: `"email" (view 'f1')`, `controller LoginViewController`,
  /// `field "email"`, `field class PromoField`, `every field`.
  public var subject: String
  /// The field's view id (screens only).
  public var view: String?
  /// The settings whose value or winning rule changes, in the settings' order.
  public var settings: [SettingChange]
  /// What the engine does differently (screens only): moved by, gap, verdict, order.
  public var outcome: [OutcomeChange]

  /// Creates a change.
  public init(
    scene: String?, subject: String, view: String? = nil, settings: [SettingChange],
    outcome: [OutcomeChange]
  ) {
    self.scene = scene
    self.subject = subject
    self.view = view
    self.settings = settings
    self.outcome = outcome
  }
}

/// A setting whose value or winning rule differs between the two policies.
public struct SettingChange: Hashable, Sendable {
  /// The setting's name (`distance`, `toolbar.order`, `scroll-view.adjust`).
  public var setting: String
  /// The old policy's value and the rule that decided it.
  public var old: DiffSide
  /// The new policy's.
  public var new: DiffSide

  /// Creates a setting change.
  public init(setting: String, old: DiffSide, new: DiffSide) {
    self.setting = setting
    self.old = old
    self.new = new
  }

  /// Whether only the winning rule changes, not the value.
  public var onlyRuleChanges: Bool { old.value == new.value }
}

/// One side of a setting change: the value and the rule responsible.
public struct DiffSide: Hashable, Sendable {
  /// The value in the policy language's words (`on`, `20`, `position`).
  public var value: String
  /// The rule in words (`controller LoginViewController { distance = 20 }`, `built-in default:
  /// ...`).
  public var rule: String
  /// `file:line:column` of the rule, when it is written in a policy.
  public var location: String?

  /// Creates a side.
  public init(value: String, rule: String, location: String?) {
    self.value = value
    self.rule = rule
    self.location = location
  }
}

/// A part of the engine's outcome that differs for a field.
public struct OutcomeChange: Hashable, Sendable {
  /// Which part.
  public var aspect: Aspect
  /// The old policy's, in words (`24 pt`, `visible`, `2/3 (previous 'a', next 'c')`; `-` when
  /// there is none).
  public var old: String
  /// The new policy's.
  public var new: String

  /// Creates an outcome change.
  public init(aspect: Aspect, old: String, new: String) {
    self.aspect = aspect
    self.old = old
    self.new = new
  }

  /// The parts of the outcome a diff compares.
  public enum Aspect: String, Hashable, Sendable, CaseIterable {
    /// How far the field moves up (the root view's move plus the scroll views').
    case movedBy = "moved-by"
    /// The gap between the field's bottom and the keyboard's top after the move.
    case gap
    /// The verdict's kind (`visible`, `not-adjusted`, ...).
    case verdict
    /// The field's place in the previous/next order and its neighbours.
    case order
  }
}
