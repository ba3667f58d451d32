extension SourceScanner {
  /// Swift words that may come before a declaration's keyword.
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "final", "static", "override",
    "mutating", "nonmutating", "convenience", "required", "dynamic", "lazy", "weak", "unowned",
    "indirect", "nonisolated", "package", "optional", "isolated", "consuming", "borrowing",
  ]

  /// Keywords that open a scope which runs only under a condition (or repeatedly).
  static let conditionKeywords: Set<String> = [
    "if", "else", "guard", "switch", "for", "while", "repeat", "catch", "@catch", "case",
  ]

  /// Opens the scope of the `{` at `index`, classified by its header (the statement's tokens
  /// before it).
  mutating func openScope(at index: Int) {
    let header = statementStart
    let parent = scopes.top
    var scope = Scope(
      type: parent.type ?? objcTypeAtFileLevel, function: parent.function,
      guarded: parent.guarded ?? compilationGuard, isTypeBody: false)
    defer {
      scopes.append(scope)
      depth = 0
      attributesOnly = true
    }
    guard header < index else {
      // A bare `{`: a C block (or a closure on its own line, in Swift).
      if language == .swift, parent.function != nil {
        scope.guarded = scope.guarded ?? .closure(callee: nil, line: outline.tokens[index].line)
      }
      return
    }
    let first = firstKeyword(from: header, to: index)
    let word = first.map { outline.text(at: $0) } ?? ""
    let declares =
      SourceOutline.TypeDeclaration.Kind(swiftKeyword: word) != nil
      || ["func", "init", "deinit", "subscript", "var", "let", "get", "set", "willSet", "didSet"]
        .contains(word)
      || outline.isWord(header, "-") || outline.isWord(header, "+")
    if !declares {
      // A condition's or a closure's header is a statement of the enclosing scope
      // (`if IQKeyboardManager.shared.enable {`, `list.removeAll { ... }`, `guard ... else {`).
      flush(upTo: index)
      scope.guarded = scopes.top.guarded ?? compilationGuard
      if word != "guard" { scope.guarded = parent.guarded ?? compilationGuard }
    }
    if let first, let kind = SourceOutline.TypeDeclaration.Kind(swiftKeyword: word),
      language == .swift, !isMemberKeyword(first + 1, before: index)
    {
      scope.type = declareSwiftType(kind, keyword: first, before: index)
      scope.function = nil
      scope.guarded = compilationGuard
      scope.isTypeBody = true
      return
    }
    if word == "if", isAvailabilityAlwaysTrue(first! + 1, before: index) {
      // `if #available(iOS 13, *) {`: true on every iOS the runtime supports (15 and later).
      return
    }
    if Self.conditionKeywords.contains(word) {
      scope.guarded =
        scope.guarded ?? .condition(keyword: word, line: outline.tokens[first!].line)
      return
    }
    if word == "do" || word == "defer" || word == "@try" || word == "@finally"
      || word == "@autoreleasepool" || word == "@synchronized"
    {
      return
    }
    if containsClosureMarker(from: header, to: index) {
      scope.guarded =
        scope.guarded
        ?? .closure(
          callee: closureCallee(from: header, to: index), line: outline.tokens[index].line)
      return
    }
    if let function = declareFunction(first: first, word: word, header: header, before: index) {
      scope.function = function
      scope.guarded = compilationGuard
      return
    }
    if language == .swift, parent.function != nil || parent.guarded != nil {
      // `foo(x) { ... }`, `Task { ... }`: a trailing closure.
      scope.guarded =
        scope.guarded
        ?? .closure(
          callee: closureCallee(from: header, to: index), line: outline.tokens[index].line)
    }
  }

  /// Whether `#available(...)` spans `start..<end` exactly and holds on every iOS from 15 (the
  /// runtime's floor): its `iOS` (or `macCatalyst`) version is 15 or less, or only `*` names iOS.
  func isAvailabilityAlwaysTrue(_ start: Int, before end: Int) -> Bool {
    guard start + 1 < end, outline.tokens[start].kind == .directive,
      outline.text(at: start) == "#available", outline.isWord(start + 1, "("),
      skipGroup(start + 1, end: end) == end
    else { return false }
    var i = start + 2
    while i < end - 1 {
      if outline.isWord(i, "iOS") || outline.isWord(i, "macCatalyst") {
        guard i + 1 < end, outline.tokens[i + 1].kind == .number else { return false }
        let version = outline.text(at: i + 1)
        let major = Int(version.prefix(while: { $0.isNumber })) ?? Int.max
        if major > Self.runtimeFloor { return false }
      }
      i += 1
    }
    return true
  }

  /// The oldest iOS KeyboardPolicy's runtime runs on.
  static let runtimeFloor = 15

  /// The first token of the header that is not an attribute or a modifier.
  func firstKeyword(from start: Int, to end: Int) -> Int? {
    var i = start
    while i < end {
      let token = outline.tokens[i]
      if token.kind == .punctuation, outline.bytes[token.start] == 0x40, i + 1 < end {
        i += 2
        if i < end, outline.isWord(i, "("), outline.tokens[i].start == outline.tokens[i - 1].end {
          i = skipGroup(i, end: end)
        }
        continue
      }
      if token.kind == .identifier, Self.modifiers.contains(outline.text(token)) {
        i += 1
        if i < end, outline.isWord(i, "(") { i = skipGroup(i, end: end) }  // private(set)
        continue
      }
      if token.kind == .identifier, outline.isWord(i, "class"), i + 1 < end,
        ["func", "var", "let", "subscript"].contains(outline.text(at: i + 1))
      {
        i += 1
        continue
      }
      return i
    }
    return nil
  }

  /// The index after the group opened at `index` (a `(`), within `end`.
  func skipGroup(_ index: Int, end: Int) -> Int {
    var level = 0
    var i = index
    while i < end {
      let b = outline.bytes[outline.tokens[i].start]
      if outline.tokens[i].kind == .punctuation {
        if b == 0x28 || b == 0x5B { level += 1 }
        if b == 0x29 || b == 0x5D {
          level -= 1
          if level == 0 { return i + 1 }
        }
      }
      i += 1
    }
    return end
  }

  /// `class func`/`class var` were skipped already; `class` followed by `{` alone is not a type.
  func isMemberKeyword(_ next: Int, before end: Int) -> Bool { next >= end }

  /// Whether the header is a closure's: Objective-C `^`, or Swift `= {`, `in`, `(... {`.
  func containsClosureMarker(from start: Int, to end: Int) -> Bool {
    var i = start
    var level = 0
    while i < end {
      let token = outline.tokens[i]
      if token.kind == .punctuation, token.end - token.start == 1 {
        switch outline.bytes[token.start] {
        case 0x5E where language == .objectiveC: return true
        case 0x28, 0x5B: level += 1
        case 0x29, 0x5D: level -= 1
        case 0x3D where language == .swift && level == 0 && i == end - 1: return true
        default: break
        }
      }
      i += 1
    }
    // An unclosed `(` or `[` before the `{`: the brace is an argument.
    return level > 0
  }

  /// The name a trailing closure is passed to: the last identifier before `{` or before the
  /// argument list in front of it (`DispatchQueue.main.async {`, `Task {`, `.onAppear {`).
  func closureCallee(from start: Int, to end: Int) -> String? {
    var i = end - 1
    if i >= start, outline.isWord(i, ")") {
      var level = 0
      while i >= start {
        if outline.isWord(i, ")") { level += 1 }
        if outline.isWord(i, "(") {
          level -= 1
          if level == 0 { break }
        }
        i -= 1
      }
      i -= 1
    }
    while i >= start {
      if outline.tokens[i].kind == .identifier { return outline.text(at: i) }
      if outline.tokens[i].kind != .punctuation || !outline.isWord(i, "^") { return nil }
      i -= 1
    }
    return nil
  }
}

extension SourceOutline.TypeDeclaration.Kind {
  /// The kind a Swift keyword declares.
  init?(swiftKeyword: String) {
    switch swiftKeyword {
    case "class": self = .class
    case "struct": self = .struct
    case "enum": self = .enum
    case "protocol": self = .protocol
    case "actor": self = .actor
    case "extension": self = .extension
    default: return nil
    }
  }
}
