extension Parser {
  // MARK: - Blocks

  /// `feature-block = ("avoidance" | "toolbar" | "resign-on-touch") "{" { block-item } "}"`
  mutating func parseFeatureBlock(_ feature: Feature) -> Statement? {
    let keyword = identifier
    advance()
    guard let open = expectOpenBrace(after: keyword.name) else { return nil }
    var items: [BlockItem] = []
    var unused: [SettingNode] = []
    parseBlockBody(
      name: keyword.name, open: open, allowsClassLists: true, items: &items, settings: &unused)
    return .feature(
      FeatureBlock(
        feature: feature, keyword: keyword, items: items,
        range: range(from: keyword.range.startPoint)))
  }

  /// `rule-block = ("controller" | "field" | "scroll-view") selector "{" { setting } "}"`,
  /// `selector = string | class-name`
  mutating func parseRuleBlock(_ kind: RuleKind) -> Statement? {
    let keyword = identifier
    advance()
    let selector: Selector
    switch token.kind {
    case .string: selector = .identifier(identifier)
    case .word: selector = .className(identifier)
    default:
      let what = kind == .controller ? "a class name" : "a quoted identifier or a class name"
      reportAtToken(
        .expectedSelector, "expected \(what) after '\(keyword.name)', found \(token.description)",
        notes: [
          Diagnostic.Note(
            message: kind == .controller
              ? "write 'controller CheckoutViewController { ... }'"
              : "write '\(keyword.name) \"identifier\" { ... }' or '\(keyword.name) ClassName { ... }'"
          )
        ])
      skipStatement(blockName: keyword.name)
      return nil
    }
    advance()
    guard let open = expectOpenBrace(after: "\(keyword.name) \(Parser.describe(selector))")
    else { return nil }
    // Rule blocks keep only settings (class lists are reported), collected directly.
    var unused: [BlockItem] = []
    var settings: [SettingNode] = []
    settings.reserveCapacity(2)
    parseBlockBody(
      name: keyword.name, open: open, allowsClassLists: false, items: &unused,
      settings: &settings)
    return .rule(
      RuleBlock(
        kind: kind, keyword: keyword, selector: selector, settings: settings,
        range: range(from: keyword.range.startPoint)))
  }

  static func describe(_ selector: Selector) -> String {
    switch selector {
    case .identifier(let id): "\"\(id.name)\""
    case .className(let id): id.name
    }
  }

  /// Consumes `{` or reports its absence and skips the statement (returning nil). The name is
  /// built only for the report.
  private mutating func expectOpenBrace(after describedName: @autoclosure () -> String)
    -> SourceRange?
  {
    if token.kind == .leftBrace {
      let open = token.range
      advance()
      return open
    }
    let name = describedName()
    var notes: [Diagnostic.Note] = []
    if token.kind == .equals, ["avoidance", "toolbar", "resign-on-touch"].contains(name) {
      notes.append(
        Diagnostic.Note(message: "'\(name)' is a block: write '\(name) { enabled = ... }'"))
    }
    reportAtToken(
      .expectedOpenBrace, "expected '{' after '\(name)', found \(token.description)", notes: notes,
      fixIts: token.kind == .newline || token.kind == .endOfFile
        ? [
          Diagnostic.FixIt(
            message: "insert '{'", range: previousEndRange, replacement: " {")
        ]
        : [])
    skipStatement(blockName: name)
    return nil
  }

