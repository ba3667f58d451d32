extension ExplanationTextRenderer {
  /// The user's `ignore-touches-in` entries that keep taps in some view from resigning the field
  /// (`taps in 2 views of class UIButton ('pay', 'help') keep the keyboard: ...`); the default
  /// layer's are left to the JSON output, as every policy has them.
  static func ignoredTouches(_ ignored: [IgnoredTouches]) -> [String] {
    ignored.filter { $0.entry.kind == .rule }.map { touches in
      var views = touches.examples.map { "'\($0)'" }
      if touches.views > touches.examples.count { views.append("…") }
      let noun = touches.views == 1 ? "view" : "views"
      return
        "taps in \(touches.views) \(noun) of class \(touches.entry.className) (\(views.joined(separator: ", "))) keep the keyboard: \(touches.entry.summary)"
    }
  }

  /// The scroll-view flags the user's policy or app code sets (`'list'  adjust  off  scroll-view
  /// "list" { adjust = off } (app.kbpolicy:9:3)`); none when every flag is the default layer's
  /// or built in (the JSON output always has every flag).
  func scrollViews(_ scrollViews: [ExplainedScrollView]) -> [String] {
    var rows: [(String, String)] = []
    for scroll in scrollViews {
      for flag in scroll.flags where flag.source.kind == .rule || flag.source.kind == .code {
        rows.append(
          (
            "'\(scroll.id)'",
            "\(flag.flag.rawValue) = \(flag.value ? "on" : "off") from \(flag.source.summary)"
          ))
      }
    }
    guard !rows.isEmpty else { return [] }
    return ["scroll views"] + Self.aligned(rows, indent: "  ")
  }
}
