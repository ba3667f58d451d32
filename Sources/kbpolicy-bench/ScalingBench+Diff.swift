extension ScalingBench {
  /// `diff` over many rules without screens (every field name either policy names is decided
  /// under both) and over a screen of many fields (each explained under both policies).
  static func diffCases(write: @escaping (String, String, String) -> String) -> [Case] {
    /// `field "fK"` rules; the new policy changes every other distance.
    func fieldRules(_ n: Int, changed: Bool) -> String {
      "version 1\n\nclass FormViewController: UIViewController\n\n"
        + "controller FormViewController {\n  distance = \(changed ? 30 : 20)\n}\n"
        + (0..<n).map { k in
          "\nfield \"f\(k)\" {\n  distance = \(changed && k % 2 == 0 ? 40 : 24)\n}\n"
        }.joined()
    }
    /// A scrollable screen of `n` fields under a FormViewController.
    func scene(_ n: Int) -> String {
      let fields = (0..<n).map { k in
        "{\"id\": \"f\(k)\", \"class\": \"UITextField\", \"frame\": [16, \(100 + k * 50), 361, 44], "
          + "\"accessibilityIdentifier\": \"f\(k)\"}"
      }.joined(separator: ",\n")
      return """
        {"version": 1, "window": {"width": 393, "height": 852}, "statusBarHeight": 59,
         "classes": {"FormViewController": "UIViewController"},
         "keyboard": {"height": 336},
         "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
           {"id": "scroll", "class": "UIScrollView", "frame": [0, 59, 393, 793],
            "scroll": {"contentSize": [393, \(200 + n * 50)]}, "subviews": [\(fields)]}]}],
         "controllers": [{"id": "vc", "class": "FormViewController", "view": "root"}]}
        """
    }
    return [
      Case(
        command: "diff", shape: "field rules, without screens", unit: "rules", size: 5_000,
        arguments: { size, directory in
          [
            "diff", write(fieldRules(size, changed: false), directory, "old.kbpolicy"),
            write(fieldRules(size, changed: true), directory, "new.kbpolicy"),
          ]
        }),
      Case(
        command: "diff", shape: "a screen of many fields", unit: "fields", size: 1_000,
        arguments: { size, directory in
          [
            "diff", write(fieldRules(size, changed: false), directory, "old.kbpolicy"),
            write(fieldRules(size, changed: true), directory, "new.kbpolicy"), "--scene",
            write(scene(size), directory, "screen.json"), "--format", "json",
          ]
        }),
    ]
  }
}
