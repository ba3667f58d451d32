import SceneModel

/// A scrolling container of a SwiftUI screen: SwiftUI scrolls the focused field into view inside
/// it, and the policy's `distance` is the room kept below the field there.
public struct SwiftUIContainer: Hashable, Sendable {
  /// Which SwiftUI container.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `ScrollView`: a `UIScrollView` underneath.
    case scrollView
    /// `Form`: a `UICollectionView` underneath (a `UITableView` on iOS 15), lazy.
    case form
    /// `List`: as `Form`.
    case list
  }

  /// The container's id, unique on its screen (`.keyboardPolicyContainer("form")`).
  public var id: String
  /// The kind.
  public var kind: Kind
  /// The frame measured in the host's coordinate space.
  public var frame: Rect

  /// Creates a container.
  public init(id: String, kind: Kind, frame: Rect) {
    self.id = id
    self.kind = kind
    self.frame = frame
  }

  /// Whether rows exist outside what SwiftUI has realised (`Form`, `List`): fields in rows never
  /// shown are unknown to the layer, so Next can stop short of them.
  public var isLazy: Bool { kind != .scrollView }

  /// The UIKit class chain underneath, nearest first (`UICollectionView` for `Form` and `List`:
  /// the default layer's deep containers order their fields by position).
  public var classChain: [String] {
    switch kind {
    case .scrollView: ["UIScrollView", "UIView", "UIResponder", "NSObject"]
    case .form, .list:
      ["UICollectionView", "UIScrollView", "UIView", "UIResponder", "NSObject"]
    }
  }
}
