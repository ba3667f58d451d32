import SceneModel

extension ViewBuilder {
  /// The element's frame in its superview: `<rect key="frame">`, else an Xcode 8.0–8.2
  /// `<frame key="frameInset">` computed against `superview` (counted in `insetFrames`), else
  /// empty.
  ///
  /// A `frameInset` gives `minX` / `minY` (the left and top insets), `maxX` / `maxY` (the right
  /// and bottom insets) and `width` / `height`, each optional: x = `minX`, else superview width −
  /// `maxX` − width, else 0; width = `width`, else superview width − x − `maxX` (`maxX` missing: 0);
  /// y and height likewise.
  mutating func frame(_ node: XMLNode, path: String, superview: Size) -> Rect {
    if let rect = node.child("rect", key: "frame") {
      let values = ["x", "y", "width", "height"].map { number(rect, $0, node, path) ?? 0 }
      return checked(values, node, path)
    }
    guard let inset = node.child("frame", key: "frameInset") else { return .zero }
    insetFrames += 1
    func axis(_ low: String, _ high: String, _ length: String, _ extent: Double) -> (
      Double, Double
    ) {
      let start = number(inset, low, node, path)
      let end = number(inset, high, node, path)
      let size = number(inset, length, node, path)
      let origin = start ?? size.map { extent - (end ?? 0) - $0 } ?? 0
      return (origin, size ?? (extent - origin - (end ?? 0)))
    }
    let (x, width) = axis("minX", "maxX", "width", superview.width)
    let (y, height) = axis("minY", "maxY", "height", superview.height)
    return checked([x, y, width, height], node, path)
  }

  /// Notes a text input whose stored frame Interface Builder flags as stale (`misplaced="YES"`,
  /// `ambiguous="YES"`), or, when it is not flagged itself, one inside a flagged view
  /// (`staleAncestors` > 0): its window frame moves with that view's.
  mutating func noteStaleFrame(_ node: XMLNode, path: String) {
    guard ["textField", "textView", "searchBar"].contains(node.name) else { return }
    let misplaced = node.bool("misplaced") == true
    let ambiguous = node.bool("ambiguous") == true
    if misplaced || ambiguous {
      note(.staleFrame(misplaced: misplaced, ambiguous: ambiguous), node, path)
    } else if staleAncestors > 0 {
      note(.staleSuperviewFrame, node, path)
    }
  }

  /// Attribute `name` of `element` as a number; `nil` when absent, `nil` with a note when not a
  /// number.
  private mutating func number(_ element: XMLNode, _ name: String, _ node: XMLNode, _ path: String)
    -> Double?
  {
    guard let text = element[name] else { return nil }
    guard let value = IBValue.number(text) else {
      note(.frameValueNotNumber(name, text), node, path)
      return nil
    }
    return value
  }

  /// `[x, y, width, height]` as a rect; a negative size becomes 0 with a note.
  private mutating func checked(_ values: [Double], _ node: XMLNode, _ path: String) -> Rect {
    if values[2] < 0 || values[3] < 0 {
      note(.negativeFrameSize, node, path)
    }
    return Rect(x: values[0], y: values[1], width: max(0, values[2]), height: max(0, values[3]))
  }
}
