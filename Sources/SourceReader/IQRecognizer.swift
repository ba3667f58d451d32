/// Finds IQKeyboardManager configuration in one file's statements: every spelling of the
/// managers (Objective-C pod in message and dot syntax, from Swift, Swift 5 `sharedManager()`,
/// 6+ `shared`, 8's `IQKeyboardToolbarManager`), aliases, implicit `self` in an extension of the
/// manager, per-view properties, return-key handlers.
struct IQRecognizer {
  let outline: SourceOutline
  /// Statements found.
  var found: [IQStatement] = []
  /// Accessibility identifiers set in code.
  var identifiers: [IQViewIdentifier] = []
  /// Local aliases of a manager: name → what it stands for.
  var aliases: [String: IQStatement.Target] = [:]
  /// Aliases of a manager's type (`typealias KB = IQKeyboardManager`): name → the manager.
  var typeAliases: [String: IQStatement.Target] = [:]
  /// Constants defined once in the file (`let`, `static let`, `#define`): name → value; a name
  /// defined twice with different values maps to nil.
  var constants: [String: IQValue?] = [:]
  /// Set when the file is IQ's own source.
  var ownDefinition: SourceReading.OwnDefinition?
  /// Whether `ownDefinition` is a member in an extension, not a type.
  var ownDefinitionIsMember = false
  /// An IQ-named member the file defines although it is the app's (it configures IQ too).
  var memberDefinition: SourceReading.OwnDefinition?

  init(outline: SourceOutline) {
    self.outline = outline
  }

  var tokens: [SourceToken] { outline.tokens }

  mutating func run() {
    findOwnDefinition()
    guard ownDefinition == nil || ownDefinitionIsMember else { return }
    collectConstants()
    for (index, statement) in outline.statements.enumerated() {
      recognize(index, statement)
    }
    guard let own = ownDefinition else { return }
    // A file that defines an IQ-named member (a migration shim: `extension UIView { var
    // enableMode: Bool }`) and configures IQ outside such extensions is the app's: its
    // statements there are read; without any, it is IQ's own source.
    let inExtension = outline.types.map { isIQOrUIKitExtension($0) }
    let statements = outline.statements
    found.removeAll { statements[$0.statement].type.map { inExtension[$0] } ?? false }
    if found.isEmpty {
      identifiers = []
    } else {
      memberDefinition = own
      ownDefinition = nil
    }
  }

  // MARK: - IQ's own source

  /// A type IQ declares, or a member only IQ declares in an extension or category of an IQ or
  /// UIKit type, marks the file as IQ's own source.
  mutating func findOwnDefinition() {
    for type in outline.types where type.kind != .extension && !type.isCategory {
      if IQVocabulary.isOwnType(type.name) {
        ownDefinition = .init(name: type.name, line: type.line)
        return
      }
    }
    for function in outline.functions {
      guard let typeIndex = function.type, isIQOrUIKitExtension(outline.types[typeIndex]),
        IQVocabulary.ownMemberNames.contains(function.name)
      else { continue }
      ownDefinition = .init(name: function.name, line: function.line)
      ownDefinitionIsMember = true
      return
    }
    for statement in outline.statements {
      guard let typeIndex = statement.type, statement.function == nil,
        isIQOrUIKitExtension(outline.types[typeIndex])
      else { continue }
      if let name = declaredMember(statement), IQVocabulary.ownMemberNames.contains(name) {
        ownDefinition = .init(name: name, line: tokens[statement.first].line)
        ownDefinitionIsMember = true
        return
      }
    }
  }

  /// Whether a type is an extension or category of one of IQ's types or of a UIKit class.
  func isIQOrUIKitExtension(_ type: SourceOutline.TypeDeclaration) -> Bool {
    (type.kind == .extension || type.isCategory)
      && (IQVocabulary.isOwnType(type.name) || type.name.hasPrefix("UI") || type.name == "NSObject")
  }

  /// The name a member declaration statement declares (`var name`, `@property (...) T name;`).
  func declaredMember(_ statement: SourceOutline.Statement) -> String? {
    var i = statement.first
    while i < statement.end {
      if outline.isWord(i, "var") || outline.isWord(i, "let") {
        return i + 1 < statement.end ? outline.text(at: i + 1) : nil
      }
      if outline.isWord(i, "@property") {
        var last: String?
        var j = i + 1
        while j < statement.end {
          if tokens[j].kind == .identifier { last = outline.text(at: j) }
          j += 1
        }
        return last
      }
      if outline.isWord(i, "(") {
        // `@available(...)`, `@objc(name)`, `private(set)`
        var level = 0
        repeat {
          if outline.isWord(i, "(") { level += 1 }
          if outline.isWord(i, ")") { level -= 1 }
          i += 1
        } while i < statement.end && level > 0
        continue
      }
      if tokens[i].kind != .identifier && !outline.isWord(i, "@") { return nil }
      i += 1
    }
    return nil
  }

