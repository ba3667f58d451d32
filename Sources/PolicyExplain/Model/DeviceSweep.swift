import PolicyLanguage
import SceneModel

/// One field's outcome on every supported device class (`--device all`), worst first, with the
/// classes that share an outcome grouped: "covered 24 pt on iPhone SE (1st generation), visible
/// on the others".
///
/// Positions on a device other than the document's canvas come from the importer's device
/// metrics (window, bars, safe area, keyboard), not from a run on the device.
public struct DeviceSweep: Hashable, Sendable {
  /// One class's outcome.
  public struct Outcome: Hashable, Sendable {
    /// The class's device id (`retina4_0`).
    public var device: String
    /// Its display name (`iPhone SE (1st generation)`).
    public var deviceName: String
    /// The verdict on that class.
    public var verdict: Verdict.Kind
    /// How much of the field the keyboard covers once the plan ran (0 when clear; nil when the
    /// keyboard is hidden).
    public var covered: Double?
    /// Whether the field ends fully visible; nil when the keyboard is hidden.
    public var visible: Bool?
    /// `keyboardTop − fieldBottom` once the plan ran; nil when the keyboard is hidden.
    public var gap: Double?

    /// Creates an outcome.
    public init(
      device: String, deviceName: String, verdict: Verdict.Kind, covered: Double?,
      visible: Bool?, gap: Double?
    ) {
      self.device = device
      self.deviceName = deviceName
      self.verdict = verdict
      self.covered = covered
      self.visible = visible
      self.gap = gap
    }

    /// The outcome of `explanation` on `device`.
    public init(_ explanation: Explanation, device: DeviceClass) {
      let frame = explanation.finalFieldFrame
      let top = explanation.adjustment?.keyboardTop
      var covered: Double?
      if let frame, let top { covered = max(0, min(frame.height, frame.maxY - top)) }
      self.init(
        device: device.id, deviceName: device.displayName, verdict: explanation.verdict.kind,
        covered: covered, visible: explanation.finalVisible, gap: explanation.finalGap)
    }

    /// The words a report groups by: `covered 24 pt`, `visible`, `partly visible`, or the
    /// verdict kind when the keyboard never covers the field (`cannot-focus`).
    public var label: String {
      guard let visible else { return verdict.rawValue }
      if let covered, covered > 1e-6 { return "covered \(PointsFormat.rounded(covered)) pt" }
      return visible ? "visible" : "partly visible"
    }

    /// Lower is worse: covered (more first), then partly visible, then the rest, then visible
    /// (least gap first).
    var severity: (Int, Double) {
      guard let visible else { return (2, 0) }
      if let covered, covered > 1e-6 { return (0, -covered) }
      return visible ? (3, gap ?? 0) : (1, 0)
    }
  }

  /// The classes with one outcome (`label`), in the sweep's device order.
  public struct Group: Hashable, Sendable {
    /// The shared outcome's words (`covered 24 pt`).
    public var label: String
    /// The classes' outcomes.
    public var outcomes: [Outcome]
  }

  /// Every class's outcome, worst first: covered most, then partly visible, then the verdicts
  /// with no keyboard over the field, then visible with the least gap (ties in
  /// `DeviceClass.supported` order).
  public var outcomes: [Outcome]

  /// A sweep of `outcomes` given in device order.
  public init(_ outcomes: [Outcome]) {
    self.outcomes = outcomes.enumerated().sorted { a, b in
      let (x, y) = (a.element.severity, b.element.severity)
      if x.0 != y.0 { return x.0 < y.0 }
      if x.1 != y.1 { return x.1 < y.1 }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// The worst outcome (first).
  public var worst: Outcome? { outcomes.first }

  /// The outcomes grouped by label, worst group first.
  public var groups: [Group] {
    var groups: [Group] = []
    var index: [String: Int] = [:]
    for outcome in outcomes {
      if let at = index[outcome.label] {
        groups[at].outcomes.append(outcome)
      } else {
        index[outcome.label] = groups.count
        groups.append(Group(label: outcome.label, outcomes: [outcome]))
      }
    }
    return groups
  }

  /// The sentence: `covered 24 pt on iPhone SE (1st generation), visible on the others`; one
  /// outcome everywhere reads `visible on all 23 device classes`.
  public var summary: String {
    let groups = groups
    guard groups.count > 1 else {
      return "\(groups.first?.label ?? "no outcome") on all \(outcomes.count) device classes"
    }
    return groups.enumerated().map { index, group in
      index == groups.count - 1
        ? "\(group.label) on the others"
        : "\(group.label) on \(group.outcomes.map(\.deviceName).joined(separator: ", "))"
    }.joined(separator: "; ")
  }

  /// Whether any class leaves the field covered or partly visible.
  public var hasProblem: Bool { outcomes.contains { $0.severity.0 < 2 } }
}
