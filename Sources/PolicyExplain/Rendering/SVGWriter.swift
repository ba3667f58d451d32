import PolicyLanguage

/// A minimal SVG text writer: elements with escaped attributes and text, indented.
struct SVGWriter {
  private(set) var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  private var depth = 0

  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    output += indent + "<\(name)\(Self.attributes(attributes))>\n"
    depth += 1
  }

  mutating func close(_ name: String) {
    depth = max(0, depth - 1)
    output += indent + "</\(name)>\n"
  }

  /// An empty element; attributes sorted by name for stable output.
  mutating func element(_ name: String, _ attributes: [String: String]) {
    output +=
      indent
      + "<\(name)\(Self.attributes(attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))/>\n"
  }

  /// An element with text content.
  mutating func element(_ name: String, text: String, _ attributes: [String: String] = [:]) {
    let sorted = attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    output += indent + "<\(name)\(Self.attributes(sorted))>\(Self.escape(text))</\(name)>\n"
  }

  mutating func rect(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ attributes: [String: String]
  ) {
    var all = attributes
    all["x"] = PointsFormat.rounded(x)
    all["y"] = PointsFormat.rounded(y)
    all["width"] = PointsFormat.rounded(max(0, width))
    all["height"] = PointsFormat.rounded(max(0, height))
    element("rect", all)
  }

  mutating func text(_ x: Double, _ y: Double, _ content: String, _ attributes: [String: String]) {
    var all = attributes
    all["x"] = PointsFormat.rounded(x)
    all["y"] = PointsFormat.rounded(y)
    element("text", text: content, all)
  }

  /// Runs `body` inside a `<g clip-path=...>` when `clip` is set.
  mutating func group(clip: String?, _ body: (inout SVGWriter) -> Void) {
    guard let clip else {
      body(&self)
      return
    }
    open("g", [("clip-path", clip)])
    body(&self)
    close("g")
  }

  private var indent: String { String(repeating: "  ", count: depth) }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// Text and attribute values safe in XML, each line break or tab folded into a space.
  static func escape(_ text: String) -> String { XMLText.escape(text, whitespace: .foldToSpaces) }
}
