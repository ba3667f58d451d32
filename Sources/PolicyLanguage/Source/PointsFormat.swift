/// How every number of points is written, in one place: policy values (`distance = 12`), scene
/// files, the engine's trace, the importer's and the migrator's reports, explanations and policy
/// test files. `DecimalNumber` reads the numbers these texts hold; this writes them.
///
/// Two forms: `exact` keeps every digit (what a file holds must read back as the same number),
/// `rounded` rounds to 1/100 pt for people (explanations, test expectations).
public enum PointsFormat {
  /// `12`, `12.5`, `0.1`, `-3`: an integer without a fraction (below 10^15), any other number in
  /// Swift's shortest form that reads back as the same `Double`; `-0` is `0`; `nan`, `inf` and
  /// `-inf` for the non-finite (which no checked input holds).
  public static func exact(_ value: Double) -> String {
    if abs(value) < 1e15, let integer = Int(exactly: value) {
      return String(integer)
    }
    return String(value)
  }

  /// Rounded to 1/100: `10`, `12.5`, `-3.25`; `-0` (and anything that rounds to it) prints as
  /// `0`; `?` when the value is not finite.
  public static func rounded(_ value: Double) -> String {
    guard value.isFinite else { return "?" }
    return exact(round(value))
  }

  /// `value` rounded to 1/100 (`-0` becomes `0`; a value that is not finite becomes `0`), for
  /// output that holds numbers rather than text (JSON).
  public static func round(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    let rounded = (value * 100).rounded() / 100
    return rounded == 0 ? 0 : rounded
  }

  /// `[16, 700, 361, 44]`: each value `exact`.
  public static func exactList(_ values: [Double]) -> String {
    "[" + values.map(exact).joined(separator: ", ") + "]"
  }

  /// `[16, 700.33, 361, 44]`: each value `rounded`.
  public static func roundedList(_ values: [Double]) -> String {
    "[" + values.map(rounded).joined(separator: ", ") + "]"
  }
}
