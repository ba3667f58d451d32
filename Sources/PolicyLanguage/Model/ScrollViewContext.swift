/// What `Policy.decide(scrollView:)` needs to know about one scroll view.
public struct ScrollViewContext: Hashable, Sendable {
  /// The scroll view's accessibility identifier.
  public var identifier: String?
  /// Its class chain, nearest first.
  public var classChain: [String]
  /// Flags set in code (IQ `ignoreScrollingAdjustment` etc.), `nil` when unset.
  public var code: ScrollViewCodeSettings

  /// Creates a scroll view context.
  public init(
    identifier: String? = nil, classChain: [String],
    code: ScrollViewCodeSettings = ScrollViewCodeSettings()
  ) {
    self.identifier = identifier
    self.classChain = classChain
    self.code = code
  }
}
