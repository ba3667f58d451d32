import SceneModel

/// How the engine reached a plan: numbered steps with their numbers, for `simulate` and `explain`
/// to render as text or JSON.
public struct Trace: Hashable, Sendable {
  /// The event this trace explains.
  public var event: EngineEvent
  /// The steps, in order (step numbers are positions + 1).
  public var steps: [TraceStep]
  /// The field's result after an adjustment, when the event adjusted a field.
  public var outcome: TraceOutcome?

  /// Creates a trace.
  public init(event: EngineEvent, steps: [TraceStep] = [], outcome: TraceOutcome? = nil) {
    self.event = event
    self.steps = steps
    self.outcome = outcome
  }
}

/// One step of a trace.
public struct TraceStep: Hashable, Sendable {
  /// What kind of step this is (stable for tools).
  public var kind: Kind
  /// The step in words, with its numbers: `field rect in window [16, 700, 361, 44]`.
  public var message: String
  /// The view the step is about, if any.
  public var view: String?
  /// The step's numbers by name, in a fixed order (`fieldMinY`, `keyboardTop`, ...).
  public var values: [Value]

  /// Creates a step.
  public init(kind: Kind, message: String, view: String? = nil, values: [Value] = []) {
    self.kind = kind
    self.message = message
    self.view = view
    self.values = values
  }

  /// A named number.
  public struct Value: Hashable, Sendable {
    /// The name, lowerCamelCase.
    public var name: String
    /// The number.
    public var value: Double

    /// Creates a value.
    public init(_ name: String, _ value: Double) {
      self.name = name
      self.value = value
    }
  }

  /// The kinds of step.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The event's effect on focus, keyboard or window.
    case event
    /// The policy decision for the field.
    case decision
    /// The field's rect in window coordinates.
    case field
    /// The keyboard's top and the distance.
    case keyboard
    /// The top guide (navigation bar bottom or status bar).
    case topGuide = "top-guide"
    /// The move needed: `min(top term, bottom term)`.
    case move
    /// A scroll view skipped (adjust off, scrolling off).
    case scrollViewSkipped = "scroll-view-skipped"
    /// What a scroll view absorbed.
    case scrollView = "scroll-view"
    /// The innermost scroll view's bottom inset.
    case contentInset = "content-inset"
    /// The scrollable text view's own inset.
    case textViewInset = "text-view-inset"
    /// What the root view took.
    case root
    /// A saved value put back.
    case restore
    /// The over-scroll clamp.
    case clamp
    /// The field's final position and gap.
    case result
    /// Anything else worth saying (nothing to do, unknown field).
    case note
  }
}

/// Where an adjusted field ends up.
public struct TraceOutcome: Hashable, Sendable {
  /// The field's id.
  public var field: String
  /// The field's window rect before the event.
  public var fieldFrameBefore: Rect
  /// The field's window rect after the plan.
  public var fieldFrame: Rect
  /// The keyboard's top in window coordinates.
  public var keyboardTop: Double
  /// The distance that applied.
  public var distance: Double
  /// The top guide that applied.
  public var topGuide: Double
  /// The move the field needed before any scroll view or the root absorbed it.
  public var moveNeeded: Double
  /// `keyboardTop − fieldFrame.maxY` (negative: covered by the keyboard).
  public var gap: Double
  /// Whether the field is fully visible between the top guide and the keyboard.
  public var visible: Bool
  /// The root view's origin y after the plan, if a root view moves for this field.
  public var rootOriginY: Double?

  /// Creates an outcome.
  public init(
    field: String, fieldFrameBefore: Rect, fieldFrame: Rect, keyboardTop: Double, distance: Double,
    topGuide: Double, moveNeeded: Double, gap: Double, visible: Bool, rootOriginY: Double?
  ) {
    self.field = field
    self.fieldFrameBefore = fieldFrameBefore
    self.fieldFrame = fieldFrame
    self.keyboardTop = keyboardTop
    self.distance = distance
    self.topGuide = topGuide
    self.moveNeeded = moveNeeded
    self.gap = gap
    self.visible = visible
    self.rootOriginY = rootOriginY
  }
}
