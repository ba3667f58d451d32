/// The policy being written: feature blocks, rule blocks and class declarations, each line with
/// the comment naming where it came from. `text()` lays it out; the formatter then makes it
/// canonical.
struct PolicyDraft {
  /// One `name = value` or list line, with its comment.
  struct Line: Equatable {
    var text: String
    var comment: String
  }

  /// A block's lines: settings by name (the last set wins), then list lines in order.
  struct Block {
    var settings: [String: Line] = [:]
    var settingOrder: [String] = []
    var lists: [Line] = []
    /// The list lines' texts, so a repeated line is found in constant time.
    var listTexts: Set<String> = []

    mutating func set(_ name: String, _ value: String, comment: String) {
      if settings[name] == nil { settingOrder.append(name) }
      settings[name] = Line(text: "\(name) = \(value)", comment: comment)
    }

    var isEmpty: Bool { settings.isEmpty && lists.isEmpty }
  }

  /// Class declarations, in order.
  var classes: [Line] = []
  /// `avoidance`, `toolbar`, `resign-on-touch`.
  var features: [IQSetting.Feature: Block] = [:]
  /// `controller X`, `field "id"`, `scroll-view "id"` blocks, by header, in order.
  var rules: [String: Block] = [:]
  var ruleOrder: [String] = []
  /// The header comment.
  var header: [String] = []

  mutating func feature(
    _ feature: IQSetting.Feature, set name: String, _ value: String, comment: String
  ) {
    features[feature, default: Block()].set(name, value, comment: comment)
  }

  mutating func feature(_ feature: IQSetting.Feature, list text: String, comment: String) {
    if features[feature] == nil { features[feature] = Block() }
    if features[feature]!.listTexts.insert(text).inserted {
      features[feature]!.lists.append(Line(text: text, comment: comment))
    }
  }

  mutating func rule(_ header: String, set name: String, _ value: String, comment: String) {
    if rules[header] == nil { ruleOrder.append(header) }
    rules[header, default: Block()].set(name, value, comment: comment)
  }

  /// The policy text (before formatting).
  func text() -> String {
    var out = header.map { "# \($0)\n" }.joined()
    out += "version 1\n"
    if !classes.isEmpty {
      out += "\n"
      for line in classes { out += "\(line.text)  # \(line.comment)\n" }
    }
    for feature in IQSetting.Feature.allCases {
      guard let block = features[feature], !block.isEmpty else { continue }
      out += "\n\(feature.rawValue) {\n" + body(block) + "}\n"
    }
    for header in ruleOrder {
      guard let block = rules[header], !block.isEmpty else { continue }
      out += "\n\(header) {\n" + body(block) + "}\n"
    }
    return out
  }

  func body(_ block: Block) -> String {
    var out = ""
    // A feature's `enabled` first, then `distance`, then the catalogue's order (so a `field`
    // block's distance comes before its switches); a setting not ranked here goes last, in the
    // order it was set.
    let rank = [
      "enabled", "distance", "order", "placeholder", "previous-next", "last-return-key",
      "dismiss-on-return", "return-keys", "avoidance", "toolbar", "resign-on-touch",
      "skip-in-order", "toolbar.order", "toolbar.placeholder", "toolbar.previous-next",
      "toolbar.last-return-key", "toolbar.dismiss-on-return", "toolbar.return-keys", "adjust",
      "adjust-inset", "restore-offset",
    ]
    let ordered = block.settingOrder.enumerated().sorted {
      (rank.firstIndex(of: $0.element) ?? rank.count, $0.offset)
        < (rank.firstIndex(of: $1.element) ?? rank.count, $1.offset)
    }.map(\.element)
    for name in ordered {
      let line = block.settings[name]!
      out += "  \(line.text)  # \(line.comment)\n"
    }
    for line in block.lists { out += "  \(line.text)  # \(line.comment)\n" }
    return out
  }

  /// A comment's text on one line: control characters and line breaks become `?`.
  static func commentText(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.prefix(300).map {
          $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value)
            || (0x2028...0x2029).contains($0.value) || (0x202A...0x202E).contains($0.value)
            || (0x2066...0x2069).contains($0.value) ? "?" : $0
        }))
  }

  /// A policy string literal: `"id"` with `"` and `\` escaped; nil when it cannot be one (a
  /// line break, a control character, empty).
  static func stringLiteral(_ text: String) -> String? {
    guard !text.isEmpty, text.utf8.count <= 200,
      !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return nil }
    var out = "\""
    for character in text {
      if character == "\"" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out + "\""
  }

  /// Whether `name` is a class name the policy language accepts (a word).
  static func isPolicyWord(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name.utf8.count <= 200 else { return false }
    func letter(_ s: Unicode.Scalar) -> Bool {
      (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_"
    }
    return letter(first)
      && name.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") || $0 == "-" }
  }
}
