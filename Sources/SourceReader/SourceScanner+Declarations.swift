extension SourceScanner {
  /// Records a Swift type declaration whose keyword is at `keyword`; returns its index.
  mutating func declareSwiftType(
    _ kind: SourceOutline.TypeDeclaration.Kind, keyword: Int, before end: Int
  ) -> Int {
    var i = keyword + 1
    var name = ""
    // `extension A.B`: the last component names the type.
    while i < end, outline.tokens[i].kind == .identifier {
      name = outline.text(at: i)
      guard i + 2 < end, outline.isWord(i + 1, "."), outline.tokens[i + 2].kind == .identifier
      else {
        i += 1
        break
      }
      i += 2
    }
    i = skipAngles(i, end: end)
    var inherited: [String] = []
    var argument: String?
    if i < end, outline.isWord(i, ":") {
      i += 1
      var current: String?
      var angles = 0
      while i < end, !outline.isWord(i, "where") {
        let token = outline.tokens[i]
        if outline.isWord(i, "<") {
          // `First<Name>`: the first inherited name's one plain type argument.
          if angles == 0, inherited.isEmpty, i + 2 < end,
            outline.tokens[i + 1].kind == .identifier, outline.isWord(i + 2, ">")
          {
            argument = outline.text(at: i + 1)
          }
          angles += 1
        }
        if outline.isWord(i, ">") { angles -= 1 }
        if angles == 0, token.kind == .identifier { current = outline.text(token) }
        if angles == 0, outline.isWord(i, ",") {
          if let current { inherited.append(current) }
          current = nil
        }
        i += 1
      }
      if let current { inherited.append(current) }
    }
    outline.types.append(
      SourceOutline.TypeDeclaration(
        kind: kind, name: name, inherited: inherited, superclassArgument: argument,
        isCategory: false, line: outline.tokens[keyword].line))
    return outline.types.count - 1
  }

  /// The index after a `<...>` group starting at `index` (or `index` when none starts there).
  func skipAngles(_ index: Int, end: Int) -> Int {
    guard index < end, outline.isWord(index, "<") else { return index }
    var level = 0
    var i = index
    while i < end {
      if outline.isWord(i, "<") { level += 1 }
      if outline.isWord(i, ">") {
        level -= 1
        if level == 0 { return i + 1 }
      }
      i += 1
    }
    return end
  }

  /// Records the function whose header is `header..<end` (its first keyword at `first`), if the
  /// header declares one; returns its index.
  mutating func declareFunction(first: Int?, word: String, header: Int, before end: Int) -> Int? {
    let parent = scopes.top
    var name: String
    var labels: [String] = []
    var hasParameters = false
    var isAction = false
    let line = outline.tokens[first ?? header].line
    if language == .swift {
      guard let first else { return nil }
      switch word {
      case "func":
        guard first + 1 < end else { return nil }
        name = outline.text(at: first + 1)
        (labels, hasParameters) = swiftParameters(after: first + 1, end: end)
      case "init", "deinit", "subscript":
        name = word
        (labels, hasParameters) = swiftParameters(after: first, end: end)
      case "var", "let":
        guard first + 1 < end else { return nil }
        name = outline.text(at: first + 1)
      case "get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress":
        name = word
      default:
        return nil
      }
      isAction = headerHasAttribute("IBAction", from: header, to: first)
    } else if parent.isTypeBody, outline.isWord(header, "-") || outline.isWord(header, "+") {
      var i = header + 1
      var returnType = ""
      if i < end, outline.isWord(i, "(") {
        let close = skipGroup(i, end: end)
        returnType = outline.source(i, close)
        i = close
      }
      isAction = returnType.contains("IBAction")
      guard i < end, outline.tokens[i].kind == .identifier else { return nil }
      name = outline.text(at: i)
      // Selector parts: `name:(Type)param part:(Type)param`.
      var j = i + 1
      while j < end, outline.isWord(j, ":") {
        hasParameters = true
        j += 1
        if j < end, outline.isWord(j, "(") { j = skipGroup(j, end: end) }
        if j < end, outline.tokens[j].kind == .identifier { j += 1 }
        guard j + 1 < end, outline.tokens[j].kind == .identifier, outline.isWord(j + 1, ":")
        else { break }
        labels.append(outline.text(at: j))
        j += 1
      }
    } else if parent.isTypeBody, outline.isWord(end - 1, ")") {
      // A C function: `void configure(void) {`.
      var i = header
      var last: String?
      while i < end, !outline.isWord(i, "(") {
        if outline.tokens[i].kind == .identifier { last = outline.text(at: i) }
        i += 1
      }
      guard let last else { return nil }
      name = last
      hasParameters =
        !(outline.isWord(i + 1, "void") && outline.isWord(i + 2, ")"))
        && !outline.isWord(i + 1, ")")
    } else {
      return nil
    }
    outline.functions.append(
      SourceOutline.Function(
        name: name, labels: labels, type: parent.type ?? objcTypeAtFileLevel, isAction: isAction,
        hasParameters: hasParameters, calls: [], line: line))
    return outline.functions.count - 1
  }

  /// The argument labels of a Swift parameter list after `index` (the name), and whether it
  /// has parameters.
  func swiftParameters(after index: Int, end: Int) -> (labels: [String], hasParameters: Bool) {
    var i = skipAngles(index + 1, end: end)
    guard i < end, outline.isWord(i, "(") else { return ([], false) }
    let close = skipGroup(i, end: end)
    var labels: [String] = []
    var expectLabel = true
    var level = 0
    i += 1
    while i < close - 1 {
      let token = outline.tokens[i]
      if outline.isWord(i, "(") || outline.isWord(i, "[") || outline.isWord(i, "<") { level += 1 }
      if outline.isWord(i, ")") || outline.isWord(i, "]") || outline.isWord(i, ">") { level -= 1 }
      if level == 0, expectLabel, token.kind == .identifier {
        labels.append(outline.text(token))
        expectLabel = false
      }
      if level == 0, outline.isWord(i, ",") { expectLabel = true }
      i += 1
    }
    return (labels, !labels.isEmpty)
  }

  /// Whether `@name` appears among the header's tokens before `end`.
  func headerHasAttribute(_ name: String, from start: Int, to end: Int) -> Bool {
    var i = start
    while i + 1 < end {
      if outline.isWord(i, "@"), outline.text(at: i + 1) == name { return true }
      i += 1
    }
    return false
  }

  /// The calls a statement makes, for its function's `calls`, under `guarded`.
  mutating func recordCalls(first: Int, end: Int, function: Int, guarded: SourceOutline.Guard?) {
    var i = first
    while i < end {
      let token = outline.tokens[i]
      if token.kind == .identifier, i + 1 < end, outline.isWord(i + 1, "(") {
        if let receiver = swiftReceiver(before: i, first: first) {
          outline.functions[function].calls.append(
            .init(name: outline.text(token), receiver: receiver, guarded: guarded, line: token.line)
          )
        }
      } else if language == .objectiveC, outline.isWord(i, "["), i + 2 < end {
        if let (receiver, nameIndex) = objcReceiver(after: i, end: end) {
          outline.functions[function].calls.append(
            .init(
              name: outline.text(at: nameIndex), receiver: receiver, guarded: guarded,
              line: outline.tokens[nameIndex].line))
        }
      }
      i += 1
    }
  }

  /// The receiver of a Swift call whose name is token `index`: nil for `super.name()`.
  func swiftReceiver(before index: Int, first: Int) -> SourceOutline.Call.Receiver? {
    guard index > first, outline.isWord(index - 1, ".") else { return .implicit }
    // Walk back over `A.b.c.`: the chain's head decides.
    var head = index - 2
    while head - 2 >= first, outline.tokens[head].kind == .identifier,
      outline.isWord(head - 1, ".")
    {
      head -= 2
    }
    guard head >= first, outline.tokens[head].kind == .identifier,
      head == first || !outline.isWord(head - 1, ".")
    else { return .value }
    if outline.isWord(head, "super") { return nil }
    if outline.isWord(head, "self") { return head == index - 2 ? .implicit : .value }
    return Self.readsAsType(outline.bytes[outline.tokens[head].start])
      ? .type(outline.text(at: head)) : .value
  }

  /// The receiver and the selector's first part of an Objective-C message `[RECV name...]` at
  /// `index` (`[` ); nil for `[super name]` and for anything that is not a message.
  func objcReceiver(after index: Int, end: Int) -> (SourceOutline.Call.Receiver, Int)? {
    let tokens = outline.tokens
    if tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .identifier {
      if outline.isWord(index + 1, "super") { return nil }
      if outline.isWord(index + 1, "self") { return (.implicit, index + 2) }
      let receiver: SourceOutline.Call.Receiver =
        Self.readsAsType(outline.bytes[tokens[index + 1].start])
        ? .type(outline.text(at: index + 1)) : .value
      return (receiver, index + 2)
    }
    // `[[Type shared] name]`.
    if outline.isWord(index + 1, "["), index + 5 < end, tokens[index + 2].kind == .identifier,
      tokens[index + 3].kind == .identifier, outline.isWord(index + 4, "]"),
      tokens[index + 5].kind == .identifier
    {
      let receiver: SourceOutline.Call.Receiver =
        Self.readsAsType(outline.bytes[tokens[index + 2].start])
        ? .type(outline.text(at: index + 2)) : .value
      return (receiver, index + 5)
    }
    return nil
  }

  /// Whether a name starting with `byte` reads as a type's (an ASCII capital letter).
  static func readsAsType(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
}
