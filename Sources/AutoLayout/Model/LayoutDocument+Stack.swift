extension LayoutDocument {
  /// The priority of the constraint that shrinks a stack view to its content on the cross axis
  /// when the alignment does not fill it (UIKit's `UISV-canvas-fit`, a low priority).
  static let stackFitPriority = 49.0

  /// The constraints a `UIStackView` makes of its arranged subviews: along the axis, the first
  /// view at the stack's start, each next one `spacing` after the one before (at least that for the
  /// equal distributions, with equal gaps or equally spaced centres), the last at its end, equal
  /// lengths for `fillEqually` and intrinsic proportions for `fillProportionally`; across it, the
  /// alignment. Baseline alignments are placed as centred (the document cannot measure text).
  func stackConstraints(_ stack: Int, _ arrangement: StackArrangement) -> [LinearConstraint] {
    let views = arrangement.arranged
    guard let first = views.first, let last = views.last else { return [] }
    let margin = arrangement.usesLayoutMargins
    let (start, end, length, crossStart, crossEnd, crossCentre, crossLength):
      (
        LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute,
        LayoutAttribute, LayoutAttribute
      ) =
        arrangement.isHorizontal
        ? (.leading, .trailing, .width, .top, .bottom, .centerY, .height)
        : (.top, .bottom, .height, .leading, .trailing, .centerX, .width)
    func stackEdge(_ attribute: LayoutAttribute) -> LinearExpression {
      guard margin else { return expression(stack, attribute) }
      let marginAttribute: [LayoutAttribute: LayoutAttribute] = [
        .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin,
        .bottom: .bottomMargin, .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins,
      ]
      return expression(stack, marginAttribute[attribute] ?? attribute)
    }
    func relate(
      _ lhs: LinearExpression, _ relation: LinearConstraint.Relation, _ rhs: LinearExpression,
      priority: Double = 1000
    ) -> LinearConstraint {
      LinearConstraint(lhs - rhs, relation, priority: priority)
    }
    var made: [LinearConstraint] = [
      relate(expression(first, start), .equal, stackEdge(start)),
      relate(expression(last, end), .equal, stackEdge(end)),
    ]
    let spacing = arrangement.spacing
    for (previous, next) in zip(views, views.dropFirst()) {
      let gap = expression(next, start) - expression(previous, end)
      switch arrangement.distribution {
      case .fill, .fillEqually, .fillProportionally:
        made.append(LinearConstraint(gap + -spacing, .equal))
      case .equalSpacing, .equalCentering:
        made.append(LinearConstraint(gap + -spacing, .greaterThanOrEqual))
      }
    }
    if views.count > 2 {
      let pairs = Array(zip(views, views.dropFirst()))
      for (a, b) in pairs.dropFirst() {
        let (a0, b0) = pairs[0]
        switch arrangement.distribution {
        case .equalSpacing:
          let firstGap = expression(b0, start) - expression(a0, end)
          made.append(relate(expression(b, start) - expression(a, end), .equal, firstGap))
        case .equalCentering:
          let centre: LayoutAttribute = arrangement.isHorizontal ? .centerX : .centerY
          let firstStep = expression(b0, centre) - expression(a0, centre)
          made.append(relate(expression(b, centre) - expression(a, centre), .equal, firstStep))
        default: break
        }
      }
    }
    for view in views.dropFirst() {
      switch arrangement.distribution {
      case .fillEqually:
        made.append(relate(expression(view, length), .equal, expression(first, length)))
      case .fillProportionally:
        let size = { (item: Int) -> Double? in
          arrangement.isHorizontal
            ? self.items[item].intrinsicSize?.width : self.items[item].intrinsicSize?.height
        }
        if let mine = size(view), let theirs = size(first), mine > 0, theirs > 0 {
          made.append(
            relate(expression(view, length), .equal, (mine / theirs) * expression(first, length)))
        }
      default: break
      }
    }
    for view in views {
      switch arrangement.alignment {
      case .fill:
        made.append(relate(expression(view, crossStart), .equal, stackEdge(crossStart)))
        made.append(relate(expression(view, crossEnd), .equal, stackEdge(crossEnd)))
      case .leading:
        made.append(relate(expression(view, crossStart), .equal, stackEdge(crossStart)))
        made.append(relate(expression(view, crossEnd), .lessThanOrEqual, stackEdge(crossEnd)))
      case .trailing:
        made.append(relate(expression(view, crossEnd), .equal, stackEdge(crossEnd)))
        made.append(
          relate(expression(view, crossStart), .greaterThanOrEqual, stackEdge(crossStart)))
      case .center, .firstBaseline, .lastBaseline:
        made.append(relate(expression(view, crossCentre), .equal, stackEdge(crossCentre)))
        made.append(
          relate(expression(view, crossStart), .greaterThanOrEqual, stackEdge(crossStart)))
      }
    }
    if arrangement.alignment != .fill {
      made.append(
        LinearConstraint(expression(stack, crossLength), .equal, priority: Self.stackFitPriority))
    }
    return made
  }
}
