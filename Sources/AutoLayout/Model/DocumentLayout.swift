import SceneModel

/// Where Auto Layout puts every item of a `LayoutDocument`, or, when the constraints do not
/// decide it, the stored frames and why.
public struct DocumentLayout: Sendable, Equatable {
  /// Why a layout fell back to the stored frames.
  public enum Fallback: Sendable, Hashable {
    /// The named constraints (the document's ids, or what UIKit makes of a named item: "frame
    /// of X", "autoresizing mask of X", ...) cannot all hold.
    case unsatisfiable(constraints: [String], isMinimal: Bool)
    /// The constraints leave the named items' positions or sizes open.
    case ambiguous(items: [String])
    /// The solve took more than its bound of pivots.
    case tooMuchWork(pivots: Int)
    /// The solution misses the named required constraints by more than rounding.
    case inexact(constraints: [String])
  }

  /// Every item's frame in its superview's coordinates (a guide's in its owner's), by item
  /// number: solved, or the stored frames when `fallback` says why not.
  public var frames: [Rect]
  /// Every item's frame in the root's superview's (the window's) coordinates.
  public var windowFrames: [Rect]
  /// Nil when solved.
  public var fallback: Fallback?
}
