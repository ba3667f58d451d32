import SceneModel

/// A view or layout guide of a document's screen, as the constraints see it.
public struct LayoutItem: Sendable, Equatable {
  /// A view, or a guide its `parent` owns.
  public enum Kind: Sendable, Equatable {
    /// A view; a scroll view's edges, seen from inside it, are its content's edges.
    case view(isScrollView: Bool)
    /// A layout guide owned by the item's `parent`.
    case guide(LayoutGuideKind)
  }

  /// The document's id for it (an Interface Builder object id), named in notes.
  public var name: String
  /// A view or a guide.
  public var kind: Kind
  /// The superview (for a guide, its owner); nil for the root.
  public var parent: Int?
  /// The frame stored in the document, in the superview's coordinates (the root's in the
  /// window's); a guide's is not used.
  public var storedFrame: Rect
  /// The layout margins, for the `…Margin` attributes.
  public var margins: Insets
  /// The intrinsic content size, if the view has one.
  public var intrinsicSize: IntrinsicSize?
  /// The autoresizing mask, when the view translates it into constraints; nil when it does not
  /// (`translatesAutoresizingMaskIntoConstraints = NO`).
  public var autoresizing: AutoresizingMask?
  /// The view's arrangement, when it is a stack view.
  public var stack: StackArrangement?
  /// For a scroll view, the item number of its content layout guide (made by the reader when
  /// the document has none), which the edges of its descendants' constraints tie to.
  public var contentGuide: Int?
  /// The item number of its readable content guide when its layout margins follow the readable
  /// width (`layoutMarginsFollowReadableWidth`): its horizontal `…Margin` attributes are then that
  /// guide's edges and centre.
  public var readableGuide: Int?

  /// An item.
  public init(
    name: String, kind: Kind = .view(isScrollView: false), parent: Int?, storedFrame: Rect,
    margins: Insets = Insets(top: 8, left: 8, bottom: 8, right: 8),
    intrinsicSize: IntrinsicSize? = nil,
    autoresizing: AutoresizingMask? = nil, stack: StackArrangement? = nil, contentGuide: Int? = nil,
    readableGuide: Int? = nil
  ) {
    self.name = name
    self.kind = kind
    self.parent = parent
    self.storedFrame = storedFrame
    self.margins = margins
    self.intrinsicSize = intrinsicSize
    self.autoresizing = autoresizing
    self.stack = stack
    self.contentGuide = contentGuide
    self.readableGuide = readableGuide
  }

  /// Whether the item is a layout guide.
  public var isGuide: Bool {
    if case .guide = kind { return true }
    return false
  }
}
