import PolicyLanguage

/// Why one text input of a scene is (or is not) moved clear of the keyboard, by how much, and
/// what would change it: the value behind `kbpolicy explain`.
///
/// Built by `ExplanationBuilder` from a `Decision` (the policy part), the scene's queries (field,
/// controllers, field order) and the engine's plan and trace for a keyboard show (the
/// `adjustment`, a separate sub-value). Renderers turn it into text, JSON, a table row or an SVG
/// picture; it is also what an app would log on device.
///
/// ```swift
/// let builder = ExplanationBuilder(policy: policy, source: source, syntax: result.file, scene: scene)
/// switch builder.explain(field: "promo-code") {
/// case .success(let explanation): print(ExplanationTextRenderer().render(explanation))
/// case .failure(let error): print(error.message)
/// }
/// ```
public struct Explanation: Hashable, Sendable, Codable {
  /// The field explained.
  public var field: ExplainedField
  /// The policy controller: the nearest view controller owning the field (class names match it).
  public var controller: ExplainedController?
  /// The controller whose root view moves (IQ `parentContainerViewController`).
  public var movedController: ExplainedController?
  /// Every setting of the decision, in `SettingName.allCases` order.
  public var settings: [SettingExplanation]
  /// Rules that almost matched: a class one or two edits away from one in a chain, or a `field`
  /// identifier close to this field's.
  public var nearMisses: [NearMiss]
  /// The previous/next list and why it is in that order.
  public var order: FieldOrderExplanation
  /// The scroll views around the field, innermost first, with their `scroll-view` flags and
  /// the source that decided each.
  public var scrollViews: [ExplainedScrollView] = []
  /// With `resign-on-touch` on for the field: the `ignore-touches-in` entries that keep taps in
  /// some view of the scene from resigning it, in list order; empty when it is off.
  public var ignoredTouches: [IgnoredTouches] = []
  /// The engine's adjustment for a keyboard show (nil when the keyboard has height 0: hidden or floating).
  public var adjustment: KeyboardAdjustment?
  /// What UIKit's `UITableViewController` does for the field by itself (its table's inset and
  /// scroll), when the field is in such a controller's table view and the keyboard shows.
  public var tableController: TableControllerAdjustment?
  /// The one-line outcome: visible, not adjusted, only partly visible, ...
  public var verdict: Verdict
  /// For each switch that is off: what would happen if it were on, and verified policy edits.
  public var whatIfs: [WhatIf]

  /// Creates an explanation.
  public init(
    field: ExplainedField, controller: ExplainedController?, movedController: ExplainedController?,
    settings: [SettingExplanation], nearMisses: [NearMiss], order: FieldOrderExplanation,
    adjustment: KeyboardAdjustment?, tableController: TableControllerAdjustment? = nil,
    verdict: Verdict, whatIfs: [WhatIf]
  ) {
    self.field = field
    self.controller = controller
    self.movedController = movedController
    self.settings = settings
    self.nearMisses = nearMisses
    self.order = order
    self.adjustment = adjustment
    self.tableController = tableController
    self.verdict = verdict
    self.whatIfs = whatIfs
  }

  /// The explanation of setting `name` (nil if the explanation lacks it).
  public subscript(name: SettingName) -> SettingExplanation? {
    settings.first { $0.setting == name }
  }

  /// Whether switch `name` is on.
  public func isOn(_ name: SettingName) -> Bool {
    self[name]?.value == .bool(true)
  }
}
