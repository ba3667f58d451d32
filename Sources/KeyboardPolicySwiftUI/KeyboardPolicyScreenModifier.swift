#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SwiftUI

  /// `keyboardPolicyScreen(_:)`: measures the screen's fields, companions and containers, owns
  /// their focus, and sets what the planner decides for the focused field (toolbar, dismissal,
  /// scroll target) and for the screen (SwiftUI's keyboard avoidance).
  struct KeyboardPolicyScreenModifier: ViewModifier {
    let name: String
    @Environment(\.keyboardPolicyRuntime) private var runtime
    @FocusState private var focus: String?
    @State private var fields: [SwiftUIField] = []
    @State private var companions: [SwiftUICompanion] = []
    @State private var containers: [SwiftUIContainer] = []
    @State private var scroll: KeyboardPolicyScrollRequest?
    @State private var scrolls = 0

    private var screen: SwiftUIScreen {
      SwiftUIScreen(name: name, fields: fields, containers: containers, companions: companions)
    }

    private var planner: SwiftUIScreenPlanner? {
      runtime.map { SwiftUIScreenPlanner(policy: $0.policy) }
    }

    func body(content: Content) -> some View {
      let screen = self.screen
      // Every field's plan at once: each field's modifier reads its own (linear in the fields).
      let plans = planner?.plans(on: screen) ?? [:]
      let plan = focus.flatMap { plans[$0] }
      let state = KeyboardPolicyScreenState(
        focus: $focus, screen: screen, planner: planner, plans: plans, scroll: scroll)
      return
        content
        .environment(\.keyboardPolicyScreen, state)
        .onPreferenceChange(KeyboardPolicyFieldsKey.self) { fields = $0 }
        .onPreferenceChange(KeyboardPolicyCompanionsKey.self) { companions = $0 }
        .onPreferenceChange(KeyboardPolicyContainersKey.self) { containers = $0 }
        .onChange(of: focus) { focused in scrollToFocused(focused) }
        .toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            KeyboardPolicyToolbarItems(toolbar: plan?.toolbar, focus: $focus)
          }
        }
        .modifier(KeyboardPolicyDismissal(dismissal: plan?.dismissal, focus: $focus))
        .modifier(KeyboardPolicySafeArea(safeArea: safeArea(of: screen)))
        .background(
          KeyboardPolicyScreenMarker(
            runtime: runtime, screen: screen, safeArea: safeArea(of: screen))
        )
        .coordinateSpace(name: KeyboardPolicySpace.name)
    }

    /// SwiftUI's keyboard avoidance for the screen on this system.
    private func safeArea(of screen: SwiftUIScreen) -> SwiftUIKeyboardSafeArea {
      guard let planner else { return .kept }
      // The planner only tells iOS 16.4 and later (a host's regions can be set) from the rest.
      if #available(iOS 16.4, *) { return planner.keyboardSafeArea(of: screen, onIOS: 16, 4) }
      return planner.keyboardSafeArea(of: screen, onIOS: 15, 0)
    }

    /// Asks the focused field's container to scroll its target into view with the margin.
    private func scrollToFocused(_ focused: String?) {
      guard let focused, let field = screen.field(named: focused), let container = field.container,
        let target = planner?.plan(for: focused, on: screen)?.scrollTarget
      else { return }
      scrolls += 1
      scroll = KeyboardPolicyScrollRequest(target: target, container: container, serial: scrolls)
    }
  }
#endif
