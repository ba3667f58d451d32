extension SourceScanner {
  /// Conditions that choose a platform, not a behaviour: code under them is not guarded.
  static let platformChecks = [
    "canImport", "os(", "arch(", "targetEnvironment", "swift(", "compiler(", "__has_include",
    "TARGET_OS", "__IPHONE", "__OBJC__", "defined(__", "__cplusplus", "hasFeature",
    "hasAttribute",
  ]

  /// Handles a directive token: `#if` family (guards), `#define` (constants). The directive's
  /// word is read from the bytes, and the condition's text is built (and searched for platform
  /// checks) only for `#if`, `#elseif` and `#else`: a `#if` line costs what other lines cost.
  mutating func directive(_ index: Int) {
    let token = outline.tokens[index]
    let bytes = outline.bytes
    var i = token.start + 1
    func skipBlanks() {
      while i < token.end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
    }
    skipBlanks()
    let wordStart = i
    while i < token.end, (bytes[i] | 0x20) >= 0x61, (bytes[i] | 0x20) <= 0x7A { i += 1 }
    // A non-ASCII letter continues the word (`#ifé` is no `#if`).
    guard i == token.end || bytes[i] < 0x80 else { return }
    let word = Self.directiveWord(bytes[wordStart..<i])
    guard word != .other else { return }
    skipBlanks()
    let conditionStart = i
    let line = token.line
    // At most 80 characters of condition (4 bytes each at most).
    var condition: String {
      String(
        String(
          decoding: bytes[conditionStart..<min(token.end, conditionStart + 320)], as: UTF8.self
        )
        .prefix(80))
    }
    func isPlatform(_ text: String) -> Bool {
      let utf8 = Array(text.utf8)
      return Self.platformCheckBytes.contains { check in
        guard check.count <= utf8.count else { return false }
        for start in 0...(utf8.count - check.count)
        where utf8[start] == check[0] && utf8[start..<start + check.count].elementsEqual(check) {
          return true
        }
        return false
      }
    }
    switch word {
    case .if:
      let text = condition
      let platformCheck = isPlatform(text)
      compilation.append(
        platformCheck ? compilationGuard : .compilation(condition: text, line: line))
      platform.append(platformCheck)
    case .ifndef:
      // `#ifndef NAME_H`: an include guard, or a feature flag's absence; not a guard.
      compilation.append(compilationGuard)
      platform.append(true)
    case .elif, .elseif, .else:
      guard !compilation.isEmpty else { return }
      compilation.removeLast()
      let wasPlatform = platform.removeLast()
      let text = condition
      let shown = word == .else ? "else" : text
      let guardValue: SourceOutline.Guard? =
        (wasPlatform && isPlatform(text) && word != .else)
        ? compilationGuard : .compilation(condition: "#\(word) \(shown)", line: line)
      compilation.append(guardValue)
      platform.append(false)
    case .endif:
      guard !compilation.isEmpty else { return }
      compilation.removeLast()
      platform.removeLast()
    case .define where language == .objectiveC:
      let body = Substring(
        String(decoding: bytes[conditionStart..<token.end], as: UTF8.self))
      let name = body.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
      let rest = body.dropFirst(name.count)
      guard !name.isEmpty, rest.first != "(" else { return }
      var value = rest.drop(while: { $0 == " " || $0 == "\t" })
      if let slash = value.indices.first(where: {
        value[$0] == "/" && value.index(after: $0) < value.endIndex
          && value[value.index(after: $0)] == "/"
      }) {
        value = value[..<slash]
      }
      outline.defines[String(name)] = value.trimmingSpaces()
    default:
      break
    }
  }

  /// The directive words the scanner acts on.
  enum DirectiveWord: String {
    case `if`, ifdef, ifndef, elif, elseif, `else`, endif, define, other
  }

  /// `bytes` as a directive word (`ifdef` reads as `if`: both open a guard).
  static func directiveWord(_ bytes: ArraySlice<UInt8>) -> DirectiveWord {
    switch bytes.count {
    case 2 where bytes.elementsEqual("if".utf8): return .if
    case 5 where bytes.elementsEqual("ifdef".utf8): return .if
    case 6 where bytes.elementsEqual("ifndef".utf8): return .ifndef
    case 4 where bytes.elementsEqual("elif".utf8): return .elif
    case 6 where bytes.elementsEqual("elseif".utf8): return .elseif
    case 4 where bytes.elementsEqual("else".utf8): return .else
    case 5 where bytes.elementsEqual("endif".utf8): return .endif
    case 6 where bytes.elementsEqual("define".utf8): return .define
    default: return .other
    }
  }

  /// `platformChecks` as bytes.
  static let platformCheckBytes: [[UInt8]] = platformChecks.map { Array($0.utf8) }

  /// Handles an Objective-C `@` keyword at `index`; returns the next index to read.
  mutating func objcKeyword(_ index: Int) -> Int {
    let tokens = outline.tokens
    if outline.isWord(index, "@end") {
      flush(upTo: index)
      objcType = nil
      statementStart = index + 1
      return index + 1
    }
    let isInterface = outline.isWord(index, "@interface")
    let isImplementation = outline.isWord(index, "@implementation")
    let isProtocol = outline.isWord(index, "@protocol")
    guard isInterface || isImplementation || isProtocol, scopes.count == 1,
      index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
      !(isProtocol && (outline.isWord(index + 2, ";") || outline.isWord(index + 2, ",")))
    else {
      noteAttribute(index)
      return index + 1
    }
    flush(upTo: index)
    var i = index + 2
    var inherited: [String] = []
    var isCategory = false
    if i < tokens.count, outline.isWord(i, ":"), i + 1 < tokens.count,
      tokens[i + 1].kind == .identifier
    {
      inherited.append(outline.text(at: i + 1))
      i += 2
    } else if i < tokens.count, outline.isWord(i, "(") {
      isCategory = true
      i = skipGroup(i, end: tokens.count)
    }
    if !isCategory, !inherited.isEmpty, i < tokens.count, outline.isWord(i, "<") {
      // `@interface AppDelegate : UIResponder <UIApplicationDelegate>`: the protocols follow the
      // superclass.
      let close = skipAngles(i, end: tokens.count)
      for j in (i + 1)..<max(i + 1, close - 1) where tokens[j].kind == .identifier {
        inherited.append(outline.text(at: j))
      }
    }
    i = skipAngles(i, end: tokens.count)
    let kind: SourceOutline.TypeDeclaration.Kind =
      isInterface ? .objcInterface : isImplementation ? .objcImplementation : .objcProtocol
    outline.types.append(
      SourceOutline.TypeDeclaration(
        kind: kind, name: outline.text(at: index + 1), inherited: inherited,
        isCategory: isCategory, line: tokens[index].line))
    objcType = outline.types.count - 1
    statementStart = i
    return i
  }
}

extension Substring {
  /// The text without leading or trailing blanks.
  func trimmingSpaces() -> String {
    String(
      drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed().drop(while: {
        $0 == " " || $0 == "\t" || $0 == "\r"
      }).reversed())
  }
}
