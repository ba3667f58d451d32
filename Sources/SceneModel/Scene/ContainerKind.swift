/// What kind of container a view controller is, for IQ's moved-controller rule
/// (`SceneIndex.movedController(of:)`).
public enum ContainerKind: String, Hashable, Sendable, CaseIterable {
  /// A `UINavigationController`: its children get a navigation bar.
  case navigation
  /// A `UITabBarController`.
  case tabBar
  /// A `UISplitViewController`.
  case split
  /// Not a container (a plain content controller, or a custom container).
  case none

  /// The kind a class chain implies.
  public static func derived(fromClassChain chain: [String]) -> ContainerKind {
    if chain.contains("UINavigationController") { return .navigation }
    if chain.contains("UITabBarController") { return .tabBar }
    if chain.contains("UISplitViewController") { return .split }
    return .none
  }
}
