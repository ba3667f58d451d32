extension Parser {
  // MARK: - Blocks

  /// `feature-block = ("avoidance" | "toolbar" | "resign-on-touch") "{" { block-item } "}"`
  mutating func parseFeatureBlock(_ feature: Feature) -> Statement? {
    let keyword = takeIdentifier()
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
    let keyword = takeIdentifier()
    let selector: Selector
    switch token.kind {
    case .string: selector = .identifier(takeIdentifier())
    case .word: selector = .className(takeIdentifier())
    default:
      reportAtToken(
        .expectedSelector(after: keyword.name, classOnly: kind == .controller, found: fullToken),
        notes: [kind == .controller ? .writeControllerSelector : .writeSelector(keyword.name)])
      skipStatement(blockName: keyword.name)
      return nil
    }
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

  /// A selector as written: `"email"` or `EmailField`.
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
      let open = tokenRange
      advance()
      return open
    }
    let name = describedName()
    var notes: [Diagnostic.Note] = []
    if token.kind == .equals, Feature(rawValue: name) != nil {
      notes.append(.featureIsBlock(name))
    }
    reportAtToken(
      .expectedOpenBrace(after: name, found: fullToken), notes: notes,
      fixIts: token.kind == .newline || token.kind == .endOfFile
        ? [.inserting("{", at: previousEndRange, as: " {")] : [])
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
              .classListInRuleBlock(name), at: list.keywordRange,
              notes: [.listGoesInFeatureBlock(list.kind)]))
        }
        expectEndOfItem { .expectedNewline(afterList: list.kind, found: $0) }
        if allowsClassLists { items.append(.classList(list)) }
      } else {
        // Settings go straight to their array (rule blocks never box them as items).
        guard let node = parseSetting(blockName: name) else { continue }
        expectEndOfItem {
          .expectedNewline(afterSetting: node.name, value: node.value.text, found: $0)
        }
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
      .expectedCloseBrace(name), notes: [.blockOpens(at: open)],
      fixIts: [.inserting("}", at: previousEndRange, as: "\n}")])
  }

  /// A block item that does not start with a word: reported (unless the lexer did) and skipped.
  private mutating func skipBadItem(blockName: String) {
    switch token.kind {
    case .leftBrace:
      reportAtToken(.nestedBraces(in: blockName))
      skipGroup(blockName: blockName)
      skipItem()
    case .invalid:
      skipItem()
    default:
      reportAtToken(.expectedBlockItem(in: blockName, found: fullToken))
      skipItem()
    }
  }

  // MARK: - Settings

  /// `setting = name { "." name } "=" value`
  private mutating func parseSetting(blockName: String) -> SettingNode? {
    let start = token.start
    let first = takeIdentifier()
    // Most names have one part: the array of parts is built only for a dotted name.
    var path: [Identifier] = []
    while token.kind == .dot {
      advance()
      guard token.kind == .word else {
        reportAtToken(.expectedNameAfterDot(found: fullToken))
        skipItem()
        return nil
      }
      if path.isEmpty { path.append(first) }
      path.append(takeIdentifier())
    }
    switch token.kind {
    case .equals:
      advance()
    case .leftBrace:
      let name = Parser.dottedName(first, path)
      report(Diagnostic(.nestedBlock(name, in: blockName), at: range(from: start)))
      skipGroup(blockName: name)
      skipItem()
      return nil
    case .number, .word, .string:
      // `distance 10`: report, then read the value as if '=' were there.
      reportAtToken(
        .missingEquals(after: Parser.dottedName(first, path)),
        fixIts: [.inserting("=", at: previousEndRange, as: " =")])
    default:
      reportAtToken(.expectedEquals(after: Parser.dottedName(first, path), found: fullToken))
      skipItem()
      return nil
    }
    guard var value = parseValue(after: first, path, comma: false) else {
      skipItem()
      return nil
    }
    // `keep-visible = "a", "b"`: further values after commas (the compiler checks that the
    // setting takes a list), a line break allowed after each comma.
    while token.kind == .comma {
      advance()
      skipNewlines()
      guard let next = parseValue(after: first, path, comma: true) else {
        skipItem()
        return nil
      }
      value.rest.append(next)
    }
    // The parts and the value are moved into the node (their last use), not copied.
    let range = range(from: start)
    if path.isEmpty { return SettingNode(name: consume first, value: consume value, range: range) }
    return SettingNode(path: consume path, value: consume value, range: range)
  }

  /// The dotted name of a setting (`path` is empty for a one-part name).
  static func dottedName(_ first: Identifier, _ path: [Identifier]) -> String {
    path.isEmpty ? first.name : path.map(\.name).joined(separator: ".")
  }

  /// `value = number | word | string`, after the setting named `first` and `path` (as
  /// `dottedName`) or after a comma of its list. The name is passed in pieces, not captured by a
  /// closure (which would copy them), and put together only for a report.
  private mutating func parseValue(
    after first: Identifier, _ path: [Identifier], comma: Bool
  ) -> ValueNode? {
    switch token.kind {
    case .number, .word, .string:
      let value = ValueNode(kind: Parser.valueKind(token.kind), text: takeText(), range: tokenRange)
      advance()
      return value
    case .dot where peek().kind == .word:
      // `order = .position`: Swift habits. Report and take the word.
      let dot = tokenRange
      let word = peek().text
      reportAtToken(
        .expectedValue(after: comma ? "," : Parser.dottedName(first, path), found: fullToken),
        notes: [.valuesAreBareWords(word)],
        fixIts: [.removing(".", at: dot)])
      advance()
      let value = ValueNode(kind: .word, text: takeText(), range: tokenRange)
      advance()
      return value
    case .invalid:
      return nil
    default:
      reportAtToken(
        .expectedValue(after: comma ? "," : Parser.dottedName(first, path), found: fullToken))
      return nil
    }
  }

  // MARK: - Class lists

  /// `class-list = ("enable" "in" | "disable" "in" | "deep-containers" | "ignore-touches-in")
  ///               list-entry { "," { newline } list-entry }`,
  /// `list-entry = class-name | "screen" string`
  private mutating func parseClassList() -> ClassListNode? {
    let start = token.start
    var removes = false
    if token.keyword == .remove {
      removes = true
      advance()
      guard token.kind == .word, token.keyword.startsClassList else {
        reportAtToken(.expectedListAfterRemove(found: fullToken))
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
          .expectedIn(after: word, found: fullToken),
          fixIts: [.inserting("in", at: previousEndRange, as: " in")])
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
    // Most lists name a few classes: room for four saves the first growths of the array.
    classes.reserveCapacity(4)
    var screens: [Identifier] = []
    var progress = LoopProgress()
    while progress.advanced(to: token) {
      switch token.kind {
      case .word where token.keyword == .screen && peek().kind == .string:
        let keyword = token.start
        advance()
        let name = takeText()
        advance()
        // The entry as written, `screen "Chat"`, as a class entry's range is its name's.
        screens.append(Identifier(name: name, range: range(from: keyword)))
      case .word:
        classes.append(takeIdentifier())
        skipSelfSuffix(of: classes[classes.count - 1].name)
      case .string:
        reportAtToken(
          .quotedClassName(token.text, in: kind),
          fixIts: [.replacing(tokenRange, "\"\(token.text)\"", with: token.text)])
        classes.append(takeIdentifier())
      default:
        let empty = classes.isEmpty && screens.isEmpty
        reportAtToken(.expectedClassName(after: empty ? kind.rawValue : ",", found: fullToken))
        skipItem()
        return empty
          ? nil
          : ClassListNode(
            kind: kind, keywordRange: keywordRange, classes: classes, range: range(from: start),
            removes: removes, screens: screens)
      }
      guard token.kind == .comma else { break }
      advance()
      skipNewlines()
    }
    return ClassListNode(
      kind: kind, keywordRange: keywordRange, classes: classes, range: range(from: start),
      removes: removes, screens: screens)
  }

  /// `ChatViewController.self` (Swift's spelling in IQKeyboardManager's class lists): reported
  /// with a fix-it that deletes `.self`, and skipped, so the list reads on.
  private mutating func skipSelfSuffix(of name: String) {
    guard token.kind == .dot, peek().kind == .word, peek().text == "self" else { return }
    let start = token.start
    advance()
    advance()
    let suffix = range(from: start)
    report(
      Diagnostic(
        .classNamedWithSelf(name), at: suffix,
        fixIts: [.removing(".self", at: suffix)]))
  }

  /// After a block item: a line break, or the block's `}` / end of file (left for the caller).
  /// The message, given the token found, is built only when it is reported.
  private mutating func expectEndOfItem(_ message: (Token) -> PolicyMessage) {
    switch token.kind {
    case .newline: advance()
    case .rightBrace, .endOfFile: break
    default:
      reportAtToken(message(fullToken))
      skipItem()
    }
  }
}
