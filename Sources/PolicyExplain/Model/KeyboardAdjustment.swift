import AvoidanceEngine

/// The engine's part of an explanation: what a keyboard show does to the scene for this field,
/// from the engine's plan and trace (`AvoidanceEngine.adjustment(for:policy:)`).
///
/// Kept apart from the policy part so an app can log the decision alone, and so a what-if can
/// carry the adjustment the engine would have made.
public struct KeyboardAdjustment: Hashable, Sendable, Codable {
  /// Whether the engine adjusted for this field (false: avoidance off, nothing moved for it).
  public var adjusted: Bool
  /// The keyboard's top edge in window coordinates.
  public var keyboardTop: Double
  /// The keyboard's height.
  public var keyboardHeight: Double
  /// Whether the keyboard is assumed: the scene records none and the caller gave none.
  public var keyboardIsAssumed: Bool = false
  /// The assumed keyboard's parts with their sources (`AssumedKeyboard`): the system keyboard,
  /// then the toolbar or the app's accessory; empty when the keyboard is recorded or given.
  public var keyboardParts: [KeyboardPart] = []
  /// The distance that applies (points between the field's bottom and the keyboard's top).
  public var distance: Double
  /// The top guide: the navigation bar's bottom, else the status bar's height.
  public var topGuide: Double
  /// The field's window frame before the keyboard shows.
  public var fieldFrameBefore: ExplainedRect
  /// The field's window frame after the plan.
  public var fieldFrame: ExplainedRect
  /// The move the field needed (positive: up) before scroll views and the root absorbed it.
  public var moveNeeded: Double
  /// What each scroll view around the field did, innermost first.
  public var scrollViews: [ScrollViewAdjustment]
  /// What the moved root view did.
  public var root: RootAdjustment?
  /// The scrollable text view's own bottom inset, when the plan changes it.
  public var textView: TextViewAdjustment?
  /// `keyboardTop − fieldFrame.maxY` (negative: the keyboard covers the field's bottom).
  public var gap: Double
  /// Whether the field is fully visible between the top guide and the keyboard.
  public var visible: Bool
  /// The engine's trace, one line per step.
  public var trace: [String]
  /// The views the field keeps visible (`keep-visible`), in the order listed; empty for none.
  public var companions: [CompanionAdjustment] = []

  /// Creates an adjustment.
  public init(
    adjusted: Bool, keyboardTop: Double, keyboardHeight: Double, distance: Double, topGuide: Double,
    fieldFrameBefore: ExplainedRect, fieldFrame: ExplainedRect, moveNeeded: Double,
    scrollViews: [ScrollViewAdjustment], root: RootAdjustment?, textView: TextViewAdjustment?,
    gap: Double, visible: Bool, trace: [String]
  ) {
    self.adjusted = adjusted
    self.keyboardTop = keyboardTop
    self.keyboardHeight = keyboardHeight
    self.distance = distance
    self.topGuide = topGuide
    self.fieldFrameBefore = fieldFrameBefore
    self.fieldFrame = fieldFrame
    self.moveNeeded = moveNeeded
    self.scrollViews = scrollViews
    self.root = root
    self.textView = textView
    self.gap = gap
    self.visible = visible
    self.trace = trace
  }

  /// How far the field itself moved up on screen (positive: up).
  public var fieldMovedUp: Double { fieldFrameBefore.y - fieldFrame.y }
  /// The companions the keyboard still covers after the plan (the field needed the room).
  public var coveredCompanions: [CompanionAdjustment] { companions.filter(\.staysCovered) }
  /// What the scroll views absorbed in total.
  public var scrolled: Double { scrollViews.reduce(0) { $0 + $1.absorbed } }
}

/// One scroll view around the field: its visible frame and what it absorbed.
public struct ScrollViewAdjustment: Hashable, Sendable, Codable {
  /// The scroll view's id.
  public var id: String
  /// Its class.
  public var className: String
  /// Its frame in window coordinates before the keyboard shows (the visible part).
  public var frame: ExplainedRect
  /// `contentOffset.y` before.
  public var contentOffsetYBefore: Double
  /// `contentOffset.y` after.
  public var contentOffsetY: Double
  /// `contentInset.bottom` before.
  public var contentInsetBottomBefore: Double
  /// `contentInset.bottom` after.
  public var contentInsetBottom: Double
  /// `verticalScrollIndicatorInsets.bottom` after.
  public var indicatorInsetBottom: Double
  /// How much of the move it absorbed by scrolling (`contentOffsetY − contentOffsetYBefore`).
  public var absorbed: Double
  /// Why the engine left it alone, when it did (`adjust = off`, scrolling off).
  public var note: String?
  /// The move it was asked to absorb (what the views inside it left), when it scrolled.
  public var needed: Double?
  /// Why it scrolled more than `needed`, when it did: an offset inside the top inset goes to 0.
  public var overScroll: String?

  /// Creates a scroll view adjustment.
  public init(
    id: String, className: String, frame: ExplainedRect, contentOffsetYBefore: Double,
    contentOffsetY: Double,
    contentInsetBottomBefore: Double, contentInsetBottom: Double, indicatorInsetBottom: Double,
    absorbed: Double, note: String?
  ) {
    self.id = id
    self.className = className
    self.frame = frame
    self.contentOffsetYBefore = contentOffsetYBefore
    self.contentOffsetY = contentOffsetY
    self.contentInsetBottomBefore = contentInsetBottomBefore
    self.contentInsetBottom = contentInsetBottom
    self.indicatorInsetBottom = indicatorInsetBottom
    self.absorbed = absorbed
    self.note = note
  }
}

/// The moved controller's root view: where it was and where it goes.
public struct RootAdjustment: Hashable, Sendable, Codable {
  /// The root view's id.
  public var view: String
  /// Its frame in window coordinates before.
  public var frame: ExplainedRect
  /// `frame.origin.y` before.
  public var yBefore: Double
  /// `frame.origin.y` after the plan.
  public var y: Double

  /// Creates a root adjustment.
  public init(view: String, frame: ExplainedRect, yBefore: Double, y: Double) {
    self.view = view
    self.frame = frame
    self.yBefore = yBefore
    self.y = y
  }

  /// How far it moved up (positive: up).
  public var movedUp: Double { yBefore - y }
}

/// A scrollable text view's own bottom inset (IQ `adjustTextViewContentInset`).
public struct TextViewAdjustment: Hashable, Sendable, Codable {
  /// The text view's id.
  public var id: String
  /// `contentInset.bottom` before.
  public var contentInsetBottomBefore: Double
  /// `contentInset.bottom` after.
  public var contentInsetBottom: Double

  /// Creates a text view adjustment.
  public init(id: String, contentInsetBottomBefore: Double, contentInsetBottom: Double) {
    self.id = id
    self.contentInsetBottomBefore = contentInsetBottomBefore
    self.contentInsetBottom = contentInsetBottom
  }
}
