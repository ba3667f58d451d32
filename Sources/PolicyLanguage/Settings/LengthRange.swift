/// The documented range of every length in points: a policy's `distance`, a scene's frames,
/// content offsets and sizes, insets and keyboard heights, an event script's keyboard, the CLI's
/// `--keyboard-height`. Beyond it a value is an error where it is written (E055, S006, V003, a
/// usage error), so the engine never computes with a number it cannot print.
///
/// One million points is hundreds of times the tallest screen and far below where sums of a few
/// such values lose precision.
public enum LengthRange {
  /// The largest magnitude of a length, in points.
  public static let maximum: Double = 1_000_000

  /// Whether `value` is finite and within ±`maximum`.
  public static func contains(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= maximum
  }

  /// How messages state the range: `within ±1000000 pt`.
  public static let description = "within ±1000000 pt"
}
