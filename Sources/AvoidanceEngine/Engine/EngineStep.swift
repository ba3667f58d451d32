/// What the engine returns for one event: the plan to apply, the trace that explains it in words
/// and the typed outcome.
public struct EngineStep: Hashable, Sendable {
  /// The changes.
  public var plan: Plan
  /// How they were computed, in words.
  public var trace: Trace
  /// What the engine worked out for the focused field, when it adjusted one.
  public var outcome: EngineOutcome?
  /// Why the engine did not act on the event's field, when it skipped it.
  public var skip: EngineSkip?

  /// Creates a step.
  public init(plan: Plan, trace: Trace, outcome: EngineOutcome? = nil, skip: EngineSkip? = nil) {
    self.plan = plan
    self.trace = trace
    self.outcome = outcome
    self.skip = skip
  }
}
