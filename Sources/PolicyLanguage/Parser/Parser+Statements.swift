extension Parser {
  // MARK: - File

  /// `file = { newline } { statement end-of-line } EOF`
  mutating func parseFile() -> PolicyFile {
    var statements: [Statement] = []
    var progress = LoopProgress()
    skipNewlines()
    while token.kind != .endOfFile {
      guard progress.advanced(to: token) else {
        advance()
        continue
      }
      if let statement = parseStatement() {
        expectEndOfStatement(after: statement)
        statements.append(statement)
      }
      skipNewlines()
    }
    // At the end of the file the lexer's position is the file's end (its line and column are
    // those `SourceFile.location(ofOffset:)` computes, without the line table).
    let end = lexer.currentLocation
    return PolicyFile(
      statements: statements, comments: lexer.comments,
      range: SourceRange(file: file, start: .fileStart, end: end.point))
  }

  /// `statement = version | extends | class-declaration | feature-block | rule-block`
  ///
  /// Returns nil (after reporting and skipping the statement) when it cannot be parsed.
  mutating func parseStatement() -> Statement? {
    switch token.kind {
    case .word:
      switch token.keyword {
      case .version: return parseVersion()
      case .extends: return parseExtends()
      case .class: return parseClassDeclaration()
      case .avoidance: return parseFeatureBlock(.avoidance)
      case .toolbar: return parseFeatureBlock(.toolbar)
      case .resignOnTouch: return parseFeatureBlock(.resignOnTouch)
      case .controller: return parseRuleBlock(.controller)
      case .screen: return parseRuleBlock(.screen)
      case .field: return parseRuleBlock(.field)
      case .scrollView: return parseRuleBlock(.scrollView)
      default:
        reportUnknownStatement()
        skipStatement(blockName: token.text)
        return nil
      }
    case .rightBrace:
      reportAtToken(.unexpectedCloseBrace, notes: [.noOpenBlock])
      advance()
      return nil
    case .invalid:
      skipStatement(blockName: nil)
      return nil
    default:
      reportAtToken(.expectedStatement(found: fullToken))
      skipStatement(blockName: nil)
      return nil
    }
  }

  /// A top-level word that starts no statement: an unknown block, or a setting outside a block.
  private mutating func reportUnknownStatement() {
    let word = identifier
    let next = peek()
    if next.kind == .equals || next.kind == .dot {
      reportAtToken(.settingOutsideBlock(word.name), notes: [.settingsGoInBlocks])
      return
    }
    var fixIts: [Diagnostic.FixIt] = []
    var notes: [Diagnostic.Note] = []
    if let suggestion = Suggestions.closest(to: word.name, in: Parser.statementKeywords) {
      fixIts.append(.replacing(word.range, word.name, with: suggestion))
    } else {
      notes.append(.blockKeywords)
    }
    let isBlock = next.kind == .leftBrace || !fixIts.isEmpty
    reportAtToken(
      isBlock ? .unknownBlock(word.name) : .unknownStatement(word.name), notes: notes,
      fixIts: fixIts)
  }

  /// After a top-level statement: a line break, the end of the file, or (reported) anything else.
  mutating func expectEndOfStatement(after statement: Statement) {
    switch token.kind {
    case .newline: advance()
    case .endOfFile: break
    case _ where previousKind == .newline: break  // a block ended by recovery at a line start
    default:
      reportAtToken(.expectedNewline(after: statement, found: fullToken))
      skipStatement(blockName: nil)
    }
  }

  // MARK: - Simple statements

  /// `version = "version" number`
  mutating func parseVersion() -> Statement? {
    let start = token.start
    advance()
    switch token.kind {
    case .number, .word, .string:
      let value = ValueNode(kind: Parser.valueKind(token.kind), text: takeText(), range: tokenRange)
      advance()
      return .version(VersionDeclaration(value: value, range: range(from: start)))
    default:
      reportAtToken(
        .expectedVersion,
        fixIts: token.kind == .newline || token.kind == .endOfFile
          ? [.inserting("1", at: previousEndRange, as: " 1")] : [])
      skipStatement(blockName: nil)
      return nil
    }
  }

  /// `extends = "extends" ("none" | "default")` (the word is checked by the compiler)
  mutating func parseExtends() -> Statement? {
    let start = token.start
    advance()
    guard token.kind == .word else {
      var fixIts: [Diagnostic.FixIt] = []
      if token.kind == .string, token.text == "none" || token.text == "default" {
        fixIts.append(.replacing(tokenRange, "\"\(token.text)\"", with: token.text))
      }
      reportAtToken(.expectedExtendsTarget, fixIts: fixIts)
      skipStatement(blockName: nil)
      return nil
    }
    let target = takeIdentifier()
    return .extends(ExtendsDeclaration(target: target, range: range(from: start)))
  }

  /// `class-declaration = "class" class-name ":" class-name`
  mutating func parseClassDeclaration() -> Statement? {
    let start = token.start
    advance()
    guard token.kind == .word else {
      reportAtToken(.expectedClassName(after: "class", found: fullToken))
      skipStatement(blockName: nil)
      return nil
    }
    let name = takeIdentifier()
    if token.kind == .colon {
      advance()
    } else if token.kind == .word {
      reportAtToken(
        .expectedColon(between: name.name, and: token.text),
        fixIts: [.inserting(":", at: SourceRange(at: name.range.end), as: ":")])
    } else {
      reportAtToken(
        .expectedColonAndSuperclass(after: name.name), notes: [.writeClassDeclaration(name.name)])
      skipStatement(blockName: nil)
      return nil
    }
    guard token.kind == .word else {
      reportAtToken(.expectedSuperclass(of: name.name, found: fullToken))
      skipStatement(blockName: nil)
      return nil
    }
    let superclass = takeIdentifier()
    return .classDeclaration(
      ClassDeclaration(name: name, superclass: superclass, range: range(from: start)))
  }

  static func valueKind(_ kind: Token.Kind) -> ValueNode.Kind {
    switch kind {
    case .number: .number
    case .string: .string
    default: .word
    }
  }
}
