/// An attribute of a view or layout guide that a constraint ties, spelled as Interface Builder
/// writes it (`firstAttribute="leadingMargin"`; `baseline` is the last baseline).
public enum LayoutAttribute: String, Sendable, CaseIterable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (left in a left-to-right layout, the only direction modelled).
  case leading
  /// The trailing edge.
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The last line's baseline (Interface Builder's `baseline`).
  case lastBaseline = "baseline"
  /// The first line's baseline.
  case firstBaseline
  /// The left edge inset by the layout margins.
  case leftMargin
  /// The right edge inset by the layout margins.
  case rightMargin
  /// The top edge inset by the layout margins.
  case topMargin
  /// The bottom edge inset by the layout margins.
  case bottomMargin
  /// The leading edge inset by the layout margins.
  case leadingMargin
  /// The trailing edge inset by the layout margins.
  case trailingMargin
  /// The centre between the left and right margins.
  case centerXWithinMargins
  /// The centre between the top and bottom margins.
  case centerYWithinMargins

  /// The attribute Interface Builder's spelling `name` stands for (`lastBaseline` is accepted
  /// too), or nil.
  public init?(interfaceBuilder name: String) {
    if name == "lastBaseline" {
      self = .lastBaseline
    } else {
      self.init(rawValue: name)
    }
  }

  /// Whether the attribute is a size (width or height), which no position can be tied to.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute lies on the horizontal axis.
  public var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return true
    default: return false
    }
  }

  /// Whether the attribute is one of the horizontal `…Margin` attributes (left, right, leading,
  /// trailing, the centre within the margins), which follow the readable width where a view's
  /// margins do.
  public var isHorizontalMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return true
    default: return false
    }
  }

  /// Whether the attribute is a baseline, which the document alone cannot place (text is measured
  /// at run time): the model puts it at the view's vertical centre, exact for two views of the
  /// same font and height.
  public var isBaseline: Bool { self == .lastBaseline || self == .firstBaseline }
}
