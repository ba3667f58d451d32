/// The flags of a `scroll-view` block (IQ's per-scroll-view properties).
public enum ScrollSetting: String, Hashable, Sendable, CaseIterable, Codable {
  /// `adjust`: false = IQ `ignoreScrollingAdjustment = true`.
  case adjust
  /// `adjust-inset`: false = IQ `ignoreContentInsetAdjustment = true`.
  case adjustInset = "adjust-inset"
  /// `restore-offset`: IQ `restoreContentOffset`.
  case restoreOffset = "restore-offset"
}

extension ScrollSetting {
  /// The flag's key in a scene's `code` object: `adjust`, `adjustInset`, `restoreOffset`.
  public var codeKey: String {
    switch self {
    case .adjust: "adjust"
    case .adjustInset: "adjustInset"
    case .restoreOffset: "restoreOffset"
    }
  }

  /// What the flag set in code is in IQKeyboardManager, for grammar.md's table of code settings
  /// (generated from it).
  public var codeMeaning: String {
    switch self {
    case .adjust: "`!scrollView.iq.ignoreScrollingAdjustment`"
    case .adjustInset: "`!scrollView.iq.ignoreContentInsetAdjustment`"
    case .restoreOffset: "`scrollView.iq.restoreContentOffset`"
    }
  }
}
