extension IQRecognizer {
  /// Statements that reach no manager: per-view properties and toolbar calls, return-key
  /// handlers, accessibility identifiers.
  mutating func recognizeWithoutManager(_ index: Int, _ statement: SourceOutline.Statement) {
    let end = statement.end
    var i = statement.first
    var equals: Int?
    var level = 0
    while i < end {
      let token = tokens[i]
      if token.kind == .punctuation {
        if outline.isWord(i, "(") || outline.isWord(i, "[") { level += 1 }
        if outline.isWord(i, ")") || outline.isWord(i, "]") { level -= 1 }
        if level == 0, equals == nil, outline.isWord(i, "=") { equals = i }
      } else if token.kind == .identifier {
        let word = outline.text(token)
        if IQVocabulary.returnHandlerTypes.contains(word), isConstruction(i, end: end) {
          record(
            index, target: .returnHandler, property: word, spelling: .none,
            action: .createReturnHandler)
          return
        }
        if outline.language == .objectiveC, word.hasPrefix("set"), outline.isWord(i + 1, ":"),
          i > statement.first
        {
          if objcViewSetter(index, statement, selectorAt: i) { return }
        }
        if IQVocabulary.viewToolbarCallPrefixes.contains(where: { word.hasPrefix($0) }),
          outline.isWord(i + 1, "(") || outline.isWord(i + 1, ":"),
          let view = viewExpression(statement.first, endingBefore: i)
            ?? (outline.isWord(statement.first, "[")
              ? viewExpression(statement.first + 1, endingBefore: i, allowTrailingDot: false) : nil)
        {
          record(index, target: .view(view), property: word, spelling: .none, action: .call)
          return
        }
      }
      i += 1
    }
    guard let equals else { return }
    // `VIEW.iq.name = value`, `VIEW.name = value`, `VIEW.iq_name = value`, `x.lastTextFieldReturnKeyType = v`.
    guard equals - 1 > statement.first, tokens[equals - 1].kind == .identifier else { return }
    let name = outline.text(at: equals - 1)
    let valueStart = equals + 1
    if IQVocabulary.returnProperties.contains(name) {
      record(
        index, target: .returnHandler, property: name, spelling: .none,
        action: .assign(value(valueStart, end)))
      return
    }
    if name == "accessibilityIdentifier",
      let view = viewExpression(statement.first, endingBefore: equals - 1),
      case .string(let identifier) = value(valueStart, end)
    {
      identifiers.append(
        IQViewIdentifier(
          view: view, identifier: identifier, type: statement.type,
          line: tokens[statement.first].line))
      return
    }
    if name == "isHidden", equals - 5 >= statement.first, outline.isWord(equals - 3, "toolbar"),
      outline.isWord(equals - 5, "iq"),
      let view = viewExpression(statement.first, endingBefore: equals - 5)
    {
      record(
        index, target: .view(view), property: "iq.toolbar.isHidden", spelling: .none,
        action: .assign(value(valueStart, end)))
      return
    }
    var property = name
    var viaIQ = false
    var pathStart = equals - 1
    if name.hasPrefix("iq_") {
      property = String(name.dropFirst(3))
      viaIQ = true
    } else if outline.isWord(equals - 2, "."), outline.isWord(equals - 3, "iq") {
      viaIQ = true
      pathStart = equals - 3
    }
    guard IQVocabulary.viewProperties.contains(property),
      viaIQ || !IQVocabulary.viewPropertiesNeedingIQ.contains(property),
      let view = viewExpression(statement.first, endingBefore: pathStart)
    else { return }
    record(
      index, target: .view(view), property: property, spelling: .none,
      action: .assign(value(valueStart, end)))
  }

  /// `[VIEW setKeyboardDistanceFromTextField:v]`, `[VIEW setAccessibilityIdentifier:@"id"]`,
  /// `[handler setLastTextFieldReturnKeyType:v]`; true when recognised.
  mutating func objcViewSetter(
    _ index: Int, _ statement: SourceOutline.Statement, selectorAt i: Int
  ) -> Bool {
    let property = Self.lowercasingFirst(String(outline.text(at: i).dropFirst(3)))
    var open = i - 1
    var level = 0
    while open >= statement.first {
      if outline.isWord(open, "]") { level += 1 }
      if outline.isWord(open, "[") {
        if level == 0 { break }
        level -= 1
      }
      open -= 1
    }
    guard open >= statement.first else { return false }
    let close = closingBracket(from: open, end: statement.end)
    let argument = value(i + 2, close)
    guard let view = viewExpression(open + 1, endingBefore: i, allowTrailingDot: false) else {
      return false
    }
    if IQVocabulary.returnProperties.contains(property) {
      record(
        index, target: .returnHandler, property: property, spelling: .none,
        action: .assign(argument))
      return true
    }
    if property == "accessibilityIdentifier", case .string(let identifier) = argument {
      identifiers.append(
        IQViewIdentifier(
          view: view, identifier: identifier, type: statement.type, line: tokens[i].line))
      return true
    }
    guard IQVocabulary.viewProperties.contains(property),
      !IQVocabulary.viewPropertiesNeedingIQ.contains(property)
    else { return false }
    record(
      index, target: .view(view), property: property, spelling: .none, action: .assign(argument))
    return true
  }