  // MARK: - Statements

  /// The receiver of a manager at `i`: where it ends, what it is and how it is spelt.
  func receiver(at i: Int, end: Int) -> (
    end: Int, target: IQStatement.Target, spelling: IQStatement.Spelling
  )? {
    guard i < end, i < tokens.count else { return nil }
    let token = tokens[i]
    if token.kind == .identifier {
      let type = managerType(at: i)
      if type == .keyboardManager, outline.isWord(i + 1, "."), i + 2 < end {
        if outline.isWord(i + 2, "shared") {
          if outline.isWord(i + 3, "("), outline.isWord(i + 4, ")"), i + 4 < end {
            return (i + 5, .keyboardManager, .objcPodFromSwift)
          }
          return (i + 3, .keyboardManager, .swiftShared)
        }
        if outline.isWord(i + 2, "sharedManager"), outline.isWord(i + 3, "("),
          outline.isWord(i + 4, ")"), i + 4 < end
        {
          return (i + 5, .keyboardManager, .swiftSharedManager)
        }
      }
      if type == .toolbarManager, outline.isWord(i + 1, "."),
        outline.isWord(i + 2, "shared"), i + 2 < end
      {
        return (i + 3, .toolbarManager, .swiftToolbarManager)
      }
      if let target = aliases[outline.text(token)],
        i == 0 || !outline.isWord(i - 1, ".") || outline.isWord(i - 2, "self")
      {
        return (i + 1, target, .alias)
      }
      return nil
    }
    if outline.isWord(i, "["), i + 3 < end, outline.isWord(i + 1, "IQKeyboardManager"),
      outline.isWord(i + 2, "sharedManager"), outline.isWord(i + 3, "]")
    {
      return (i + 4, .keyboardManager, .objcPod)
    }
    return nil
  }

  /// The manager type token `index` names: `IQKeyboardManager`, `IQKeyboardToolbarManager`, or
  /// a type alias of one (`typealias KB = IQKeyboardManager`, `let kb = IQKeyboardManager.self`).
  func managerType(at index: Int) -> IQStatement.Target? {
    if outline.isWord(index, "IQKeyboardManager") { return .keyboardManager }
    if outline.isWord(index, "IQKeyboardToolbarManager") { return .toolbarManager }
    guard !typeAliases.isEmpty, index == 0 || !outline.isWord(index - 1, ".") else { return nil }
    return typeAliases[outline.text(at: index)]
  }

  /// `typealias KB = IQKeyboardManager`, `let kb = IQKeyboardManager.self`: the alias's name and
  /// the manager it stands for.
  func typeAliasDefinition(_ statement: SourceOutline.Statement) -> (
    name: String, target: IQStatement.Target
  )? {
    var i = statement.first
    while i < statement.end, tokens[i].kind == .identifier,
      SourceScanner.modifiers.contains(outline.text(at: i))
    {
      i += 1
    }
    guard i + 3 < statement.end,
      outline.isWord(i, "typealias") || outline.isWord(i, "let") || outline.isWord(i, "var"),
      tokens[i + 1].kind == .identifier, outline.isWord(i + 2, "="),
      let target = managerType(at: i + 3)
    else { return nil }
    let isTypealias = outline.isWord(i, "typealias")
    let end = isTypealias ? i + 4 : i + 6
    guard end == statement.end,
      isTypealias || (outline.isWord(i + 4, ".") && outline.isWord(i + 5, "self"))
    else { return nil }
    return (outline.text(at: i + 1), target)
  }

  /// Whether a statement's type is an extension or category of a manager (implicit `self`).
  func managerExtension(_ statement: SourceOutline.Statement) -> IQStatement.Target? {
    guard let typeIndex = statement.type, statement.function != nil else { return nil }
    let type = outline.types[typeIndex]
    guard type.kind == .extension || type.isCategory || type.kind == .objcImplementation else {
      return nil
    }
    if type.name == "IQKeyboardManager" { return .keyboardManager }
    if type.name == "IQKeyboardToolbarManager" { return .toolbarManager }
    return nil
  }

