import Foundation

/// Finds diagnostic, note, fix-it, issue, report and XML reader failure (`Failure`) calls given a
/// string literal as their message (for `DiagnosticCatalogueTests.noCallSiteWritesAMessage`): a scan of Swift text that skips
/// comments and string literals (with their interpolations), not a parser.
enum CallSiteScan {
  /// Whether `path` (relative to `Sources/`) is a message catalogue, where messages are written:
  /// a family's `*Message.swift` files, the fix-it titles, lint's rules (one rule per file, with
  /// its messages) and the notes lint's rules share (`LintContext+FixIts.swift`).
  static func isCatalogue(_ path: String) -> Bool {
    let name = (path as NSString).lastPathComponent
    return path.hasPrefix("PolicyLint/Rules/") || path == "PolicyLint/LintContext+FixIts.swift"
      || name.hasSuffix("Message.swift") || name.contains("Message+")
      || name == "Diagnostic+FixIt.swift"
  }

  /// The calls in `source` that make a diagnostic, note, fix-it, issue or report and pass a string
  /// literal as one of their own arguments (nested calls are looked at on their own).
  static func literalMessages(in source: String) -> [String] {
    let calls = [
      "Diagnostic", "Note", "FixIt", "SceneIssue", "ImportIssue", "report", "reportAtToken",
      "Failure",
    ]
    let code = source.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
    let characters = Array(code)
    var found: [String] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "(", index > 0 else {
        index += 1
        continue
      }
      var start = index
      while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber {
        start -= 1
      }
      let name = String(characters[start..<index])
      index += 1
      guard calls.contains(name) else { continue }
      if hasLiteralArgument(characters, from: index) {
        found.append(String(characters[start..<min(characters.count, index + 60)]))
      }
    }
    return found
  }

  /// Whether an argument of the call whose arguments start at `from` (just after its `(`) is a
  /// string literal without a label or labelled `message:`.
  static func hasLiteralArgument(_ characters: [Character], from: Int) -> Bool {
    var index = from
    func skipSpaces() {
      while index < characters.count, characters[index].isWhitespace { index += 1 }
    }
    while index < characters.count {
      // One argument: an optional label, then its value up to a `,` or `)` at this depth.
      skipSpaces()
      var label: String?
      var end = index
      while end < characters.count, characters[end].isLetter || characters[end].isNumber {
        end += 1
      }
      if end > index, end < characters.count, characters[end] == ":" {
        label = String(characters[index..<end])
        index = end + 1
        skipSpaces()
      }
      if index < characters.count, characters[index] == "\"", label == nil || label == "message" {
        return true
      }
      var depth = 0
      while index < characters.count {
        let character = characters[index]
        if character == "\"" {
          index = skipString(characters, from: index)
          continue
        }
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) {
          if depth == 0 { return false }
          depth -= 1
        }
        index += 1
        if character == ",", depth == 0 { break }
      }
    }
    return false
  }

  /// The index after the string literal starting at `from` (interpolations skipped whole).
  static func skipString(_ characters: [Character], from: Int) -> Int {
    var index = from + 1
    while index < characters.count {
      switch characters[index] {
      case "\\":
        if index + 1 < characters.count, characters[index + 1] == "(" {
          var depth = 0
          index += 1
          while index < characters.count {
            if characters[index] == "\"" {
              index = skipString(characters, from: index)
              continue
            }
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" {
              depth -= 1
              if depth == 0 { break }
            }
            index += 1
          }
          index += 1
        } else {
          index += 2
        }
      case "\"": return index + 1
      default: index += 1
      }
    }
    return index
  }
}