  /// The view expression in tokens `start..<end` followed by a `.` at `end - 1`: a chain of
  /// names (`emailField`, `self.emailField`, `form.emailField`, `_emailField`), `self.` dropped.
  func viewExpression(_ start: Int, endingBefore end: Int, allowTrailingDot: Bool = true) -> String?
  {
    var last = end
    if allowTrailingDot {
      guard end - 1 > start, outline.isWord(end - 1, ".") else { return nil }
      last = end - 1
    }
    var first = start
    if outline.isWord(first, "self"), outline.isWord(first + 1, "."), first + 2 < last {
      first += 2
    }
    guard first < last else { return nil }
    var parts: [String] = []
    var i = first
    while i < last {
      let token = tokens[i]
      if token.kind == .identifier {
        parts.append(outline.text(token))
      } else if !(outline.isWord(i, ".") || outline.isWord(i, "?") || outline.isWord(i, "!")) {
        return nil
      }
      i += 1
    }
    if parts.count > 1, parts.last == "iq" { parts.removeLast() }
    guard !parts.isEmpty, parts.count <= 8 else { return nil }
    return parts.joined(separator: ".")
  }

  /// Whether a handler type at `i` is constructed: `T(`, `T.init(`, `[[T alloc] init...]`, `[T new]`.
  func isConstruction(_ i: Int, end: Int) -> Bool {
    if outline.isWord(i + 1, "(") { return true }
    if outline.isWord(i + 1, "."), outline.isWord(i + 2, "init") { return true }
    if outline.isWord(i - 1, "["), outline.isWord(i + 1, "alloc") || outline.isWord(i + 1, "new") {
      return true
    }
    return false
  }

  // MARK: - Constants and comments

  /// `let NAME = literal`, `static let NAME: CGFloat = 20`, `static const CGFloat NAME = 20;`,
  /// `#define NAME 20`: names with one literal value in the file.
  mutating func collectConstants() {
    for (name, text) in outline.defines {
      let lexed = SourceLexer.lex(Array(text.utf8), language: .objectiveC)
      constants[name] = lexed.tokens.isEmpty ? nil : Self.literal(of: text)
    }
    for statement in outline.statements {
      var i = statement.first
      var isConstant = false
      var equals: Int?
      while i < statement.end {
        if outline.isWord(i, "let") || outline.isWord(i, "const") { isConstant = true }
        if outline.isWord(i, "=") {
          equals = i
          break
        }
        i += 1
      }
      guard isConstant, let equals, equals > statement.first,
        tokens[equals - 1].kind == .identifier || outline.isWord(equals - 1, ":")
      else { continue }
      var nameIndex = equals - 1
      if tokens[nameIndex].kind != .identifier || isTypeName(nameIndex) {
        // `let NAME: CGFloat = 20`
        var j = equals - 1
        while j > statement.first, !outline.isWord(j, ":") { j -= 1 }
        nameIndex = j - 1
      }
      guard nameIndex >= statement.first, tokens[nameIndex].kind == .identifier else { continue }
      let name = outline.text(at: nameIndex)
      let found = value(equals + 1, statement.end)
      switch found {
      case .bool, .number, .string, .word:
        if let existing = constants[name], existing != found {
          constants[name] = .some(nil)
        } else {
          constants[name] = found
        }
      default:
        constants[name] = .some(nil)
      }
    }
  }

  /// Whether the identifier at `index` is a type in `let name: Type = ...`.
  func isTypeName(_ index: Int) -> Bool {
    index > 0 && outline.isWord(index - 1, ":")
  }

  /// The literal a `#define` stands for.
  static func literal(of text: String) -> IQValue? {
    let trimmed = Substring(text).trimmingSpaces()
    if trimmed == "YES" || trimmed == "true" { return .bool(true) }
    if trimmed == "NO" || trimmed == "false" { return .bool(false) }
    var digits = trimmed
    if digits.hasPrefix("("), digits.hasSuffix(")") {
      digits = String(digits.dropFirst().dropLast())
    }
    if let number = number(digits) { return .number(number) }
    return nil
  }

  /// IQ configuration text in comments (`IQKeyboardManager`, `.iq.`, IQ's setting names).
  func commentMentions() -> [IQCommentMention] {
    let needles: [[UInt8]] =
      ([
        "IQKeyboardManager.shared", "IQKeyboardManager sharedManager",
        "IQKeyboardToolbarManager.shared",
        ".iq.", "keyboardDistanceFromTextField", "enableAutoToolbar", "DistanceHandlingClasses",
        "ResignOnTouchOutside", "IQKeyboardReturn",
      ] + aliases.keys.sorted().prefix(20).map { $0 + "." }).map { Array($0.utf8) }
    var result: [IQCommentMention] = []
    for comment in outline.comments {
      let body = outline.bytes[comment.start..<comment.end]
      guard needles.contains(where: { Self.contains(body, $0) }) else { continue }
      let firstLine = body.prefix(while: { $0 != 0x0A }).prefix(160)
      result.append(
        IQCommentMention(line: comment.line, text: String(decoding: firstLine, as: UTF8.self)))
    }
    return result
  }

  /// Whether `haystack` contains `needle` (needles are short: cost linear in the haystack).
  static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count, let head = needle.first else { return false }
    var i = haystack.startIndex
    let last = haystack.endIndex - needle.count
    while i <= last {
      if haystack[i] == head {
        var k = 1
        while k < needle.count, haystack[i + k] == needle[k] { k += 1 }
        if k == needle.count { return true }
      }
      i += 1
    }
    return false
  }
}
