import AvoidanceEngine

/// What an `expect keep-visible "ID" ...` line pins about one companion of the field (a view its
/// `keep-visible` setting names).
public enum CompanionAspect: String, Hashable, Sendable, CaseIterable {
  /// Points between the companion's bottom and the keyboard's top after the adjustment
  /// (negative: covered).
  case gap
  /// Points of the companion the keyboard still covers after the adjustment (0 when it is clear
  /// of the keyboard): the field needed the room.
  case covered
  /// Why the engine ignores the companion (`hidden`, `missing`, `other-controller`,
  /// `above-field`).
  case ignored

  /// Whether the aspect is a number of points, compared with a tolerance.
  public var isMeasured: Bool { self != .ignored }

  /// The words `ignored` takes: why the engine leaves a companion out (the engine's codes).
  public static let ignoreReasons = CompanionOutcome.IgnoreReason.codes
}
