/// What applies to one scroll view around the focused field (`scroll-view` rules).
public struct ScrollViewDecision: Hashable, Sendable {
  /// `adjust`: whether the engine may scroll this scroll view (false = IQ `ignoreScrollingAdjustment`).
  public var adjust: ResolvedScrollSetting
  /// `adjust-inset`: whether the engine may change its bottom content inset.
  public var adjustInset: ResolvedScrollSetting
  /// `restore-offset`: whether its content offset is put back when the keyboard hides.
  public var restoreOffset: ResolvedScrollSetting

  /// Creates a scroll view decision.
  public init(
    adjust: ResolvedScrollSetting, adjustInset: ResolvedScrollSetting,
    restoreOffset: ResolvedScrollSetting
  ) {
    self.adjust = adjust
    self.adjustInset = adjustInset
    self.restoreOffset = restoreOffset
  }

  /// The built-in defaults (IQ's: adjust on, inset on, restore off), attributed to built-in
  /// defaults.
  public static let defaults = ScrollViewDecision(
    adjust: .builtinDefault(.adjust), adjustInset: .builtinDefault(.adjustInset),
    restoreOffset: .builtinDefault(.restoreOffset))
}

/// One resolved scroll view flag.
public struct ResolvedScrollSetting: Hashable, Sendable {
  /// The value that applies.
  public var value: Bool
  /// Where it comes from.
  public var source: ValueSource
  /// Candidates that lost.
  public var overridden: [OverriddenCandidate]

  /// The built-in default of `flag` (made once per flag).
  static func builtinDefault(_ flag: ScrollSetting) -> ResolvedScrollSetting {
    builtinDefaults[flag.ordinal]
  }

  /// Every flag's built-in default, by `ScrollSetting.ordinal`.
  private static let builtinDefaults: [ResolvedScrollSetting] = ScrollSetting.allCases
    .sorted { $0.ordinal < $1.ordinal }
    .map { flag in
      let value = SettingCatalogue.builtinDefault(flag)
      return ResolvedScrollSetting(
        value: value, source: .builtinDefault("\(flag.rawValue) = \(value ? "on" : "off")"))
    }

  /// Creates a resolved flag.
  public init(value: Bool, source: ValueSource, overridden: [OverriddenCandidate] = []) {
    self.value = value
    self.source = source
    self.overridden = overridden
  }
}
