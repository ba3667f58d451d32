import SceneModel

/// A view that stays visible with a field (`.keyboardPolicyCompanion("terms")`): a policy's
/// `keep-visible "terms"` names it.
public struct SwiftUICompanion: Hashable, Sendable {
  /// The companion's name.
  public var name: String
  /// The frame measured in the host's coordinate space.
  public var frame: Rect
  /// The id of the container it sits in; `nil`: none.
  public var container: String?

  /// Creates a companion.
  public init(name: String, frame: Rect, container: String? = nil) {
    self.name = name
    self.frame = frame
    self.container = container
  }
}
