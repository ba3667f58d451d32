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
