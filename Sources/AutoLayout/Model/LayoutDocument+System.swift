import SceneModel

extension LayoutDocument {
  /// Where a linear constraint of the system comes from, for notes.
  enum Origin: Equatable {
    /// The document's constraint numbered so.
    case constraint(Int)
    /// What UIKit makes of item `item`: its frame as the root, its autoresizing mask, intrinsic
    /// size, stack arrangement or guide geometry.
    case generated(item: Int, what: String)
  }

  /// The priority of the constraints that make a subview's safe area the inner of its frame and
  /// the root's safe area: above every optional priority a document can use (999 at most).
  static let clippingPriority = 999.9

  /// The priority that makes a readable content guide as wide as its owner's margins allow (its
  /// width is the lesser of theirs and the readable width): above every optional priority a
  /// document can use, below the safe-area clipping.
  static let readablePriority = 999.8

  /// Every linear constraint UIKit would solve for this screen, with where each comes from: the
  /// root at `rootFrame` (its stored frame unless given: another device's window), then per item its guide geometry, autoresizing mask, intrinsic size
  /// and stack arrangement, then the document's constraints. Linear in the items and constraints.
  func system(rootFrame: Rect? = nil) -> [(LinearConstraint, Origin)] {
    var system: [(LinearConstraint, Origin)] = []
    func add(_ item: Int, _ what: String, _ constraint: LinearConstraint) {
      system.append((constraint, .generated(item: item, what: what)))
    }
    func equal(_ lhs: LinearExpression, _ rhs: LinearExpression, priority: Double = 1000)
      -> LinearConstraint
    {
      LinearConstraint(lhs - rhs, .equal, priority: priority)
    }
    for (index, item) in items.enumerated() {
      let frame = item.storedFrame
      guard let parent = item.parent else {
        for (part, value) in (rootFrame ?? frame).components.enumerated() {
          add(
            index, "frame",
            equal(LinearExpression(Self.variable(index, part)), LinearExpression(constant: value)))
        }
        continue
      }
      if case .guide(let kind) = item.kind {
        for constraint in guideConstraints(index, kind, owner: parent) {
          add(index, "guide", constraint)
        }
        continue
      }
      if let mask = item.autoresizing {
        for constraint in autoresizingConstraints(index, mask, parent: parent) {
          add(index, "autoresizing mask", constraint)
        }
      }
      if let size = item.intrinsicSize {
        for constraint in intrinsicConstraints(index, size) {
          add(index, "intrinsic size", constraint)
        }
      }
      if let stack = item.stack {
        for constraint in stackConstraints(index, stack) {
          add(index, "stack arrangement", constraint)
        }
      }
    }
    if let stack = items.first?.stack {
      for constraint in stackConstraints(0, stack) { add(0, "stack arrangement", constraint) }
    }
    for (index, constraint) in constraints.enumerated() {
      system.append((linear(constraint), .constraint(index)))
    }
    return system
  }

