import PolicyLanguage

/// The policy being written: feature blocks, rule blocks and class declarations, each line with
/// the comment naming where it came from. `text()` lays it out; the formatter then makes it
/// canonical.
struct PolicyDraft {
  /// A rule block's header: `controller X`, `field "id"`, `scroll-view "id"`.
  struct Header: Hashable, CustomStringConvertible {
    /// The block, which orders its settings (`settingOrder(in:)`).
    var block: SettingBlock
    /// What follows the keyword: a class name or a string literal.
    var selector: String
    /// The keyword when it is not the block's: `screen` (a screen takes a controller's
    /// settings).
    var keyword: String?

    init(_ block: SettingBlock, _ selector: String, keyword: String? = nil) {
      self.block = block
      self.selector = selector
      self.keyword = keyword
    }

    var description: String { "\(keyword ?? block.keyword) \(selector)" }
  }

  /// One `name = value` or list line, with its comment.
  struct Line: Equatable {
    var text: String
    var comment: String
  }

  /// A block's lines: settings by name (the last set wins), then list lines in order.
  struct Block {
    /// Which block it is (its settings are written in `settingOrder(in:)`).
    var kind: SettingBlock
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
  var rules: [Header: Block] = [:]
  var ruleOrder: [Header] = []
  /// The header comment.
  var header: [String] = []

  mutating func feature(
    _ feature: IQSetting.Feature, set name: String, _ value: String, comment: String
  ) {
    features[feature, default: Block(kind: .feature(feature))].set(name, value, comment: comment)
  }

  mutating func feature(_ feature: IQSetting.Feature, list text: String, comment: String) {
    if features[feature] == nil { features[feature] = Block(kind: .feature(feature)) }
    if features[feature]!.listTexts.insert(text).inserted {
      features[feature]!.lists.append(Line(text: text, comment: comment))
    }
  }

  mutating func rule(_ header: Header, set name: String, _ value: String, comment: String) {
    if rules[header] == nil { ruleOrder.append(header) }
    rules[header, default: Block(kind: header.block)].set(name, value, comment: comment)
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
    // A setting the block does not take goes last, in the order it was set.
    let rank = Self.settingOrder(in: block.kind)
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

  /// The names of `block`'s settings in the order a draft writes them: the catalogue's order for
  /// the block (`SettingCatalogue.entries(in:)`), with `enabled` and then `distance` first (so a
  /// `field` block's distance comes before its switches).
  static func settingOrder(in block: SettingBlock) -> [String] {
    let names = SettingCatalogue.entries(in: block).map(\.name)
    let leading = ["enabled", "distance"].filter(names.contains)
    return leading + names.filter { !leading.contains($0) }
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

  /// A policy string literal for `text`, written as the formatter writes one
  /// (`ViewIDList.quoted`); nil for an identifier the draft leaves in code: empty, longer than
  /// 200 bytes, or holding a control character (`quoted` escapes a tab and a line break but
  /// writes any other control character as it is; the draft writes none of them into a policy).
  static func stringLiteral(_ text: String) -> String? {
    guard !text.isEmpty, text.utf8.count <= 200,
      !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return nil }
    return ViewIDList.quoted(text)
  }

  /// Whether `name` is a class name the policy language accepts: one word as the lexer reads it
  /// (`Lexer.isWord`), of at most 200 bytes (the draft's limit, as for string literals).
  static func isPolicyWord(_ name: String) -> Bool {
    name.utf8.count <= 200 && Lexer.isWord(name)
  }
}
