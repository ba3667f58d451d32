import PolicyLanguage

/// What the engine did with one companion of a test's field (a view its `keep-visible` names).
public struct ActualCompanion: Hashable, Sendable {
  /// The name as `keep-visible` writes it (an accessibility identifier or a scene id).
  public var name: String
  /// Why the engine left it out (`hidden`, `missing`, `other-controller`, `above-field`); nil
  /// when it took it into account.
  public var ignored: String?
  /// Points between its bottom and the keyboard's top after the adjustment (negative: covered);
  /// nil when it is ignored or no keyboard shows.
  public var gap: Double?
  /// Points of it the keyboard still covers after the adjustment (0 when clear); nil when it is
  /// ignored or no keyboard shows.
  public var covered: Double?

  /// Creates a companion's outcome.
  public init(name: String, ignored: String? = nil, gap: Double? = nil, covered: Double? = nil) {
    self.name = name
    self.ignored = ignored
    self.gap = gap
    self.covered = covered
  }

  /// Its value for `aspect` as a test file writes it; nil when it has none (an ignored companion
  /// has no gap, a companion the engine took into account no reason).
  func value(of aspect: CompanionAspect) -> TestValue? {
    switch aspect {
    case .gap: gap.map(TestValue.number)
    case .covered: covered.map(TestValue.number)
    case .ignored: ignored.map(TestValue.word)
    }
  }

  /// What it is, in words, for a failure that found no value: `it is ignored (above-field)`,
  /// `it is not ignored (gap 12)`, `no keyboard shows`.
  var state: String {
    if let ignored { return "it is ignored (\(ignored))" }
    if let gap { return "it is not ignored (gap \(PointsFormat.rounded(gap)))" }
    return "no keyboard shows"
  }
}
