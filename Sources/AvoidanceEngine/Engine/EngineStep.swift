/// What the engine returns for one event: the plan to apply and the trace that explains it.
public struct EngineStep: Hashable, Sendable {
  /// The changes.
  public var plan: Plan
  /// How they were computed.
  public var trace: Trace

  /// Creates a step.
  public init(plan: Plan, trace: Trace) {
    self.plan = plan
    self.trace = trace
  }
}
