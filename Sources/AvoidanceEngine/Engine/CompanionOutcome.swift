import PolicyLanguage
import SceneModel

/// What the engine did for one view the focused field keeps visible (`keep-visible`): where it
/// was and where it ends up in window coordinates, its gap to the keyboard, or why it was left
/// out. `EngineOutcome.companions` lists one per id of the field's `keep-visible`, in order.
public struct CompanionOutcome: Hashable, Sendable {
  /// The id as the policy (or code) lists it: a scene view id or an accessibility identifier.
  public var id: String
  /// The scene view it names, when one does.
  public var view: String?
  /// Why it was left out of the move, when it was (nil: the engine made room for it).
  public var ignored: IgnoreReason?
  /// Its window rect before the event (nil when it is missing).
  public var frameBefore: Rect?
  /// Its window rect after the plan (nil when it is missing).
  public var frameAfter: Rect?
  /// `keyboardTop − frameAfter.maxY`: room left under it (negative: covered by the keyboard);
  /// nil when it is missing.
  public var gap: Double?
  /// What moves it with the field: the scroll view that scrolls both, or the root view alone.
  public var reach: Reach?

  /// Creates a companion outcome.
  public init(
    id: String, view: String?, ignored: IgnoreReason? = nil, frameBefore: Rect? = nil,
    frameAfter: Rect? = nil, gap: Double? = nil, reach: Reach? = nil
  ) {
    self.id = id
    self.view = view
    self.ignored = ignored
    self.frameBefore = frameBefore
    self.frameAfter = frameAfter
    self.gap = gap
    self.reach = reach
  }

  /// Points of it the keyboard still covers (0 when it is clear of the keyboard or ignored).
  public var covered: Double {
    guard ignored == nil, let gap else { return 0 }
    return max(0, -gap)
  }

  /// Whether it stays (partly) under the keyboard after the plan although the engine made
  /// room for it: the field needed the room (the union of field and companions does not fit).
  public var staysCovered: Bool { covered > 1e-9 }

  /// Why a companion is left out of the move.
  public enum IgnoreReason: Hashable, Sendable {
    /// No view of the scene has this id or accessibility identifier.
    case missing
    /// It (or a superview, this id) is hidden or has alpha 0: nobody sees it anyway.
    case hidden(superview: String?)
    /// It belongs to another controller's view (this controller id) than the field.
    case otherController(String)
    /// It lies wholly above the field's top: lifting the field never covers it.
    case aboveField

    /// A stable name for tools: `missing`, `hidden`, `other-controller`, `above-field`.
    public var code: String {
      switch self {
      case .missing: "missing"
      case .hidden: "hidden"
      case .otherController: "other-controller"
      case .aboveField: "above-field"
      }
    }

    /// Every reason's `code`, one per case (the words `kbpolicy test` takes for `ignored`).
    public static let codes = [
      hidden(superview: nil), missing, otherController(""), aboveField,
    ].map(\.code)

    /// The reason in words: `no view has this id`, `its superview 'form' is hidden`.
    public var description: String {
      switch self {
      case .missing: "no view of the scene has this id or accessibility identifier"
      case .hidden(nil): "it is hidden"
      case .hidden(let superview?): "its superview '\(superview)' is hidden"
      case .otherController(let controller):
        "it belongs to controller '\(controller)', not the field's"
      case .aboveField: "it lies above the field's top: lifting the field never covers it"
      }
    }
  }

  /// What moves a companion together with the field.
  public enum Reach: Hashable, Sendable {
    /// It is inside the scroll view (this id) the field scrolls in: scrolling reaches it.
    case scrolling(String)
    /// It moves only with the root view (this id), as the field does when no scroll view
    /// scrolls, or because it lies outside the field's scroll view.
    case root(String?)
  }
}
