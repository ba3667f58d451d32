import PolicyLanguage
import SceneModel

/// What the engine did for the focused field on one event, as typed values: the measurement,
/// what each scroll view did and why, the root view's move and where the field ends up.
///
/// `EngineStep.outcome` carries it whenever the engine adjusted a field; the trace says the
/// same in words, for people (nothing reads values back out of the trace).
public struct EngineOutcome: Hashable, Sendable {
  /// The field's id.
  public var field: String
  /// The measurement the engine adjusted from (the field as it was when the event began).
  public var measurement: FieldMeasurement
  /// The field's window rect before the event (the scene as given).
  public var fieldFrameBefore: Rect
  /// The field's window rect after the plan.
  public var fieldFrame: Rect
  /// What each scroll view around the field did, innermost first, in the order the engine met
  /// them (skipped ones included).
  public var scrollViews: [ScrollViewOutcome]
  /// What the moved root view did, if a root view moves for this field.
  public var root: RootOutcome?
  /// `keyboardTop − fieldFrame.maxY` (negative: covered by the keyboard).
  public var gap: Double
  /// Whether the field is fully visible between the top guide and the keyboard.
  public var visible: Bool
  /// The views the field keeps visible (`keep-visible`), one per listed id in order: each
  /// one's frames, gap, or why it was left out. Empty when the field has none.
  public var companions: [CompanionOutcome]

  /// Creates an outcome.
  public init(
    field: String, measurement: FieldMeasurement, fieldFrameBefore: Rect, fieldFrame: Rect,
    scrollViews: [ScrollViewOutcome], root: RootOutcome?, gap: Double, visible: Bool,
    companions: [CompanionOutcome] = []
  ) {
    self.companions = companions
    self.field = field
    self.measurement = measurement
    self.fieldFrameBefore = fieldFrameBefore
    self.fieldFrame = fieldFrame
    self.scrollViews = scrollViews
    self.root = root
    self.gap = gap
    self.visible = visible
  }

  /// The keyboard's top in window coordinates.
  public var keyboardTop: Double { measurement.keyboardTop }
  /// The distance that applied.
  public var distance: Double { measurement.distance }
  /// The top guide that applied.
  public var topGuide: Double { measurement.topGuide }
  /// The move the field needed before any scroll view or the root absorbed it.
  public var moveNeeded: Double { measurement.moveNeeded }
  /// The companions the keyboard still covers after the plan (the field needed the room).
  public var coveredCompanions: [CompanionOutcome] { companions.filter(\.staysCovered) }
  /// The outcome of scroll view `id`, if the engine met it.
  public func scrollView(_ id: String) -> ScrollViewOutcome? { scrollViews.first { $0.view == id } }
}

/// What one scroll view around the field did while the engine adjusted.
public struct ScrollViewOutcome: Hashable, Sendable {
  /// The scroll view's id.
  public var view: String
  /// What the engine did with it.
  public var action: Action
  /// `contentOffset.y` when the engine came to it (after any restore earlier in the event).
  public var offsetBefore: Double
  /// `contentOffset.y` the engine left it at.
  public var offset: Double
  /// The move left for this scroll view and those outside it when the engine came to it.
  public var moveBefore: Double
  /// The move the engine asked it to absorb when it scrolled it (after the previous-cell rule
  /// and the no-scroll-view rule had their say).
  public var needed: Double = 0
  /// The move left for outer scroll views and the root after it.
  public var remaining: Double
  /// What capped the scroll, when something did.
  public var limit: Limit?
  /// The offset it was put back to earlier in the same event (its starting offset, with
  /// `restore-offset = on`, when the field's scroll view changed), if it was.
  public var restoredTo: Double?
  /// The previous cell that bounded a scroll down (IQ's previous-cell rule), if one did.
  public var previousCell: PreviousCell?

  /// Creates a scroll view outcome.
  public init(
    view: String, action: Action, offsetBefore: Double, offset: Double, moveBefore: Double,
    remaining: Double, limit: Limit? = nil, restoredTo: Double? = nil,
    previousCell: PreviousCell? = nil
  ) {
    self.view = view
    self.action = action
    self.offsetBefore = offsetBefore
    self.offset = offset
    self.moveBefore = moveBefore
    self.remaining = remaining
    self.limit = limit
    self.restoredTo = restoredTo
    self.previousCell = previousCell
  }

  /// How far the engine scrolled it (positive: content moved up).
  public var absorbed: Double { offset - offsetBefore }

  /// What the engine did with a scroll view.
  public enum Action: Hashable, Sendable {
    /// Skipped: the engine tried the next outer scroll view.
    case skipped(SkipReason)
    /// Left where it was: the move needs no scrolling (the root stays too).
    case leftAlone
    /// Scrolled (possibly by 0) to `offset`.
    case scrolled
  }

