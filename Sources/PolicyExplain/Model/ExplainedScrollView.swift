import PolicyLanguage

/// One scroll view around the explained field and its `scroll-view` flags
/// (`Policy.decide(scrollView:)`): what the engine may do with it, and which rule (or code
/// setting, or built-in default) decided each flag.
public struct ExplainedScrollView: Hashable, Sendable, Codable {
  /// The scroll view's id.
  public var id: String
  /// Its class.
  public var className: String
  /// `adjust`, `adjust-inset`, `restore-offset`, in that order.
  public var flags: [Flag]

  /// Creates a scroll view explanation.
  public init(id: String, className: String, flags: [Flag]) {
    self.id = id
    self.className = className
    self.flags = flags
  }

  /// The scroll view's decision as an explanation shows it.
  public init(id: String, className: String, decision: ScrollViewDecision) {
    self.init(
      id: id, className: className,
      flags: [
        Flag(flag: .adjust, decision.adjust), Flag(flag: .adjustInset, decision.adjustInset),
        Flag(flag: .restoreOffset, decision.restoreOffset),
      ])
  }

  /// One flag: its value and the source that won.
  public struct Flag: Hashable, Sendable, Codable {
    /// Which flag.
    public var flag: ScrollSetting
    /// The value that applies.
    public var value: Bool
    /// Where it comes from. Its `step` is the one `Policy.decide(scrollView:)` reports
    /// (`scroll-view-rule` for every rule, `code`, `feature-setting` for the built-in default);
    /// it follows from the source's `kind`, so the JSON output leaves the step out.
    public var source: ExplainedSource

    /// Creates a flag.
    public init(flag: ScrollSetting, value: Bool, source: ExplainedSource) {
      self.flag = flag
      self.value = value
      self.source = source
    }

    /// The flag as resolved.
    init(flag: ScrollSetting, _ resolved: ResolvedScrollSetting) {
      self.init(flag: flag, value: resolved.value, source: ExplainedSource(resolved.source))
    }
  }
}
