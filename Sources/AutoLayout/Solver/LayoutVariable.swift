/// One unknown of a layout problem: a view's left edge, top edge, width or height, or a layout
/// guide's. The caller numbers its variables; the solver only compares them.
public struct LayoutVariable: Hashable, Comparable, Sendable {
  /// The caller's number for this variable.
  public let id: Int

  /// The variable numbered `id`.
  public init(_ id: Int) { self.id = id }

  /// Variables order by their numbers, which makes every choice the solver makes repeatable.
  public static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.id < rhs.id }
}