  /// Why a scroll view was skipped.
  public enum SkipReason: Hashable, Sendable {
    /// Its `scrollEnabled` is false.
    case scrollingOff
    /// `adjust = off` applies to it, from `source`.
    case adjustOff(ValueSource)

    /// The reason in words, as the trace and explain write it: `scrolling is off`,
    /// `adjust = off (rule: scroll-view "list" { adjust = off })`.
    public var words: String {
      switch self {
      case .scrollingOff: "scrolling is off"
      case .adjustOff(let source): "adjust = off (\(source.kind.rawValue): \(source.rule))"
      }
    }
  }

  /// What capped a scroll.
  public enum Limit: Hashable, Sendable {
    /// At most to the top of `view` (the field, or the inner scroll view), at `y` in the scroll
    /// view's content.
    case topOf(view: String, y: Double)
    /// IQ's `offset − min(offset, −move)` never leaves the offset negative: an offset that
    /// starts inside the top inset goes to 0 (absorbing more than the move needed), and a scroll
    /// down stops at 0 (absorbing less).
    case contentTop
    /// A scrollable text view with no outer scroll view stops where its own top reaches the
    /// top guide.
    case textViewTop
  }

  /// The previous cell of IQ's previous-cell rule.
  public struct PreviousCell: Hashable, Sendable {
    /// The cell's id.
    public var view: String
    /// Its bottom in window coordinates.
    public var maxY: Double

    /// Creates a previous cell.
    public init(view: String, maxY: Double) {
      self.view = view
      self.maxY = maxY
    }
  }
}

/// What the moved root view did.
public struct RootOutcome: Hashable, Sendable {
  /// The root view's id.
  public var view: String
  /// Its origin y when editing began (the engine never moves it below this).
  public var beginY: Double
  /// Its origin y when this event began.
  public var yBefore: Double
  /// Its origin y after the plan.
  public var y: Double
  /// Whether the keyboard height capped the rise (the root never rises more than the keyboard
  /// is tall above its start).
  public var cappedByKeyboard: Bool

  /// Creates a root outcome.
  public init(view: String, beginY: Double, yBefore: Double, y: Double, cappedByKeyboard: Bool) {
    self.view = view
    self.beginY = beginY
    self.yBefore = yBefore
    self.y = y
    self.cappedByKeyboard = cappedByKeyboard
  }

  /// How far it moved up on this event (positive: up).
  public var movedUp: Double { yBefore - y }
}

/// An event the engine did not act on for its field, and why (`EngineStep.skip`).
public enum EngineSkip: Hashable, Sendable {
  /// The field cannot become first responder: UIKit never focuses it, so the keyboard never shows
  /// for it and nothing moves (the focus stays where it was).
  case cannotFocus(field: String, FocusBlocker)
}

/// Why UIKit never makes a field first responder (`AvoidanceEngine.focusBlocker(of:in:)`).
public enum FocusBlocker: Hashable, Sendable {
  /// `enabled = false` (a text field or search bar).
  case disabled
  /// A text view that is not editable (`enabled = false` in a scene).
  case notEditable
  /// `hidden = true`.
  case hidden
  /// `userInteractionEnabled = false`.
  case interactionOff
  /// `alpha = 0`.
  case transparent
  /// A superview (this id) is hidden.
  case hiddenSuperview(String)
  /// A superview (this id) does not take touches.
  case superviewInteractionOff(String)

  /// The reason in words: `it is disabled`, `its superview 'form' is hidden`.
  public var description: String {
    switch self {
    case .disabled: "it is disabled"
    case .notEditable: "it is not editable"
    case .hidden: "it is hidden"
    case .interactionOff: "its user interaction is off"
    case .transparent: "its alpha is 0"
    case .hiddenSuperview(let id): "its superview '\(id)' is hidden"
    case .superviewInteractionOff(let id): "its superview '\(id)' has user interaction off"
    }
  }

  /// A stable name for tools: `disabled`, `not-editable`, `hidden`, `interaction-off`,
  /// `transparent`, `hidden-superview`, `superview-interaction-off`.
  public var code: String {
    switch self {
    case .disabled: "disabled"
    case .notEditable: "not-editable"
    case .hidden: "hidden"
    case .interactionOff: "interaction-off"
    case .transparent: "transparent"
    case .hiddenSuperview: "hidden-superview"
    case .superviewInteractionOff: "superview-interaction-off"
    }
  }

  /// The superview the reason names, if any.
  public var superview: String? {
    switch self {
    case .hiddenSuperview(let id), .superviewInteractionOff(let id): id
    default: nil
    }
  }
}
