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
  /// The flag's key in a scene's `code` object: `adjust`, `adjustInset`, `restoreOffset` (its
  /// row of `SettingCatalogue.table`).
  public var codeKey: String { SettingCatalogue.spec(of: self).code?.key ?? rawValue }

  /// What the flag set in code is in IQKeyboardManager, for grammar.md's table of code settings
  /// (generated from it).
  public var codeMeaning: String { SettingCatalogue.spec(of: self).code?.meaning ?? "" }
}
