extension FieldContext {
  /// Whether the SwiftUI layer keeps this field's `distance`: a field of a named SwiftUI screen
  /// (`screen`) inside a scrolling container (`ScrollView`, `Form`, `List`: a `UIScrollView`
  /// among its ancestors), which the layer scrolls into view with `distance` points below it when
  /// the field is focused (`SwiftUIScreenPlanner`'s scroll target), whatever `avoidance` says:
  /// SwiftUI, not the policy, moves a SwiftUI screen.
  public var distanceKeptBySwiftUILayer: Bool {
    screen != nil && ancestorChains.contains { $0.contains("UIScrollView") }
  }
}
