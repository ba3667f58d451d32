extension IQRecognizer {
  /// What a statement does with a manager found at `start` (`match.end` is past it): set a
  /// property, change a list, call a method, save or read a setting.
  func use(
    of match: (end: Int, target: IQStatement.Target, spelling: IQStatement.Spelling),
    start: Int, statement: SourceOutline.Statement
  ) -> (property: String, action: IQStatement.Action)? {
    followPath(from: match.end, receiverStart: start, path: [], statement: statement)
  }

  /// `enable = true`, `self.enable = YES`, `[self setEnable:YES]` inside an extension or
  /// category of the manager.
  func implicitUse(_ statement: SourceOutline.Statement, _ target: IQStatement.Target) -> (
    property: String, action: IQStatement.Action
  )? {
    let first = statement.first
    var found: (property: String, action: IQStatement.Action)?
    if outline.isWord(first, "self") {
      found = followPath(from: first + 1, receiverStart: first, path: [], statement: statement)
    } else if outline.isWord(first, "["), outline.isWord(first + 1, "self") {
      found = followPath(from: first + 2, receiverStart: first + 1, path: [], statement: statement)
    }
    if let found {
      // `self.helper()` in an extension is the app's own code: only IQ's names count.
      let head = String(found.property.prefix(while: { $0 != "." }))
      guard
        IQVocabulary.managerProperties.contains(found.property)
          || IQVocabulary.lists.contains(found.property)
          || IQVocabulary.calls.contains(found.property)
          || head == "toolbarConfiguration" || head == "keyboardConfiguration"
      else { return nil }
      return found
    }
    guard tokens[first].kind == .identifier else { return nil }
    let name = outline.text(at: first)
    guard
      IQVocabulary.managerProperties.contains(name) || IQVocabulary.lists.contains(name)
        || name == "toolbarConfiguration" || name == "keyboardConfiguration"
    else { return nil }
    return followPath(from: first + 1, receiverStart: first, path: [name], statement: statement)
  }

  /// Reads the member path after a receiver and what is done with it.
  func followPath(
    from start: Int, receiverStart: Int, path initial: [String], statement: SourceOutline.Statement
  ) -> (property: String, action: IQStatement.Action)? {
    let end = statement.end
    var j = start
    var path = initial
    var objectStart = receiverStart
    // Objective-C: `[RECV name]` (a getter) or `[RECV setName:value]`.
    if receiverStart > statement.first, outline.isWord(receiverStart - 1, "["), j < end,
      tokens[j].kind == .identifier
    {
      let selector = outline.text(at: j)
      if outline.isWord(j + 1, "]") {
        path.append(selector)
        objectStart = receiverStart - 1
        j += 2
      } else if outline.isWord(j + 1, ":") {
        let close = closingBracket(from: receiverStart - 1, end: end)
        return message(selector, arguments: j + 2, close: close)
      }
    }
    while j < end {
      if outline.isWord(j, "."), j + 1 < end, tokens[j + 1].kind == .identifier {
        path.append(outline.text(at: j + 1))
        j += 2
      } else if outline.isWord(j, "?") || outline.isWord(j, "!") {
        j += 1
      } else {
        break
      }
    }
    // An unknown path is still IQ configuration: recorded under its own name, never dropped.
    let split = vocabularyPrefix(path) ?? path.count
    let property = path.isEmpty ? "shared" : path[..<split].joined(separator: ".")
    let operations = path[split...]
    let isList = IQVocabulary.lists.contains(property)
    if let operation = operations.first, isList {
      return (property, listOperation(operation, arguments: j, end: end))
    }
    if objectStart > statement.first, outline.isWord(objectStart - 1, "["), j < end,
      tokens[j].kind == .identifier, isList
    {
      // `[[RECV list] addObject:[X class]]`, `[RECV.list removeAllObjects]`.
      let close = closingBracket(from: objectStart - 1, end: end)
      return (property, objcListMessage(outline.text(at: j), arguments: j + 1, close: close))
    }
    if j < end, outline.isWord(j, "=") {
      if isList {
        let classes = classReferences(j + 1, end)
        return (property, .listAssign(classes.classes, dynamic: classes.dynamic))
      }
      return (property, .assign(value(j + 1, end)))
    }
    if j < end, outline.isWord(j, "+="), isList {
      let classes = classReferences(j + 1, end)
      return (property, .listAdd(classes.classes, dynamic: classes.dynamic))
    }
    if IQVocabulary.calls.contains(property) || (j < end && outline.isWord(j, "(")) {
      return (property, .call)
    }
    if let saved = savedInto(statement, receiverStart: objectStart), j == end {
      return (property, .save(into: saved))
    }
    return (property, .read)
  }

  /// The length of the longest prefix of `path` that names a setting, list or call.
  func vocabularyPrefix(_ path: [String]) -> Int? {
    var best: Int?
    var key = ""
    for (index, part) in path.enumerated() {
      key = index == 0 ? part : key + "." + part
      if IQVocabulary.managerProperties.contains(key) || IQVocabulary.lists.contains(key)
        || IQVocabulary.calls.contains(key)
      {
        best = index + 1
      }
    }
    return best
  }

  /// `[RECV setName:value]` or `[RECV method:argument]`.
  func message(_ selector: String, arguments: Int, close: Int) -> (
    property: String, action: IQStatement.Action
  )? {
    if IQVocabulary.calls.contains(selector) { return (selector, .call) }
    guard selector.hasPrefix("set"), selector.count > 3 else { return nil }
    let property = Self.lowercasingFirst(String(selector.dropFirst(3)))
    if IQVocabulary.lists.contains(property) {
      let classes = classReferences(arguments, close)
      return (property, .listAssign(classes.classes, dynamic: classes.dynamic))
    }
    guard IQVocabulary.managerProperties.contains(property) else { return nil }
    return (property, .assign(value(arguments, close)))
  }

  /// A Swift list method: `append`, `append(contentsOf:)`, `insert`, `add`, `formUnion`,
  /// `remove`, `removeAll`, ... with its arguments starting at `arguments` (a `(`).
  func listOperation(_ name: String, arguments: Int, end: Int) -> IQStatement.Action {
    let close = outline.isWord(arguments, "(") ? groupEnd(arguments, end: end) : arguments
    // A trailing closure (`removeAll { $0 == A.self }`) opens a scope after the statement: its
    // first tokens (at most 200) are read for class names.
    let hasClosure = close == end && end < tokens.count && outline.isWord(end, "{")
    let limit = min(tokens.count, end + 200)
    let closureEnd = hasClosure ? matching(end, "{", "}", end: limit) ?? limit : close
    let classes =
      hasClosure ? classReferences(end + 1, closureEnd) : classReferences(arguments, close)
    switch name {
    case "append", "insert", "add", "formUnion", "update":
      return .listAdd(classes.classes, dynamic: classes.dynamic)
    case "removeAll" where close == arguments + 2 && !hasClosure:
      return .listRemoveAll
    case "remove", "removeAll", "subtract", "removeValue", "formSymmetricDifference", "removeFirst",
      "removeLast":
      return .listRemove(classes.classes, dynamic: classes.dynamic)
    default:
      return .read  // contains, count, first
    }
  }

  /// An Objective-C message to a list: `addObject:`, `addObjectsFromArray:`, `removeObject:`,
  /// `removeAllObjects`, `unionSet:`.
  func objcListMessage(_ selector: String, arguments: Int, close: Int) -> IQStatement.Action {
    let classes = classReferences(arguments, close)
    switch selector {
    case "addObject", "addObjectsFromArray", "unionSet", "addObjectsFromSet":
      return .listAdd(classes.classes, dynamic: classes.dynamic)
    case "removeObject", "removeObjectsInArray", "minusSet":
      return .listRemove(classes.classes, dynamic: classes.dynamic)
    case "removeAllObjects":
      return .listRemoveAll
    default:
      return .read  // containsObject:, count
    }
  }

  /// `saved = RECV.setting`, `let saved = ...`, `self.saved = ...`, `_saved = ...`: the name.
  func savedInto(_ statement: SourceOutline.Statement, receiverStart: Int) -> String? {
    guard receiverStart - 1 > statement.first, outline.isWord(receiverStart - 1, "="),
      tokens[receiverStart - 2].kind == .identifier
    else { return nil }
    return outline.text(at: receiverStart - 2)
  }

  /// The index of the `]` closing the `[` at `open` (or `end`).
  func closingBracket(from open: Int, end: Int) -> Int {
    matching(open, "[", "]", end: end) ?? end
  }

  /// The index after the `(...)` group at `open`.
  func groupEnd(_ open: Int, end: Int) -> Int {
    matching(open, "(", ")", end: end).map { $0 + 1 } ?? end
  }

  /// The index of the delimiter closing the one at `open` (nested pairs counted), before `end`.
  func matching(_ open: Int, _ opening: StaticString, _ closing: StaticString, end: Int) -> Int? {
    var level = 0
    var i = open
    while i < end {
      if outline.isWord(i, opening) { level += 1 }
      if outline.isWord(i, closing) {
        level -= 1
        if level == 0 { return i }
      }
      i += 1
    }
    return nil
  }

  static func lowercasingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
