extension LayoutDocument {
  /// `attribute` of item `item` as a linear expression of the item's variables. Seen from
  /// `viewer`, an item inside a scroll view, the scroll view's edges and centres are its content's
  /// (UIKit ties a scroll view's subviews to its content area).
  func expression(
    _ item: Int, _ attribute: LayoutAttribute, seenFrom viewer: Int? = nil
  ) -> LinearExpression {
    var target = item
    if !attribute.isSize, let viewer, let content = items[item].contentGuide,
      isInside(viewer, item), viewer != content
    {
      target = content
    }
    let left = LinearExpression(Self.variable(target, 0))
    let top = LinearExpression(Self.variable(target, 1))
    let width = LinearExpression(Self.variable(target, 2))
    let height = LinearExpression(Self.variable(target, 3))
    let margins = items[target].margins
    if let readable = items[target].readableGuide, attribute.isHorizontalMargin {
      // Margins that follow the readable width are the readable content guide's edges.
      switch attribute {
      case .leftMargin, .leadingMargin: return expression(readable, .left)
      case .rightMargin, .trailingMargin: return expression(readable, .right)
      default: return expression(readable, .centerX)
      }
    }
    switch attribute {
    case .left, .leading: return left
    case .right, .trailing: return left + width
    case .top: return top
    case .bottom: return top + height
    case .width: return width
    case .height: return height
    case .centerX: return left + 0.5 * width
    case .centerY, .lastBaseline, .firstBaseline: return top + 0.5 * height
    case .leftMargin, .leadingMargin: return left + margins.left
    case .rightMargin, .trailingMargin: return left + width + -margins.right
    case .topMargin: return top + margins.top
    case .bottomMargin: return top + height + -margins.bottom
    case .centerXWithinMargins: return left + 0.5 * width + 0.5 * (margins.left - margins.right)
    case .centerYWithinMargins: return top + 0.5 * height + 0.5 * (margins.top - margins.bottom)
    }
  }

  /// The linear constraint an anchor constraint states: `first − multiplier · second − constant
  /// relation 0`.
  func linear(_ constraint: AnchorConstraint) -> LinearConstraint {
    var expression = expression(
      constraint.first, constraint.firstAttribute, seenFrom: constraint.second)
    if let second = constraint.second {
      expression.add(
        self.expression(second, constraint.secondAttribute, seenFrom: constraint.first),
        times: -constraint.multiplier)
    }
    expression.constant -= constraint.constant
    return LinearConstraint(expression, constraint.relation, priority: constraint.priority)
  }
}
