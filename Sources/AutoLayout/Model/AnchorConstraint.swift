/// A constraint as Interface Builder writes it: `first.firstAttribute relation multiplier ·
/// second.secondAttribute + constant`, at a priority; with no second item, `first.firstAttribute
/// relation constant`.
public struct AnchorConstraint: Sendable, Equatable {
  /// The document's id for it, named in notes.
  public var name: String
  /// The first item's number.
  public var first: Int
  /// The first item's attribute.
  public var firstAttribute: LayoutAttribute
  /// How the two sides compare.
  public var relation: LinearConstraint.Relation
  /// The second item's number, or nil for a constant.
  public var second: Int?
  /// The second item's attribute (ignored without a second item).
  public var secondAttribute: LayoutAttribute
  /// The multiplier (`a:b` ratios are `a / b`).
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority, 1 to 1000.
  public var priority: Double

  /// A constraint.
  public init(
    name: String, first: Int, _ firstAttribute: LayoutAttribute,
    _ relation: LinearConstraint.Relation = .equal, second: Int? = nil,
    _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: Double = LinearConstraint.required
  ) {
    self.name = name
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute ?? firstAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }
}
