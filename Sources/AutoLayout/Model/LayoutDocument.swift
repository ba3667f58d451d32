import SceneModel

/// One screen's views, layout guides and constraints, as a document stores them: what Auto Layout
/// solves to place every view.
public struct LayoutDocument: Sendable, Equatable {
  /// The views and guides; an item's number is its index. The root is item 0.
  public var items: [LayoutItem]
  /// The constraints, active and not placeholders (the reader drops those).
  public var constraints: [AnchorConstraint]

  /// A document of `items` (the root first) and `constraints`.
  public init(items: [LayoutItem], constraints: [AnchorConstraint]) {
    self.items = items
    self.constraints = constraints
  }

  /// The variable of item `item`'s left edge (`part` 0), top edge (1), width (2) or height (3), in
  /// the root's superview's (the window's) coordinates.
  static func variable(_ item: Int, _ part: Int) -> LayoutVariable {
    LayoutVariable(4 * item + part)
  }

  /// Whether item `item` lies inside item `ancestor` (its superview chain reaches it).
  func isInside(_ item: Int, _ ancestor: Int) -> Bool {
    var current = items[item].parent
    var steps = 0
    while let index = current, steps <= items.count {
      if index == ancestor { return true }
      current = items[index].parent
      steps += 1
    }
    return false
  }
}