  /// The items of a block up to and including its `}`: appended to `items` when class lists are
  /// allowed (feature blocks), else only the settings, to `settings` (rule blocks).
  private mutating func parseBlockBody(
    name: String, open: SourceRange, allowsClassLists: Bool, items: inout [BlockItem],
    settings: inout [SettingNode]
  ) {
    var progress = LoopProgress()
    while true {
      skipNewlines()
      guard progress.advanced(to: token) else {
        advance()
        continue
      }
      switch token.kind {
      case .rightBrace:
        advance()
        return
      case .endOfFile:
        reportMissingCloseBrace(name: name, open: open)
        return
      default:
        break
      }
      if looksLikeStatementStart() {
        reportMissingCloseBrace(name: name, open: open)
        return
      }
      guard token.kind == .word else {
        skipBadItem(blockName: name)
        continue
      }
      let next = peekKind()
      let isAssignment = next == .equals || next == .dot
      if token.keyword.startsClassList || token.keyword == .remove, !isAssignment {
        guard let list = parseClassList() else { continue }
        if !allowsClassLists {
          report(
            Diagnostic(
              .classListInRuleBlock, "class lists are not allowed in '\(name)' blocks",
              at: list.keywordRange,
              notes: [
                Diagnostic.Note(
                  message:
                    "'\(list.kind.rawValue)' goes in a feature block such as 'avoidance { ... }'")
              ]))
        }
        expectEndOfItem("'\(list.kind.rawValue) ...'")
        if allowsClassLists { items.append(.classList(list)) }
      } else {
        // Settings go straight to their array (rule blocks never box them as items).
        guard let node = parseSetting(blockName: name) else { continue }
        expectEndOfItem("'\(node.name) = \(node.value.text)'")
        if allowsClassLists {
          items.append(.setting(node))
        } else {
          settings.append(node)
        }
      }
    }
  }

  /// Reports a block that is not closed.
  mutating func reportMissingCloseBrace(name: String, open: SourceRange) {
    reportAtToken(
      .expectedCloseBrace, "expected '}' to close the '\(name)' block",
      notes: [Diagnostic.Note(message: "the block opens here", range: open)],
      fixIts: [
        Diagnostic.FixIt(
          message: "insert '}'", range: previousEndRange, replacement: "\n}")
      ])
  }

  /// A block item that does not start with a word: reported (unless the lexer did) and skipped.
  private mutating func skipBadItem(blockName: String) {
    switch token.kind {
    case .leftBrace:
      reportAtToken(.nestedBlock, "blocks cannot be nested inside '\(blockName)'")
      skipGroup(blockName: blockName)
      skipItem()
    case .invalid:
      skipItem()
    default:
      reportAtToken(
        .expectedBlockItem,
        "expected a setting or a class list in '\(blockName)', found \(token.description)")
      skipItem()
    }
  }

  // MARK: - Settings

  /// `setting = name { "." name } "=" value`
  private mutating func parseSetting(blockName: String) -> SettingNode? {
    let start = token.range.startPoint
    let first = identifier
    advance()
    // Most names have one part: the array of parts is built only for a dotted name.
    var path: [Identifier] = []
    while token.kind == .dot {
      advance()
      guard token.kind == .word else {
        reportAtToken(.expectedEquals, "expected a name after '.', found \(token.description)")
        skipItem()
        return nil
      }
      if path.isEmpty { path.append(first) }
      path.append(identifier)
      advance()
    }
    switch token.kind {
    case .equals:
      advance()
    case .leftBrace:
      let name = Parser.dottedName(first, path)
      report(
        Diagnostic(
          .nestedBlock, "blocks cannot be nested: '\(name) { ... }' inside '\(blockName)'",
          at: range(from: start)))
      skipGroup(blockName: name)
      skipItem()
      return nil
    case .number, .word, .string:
      // `distance 10`: report, then read the value as if '=' were there.
      reportAtToken(
        .expectedEquals, "expected '=' after '\(Parser.dottedName(first, path))'",
        fixIts: [
          Diagnostic.FixIt(
            message: "insert '='", range: previousEndRange, replacement: " =")
        ])
    default:
      reportAtToken(
        .expectedEquals,
        "expected '=' after '\(Parser.dottedName(first, path))', found \(token.description)")
      skipItem()
      return nil
    }
    guard let value = parseValue(after: Parser.dottedName(first, path)) else {
      skipItem()
      return nil
    }
    if path.isEmpty { return SettingNode(name: first, value: value, range: range(from: start)) }
    return SettingNode(path: path, value: value, range: range(from: start))
  }

