import Foundation

/// scaling, `--device all`: every controller of a storyboard explained (`explain --all`) and
/// linted on each of the 23 supported device classes. The sweep multiplies the work by the
/// number of classes, a constant; these rows check that it stays linear in the document (growth
/// at most 6 per 4 times the scenes), so the sweep costs 23 single-device runs and no more. And
/// `import --device` of a screen whose views its constraints lay out on a device other than its
/// canvas (the solver's path in the importer): views each pinned to the root, and views in one
/// chain, each below the one before, linear too.
extension ScalingBench {
  static func deviceCases(write: @escaping (String, String, String) -> String) -> [Case] {
    let policy = "version 1\n\navoidance {\n  distance = 20\n}\n"
    func storyboard(_ n: Int, _ directory: String) -> String {
      write(ScalingInputs.storyboard(scenes: n), directory, "forms.storyboard")
    }
    return [
      Case(
        command: "import --device retina4_0", shape: "a screen laid out by its constraints",
        unit: "views", size: 1_000, mustSucceed: true,
        arguments: { size, directory in
          [
            "import", write(constrainedStoryboard(size), directory, "pinned.storyboard"),
            "--device", "retina4_0",
          ]
        }),
      Case(
        command: "import --device retina4_0", shape: "a chain of views laid out by its constraints",
        unit: "views", size: 1_000, mustSucceed: true,
        arguments: { size, directory in
          [
            "import",
            write(constrainedStoryboard(size, chain: true), directory, "chain.storyboard"),
            "--device", "retina4_0",
          ]
        }),
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

  /// `ScalingInputs.storyboard(siblings:)` drawn on its iPhone 11, each sibling placed by four
  /// constraints of its own (left and top from the root's, width and height 10); in a `chain`,
  /// each sibling's top is 2 below the bottom of the one before.
  static func constrainedStoryboard(_ n: Int, chain: Bool = false) -> String {
    var constraints = "<constraints>\n"
    constraints.reserveCapacity(n * 440)
    for i in 0..<n {
      let top =
        chain && i > 0
        ? "secondItem=\"g\(i - 1)\" secondAttribute=\"bottom\" constant=\"2\""
        : "secondItem=\"v0\" secondAttribute=\"top\" constant=\"\(i % 500)\""
      constraints +=
        "<constraint firstItem=\"g\(i)\" firstAttribute=\"leading\" secondItem=\"v0\" secondAttribute=\"leading\" constant=\"\(i % 300)\" id=\"l\(i)\"/>\n"
        + "<constraint firstItem=\"g\(i)\" firstAttribute=\"top\" \(top) id=\"t\(i)\"/>\n"
        + "<constraint firstItem=\"g\(i)\" firstAttribute=\"width\" constant=\"10\" id=\"w\(i)\"/>\n"
        + "<constraint firstItem=\"g\(i)\" firstAttribute=\"height\" constant=\"10\" id=\"h\(i)\"/>\n"
    }
    constraints += "</constraints>"
    return ScalingInputs.storyboard(siblings: n)
      .replacingOccurrences(
        of: "<view contentMode=\"scaleToFill\" id=\"g",
        with:
          "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"g"
      )
      .replacingOccurrences(of: "</subviews></view>", with: "</subviews>\n\(constraints)</view>")
  }
}
