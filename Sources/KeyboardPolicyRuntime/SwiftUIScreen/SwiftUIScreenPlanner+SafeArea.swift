import PolicyLanguage

extension SwiftUIScreenPlanner {
  /// Whether SwiftUI's keyboard avoidance stays on for `screen` on iOS `major.minor`: off
  /// (`removed`, or `cannotRemove` below iOS 16.4) when the policy turns avoidance off for every
  /// enabled field of the screen by a rule of the app's policy or a setting in code; kept
  /// otherwise. The default layer's `disable in UIHostingController` keeps it: that entry only
  /// stops the UIKit runtime from moving the host as well. A screen with no named field keeps it.
  public func keyboardSafeArea(of screen: SwiftUIScreen, onIOS major: Int, _ minor: Int)
    -> SwiftUIKeyboardSafeArea
  {
    let fields = screen.fields.filter { $0.isEnabled && $0.kind != .representable }
    guard !fields.isEmpty else { return .kept }
    let off = fields.allSatisfy { field in
      let decided = policy.decide(for: fieldContext(for: field, on: screen))[.avoidance]
      return decided.value.boolValue == false && decided.source.kind != .default
    }
    return off ? .off(onIOS: major, minor) : .kept
  }
}
