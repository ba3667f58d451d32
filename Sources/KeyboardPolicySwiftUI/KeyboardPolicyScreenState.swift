#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SwiftUI

  /// What a screen hands its fields, companions and containers through the environment: the
  /// focus, the model as last measured, the planner, the pending scroll, and the screen's actions.
  struct KeyboardPolicyScreenState {
    /// The screen's focus (the focused field's policy name).
    var focus: FocusState<String?>.Binding
    /// The screen as last measured.
    var screen: SwiftUIScreen
    /// The planner over the runtime's policy; `nil` without `keyboardPolicy(_:)` above.
    var planner: SwiftUIScreenPlanner?
    /// Every field's plan (as if it were focused), worked out once per render
    /// (`SwiftUIScreenPlanner.plans(on:)`); empty without a planner.
    var plans: [String: SwiftUIFieldPlan]
    /// The scroll the screen asks for, if any.
    var scroll: KeyboardPolicyScrollRequest?

    /// The plan for field `name` (as if it were focused).
    func plan(for name: String) -> SwiftUIFieldPlan? {
      plans[name]
    }

    /// Submit in field `name`: the next field takes the focus, or the keyboard goes.
    func submit(_ name: String) {
      guard let key = plan(for: name)?.returnKey else { return }
      switch key.action {
      case .next(let next): focus.wrappedValue = next
      case .resign: focus.wrappedValue = nil
      }
    }
  }
#endif
