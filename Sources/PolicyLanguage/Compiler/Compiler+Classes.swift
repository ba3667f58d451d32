extension Compiler {
  // MARK: - Classes

  /// Records `class` declarations (before anything else, so later names can use earlier and later
  /// declarations alike) and every class name the file mentions; reports duplicates, UIKit
  /// redeclarations and inheritance cycles.
  mutating func collectClasses() {
    declared.reserveCapacity(file.statements.count)
    for statement in file.statements {
      switch statement {
      case .classDeclaration(let node):
        let name = node.name.name
        if UIKitClasses.superclass[name] != nil || name == "NSObject" {
          report(
            .redeclaredUIKitClass, "'\(name)' is a UIKit class and cannot be redeclared",
            at: node.name.range)
        } else if let first = declared[name] {
          report(
            .duplicateClass, "class '\(name)' is declared twice", at: node.name.range,
            notes: [Diagnostic.Note(message: "first declared here", range: first.name.range)])
        } else {
          declared[name] = node
        }
      default:
        break
      }
    }
    var custom: [String: String] = [:]
    custom.reserveCapacity(declared.count)
    for (name, node) in declared { custom[name] = node.superclass.name }
    customClasses = custom
    let hierarchy = ClassHierarchy(custom: custom)
    for name in hierarchy.cyclicClasses() {
      guard let node = declared[name] else { continue }
      var path = [name]
      var current = name
      while let next = custom[current], path.count <= custom.count {
        path.append(next)
        if next == name { break }
        current = next
      }
      report(
        .classCycle, "class '\(name)' inherits from itself: \(path.joined(separator: " → "))",
        at: node.range)
    }
  }

  /// Whether `name` is UIKit's, `NSObject` or declared in this file.
  func isKnownClass(_ name: String) -> Bool {
    name == "NSObject" || UIKitClasses.superclass[name] != nil
      || declared.index(forKey: name) != nil
  }

  /// Checks a class name: a near miss of a known class is an error with a did-you-mean; any other
  /// unknown name is a warning (once per name) suggesting a `class` declaration.
  ///
  /// - Parameter hint: the superclass to show in the suggested declaration.
  mutating func checkClass(_ id: Identifier, hint: String) {
    let name = id.name
    guard !isKnownClass(name) else { return }
    let known = UIKitClasses.allNames + declared.keys.sorted()
    if let suggestion = Suggestions.closest(to: name, in: known) {
      report(
        .unknownClass, "unknown class '\(name)'", at: id.range,
        fixIts: [Diagnostic.replacing(id.range, name, with: suggestion)])
      return
    }
    guard warnedUnknown.insert(name).inserted else { return }
    var notes = [
      Diagnostic.Note(
        message: "declare app classes so the policy can be checked alone: 'class \(name): \(hint)'")
    ]
    if let near = Suggestions.closest(to: name, in: mentionedClasses().sorted()) {
      notes.insert(Diagnostic.Note(message: "did you mean '\(near)'?"), at: 0)
    }
    report(
      .undeclaredClass, "unknown class '\(name)' (not a UIKit class and not declared in this file)",
      at: id.range, notes: notes)
  }
}

extension Compiler {
  /// Every class name the file mentions (for suggestions between the file's own names): worked
  /// out only when an unknown class needs a did-you-mean, never on the happy path.
  mutating func mentionedClasses() -> Set<String> {
    if let mentioned { return mentioned }
    var names: Set<String> = []
    for statement in file.statements {
      switch statement {
      case .classDeclaration(let node):
        names.insert(node.name.name)
        names.insert(node.superclass.name)
      case .feature(let block):
        for case .classList(let list) in block.items {
          for name in list.classes { names.insert(name.name) }
        }
      case .rule(let block):
        if case .className(let name) = block.selector { names.insert(name.name) }
      default:
        break
      }
    }
    mentioned = names
    return names
  }
}
