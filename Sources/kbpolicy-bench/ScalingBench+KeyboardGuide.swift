import Foundation
import KBPolicyCLI

/// scaling, the import's keyboard layout guides (`KeyboardGuidePins`): a root view whose
/// keyboard guide `n` sibling views are pinned to, against the same constraints on its safe-area
/// guide (`SafeAreaPins`, the reading it sits beside). Goal: at most twice the safe-area
/// document, at the larger of two sizes a factor of 4 apart, growth at most 6 per 4 times.
extension ScalingBench {
  static func keyboardGuideRows(quick: Bool) -> [BenchRow] {
    let name = "import, views pinned to a keyboard layout guide"
    let filter = ProcessInfo.processInfo.environment["KBPOLICY_BENCH_SCALING"]
    guard filter.map({ name.contains($0) }) ?? true else { return [] }
    let directory = NSTemporaryDirectory() + "kbpolicy-bench-guide-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return comparison(
      name, "views", quick ? 5_000 : 20_000, against: "the same views pinned to the safe area"
    ) { n, safeArea in
      let path = write(
        pinnedStoryboard(n, safeArea: safeArea), directory + "/guide\(n)-\(safeArea)",
        "pinned.storyboard")
      return ["import", path]
    }
  }

  /// `ScalingInputs.storyboard(siblings:)` with the root view's keyboard guide (or safe-area
  /// guide) and one constraint per sibling tying its bottom to the guide's top.
  static func pinnedStoryboard(_ n: Int, safeArea: Bool) -> String {
    let guide =
      safeArea
      ? "<viewLayoutGuide key=\"safeArea\" id=\"kb\"/>"
      : "<keyboardLayoutGuide key=\"keyboard\" id=\"kb\"/>"
    var constraints = "<constraints>\n"
    constraints.reserveCapacity(n * 110)
    for i in 0..<n {
      constraints +=
        "<constraint firstItem=\"kb\" firstAttribute=\"\(safeArea ? "bottom" : "top")\" secondItem=\"g\(i)\" secondAttribute=\"bottom\" id=\"c\(i)\"/>\n"
    }
    constraints += "</constraints>"
    return ScalingInputs.storyboard(siblings: n).replacingOccurrences(
      of: "</subviews></view>", with: "</subviews>\(guide)\n\(constraints)</view>")
  }
}
