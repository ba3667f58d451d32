import Foundation

/// scaling, `--device all`: every controller of a storyboard explained (`explain --all`) and
/// linted on each of the 21 supported device classes. The sweep multiplies the work by the
/// number of classes, a constant; these rows check that it stays linear in the document (growth
/// at most 6 per 4 times the scenes), so the sweep costs 21 single-device runs and no more.
extension ScalingBench {
  static func deviceCases(write: @escaping (String, String, String) -> String) -> [Case] {
    let policy = "version 1\n\navoidance {\n  distance = 20\n}\n"
    func storyboard(_ n: Int, _ directory: String) -> String {
      write(ScalingInputs.storyboard(scenes: n), directory, "forms.storyboard")
    }
    return [
      Case(
        command: "explain --all --device all", shape: "a storyboard of many controllers",
        unit: "scenes", size: 25, mustSucceed: true,
        arguments: { size, directory in
          [
            "explain", "--policy", write(policy, directory, "policy.kbpolicy"), "--storyboard",
            storyboard(size, directory), "--all", "--device", "all", "--format", "json",
          ]
        }),
      Case(
        command: "lint --device all", shape: "a storyboard of many controllers", unit: "scenes",
        size: 25, mustSucceed: true,
        arguments: { size, directory in
          [
            "lint", write(policy, directory, "policy.kbpolicy"), "--storyboard",
            storyboard(size, directory), "--device", "all", "--notes", "none",
          ]
        }),
    ]
  }
}
