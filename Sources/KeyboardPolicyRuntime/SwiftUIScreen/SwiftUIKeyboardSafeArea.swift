/// Whether SwiftUI's own keyboard avoidance stays on for a screen (the keyboard safe area
/// region of its host), as the policy's `avoidance` says
/// (`SwiftUIScreenPlanner.keyboardSafeArea(of:on:)`).
public enum SwiftUIKeyboardSafeArea: Hashable, Sendable {
  /// SwiftUI avoids the keyboard (the default: the default layer's `disable in
  /// UIHostingController` only stops the UIKit runtime from moving the host too).
  case kept
  /// The policy turns avoidance off for the screen: `.keyboard` is removed from the host's
  /// `safeAreaRegions` (iOS 16.4 and later).
  case removed
  /// The policy turns avoidance off, but the system is older than iOS 16.4, where a host's
  /// regions cannot be set: SwiftUI still avoids.
  case cannotRemove

  /// The first iOS version whose `UIHostingController.safeAreaRegions` can be set.
  public static let removableSince = (major: 16, minor: 4)

  /// `removed` on a system at least `removableSince`, else `cannotRemove`.
  public static func off(onIOS major: Int, _ minor: Int) -> SwiftUIKeyboardSafeArea {
    let (floorMajor, floorMinor) = removableSince
    return (major, minor) >= (floorMajor, floorMinor) ? .removed : .cannotRemove
  }
}
