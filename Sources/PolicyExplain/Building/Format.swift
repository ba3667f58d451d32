import SceneModel

/// Number formatting shared by the builder and the renderers.
enum Format {
  /// Points rounded to 1/100: `10`, `12.5`, `-3.25`; `-0` prints as `0`.
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return "?" }
    var rounded = (value * 100).rounded() / 100
    if rounded == 0 { rounded = 0 }
    return JSONValue.format(rounded)
  }

  /// Rounds to 1/100 for JSON output (`-0` becomes `0`).
  static func round(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    let rounded = (value * 100).rounded() / 100
    return rounded == 0 ? 0 : rounded
  }

  /// `[16, 700, 361, 44]`.
  static func rect(_ rect: ExplainedRect) -> String {
    "[" + rect.components.map(points).joined(separator: ", ") + "]"
  }
}
