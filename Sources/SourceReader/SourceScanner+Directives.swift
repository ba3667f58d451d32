extension SourceScanner {
  /// Conditions that choose a platform, not a behaviour: code under them is not guarded.
  static let platformChecks = [
    "canImport", "os(", "arch(", "targetEnvironment", "swift(", "compiler(", "__has_include",
    "TARGET_OS", "__IPHONE", "__OBJC__", "defined(__", "__cplusplus", "hasFeature",
    "hasAttribute",
  ]

  /// Handles a directive token: `#if` family (guards), `#define` (constants).
  mutating func directive(_ index: Int) {
    let raw = outline.text(at: index)
    var body = Substring(raw.dropFirst()).drop(while: { $0 == " " || $0 == "\t" })
    let word = body.prefix(while: { $0.isLetter })
    body = body.dropFirst(word.count).drop(while: { $0 == " " || $0 == "\t" })
    let condition = String(body.prefix(80))
    let line = outline.tokens[index].line
    let isPlatform = Self.platformChecks.contains { condition.contains($0) }
    switch word {
    case "if", "ifdef":
      compilation.append(
        isPlatform ? compilationGuard : .compilation(condition: condition, line: line))
      platform.append(isPlatform)
    case "ifndef":
      // `#ifndef NAME_H`: an include guard, or a feature flag's absence; not a guard.
      compilation.append(compilationGuard)
      platform.append(true)
    case "elif", "elseif", "else":
      guard !compilation.isEmpty else { return }
      compilation.removeLast()
      let wasPlatform = platform.removeLast()
      let shown = word == "else" ? "else" : condition
      let guardValue: SourceOutline.Guard? =
        (wasPlatform && isPlatform && word != "else")
        ? compilationGuard : .compilation(condition: "#\(word) \(shown)", line: line)
      compilation.append(guardValue)
      platform.append(false)
    case "endif":
      guard !compilation.isEmpty else { return }
      compilation.removeLast()
      platform.removeLast()
    case "define" where language == .objectiveC:
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