  /// A guide's frame from its owner's.
  func guideConstraints(_ guide: Int, _ kind: LayoutGuideKind, owner: Int) -> [LinearConstraint] {
    func at(_ item: Int, _ attribute: LayoutAttribute) -> LinearExpression {
      expression(item, attribute)
    }
    func equal(_ lhs: LinearExpression, _ rhs: LinearExpression, priority: Double = 1000)
      -> LinearConstraint
    {
      LinearConstraint(lhs - rhs, .equal, priority: priority)
    }
    switch kind {
    case .inset(let insets):
      return [
        equal(at(guide, .left), at(owner, .left) + insets.left),
        equal(at(guide, .right), at(owner, .right) + -insets.right),
        equal(at(guide, .top), at(owner, .top) + insets.top),
        equal(at(guide, .bottom), at(owner, .bottom) + -insets.bottom),
      ]
    case .clippedSafeArea(let root):
      var clipped: [LinearConstraint] = []
      for (attribute, inward) in [
        (LayoutAttribute.left, LinearConstraint.Relation.greaterThanOrEqual),
        (.top, .greaterThanOrEqual), (.right, .lessThanOrEqual), (.bottom, .lessThanOrEqual),
      ] {
        clipped.append(LinearConstraint(at(guide, attribute) - at(owner, attribute), inward))
        clipped.append(LinearConstraint(at(guide, attribute) - at(root, attribute), inward))
        clipped.append(
          equal(at(guide, attribute), at(owner, attribute), priority: Self.clippingPriority))
      }
      return clipped
    case .topBar(let length):
      return [
        equal(at(guide, .left), at(owner, .left)), equal(at(guide, .width), at(owner, .width)),
        equal(at(guide, .top), at(owner, .top)),
        equal(at(guide, .height), LinearExpression(constant: length)),
      ]
    case .bottomBar(let length):
      return [
        equal(at(guide, .left), at(owner, .left)), equal(at(guide, .width), at(owner, .width)),
        equal(at(guide, .bottom), at(owner, .bottom)),
        equal(at(guide, .height), LinearExpression(constant: length)),
      ]
    case .content:
      return [equal(at(guide, .left), at(owner, .left)), equal(at(guide, .top), at(owner, .top))]
    case .readable(let width):
      let margins = items[owner].margins
      let between = at(owner, .width) + -(margins.left + margins.right)
      return [
        equal(at(guide, .top), at(owner, .top) + margins.top),
        equal(at(guide, .bottom), at(owner, .bottom) + -margins.bottom),
        equal(at(guide, .centerX), at(owner, .left) + 0.5 * between + margins.left),
        LinearConstraint(at(guide, .width) - between, .lessThanOrEqual),
        LinearConstraint(at(guide, .width) + -width, .lessThanOrEqual),
        equal(at(guide, .width), between, priority: Self.readablePriority),
      ]
    }
  }

  /// The constraints UIKit makes of an autoresizing mask: the superview's growth since the
  /// canvas shared among the flexible parts (`AutoresizingMask.shares`), per axis.
  func autoresizingConstraints(_ item: Int, _ mask: AutoresizingMask, parent: Int)
    -> [LinearConstraint]
  {
    let frame = items[item].storedFrame
    let canvas = items[parent].storedFrame.size
    var made: [LinearConstraint] = []
    for horizontal in [true, false] {
      let (start, length, parentLength) =
        horizontal
        ? (frame.minX, frame.width, canvas.width) : (frame.minY, frame.height, canvas.height)
      let flexible =
        horizontal
        ? (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight)
        : (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom)
      let shares = AutoresizingMask.shares(
        flexible: flexible, lengths: (start, length, parentLength - start - length))
      let (edge, size): (LayoutAttribute, LayoutAttribute) =
        horizontal ? (.left, .width) : (.top, .height)
      let growth = expression(parent, size) + -parentLength
      // edge − parent's edge = start + share · growth; size = length + share · growth.
      made.append(
        LinearConstraint(
          expression(item, edge) - expression(parent, edge, seenFrom: item) - shares.lead * growth
            + -start, .equal))
      made.append(
        LinearConstraint(expression(item, size) - shares.size * growth + -length, .equal))
    }
    return made
  }

  /// An intrinsic size's constraints: each length at most its intrinsic value at the hugging
  /// priority and at least it at the compression resistance priority.
  func intrinsicConstraints(_ item: Int, _ size: IntrinsicSize) -> [LinearConstraint] {
    var made: [LinearConstraint] = []
    for (attribute, length, hugging, resistance) in [
      (
        LayoutAttribute.width, size.width, size.hugging.horizontal,
        size.compressionResistance.horizontal
      ),
      (.height, size.height, size.hugging.vertical, size.compressionResistance.vertical),
    ] {
      guard let length else { continue }
      let excess = expression(item, attribute) + -length
      made.append(LinearConstraint(excess, .lessThanOrEqual, priority: hugging))
      made.append(LinearConstraint(excess, .greaterThanOrEqual, priority: resistance))
    }
    return made
  }
}
