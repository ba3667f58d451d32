/// A view's autoresizing mask, which UIKit turns into constraints when the view translates it
/// (`translatesAutoresizingMaskIntoConstraints`): which of its left margin, width and right margin
/// (and top margin, height, bottom margin) grow when its superview grows.
public struct AutoresizingMask: Sendable, Equatable {
  /// `flexibleLeftMargin`.
  public var flexibleLeft = false
  /// `flexibleWidth`.
  public var flexibleWidth = false
  /// `flexibleRightMargin`.
  public var flexibleRight = false
  /// `flexibleTopMargin`.
  public var flexibleTop = false
  /// `flexibleHeight`.
  public var flexibleHeight = false
  /// `flexibleBottomMargin`.
  public var flexibleBottom = false

  /// A mask with the given flexible parts.
  public init(
    flexibleLeft: Bool = false, flexibleWidth: Bool = false, flexibleRight: Bool = false,
    flexibleTop: Bool = false, flexibleHeight: Bool = false, flexibleBottom: Bool = false
  ) {
    self.flexibleLeft = flexibleLeft
    self.flexibleWidth = flexibleWidth
    self.flexibleRight = flexibleRight
    self.flexibleTop = flexibleTop
    self.flexibleHeight = flexibleHeight
    self.flexibleBottom = flexibleBottom
  }

  /// How a growth of the superview along one axis is shared between the leading margin, the size
  /// and the trailing margin, given their lengths on the canvas: UIKit shares it among the
  /// flexible parts in proportion to their lengths, and equally when those lengths are all zero.
  static func shares(
    flexible: (Bool, Bool, Bool), lengths: (Double, Double, Double)
  ) -> (lead: Double, size: Double) {
    let parts = [flexible.0, flexible.1, flexible.2]
    let sizes = [lengths.0, lengths.1, lengths.2].map { max(0, $0) }
    let count = parts.filter { $0 }.count
    guard count > 0 else { return (0, 0) }
    let total = zip(parts, sizes).reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
    func share(_ index: Int) -> Double {
      guard parts[index] else { return 0 }
      return total > 0 ? sizes[index] / total : 1 / Double(count)
    }
    return (share(0), share(1))
  }
}
