extension IQRecognizer {
  /// Objective-C and Swift type prefixes dropped from enum cases: `IQAutoToolbarByTag` → `byTag`.
  static let casePrefixes = [
    "IQAutoToolbarManageBehaviour", "IQAutoToolbarManageBehavior", "IQAutoToolbar",
    "IQKeyboardToolbarManageBehavior", "IQPreviousNextDisplayMode", "IQEnableMode",
    "UIReturnKeyType", "UIReturnKey", "UIKeyboardAppearance",
  ]

  /// The value of tokens `start..<end`, when the reader can tell it without running the code.
  func value(_ start: Int, _ end: Int) -> IQValue {
    var first = start
    var last = end
    // `@(20)`, `CGFloat(20)`, `Double(20)`, `(20)`: the literal inside.
    if last - first >= 3, outline.isWord(last - 1, ")") {
      if outline.isWord(first, "@"), outline.isWord(first + 1, "(") {
        first += 2
        last -= 1
      } else if ["CGFloat", "Double", "Float", "Int", "NSInteger"].contains(
        outline.text(at: first)),
        outline.isWord(first + 1, "(")
      {
        first += 2
        last -= 1
      }
    }
    let count = last - first
    guard count > 0 else { return .dynamic("") }
    let text = outline.source(start, end)
    if count == 1 {
      let token = tokens[first]
      let word = outline.text(token)
      switch token.kind {
      case .identifier:
        switch word {
        case "true", "YES", "@YES": return .bool(true)
        case "false", "NO", "@NO": return .bool(false)
        case "nil", "NULL", "Nil": return .none
        default: break
        }
        if let prefix = Self.casePrefixes.first(where: {
          word.hasPrefix($0) && word.count > $0.count
        }) {
          return .word(Self.lowercasingFirst(String(word.dropFirst(prefix.count))))
        }
        if let constant = constants[word], let constant { return constant }
        return .dynamic(text)
      case .number:
        return Self.number(word).map(IQValue.number) ?? .dynamic(text)
      case .string:
        return Self.stringLiteral(word).map(IQValue.string) ?? .dynamic(text)
      default:
        return .dynamic(text)
      }
    }
    if count == 2, outline.isWord(first, "-"), tokens[first + 1].kind == .number,
      let number = Self.number(outline.text(at: first + 1))
    {
      return .number(-number)
    }
    if count == 2, outline.isWord(first, "."), tokens[first + 1].kind == .identifier {
      return .word(outline.text(at: first + 1))
    }
    if count == 3, outline.isWord(first + 1, "."), tokens[first + 2].kind == .identifier,
      outline.text(at: first).hasPrefix("IQ") || outline.text(at: first).hasPrefix("UI")
    {
      return .word(outline.text(at: first + 2))
    }
    if count == 3, outline.isWord(first, "self"), outline.isWord(first + 1, "."),
      tokens[first + 2].kind == .identifier
    {
      return .dynamic(text)
    }
    if count == 2, outline.isWord(first, "@"), tokens[first + 1].kind == .number,
      let number = Self.number(outline.text(at: first + 1))
    {
      return .number(number)
    }
    return .dynamic(text)
  }

  /// A number literal's value (`10`, `2.5`, `10.0f`, `10_000`); nil for anything else.
  static func number(_ text: String) -> Double? {
    var digits = text.replacingUnderscores()
    if let last = digits.last, last == "f" || last == "F", !digits.hasPrefix("0x") {
      digits.removeLast()
    }
    guard let value = Double(digits), value.isFinite else { return nil }
    return value
  }

  /// A string literal's text, when it has no interpolation: escapes `\"`, `\\`, `\n`, `\t`.
  static func stringLiteral(_ text: String) -> String? {
    var body = Substring(text)
    if body.hasPrefix("@") { body = body.dropFirst() }
    guard body.hasPrefix("\""), body.hasSuffix("\""), body.count >= 2, !body.hasPrefix("\"\"\"")
    else { return nil }
    body = body.dropFirst().dropLast()
    var result = ""
    var escaping = false
    for character in body {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "\"", "\\", "'": result.append(character)
        default: return nil  // \( interpolation, \u{...}
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return escaping ? nil : result
  }

  /// The classes named in tokens `start..<end`: `X.self`, `[X class]`, `NSClassFromString("X")`,
  /// `type(of: self)`, `Self.self`, `[self class]`; `dynamic` when anything else names a value.
  func classReferences(_ start: Int, _ end: Int) -> (classes: [IQClassRef], dynamic: Bool) {
    var classes: [IQClassRef] = []
    var dynamic = false
    var i = start
    let skipped: Set<String> = [
      "contentsOf", "at", "Set", "NSSet", "NSMutableSet", "NSArray", "NSMutableArray",
      "setWithObjects", "setWithObject", "arrayWithObjects", "arrayWithObject", "setWithArray",
      "nil", "as", "Array", "where", "UIViewController", "UIView", "Type", "AnyClass",
      "$0",  // `removeAll { $0 == A.self }`
    ]
    while i < end {
      let token = tokens[i]
      if token.kind == .identifier {
        let word = outline.text(token)
        if outline.isWord(i + 1, "."), outline.isWord(i + 2, "self"), i + 2 < end {
          classes.append(word == "Self" ? .enclosing : .named(word))
          i += 3
          continue
        }
        if word == "type", outline.isWord(i + 1, "("), outline.isWord(i + 2, "of"),
          outline.isWord(i + 4, "self"), outline.isWord(i + 5, ")"), i + 5 < end
        {
          classes.append(.enclosing)
          i += 6
          continue
        }
        if word == "NSClassFromString", outline.isWord(i + 1, "("), i + 3 < end,
          tokens[i + 2].kind == .string, let name = Self.stringLiteral(outline.text(at: i + 2)),
          outline.isWord(i + 3, ")")
        {
          classes.append(.named(name))
          i += 4
          continue
        }
        if outline.isWord(i - 1, "["), outline.isWord(i + 1, "class"), outline.isWord(i + 2, "]"),
          i + 2 < end
        {
          classes.append(word == "self" ? .enclosing : .named(word))
          i += 3
          continue
        }
        if !skipped.contains(word) { dynamic = true }
      } else if token.kind == .number {
        // an index: `insert(X.self, at: 0)`
      } else if token.kind == .string || token.kind == .character {
        dynamic = true
      } else if outline.isWord(i, "{") || outline.isWord(i, "$") {
        dynamic = true
      }
      i += 1
    }
    return (classes, dynamic)
  }
}

extension String {
  func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
