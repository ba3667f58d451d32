/// A `UIStackView`'s arrangement, which UIKit turns into constraints on its arranged subviews.
public struct StackArrangement: Sendable, Equatable {
  /// `UIStackView.Distribution`, as Interface Builder writes it.
  public enum Distribution: String, Sendable {
    /// `fill`: the views fill the axis; extra room goes by hugging priority.
    case fill
    /// `fillEqually`: every view the same length.
    case fillEqually
    /// `fillProportionally`: lengths in proportion to the views' intrinsic lengths.
    case fillProportionally
    /// `equalSpacing`: every gap the same, at least `spacing`.
    case equalSpacing
    /// `equalCentering`: the centres equally far apart, every gap at least `spacing`.
    case equalCentering
  }

  /// `UIStackView.Alignment`, as Interface Builder writes it (`top` and `leading` are one, as are
  /// `bottom` and `trailing`).
  public enum Alignment: String, Sendable {
    /// `fill`: every view spans the cross axis.
    case fill
    /// `leading` (or `top`): views at the cross axis's start.
    case leading
    /// `center`.
    case center
    /// `trailing` (or `bottom`).
    case trailing
    /// `firstBaseline` (placed as `center`: baselines are measured at run time).
    case firstBaseline
    /// `lastBaseline` (likewise).
    case lastBaseline

    /// The alignment Interface Builder's spelling `name` stands for, or nil.
    public init?(interfaceBuilder name: String) {
      switch name {
      case "top": self = .leading
      case "bottom": self = .trailing
      default: self.init(rawValue: name)
      }
    }
  }

  /// Whether the views run across (horizontal) or down (vertical).
  public var isHorizontal: Bool
  /// How the views share the axis.
  public var distribution: Distribution
  /// Where the views sit on the cross axis.
  public var alignment: Alignment
  /// The gap between neighbours (the least gap for the equal distributions).
  public var spacing: Double
  /// The arranged subviews, in order, as item numbers; hidden ones are not arranged.
  public var arranged: [Int]
  /// Whether the views are laid out within the stack's layout margins
  /// (`isLayoutMarginsRelativeArrangement`).
  public var usesLayoutMargins: Bool

  /// A stack of `arranged`.
  public init(
    isHorizontal: Bool, distribution: Distribution = .fill, alignment: Alignment = .fill,
    spacing: Double = 0, arranged: [Int], usesLayoutMargins: Bool = false
  ) {
    self.isHorizontal = isHorizontal
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.arranged = arranged
    self.usesLayoutMargins = usesLayoutMargins
  }
}
