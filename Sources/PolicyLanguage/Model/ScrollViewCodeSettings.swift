/// Per-scroll-view flags made in code. `nil` means "not set in code".
public struct ScrollViewCodeSettings: Hashable, Sendable, Codable {
  /// `false` = IQ `ignoreScrollingAdjustment = true`.
  public var adjust: Bool?
  /// `false` = IQ `ignoreContentInsetAdjustment = true`.
  public var adjustInset: Bool?
  /// IQ `restoreContentOffset`.
  public var restoreOffset: Bool?

  /// Creates scroll view code settings; all unset by default.
  public init(adjust: Bool? = nil, adjustInset: Bool? = nil, restoreOffset: Bool? = nil) {
    self.adjust = adjust
    self.adjustInset = adjustInset
    self.restoreOffset = restoreOffset
  }

  /// The value set in code for `flag`, nil when code leaves it unset: the one table between the
  /// flags and the fields (the scene format reads and writes it under `flag.codeKey`).
  public subscript(flag: ScrollSetting) -> Bool? {
    get {
      switch flag {
      case .adjust: adjust
      case .adjustInset: adjustInset
      case .restoreOffset: restoreOffset
      }
    }
    set {
      switch flag {
      case .adjust: adjust = newValue
      case .adjustInset: adjustInset = newValue
      case .restoreOffset: restoreOffset = newValue
      }
    }
  }
}
