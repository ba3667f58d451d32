import SceneModel

/// How the engine reached a plan, in words: numbered steps with their numbers, for `simulate` and
/// `explain` to show as text or JSON. Display only: the typed results are `EngineStep.outcome`.
public struct Trace: Hashable, Sendable {
  /// The event this trace explains.
  public var event: EngineEvent
  /// The steps, in order (step numbers are positions + 1).
  public var steps: [TraceStep]

  /// Creates a trace.
  public init(event: EngineEvent, steps: [TraceStep] = []) {
    self.event = event
    self.steps = steps
  }
}

/// One step of a trace.
///
/// The engine writes a step's words only when someone reads them (`message`): on device the
/// runtime reads a trace only when a log is attached, so an event pays for its numbers, not for
/// their text. Two steps are equal when their kinds, words, views and values are.
public struct TraceStep: Hashable, Sendable {
  /// What kind of step this is (stable for tools).
  public var kind: Kind
  /// The step in words, with its numbers: `field rect in window [16, 700, 361, 44]`.
  public var message: String {
    get { text.rendered }
    set { text = .written(newValue) }
  }
  /// The view the step is about, if any.
  public var view: String?
  /// The step's numbers by name, in a fixed order (`fieldMinY`, `keyboardTop`, ...).
  public var values: [Value]
  /// The words, written or still to be written.
  private var text: Text

  /// Creates a step.
  public init(kind: Kind, message: String, view: String? = nil, values: [Value] = []) {
    self.init(kind: kind, text: .written(message), view: view, values: values)
  }

  /// Creates a step whose words `message` writes when they are first read (each read writes
  /// them again: read `message` once where it is needed more than once).
  init(
    kind: Kind, deferred message: @escaping @Sendable () -> String, view: String?,
    values: [Value]
  ) {
    self.init(kind: kind, text: .deferred(message), view: view, values: values)
  }

  private init(kind: Kind, text: Text, view: String?, values: [Value]) {
    self.kind = kind
    self.text = text
    self.view = view
    self.values = values
  }

  public static func == (lhs: TraceStep, rhs: TraceStep) -> Bool {
    lhs.kind == rhs.kind && lhs.view == rhs.view && lhs.values == rhs.values
      && lhs.message == rhs.message
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(message)
    hasher.combine(view)
    hasher.combine(values)
  }

  /// A step's words: written, or a function that writes them.
  private enum Text: Sendable {
    case written(String)
    case deferred(@Sendable () -> String)

    var rendered: String {
      switch self {
      case .written(let text): text
      case .deferred(let write): write()
      }
    }
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
    /// A view the field keeps visible (`keep-visible`): where it is, why it is left out, where
    /// it ends up.
    case companion
    /// Anything else worth saying (nothing to do, unknown field).
    case note
  }
}
