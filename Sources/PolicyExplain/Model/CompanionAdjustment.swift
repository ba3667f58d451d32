import AvoidanceEngine
import PolicyLanguage

/// One view the field keeps visible (`keep-visible`) in an explanation: its window frame before
/// and after the keyboard shows and its gap to the keyboard, or why the engine left it out.
public struct CompanionAdjustment: Hashable, Sendable, Codable {
  /// The id as `keep-visible` lists it.
  public var id: String
  /// The scene view it names, when one does.
  public var view: String?
  /// Its window frame before the keyboard shows (nil: missing).
  public var frameBefore: ExplainedRect?
  /// Its window frame after the plan (nil: missing).
  public var frame: ExplainedRect?
  /// `keyboardTop − frame.maxY` (negative: covered); nil when it is missing.
  public var gap: Double?
  /// Why it was left out, in words, when it was.
  public var ignored: String?
  /// Why it was left out, stable for tools: `missing`, `hidden`, `other-controller`,
  /// `above-field`.
  public var ignoredCode: String?
  /// True when the name matched only through a name the desk knows and the running app does not:
  /// the view's scene id (an Interface Builder object id, say), which is not its accessibility
  /// identifier, and no view has it as one; nil otherwise.
  public var deskOnly: Bool?

  /// Creates a companion adjustment.
  public init(
    id: String, view: String?, frameBefore: ExplainedRect?, frame: ExplainedRect?, gap: Double?,
    ignored: String?, ignoredCode: String?
  ) {
    self.id = id
    self.view = view
    self.frameBefore = frameBefore
    self.frame = frame
    self.gap = gap
    self.ignored = ignored
    self.ignoredCode = ignoredCode
  }

  /// The engine's outcome for a companion, as an explanation shows it.
  init(_ outcome: CompanionOutcome) {
    self.init(
      id: outcome.id, view: outcome.view, frameBefore: outcome.frameBefore.map(ExplainedRect.init),
      frame: outcome.frameAfter.map(ExplainedRect.init), gap: outcome.gap,
      ignored: outcome.ignored?.description, ignoredCode: outcome.ignored?.code)
  }

  /// Points of it the keyboard still covers (0 when clear or left out).
  public var covered: Double {
    guard ignored == nil, let gap else { return 0 }
    return max(0, -gap)
  }

  /// Whether the keyboard still covers part of it although the engine made room for it.
  public var staysCovered: Bool { covered > 1e-6 }

  /// Its state in words: `gap 10 pt`, `covered 108 pt: the field needs the room`, `left out:
  /// it is hidden`.
  public var state: String {
    let desk =
      deskOnly == true
      ? "; matched by its scene id only, which the running app cannot see (set accessibilityIdentifier = \"\(id)\" on it)"
      : ""
    return plainState + desk
  }

  /// `state` without the desk-only mark.
  private var plainState: String {
    if let ignored { return "left out: \(ignored)" }
    guard let gap else { return "missing" }
    return staysCovered
      ? "covered \(PointsFormat.rounded(covered)) pt: the field needs the room"
      : "gap \(PointsFormat.rounded(gap)) pt"
  }
}
