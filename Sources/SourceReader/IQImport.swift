/// A line that imports one of IQKeyboardManager's modules or headers: `import
/// IQKeyboardManagerSwift`, `@_exported import IQKeyboardToolbarManager`, `#import
/// <IQKeyboardManager/IQKeyboardManager.h>`, `#import "IQKeyboardManager.h"`, `@import
/// IQKeyboardManager;`. It stops compiling once the package is gone.
public struct IQImport: Sendable, Equatable {
  /// The module or header imported (`IQKeyboardManagerSwift`, `IQKeyboardManager/IQKeyboardManager.h`).
  public var module: String
  /// The line.
  public var line: Int
  /// The first byte of the line's import (offset in the file).
  public var start: Int
  /// One past its last byte.
  public var end: Int
  /// The text as written (capped).
  public var text: String
}

extension IQRecognizer {
  /// The file's imports of IQ's modules and headers.
  func imports() -> [IQImport] {
    var found: [IQImport] = []
    if outline.language == .objectiveC {
      for (index, token) in tokens.enumerated() {
        if token.kind == .directive, let module = Self.importedHeader(outline.text(token)) {
          found.append(
            IQImport(
              module: module, line: token.line, start: token.start, end: token.end,
              text: outline.source(index, index + 1)))
        } else if outline.isWord(index, "@import"), index + 1 < tokens.count,
          IQVocabulary.isOwnType(outline.text(at: index + 1))
        {
          var last = index + 1
          while last + 1 < tokens.count, !outline.isWord(last + 1, ";"),
            tokens[last + 1].line == token.line
          {
            last += 1
          }
          let end = last + 1 < tokens.count && outline.isWord(last + 1, ";") ? last + 2 : last + 1
          found.append(
            IQImport(
              module: outline.text(at: index + 1), line: token.line, start: token.start,
              end: tokens[end - 1].end, text: outline.source(index, end)))
        }
      }
      return found
    }
    for statement in outline.statements where statement.function == nil {
      var i = statement.first
      while i < statement.end, outline.isWord(i, "@") { i += 2 }  // `@testable`, `@_exported`
      guard i + 1 < statement.end, outline.isWord(i, "import") else { continue }
      var module = i + 1
      // `import class IQKeyboardManagerSwift.IQKeyboardManager`
      if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(
        outline.text(at: module)), module + 1 < statement.end
      {
        module += 1
      }
      let name = outline.text(at: module)
      guard IQVocabulary.isOwnType(name) else { continue }
      let first = tokens[statement.first]
      found.append(
        IQImport(
          module: name, line: first.line, start: first.start, end: tokens[statement.end - 1].end,
          text: outline.source(statement.first, statement.end)))
    }
    return found
  }

  /// The header an Objective-C `#import` / `#include` line names when it is one of IQ's
  /// (`<IQKeyboardManager/IQKeyboardManager.h>`, `"IQKeyboardManager.h"`), else nil.
  static func importedHeader(_ directive: String) -> String? {
    var body = Substring(directive.dropFirst()).drop(while: { $0 == " " || $0 == "\t" })
    guard body.hasPrefix("import") || body.hasPrefix("include") else { return nil }
    body = body.drop(while: { $0.isLetter }).drop(while: { $0 == " " || $0 == "\t" })
    guard let open = body.first, open == "<" || open == "\"" else { return nil }
    let close: Character = open == "<" ? ">" : "\""
    let header = body.dropFirst().prefix(while: { $0 != close })
    let file = header.split(separator: "/").first.map(String.init) ?? ""
    guard IQVocabulary.isOwnType(file) else { return nil }
    return String(header)
  }
}
