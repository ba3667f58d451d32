import AvoidanceEngine
import PolicyLanguage
/// Renders an explanation's adjustment as an SVG 1.1 picture: the screen before the keyboard
/// shows and after the engine's plan, side by side and to scale (1 unit = 1 pt), with the root
/// view, scroll views (visible frame and content offset), every text input (the explained one
/// highlighted), the navigation bar, the keyboard, the gap to the keyboard and the moves
/// labelled in points, and a legend.
///
/// Self-contained: no external resources, no scripts, every text escaped. A pure function.
public struct ExplanationSVGRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  enum Palette {
    static let focusedFill = "#ffe3c2"
    static let focusedStroke = "#e8730c"
    /// A view the field keeps visible (`keep-visible`).
    static let companionStroke = "#7c3aed"
    static let inputFill = "#ffffff"
    static let inputStroke = "#8a94a3"
    static let scrollFill = "#f2f7fd"
    static let scrollStroke = "#3d7fd1"
    static let rootFill = "#f7f8fa"
    static let rootStroke = "#b4bcc8"
    static let otherFill = "#dfe3e8"
    static let navFill = "#d5dce6"
    static let keyboardFill = "#2e3238"
    static let gapGood = "#1f9d55"
    static let gapBad = "#d0342c"
    static let move = "#7b3fc4"
    static let text = "#1d2430"
    static let muted = "#5b6573"
  }

  /// The SVG document.
  public func render(_ explanation: Explanation, picture: ScenePicture) -> String {
    let w = max(picture.windowWidth, 1)
    let h = max(picture.windowHeight, 1)
    let margin = 30.0
    // The column right of each panel holds the labels: as wide as the widest one needs.
    let column = max(190, Self.columnWidth(explanation, picture: picture))
    let legendHeight = 118.0
    let leftX = margin
    let rightX = margin + w + column
    let width = rightX + w + column
    // Title and subtitle wrap (two lines each at most) to the canvas, never clipped at its edge.
    let room = width - 2 * margin
    let title = Self.wrapped(
      "\(explanation.field.displayName): \(explanation.verdict.message)", size: 17, bold: true,
      width: room)
    let subtitle = Self.wrapped(subtitle(explanation), size: 13, bold: false, width: room)
    let subtitleY = 30 + Double(title.count - 1) * 22 + 22
    let top = subtitleY + Double(subtitle.count - 1) * 17 + 44
    let height = top + h + 30 + legendHeight
    var svg = SVGWriter()
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"), ("width", n(width)),
        ("height", n(height)),
        ("viewBox", "0 0 \(n(width)) \(n(height))"),
        ("font-family", "Helvetica, Arial, sans-serif"),
      ])
    svg.element(
      "title",
      text: "kbpolicy explain: \(explanation.field.displayName): \(explanation.verdict.message)")
    svg.open("defs")
    for (panel, elements) in [("before", picture.before), ("after", picture.after)] {
      svg.open("clipPath", [("id", "window-\(panel)")])
      svg.rect(0, 0, w, h, [:])
      svg.close("clipPath")
      for (i, clip) in uniqueClips(elements).enumerated() {
        svg.open("clipPath", [("id", "clip-\(panel)-\(i)")])
        svg.rect(clip.x, clip.y, clip.width, clip.height, [:])
        svg.close("clipPath")
      }
    }
    svg.open(
      "marker",
      [
        ("id", "arrow"), ("viewBox", "0 0 10 10"), ("refX", "5"), ("refY", "5"),
        ("markerWidth", "7"),
        ("markerHeight", "7"), ("orient", "auto"),
      ])
    svg.element("path", ["d": "M 0 0 L 10 5 L 0 10 z", "fill": Palette.move])
    svg.close("marker")
    svg.close("defs")
    svg.rect(0, 0, width, height, ["fill": "#ffffff"])

    for (i, line) in title.enumerated() {
      svg.text(
        margin, 30 + Double(i) * 22, line,
        ["font-size": "17", "font-weight": "bold", "fill": Palette.text])
    }
    for (i, line) in subtitle.enumerated() {
      svg.text(
        margin, subtitleY + Double(i) * 17, line, ["font-size": "13", "fill": Palette.muted])
    }
    svg.text(
      leftX, top - 14, "before: the keyboard shows",
      ["font-size": "15", "font-weight": "bold", "fill": Palette.text])
    svg.text(
      rightX, top - 14, "after: the engine's plan",
      ["font-size": "15", "font-weight": "bold", "fill": Palette.text])

    panel(svg: &svg, "before", picture.before, picture, explanation, x: leftX, y: top, after: false)
    panel(svg: &svg, "after", picture.after, picture, explanation, x: rightX, y: top, after: true)
    legend(svg: &svg, x: margin, y: top + h + 30, width: width - 2 * margin)
    svg.close("svg")
    return svg.output
  }

  // MARK: - Panels

  private func panel(
    svg: inout SVGWriter, _ name: String, _ elements: [PictureElement], _ picture: ScenePicture,
    _ e: Explanation, x: Double, y: Double, after: Bool
  ) {
    let w = picture.windowWidth
    let h = picture.windowHeight
    let clips = uniqueClips(elements)
    svg.open("g", [("id", "panel-\(name)"), ("transform", "translate(\(n(x)),\(n(y)))")])
    svg.open("g", [("clip-path", "url(#window-\(name))")])
    svg.rect(0, 0, w, h, ["fill": "#ffffff"])
    for element in elements {
      var attributes: [String: String] = ["class": element.role.rawValue]
      if let clip = element.clip, let i = clips.firstIndex(of: clip) {
        attributes["clip-path"] = "url(#clip-\(name)-\(i))"
      }
      let f = element.frame
      switch element.role {
      case .root:
        svg.rect(
          f.x, f.y, f.width, f.height,
          attributes.merging([
            "fill": Palette.rootFill, "stroke": Palette.rootStroke, "stroke-width": "2",
          ]) { $1 })
      case .scrollView:
        svg.rect(
          f.x + 1, f.y + 1, max(0, f.width - 2), max(0, f.height - 2),
          attributes.merging([
            "fill": Palette.scrollFill, "stroke": Palette.scrollStroke, "stroke-width": "2",
            "stroke-dasharray": "8 5",
          ]) { $1 })
      case .other:
        svg.rect(
          f.x, f.y, f.width, f.height,
          attributes.merging(["fill": Palette.otherFill, "rx": "6"]) { $1 })
      case .textInput:
        svg.rect(
          f.x, f.y, f.width, f.height,
          attributes.merging([
            "fill": Palette.inputFill, "stroke": Palette.inputStroke, "stroke-width": "1.5",
            "rx": "6",
          ]) { $1 })
        svg.group(clip: attributes["clip-path"]) { svg in
          svg.text(
            f.x + 10, f.y + min(f.height / 2 + 5, 26), element.label,
            ["font-size": "14", "fill": Palette.muted])
        }
      case .focused:
        svg.rect(
          f.x, f.y, f.width, f.height,
          attributes.merging([
            "fill": Palette.focusedFill, "stroke": Palette.focusedStroke, "stroke-width": "3",
            "rx": "6", "id": "focused-\(name)",
          ]) { $1 })
        svg.group(clip: attributes["clip-path"]) { svg in
          svg.text(
            f.x + 10, f.y + min(f.height / 2 + 5, 26), element.label,
            ["font-size": "14", "font-weight": "bold", "fill": Palette.text])
        }
      }
    }
    // Scroll view labels on top of their content.
    for element in elements where element.role == .scrollView {
      let f = element.frame
      let label = "scroll view \(element.label)"
      let width = Double(label.count) * 6.3 + 10
      svg.rect(
        f.x + f.width - width - 6, f.y + 5, width, 19,
        ["fill": "#ffffff", "fill-opacity": "0.85", "rx": "4"])
      svg.text(
        f.x + f.width - 12, f.y + 19, label,
        ["font-size": "12", "fill": Palette.scrollStroke, "text-anchor": "end"])
    }
    // Status bar and navigation bar stay on top of the content, as on a device.
    svg.rect(0, 0, w, picture.statusBarHeight, ["fill": "#eceff3", "class": "status-bar"])
    if let bar = picture.navigationBar {
      svg.rect(
        bar.x, bar.y, bar.width, bar.height, ["fill": Palette.navFill, "class": "navigation-bar"])
      svg.text(
        w / 2, bar.y + bar.height / 2 + 5, "navigation bar",
        ["font-size": "13", "fill": Palette.muted, "text-anchor": "middle"])
    }
    if let keyboard = picture.keyboard {
      svg.rect(
        keyboard.x, keyboard.y, keyboard.width, keyboard.height,
        [
          "fill": Palette.keyboardFill, "fill-opacity": "0.9", "class": "keyboard",
          "id": "keyboard-\(name)",
        ])
      let parts = e.adjustment?.keyboardParts ?? []
      // An assumed keyboard's accessory (the toolbar, the app's own) is a band on its top edge.
      var bandTop = keyboard.y
      for part in parts where part.kind != .system {
        svg.rect(
          keyboard.x, bandTop, keyboard.width, part.height,
          [
            "fill": "#ffffff", "fill-opacity": "0.25", "class": "keyboard-\(part.kind.rawValue)",
          ])
        // At the right edge, clear of the field labels that start at the left.
        svg.text(
          w - 8, bandTop + part.height / 2 + 5,
          "\(part.kind == .toolbar ? "toolbar" : "app accessory") · \(PointsFormat.rounded(part.height)) pt, assumed",
          ["font-size": "12", "fill": "#ffffff", "text-anchor": "end"])
        bandTop += part.height
      }
      let system = parts.first { $0.kind == .system }
      let label =
        system.map { "keyboard · \(PointsFormat.rounded($0.height)) pt, assumed" }
        ?? "keyboard · \(PointsFormat.rounded(keyboard.height)) pt"
      let bodyHeight = keyboard.y + keyboard.height - bandTop
      svg.text(
        w / 2, bandTop + min(bodyHeight / 2, 60) + 6, label,
        [
          "font-size": "15", "fill": "#ffffff", "text-anchor": "middle",
        ])
    }
    if let a = e.adjustment { companions(svg: &svg, a, after: after) }
    if after, let a = e.adjustment, a.adjusted, abs(a.fieldMovedUp) > 0.5 {
      // Where the field was, dashed, over everything.
      let b = a.fieldFrameBefore
      svg.rect(
        b.x, b.y, b.width, b.height,
        [
          "fill": "none", "stroke": Palette.focusedStroke, "stroke-width": "1.5",
          "stroke-dasharray": "5 4", "rx": "6", "class": "field-before",
        ])
    }
    svg.close("g")
    svg.rect(
      0, 0, w, h,
      ["fill": "none", "stroke": "#4b5563", "stroke-width": "2", "rx": "14", "class": "window"])
    annotations(svg: &svg, elements, picture, e, after: after)
    svg.close("g")
  }

  /// The views the field keeps visible (`keep-visible`), over everything (the keyboard too):
  /// violet outlines with their id, and what the keyboard still covers of each, after the move.
  private func companions(svg: inout SVGWriter, _ a: KeyboardAdjustment, after: Bool) {
    for companion in a.companions where companion.ignored == nil {
      guard let f = after ? companion.frame : companion.frameBefore else { continue }
      svg.rect(
        f.x, f.y, f.width, f.height,
        [
          "fill": "none", "stroke": Palette.companionStroke, "stroke-width": "2.5",
          "stroke-dasharray": "3 3", "rx": "6", "class": "companion",
        ])
      var label = "keep-visible \(companion.id)"
      if after, companion.staysCovered {
        label += " · covered \(PointsFormat.rounded(companion.covered)) pt"
      }
      svg.text(
        f.x + 8, f.y + min(f.height / 2 + 5, 22), label,
        ["font-size": "13", "font-weight": "bold", "fill": Palette.companionStroke])
    }
  }

  /// The gap bracket, the moves and the scroll offsets, in the column right of a panel.
  private func annotations(
    svg: inout SVGWriter, _ elements: [PictureElement], _ picture: ScenePicture, _ e: Explanation,
    after: Bool
  ) {
    let w = picture.windowWidth
    guard let field = elements.first(where: { $0.role == .focused }) else { return }
    let f = field.frame
    var gapLabelTop = picture.windowHeight
    if let keyboard = picture.keyboard {
      let top = keyboard.y
      let gap = top - f.maxY
      let good = gap >= -0.5 && (e.adjustment?.visible ?? false)
      let color = good ? Palette.gapGood : Palette.gapBad
      let x = w + 14
      // A gap spans the field's bottom to the keyboard's top; a covered field only its covered
      // part, from the keyboard's top (or the field's top, when all of it is under) to its bottom.
      let (y1, y2) = gap >= 0 ? (f.maxY, top) : (max(top, f.y), f.maxY)
      svg.element(
        "line",
        [
          "x1": n(w), "y1": n(f.maxY), "x2": n(x + 8), "y2": n(f.maxY), "stroke": color,
          "stroke-width": "1", "stroke-dasharray": "3 3",
        ])
      svg.element(
        "line",
        [
          "x1": n(w), "y1": n(max(top, gap >= 0 ? top : f.y)), "x2": n(x + 8),
          "y2": n(max(top, gap >= 0 ? top : f.y)), "stroke": color,
          "stroke-width": "1", "stroke-dasharray": "3 3",
        ])
      svg.element(
        "line",
        [
          "x1": n(x + 4), "y1": n(y1), "x2": n(x + 4), "y2": n(y2), "stroke": color,
          "stroke-width": "3", "class": "gap",
        ])
      let label = Self.gapLabel(gap: gap, fieldHeight: f.height)
      gapLabelTop = (y1 + y2) / 2 - 12
      svg.text(
        x + 16, (y1 + y2) / 2 + 5, label,
        [
          "font-size": "15", "font-weight": "bold", "fill": color,
          "id": after ? "gap-label" : "gap-label-before",
        ])
      if let a = e.adjustment {
        svg.text(
          x + 16, (y1 + y2) / 2 + 23, "distance \(PointsFormat.rounded(a.distance)) pt",
          ["font-size": "12", "fill": Palette.muted])
      }
    }
    guard after, let a = e.adjustment else { return }
    var y = f.y - 8
    if a.adjusted, abs(a.fieldMovedUp) > 0.5 {
      let from = a.fieldFrameBefore.y + a.fieldFrameBefore.height / 2
      let to = f.y + f.height / 2
      let x = w * 0.82
      svg.element(
        "line",
        [
          "x1": n(x), "y1": n(from), "x2": n(x), "y2": n(to + (from > to ? 8 : -8)),
          "stroke": Palette.move, "stroke-width": "3", "marker-end": "url(#arrow)", "class": "move",
        ])
      y = min(from, to) - 6
      let lines = Self.moveLines(a)
      let bottom = min(gapLabelTop - 14, max(from, to))
      let labelY = max(20, bottom - Double(lines.count - 1) * 18)
      for (i, line) in lines.enumerated() {
        svg.text(
          w + 14, labelY + Double(i) * 18, line,
          [
            "font-size": i == 0 ? "14" : "12", "font-weight": i == 0 ? "bold" : "normal",
            "fill": Palette.move, "class": "move-label",
          ])
      }
    } else if !a.adjusted {
      // Under the gap label when the window has room there, else above it.
      let below = gapLabelTop + 66
      let noteY =
        picture.keyboard == nil
        ? max(24, y) : below + 18 <= picture.windowHeight ? below : max(24, gapLabelTop - 30)
      svg.text(
        w + 30, noteY, "not moved:",
        ["font-size": "14", "font-weight": "bold", "fill": Palette.gapBad])
      svg.text(w + 30, noteY + 18, "avoidance is off", ["font-size": "13", "fill": Palette.gapBad])
    } else {
      svg.text(
        w + 14, max(24, y), "nothing had to move", ["font-size": "13", "fill": Palette.muted])
    }
    if let root = a.root, abs(root.movedUp) > 0.5 {
      svg.element(
        "line",
        [
          "x1": "-14", "y1": n(root.yBefore), "x2": "-14",
          "y2": n(root.y + (root.movedUp > 0 ? 8 : -8)), "stroke": Palette.move,
          "stroke-width": "2", "marker-end": "url(#arrow)", "class": "root-move",
        ])
    }
  }

  private func legend(svg: inout SVGWriter, x: Double, y: Double, width: Double) {
    svg.open("g", [("id", "legend"), ("transform", "translate(\(n(x)),\(n(y)))")])
    svg.rect(0, 0, width, 96, ["fill": "#fafbfc", "stroke": "#d8dde3", "rx": "8"])
    svg.text(14, 24, "legend", ["font-size": "13", "font-weight": "bold", "fill": Palette.text])
    let items: [(String, [String: String])] = [
      (
        "explained field",
        ["fill": Palette.focusedFill, "stroke": Palette.focusedStroke, "stroke-width": "3"]
      ),
      (
        "other text input",
        ["fill": Palette.inputFill, "stroke": Palette.inputStroke, "stroke-width": "1.5"]
      ),
      (
        "scroll view (visible frame)",
        [
          "fill": Palette.scrollFill, "stroke": Palette.scrollStroke, "stroke-width": "2",
          "stroke-dasharray": "8 5",
        ]
      ),
      (
        "root view that moves",
        ["fill": Palette.rootFill, "stroke": Palette.rootStroke, "stroke-width": "2"]
      ),
      ("navigation bar", ["fill": Palette.navFill]),
      ("keyboard", ["fill": Palette.keyboardFill]),
      (
        "field before the move",
        [
          "fill": "none", "stroke": Palette.focusedStroke, "stroke-width": "1.5",
          "stroke-dasharray": "5 4",
        ]
      ),
    ]
    let columns = 4
    let cell = width / Double(columns)
    for (i, item) in items.enumerated() {
      let cx = 14 + Double(i % columns) * cell
      let cy = 40 + Double(i / columns) * 26
      svg.rect(cx, cy, 28, 16, item.1.merging(["rx": "3"]) { $1 })
      svg.text(cx + 38, cy + 13, item.0, ["font-size": "13", "fill": Palette.text])
    }
    let cx = 14 + Double(items.count % columns) * cell
    let cy = 40 + Double(items.count / columns) * 26
    svg.element(
      "line",
      [
        "x1": n(cx + 4), "y1": n(cy), "x2": n(cx + 4), "y2": n(cy + 16), "stroke": Palette.gapGood,
        "stroke-width": "3",
      ])
    svg.element(
      "line",
      [
        "x1": n(cx + 20), "y1": n(cy + 16), "x2": n(cx + 20), "y2": n(cy + 2),
        "stroke": Palette.move, "stroke-width": "2", "marker-end": "url(#arrow)",
      ])
    svg.text(
      cx + 38, cy + 13, "gap to the keyboard · move", ["font-size": "13", "fill": Palette.text])
    svg.close("g")
  }

  private func subtitle(_ e: Explanation) -> String {
    var parts = ["field \(e.field.id) (\(e.field.classChain.first ?? "?"))"]
    if let controller = e.controller { parts.append("in \(controller.className)") }
    if let avoidance = e[.avoidance] {
      parts.append("avoidance \(avoidance.value): \(avoidance.source.summary)")
    }
    if let distance = e[.distance] { parts.append("distance \(distance.value)") }
    return parts.joined(separator: " · ")
  }

  /// `text`, cut to `limit` characters with an ellipsis.
  static func truncated(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// `text` in lines that fit `width` (by `textWidth`), broken at spaces; past `maxLines`, the
  /// last line is cut with an ellipsis.
  static func wrapped(
    _ text: String, size: Double, bold: Bool, width: Double, maxLines: Int = 2
  ) -> [String] {
    let limit = max(2, Int(width / textWidth("x", size: size, bold: bold)))
    var lines: [String] = []
    var rest = Substring(text)
    while rest.count > limit, lines.count < maxLines - 1 {
      let head = rest.prefix(limit + 1)
      // Break after a ` · ` separator when there is one, else at the last space.
      let cut =
        head.indices.last { head[$0...].hasPrefix(" · ") } ?? head.lastIndex(of: " ")
        ?? rest.index(rest.startIndex, offsetBy: limit)
      lines.append(String(rest[..<cut]))
      rest = rest[cut...].drop { $0 == " " || $0 == "·" }
    }
    lines.append(truncated(String(rest), limit))
    return lines
  }

  /// A generous estimate of a label's rendered width: every character as wide as a wide
  /// sans-serif average (0.62 em, bold 0.68 em), so a label fits in any common font.
  static func textWidth(_ text: String, size: Double, bold: Bool) -> Double {
    Double(text.count) * size * (bold ? 0.68 : 0.62)
  }

  /// The gap bracket's label: `gap 40 pt`, or `covered 44 pt` (at most the field's height).
  static func gapLabel(gap: Double, fieldHeight: Double) -> String {
    gap >= 0
      ? "gap \(PointsFormat.rounded(gap)) pt"
      : "covered \(PointsFormat.rounded(min(-gap, fieldHeight))) pt"
  }

  /// The labels of the move: the field's, then each scroll view's and the root's.
  static func moveLines(_ a: KeyboardAdjustment) -> [String] {
    var lines = [
      "field moves \(a.fieldMovedUp > 0 ? "up" : "down") \(PointsFormat.rounded(abs(a.fieldMovedUp))) pt"
    ]
    for scroll in a.scrollViews where abs(scroll.absorbed) > 0.5 {
      lines.append(
        "scroll '\(scroll.id)' \(PointsFormat.rounded(scroll.contentOffsetYBefore)) → \(PointsFormat.rounded(scroll.contentOffsetY))"
      )
    }
    if let root = a.root, abs(root.movedUp) > 0.5 {
      lines.append(
        "root '\(root.view)' y \(PointsFormat.rounded(root.yBefore)) → \(PointsFormat.rounded(root.y))"
      )
    }
    return lines
  }

  /// The width the label column needs: its widest label (at its offset from the panel's right
  /// edge, in its font) plus a margin.
  static func columnWidth(_ e: Explanation, picture: ScenePicture) -> Double {
    var needs: [Double] = [30 + textWidth("nothing had to move", size: 13, bold: false)]
    if let a = e.adjustment {
      let heights = [a.fieldFrameBefore.height, a.fieldFrame.height]
      for gap in [a.keyboardTop - a.fieldFrameBefore.maxY, a.gap] {
        needs.append(
          30 + textWidth(gapLabel(gap: gap, fieldHeight: heights.max() ?? 0), size: 15, bold: true))
      }
      needs.append(
        30 + textWidth("distance \(PointsFormat.rounded(a.distance)) pt", size: 12, bold: false))
      for (i, line) in moveLines(a).enumerated() {
        needs.append(14 + textWidth(line, size: i == 0 ? 14 : 12, bold: i == 0))
      }
    }
    return (needs.max() ?? 0) + 16
  }

  private func uniqueClips(_ elements: [PictureElement]) -> [ExplainedRect] {
    var result: [ExplainedRect] = []
    for clip in elements.compactMap(\.clip) where !result.contains(clip) { result.append(clip) }
    return result
  }

  private func n(_ value: Double) -> String { PointsFormat.rounded(value) }
}
