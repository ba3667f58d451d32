/// The flags of a `scroll-view` block (IQ's per-scroll-view properties).
public enum ScrollSetting: String, Hashable, Sendable, CaseIterable, Codable {
  /// `adjust`: false = IQ `ignoreScrollingAdjustment = true`.
  case adjust
  /// `adjust-inset`: false = IQ `ignoreContentInsetAdjustment = true`.
  case adjustInset = "adjust-inset"
  /// `restore-offset`: IQ `restoreContentOffset`.
  case restoreOffset = "restore-offset"
}