  /// The dotted name of a setting (`path` is empty for a one-part name).
  static func dottedName(_ first: Identifier, _ path: [Identifier]) -> String {
    path.isEmpty ? first.name : path.map(\.name).joined(separator: ".")
  }

  /// `value = number | word | string`
  private mutating func parseValue(after settingName: @autoclosure () -> String) -> ValueNode? {
    switch token.kind {
    case .number, .word, .string:
      let value = ValueNode(
        kind: Parser.valueKind(token.kind), text: token.text, range: token.range)
      advance()
      return value
    case .dot where peek().kind == .word:
      // `order = .position`: Swift habits. Report and take the word.
      let dot = token.range
      let word = peek().text
      reportAtToken(
        .expectedValue, "expected a value after '\(settingName()) =', found '.'",
        notes: [Diagnostic.Note(message: "values are bare words: write '\(word)', not '.\(word)'")],
        fixIts: [Diagnostic.FixIt(message: "remove '.'", range: dot, replacement: "")])
      advance()
      let value = ValueNode(kind: .word, text: token.text, range: token.range)
      advance()
      return value
    case .invalid:
      return nil
    default:
      reportAtToken(
        .expectedValue, "expected a value after '\(settingName()) =', found \(token.description)")
      return nil
    }
  }

  // MARK: - Class lists

  /// `class-list = ("enable" "in" | "disable" "in" | "deep-containers" | "ignore-touches-in")
  ///               class-name { "," { newline } class-name }`
  private mutating func parseClassList() -> ClassListNode? {
    let start = token.range.startPoint
    var removes = false
    if token.keyword == .remove {
      removes = true
      advance()
      guard token.kind == .word, token.keyword.startsClassList else {
        reportAtToken(
          .expectedListAfterRemove,
          "expected 'enable in', 'disable in', 'deep-containers' or 'ignore-touches-in' after 'remove', found \(token.description)"
        )
        skipItem()
        return nil
      }
    }
    let kind: ClassListKind
    switch token.keyword {
    case .enable, .disable:
      let word = token.text
      kind = token.keyword == .enable ? .enableIn : .disableIn
      advance()
      if at(.in) {
        advance()
      } else {
        reportAtToken(
          .expectedIn, "expected 'in' after '\(word)', found \(token.description)",
          fixIts: [
            Diagnostic.FixIt(
              message: "insert 'in'", range: previousEndRange, replacement: " in")
          ])
        guard token.kind == .word || token.kind == .string else {
          skipItem()
          return nil
        }
      }
    case .deepContainers:
      kind = .deepContainers
      advance()
    default:
      kind = .ignoreTouchesIn
      advance()
    }
    let keywordRange = range(from: start)
    var classes: [Identifier] = []
    var progress = LoopProgress()
    while progress.advanced(to: token) {
      switch token.kind {
      case .word:
        classes.append(identifier)
        advance()
      case .string:
        reportAtToken(
          .expectedClassName,
          "class names are not quoted: found \"\(token.text)\" in '\(kind.rawValue)'",
          fixIts: [Diagnostic.replacing(token.range, "\"\(token.text)\"", with: token.text)])
        classes.append(identifier)
        advance()
      default:
        let after = classes.isEmpty ? kind.rawValue : ","
        reportAtToken(
          .expectedClassName, "expected a class name after '\(after)', found \(token.description)")
        skipItem()
        return classes.isEmpty
          ? nil
          : ClassListNode(
            kind: kind, keywordRange: keywordRange, classes: classes, range: range(from: start),
            removes: removes)
      }
      guard token.kind == .comma else { break }
      advance()
      skipNewlines()
    }
    return ClassListNode(
      kind: kind, keywordRange: keywordRange, classes: classes, range: range(from: start),
      removes: removes)
  }

  /// After a block item: a line break, or the block's `}` / end of file (left for the caller).
  private mutating func expectEndOfItem(_ what: @autoclosure () -> String) {
    switch token.kind {
    case .newline: advance()
    case .rightBrace, .endOfFile: break
    default:
      reportAtToken(
        .expectedNewline, "expected a new line after \(what()), found \(token.description)")
      skipItem()
    }
  }
}
