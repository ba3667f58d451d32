import PolicyLanguage
import PolicyLint
import PolicyMigration
import SourceReader

extension AppSources {
  /// Where `declaration` is, for a diagnostic (its line; the reader keeps no column).
  static func range(of declaration: AppClasses.Declaration) -> SourceRange {
    range(path: declaration.path, line: declaration.line)
  }

  /// Line `line` of `path`.
  static func range(path: String, line: Int) -> SourceRange {
    SourceRange(at: SourceLocation(file: path, line: line, column: 1, offset: 0))
  }

  /// The classes `outline` declares that `known` already has with another superclass: a
  /// warning each, at the new declaration, noting the first (which is used).
  static func duplicates(in outline: SourceOutline, known: AppClasses) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for type in outline.types where type.kind == .class || type.kind == .objcInterface {
      guard let first = known.declaration(of: type.name),
        let superclass = type.inherited.first, superclass != first.superclass,
        type.kind == .objcInterface || AppClasses.looksLikeClass(superclass)
      else { continue }
      // E050's words, as a warning: the first declaration is used, and each may be right for
      // its own target (an app and its extension).
      let message = DiagnosticMessage<DiagnosticCode>.duplicateClass(type.name)
      result.append(
        Diagnostic(
          code: message.code.rawValue, severity: .warning, message: message.text,
          range: range(path: outline.path, line: type.line),
          notes: [
            .firstDeclared(at: range(of: first), superclass: first.superclass, here: superclass)
          ]))
    }
    return result
  }

  /// Errors for the chains the policy's compiler would read wrong: a class inheriting from
  /// itself (E051) and the first class of each chain past `ClassHierarchy.maximumChainLength`
  /// (E059), at their declarations, sorted by name. Linear in the classes.
  static func chainProblems(_ classes: AppClasses) -> [Diagnostic] {
    guard !classes.declarations.isEmpty else { return [] }
    let hierarchy = ClassHierarchy(custom: classes.superclasses)
    var result: [Diagnostic] = []
    let cyclic = hierarchy.cyclicClasses()
    let superclasses = classes.superclasses
    for name in cyclic {
      guard let declaration = classes.declaration(of: name) else { continue }
      var path = [name]
      var current = name
      while let next = superclasses[current], path.count <= cyclic.count {
        path.append(next)
        if next == name { break }
        current = next
      }
      let message = DiagnosticMessage<DiagnosticCode>.classCycle(name, path: path)
      result.append(Diagnostic(message, at: range(of: declaration)))
    }
    if classes.declarations.count + 64 >= ClassHierarchy.maximumChainLength {
      for name in hierarchy.classesPastChainLimit() {
        guard let declaration = classes.declaration(of: name) else { continue }
        let message = DiagnosticMessage<DiagnosticCode>.classChainTooLong(name)
        result.append(Diagnostic(message, at: range(of: declaration)))
      }
    }
    return result
  }

  /// `diagnostics` as lint results, one per source file in the order first met (no text is
  /// kept: the reporters show the location and the message).
  static func results(_ diagnostics: [Diagnostic]) -> [LintFileResult] {
    var order: [String] = []
    var byFile: [String: [Diagnostic]] = [:]
    for diagnostic in diagnostics {
      let file = diagnostic.range.start.file
      if byFile[file] == nil { order.append(file) }
      byFile[file, default: []].append(diagnostic)
    }
    return order.map { file in
      LintFileResult(
        source: SourceFile(path: file, text: ""),
        diagnostics: (byFile[file] ?? []).sorted { $0.range.start.line < $1.range.start.line })
    }
  }
}