  mutating func recognize(_ index: Int, _ statement: SourceOutline.Statement) {
    let end = statement.end
    if outline.language == .swift, let alias = typeAliasDefinition(statement) {
      typeAliases[alias.name] = alias.target
      record(
        index, target: alias.target, property: alias.name, spelling: .alias,
        action: .alias(alias.name))
      return
    }
    if let alias = aliasDefinition(statement) {
      aliases[alias.name] = alias.target
      record(
        index, target: alias.target, property: alias.name, spelling: alias.spelling,
        action: .alias(alias.name))
      return
    }
    var i = statement.first
    while i < end {
      if let match = receiver(at: i, end: end) {
        if let use = use(of: match, start: i, statement: statement) {
          record(
            index, target: match.target, property: use.property, spelling: match.spelling,
            action: use.action)
        }
        return
      }
      i += 1
    }
    if let implicit = managerExtension(statement), let use = implicitUse(statement, implicit) {
      record(
        index, target: implicit, property: use.property, spelling: .implicitSelf, action: use.action
      )
      return
    }
    recognizeWithoutManager(index, statement)
  }

  /// Adds a found statement.
  mutating func record(
    _ index: Int, target: IQStatement.Target, property: String, spelling: IQStatement.Spelling,
    action: IQStatement.Action
  ) {
    let statement = outline.statements[index]
    let first = tokens[statement.first]
    var guarded = statement.guarded
    if guarded == nil, outline.language == .objectiveC,
      ["if", "else", "for", "while", "switch", "case", "default"].contains(outline.text(first))
    {
      guarded = .condition(keyword: outline.text(first), line: first.line)
    }
    var lastToken = statement.end - 1
    var end = statementEnd(statement)
    switch action {
    case .listAdd, .listRemove, .listAssign, .listRemoveAll:
      // `list.removeAll { $0 == A.self }`: the trailing closure is part of the statement.
      if let close = trailingClosureEnd(statement) {
        lastToken = close
        end = tokens[close].end
      }
    default: break
    }
    found.append(
      IQStatement(
        target: target, property: property, spelling: spelling, action: action, statement: index,
        line: first.line, column: outline.column(of: first), endLine: tokens[lastToken].line,
        start: first.start,
        end: end, text: outline.source(statement.first, lastToken + 1),
        guarded: guarded))
  }

  /// The `}` closing a trailing closure that opens right after the statement (within 2,000
  /// tokens), if one does.
  func trailingClosureEnd(_ statement: SourceOutline.Statement) -> Int? {
    guard statement.end < tokens.count, outline.isWord(statement.end, "{") else { return nil }
    return matching(statement.end, "{", "}", end: min(tokens.count, statement.end + 2000))
  }

  /// The end of a statement's bytes, with its `;` when one follows.
  func statementEnd(_ statement: SourceOutline.Statement) -> Int {
    if statement.end < tokens.count, outline.isWord(statement.end, ";") {
      return tokens[statement.end].end
    }
    return tokens[statement.end - 1].end
  }

  /// `let manager = IQKeyboardManager.shared`, `IQKeyboardManager *manager = [... sharedManager]`,
  /// `_manager = ...`, `var manager: IQKeyboardManager { IQKeyboardManager.shared }`.
  func aliasDefinition(_ statement: SourceOutline.Statement) -> (
    name: String, target: IQStatement.Target, spelling: IQStatement.Spelling
  )? {
    // The receiver must end the statement, after `=` (or alone in a computed property's body).
    var i = statement.first
    var equals: Int?
    while i < statement.end {
      if outline.isWord(i, "=") {
        equals = i
        break
      }
      i += 1
    }
    if let equals, equals > statement.first,
      let match = receiver(at: equals + 1, end: statement.end), match.end == statement.end,
      tokens[equals - 1].kind == .identifier || outline.isWord(equals - 1, "Manager")
    {
      var nameIndex = equals - 1
      if !isAliasName(nameIndex, statement) {
        // `let manager: IQKeyboardManager = ...`
        var j = equals - 1
        while j > statement.first, !outline.isWord(j, ":") { j -= 1 }
        nameIndex = j - 1
        guard outline.isWord(j, ":"), isAliasName(nameIndex, statement) else { return nil }
      }
      return (outline.text(at: nameIndex), match.target, match.spelling)
    }
    // A computed property's body: `IQKeyboardManager.shared` or `return IQKeyboardManager.shared`.
    if let function = statement.function, outline.functions[function].labels.isEmpty,
      !outline.functions[function].hasParameters
    {
      var start = statement.first
      if outline.isWord(start, "return") { start += 1 }
      if start < statement.end, let match = receiver(at: start, end: statement.end),
        match.end == statement.end
      {
        let name = outline.functions[function].name
        guard !["get", "init", "load"].contains(name) else { return nil }
        return (name, match.target, match.spelling)
      }
    }
    return nil
  }

  /// Whether token `index` names a variable (`manager`, `_manager`, `*manager`, `self.manager`).
  func isAliasName(_ index: Int, _ statement: SourceOutline.Statement) -> Bool {
    guard index >= statement.first, tokens[index].kind == .identifier else { return false }
    let name = outline.text(at: index)
    return !name.hasPrefix("IQ") && name != "self"
  }
}
