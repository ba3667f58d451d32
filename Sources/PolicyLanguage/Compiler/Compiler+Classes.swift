extension Compiler {
  // MARK: - Classes

  /// Records `class` declarations (before anything else, so later names can use earlier and later
  /// declarations alike) and every class name the file mentions; reports duplicates, UIKit
  /// redeclarations and inheritance cycles.
  mutating func collectClasses() {
    for (position, statement) in file.statements.enumerated() {
      guard case .classDeclaration(let node) = statement else { continue }
      let name = node.name.name
      let id = nameID(name)
      if isUIKit(id, name) {
        report(.redeclaredUIKitClass(name), at: node.name.range)
      } else if let first = declaration(id) {
        report(
          .duplicateClass(name), at: node.name.range,
          notes: [.firstDeclared(at: first.name.range)])
      } else {
        declaredAt[Int(id)] = Int32(position)
        let superclass = nameID(node.superclass.name)
        output.classes.append((id, superclass))
        // The declaration's own strings (shared, not made again from the name store).
        checked.classes.append(
          CheckedClass(name: name, superclass: node.superclass.name, range: node.name.range))
        if declaredSuperclass.isEmpty {
          declaredSuperclass = Array(repeating: -1, count: file.statements.count)
        }
        declaredSuperclass[position] = superclass
      }
    }
    collectAppClasses()
    reportCycles()
    reportChainsPastTheLimit()
  }

  /// Records the classes only the app's code declares (sorted by name, so the compiled policy
  /// does not depend on dictionary order); the file's declarations and UIKit's classes win.
  private mutating func collectAppClasses() {
    guard !appClasses.isEmpty else { return }
    for name in appClasses.keys.sorted() {
      guard let superclass = appClasses[name], !name.isEmpty, !superclass.isEmpty else { continue }
      let id = nameID(name)
      guard declaredAt[Int(id)] == -1, !isUIKit(id, name) else { continue }
      declaredAt[Int(id)] = Self.appClass
      output.classes.append((id, nameID(superclass)))
      checked.classes.append(CheckedClass(name: name, superclass: superclass, range: nil))
    }
  }

  /// Reports the first declared class past `ClassHierarchy.maximumChainLength` in each chain
  /// that goes too deep, at its declaration (sorted by name). Linear and by name id (what
  /// `ClassHierarchy.classesPastChainLimit()` works out over strings): each class's chain length
  /// is worked out once, from its superclass's; a class that is not declared counts UIKit's
  /// chain from it (worked out once per such name).
  private mutating func reportChainsPastTheLimit() {
    // UIKit's own chains are a few classes long: only this many declarations can go too deep.
    guard output.classes.count + 64 >= ClassHierarchy.maximumChainLength else { return }
    let count = output.names.count
    var superclass = [Int32](repeating: -1, count: count)
    for (name, parent) in output.classes { superclass[Int(name)] = parent }
    // Per name id: the chain's length (0: not known yet), and whether it is on the current walk.
    var length = [Int32](repeating: 0, count: count)
    var onPath = [Bool](repeating: false, count: count)
    var path: [Int32] = []
    var past: [Int32] = []
    let limit = Int32(ClassHierarchy.maximumChainLength)
    for (start, _) in output.classes where length[Int(start)] == 0 {
      path.removeAll(keepingCapacity: true)
      var current = start
      var base: Int32 = 0
      while true {
        if length[Int(current)] != 0 {
          base = length[Int(current)]
          break
        }
        let parent = superclass[Int(current)]
        guard parent >= 0 else {
          // Not declared: UIKit's chain from here (one class for a name UIKit does not know).
          base = Int32(Self.uikitChainLength(output.names.name(current)))
          length[Int(current)] = base
          break
        }
        guard !onPath[Int(current)] else { break }  // a cycle, reported elsewhere
        onPath[Int(current)] = true
        path.append(current)
        current = parent
      }
      for id in path.reversed() {
        base += 1
        length[Int(id)] = base
        onPath[Int(id)] = false
        if base == limit + 1 { past.append(id) }
      }
    }
    let names = past.map { (id: $0, name: output.names.name($0)) }.sorted { $0.name < $1.name }
    for (id, name) in names {
      guard let node = declaration(id) else { continue }
      report(.classChainTooLong(name), at: node.range)
    }
  }

  /// The length of UIKit's chain from `name` to its root (1 for a name UIKit does not know).
  private static func uikitChainLength(_ name: String) -> Int {
    var length = 1
    var current = name
    while let next = UIKitClasses.superclass[current], length <= ClassHierarchy.maximumChainLength {
      length += 1
      current = next
    }
    return length
  }

  /// Reports every declared class that inherits from itself (sorted by name), in one pass: each
  /// class is walked once, and a walk stops at the first class an earlier walk (or this one)
  /// has reached.
  private mutating func reportCycles() {
    var superclass = [Int32](repeating: -1, count: output.names.count)
    for (name, parent) in output.classes { superclass[Int(name)] = parent }
    // 0: not reached, 1: on the current path, 2: done.
    var marks = [UInt8](repeating: 0, count: output.names.count)
    var cyclic: [Int32] = []
    var path: [Int32] = []
    for (start, _) in output.classes where marks[Int(start)] == 0 {
      path.removeAll(keepingCapacity: true)
      var current = start
      while true {
        if marks[Int(current)] == 1, let first = path.firstIndex(of: current) {
          cyclic += path[first...]
          break
        }
        if marks[Int(current)] != 0 { break }
        marks[Int(current)] = 1
        path.append(current)
        let next = superclass[Int(current)]
        guard next >= 0 else { break }
        current = next
      }
      for visited in path { marks[Int(visited)] = 2 }
    }
    guard !cyclic.isEmpty else { return }
    let names = cyclic.map { (id: $0, name: output.names.name($0)) }.sorted { $0.name < $1.name }
    for (id, name) in names {
      guard let node = declaration(id) else { continue }
      var path = [name]
      var current = id
      while superclass[Int(current)] >= 0, path.count <= output.classes.count {
        current = superclass[Int(current)]
        path.append(output.names.name(current))
        if current == id { break }
      }
      report(.classCycle(name, path: path), at: node.range)
    }
  }

  /// Classifies a class name where it is used, records the use (`checked.classUsages`) and, unless
  /// `reports` is false (a list rejected with its own error, a `remove` list), reports it from the
  /// classification: a near miss of a known class is an error with a did-you-mean, a `field` or
  /// `scroll-view` selector that reads as an identifier an error offering the quotes (once per
  /// name), any other unknown name a warning (once per name) suggesting a `class` declaration.
  ///
  /// - Parameter keyword: the rule keyword as written, for a selector's messages.
  /// - Returns: the name's id in `output.names`.
  /// - Parameter knownID: the name's id when the caller has it (-1: intern the name).
  @discardableResult
  mutating func checkClass(
    _ id: Identifier, as role: CheckedClassUsage.Role, keyword: String = "", reports: Bool = true,
    knownID: Int32 = -1
  ) -> Int32 {
    let name = id.name
    let nameID = knownID >= 0 ? knownID : nameID(name)
    let status = classify(nameID, name, as: role)
    checked.classUsages.append(
      CheckedClassUsage(name: name, range: id.range, role: role, status: status))
    if reports, status != .known { reportClass(id, status, as: role, keyword: keyword) }
    return nameID
  }

  /// Reports the class name `id` that classified as `status` (not `.known`), at most once per
  /// unknown name. Kept apart from `checkClass`, whose every call would otherwise pay for the
  /// ranges these reports copy.
  @inline(never)
  private mutating func reportClass(
    _ id: Identifier, _ status: CheckedClassUsage.Status, as role: CheckedClassUsage.Role,
    keyword: String
  ) {
    let name = id.name
    switch status {
    case .known:
      break
    case .unquotedIdentifier:
      // `field email { … }`: the quotes were forgotten; class names start with a capital.
      guard warnedUnknown.insert(name).inserted else { break }
      report(
        .unquotedIdentifier(name, selector: keyword), at: id.range,
        notes: [.unquotedSelectsClass(name, selector: keyword)],
        fixIts: [.replacing(id.range, name, with: "\"\(name)\"")])
    case .nearMiss(let suggestion):
      report(
        .unknownClass(name), at: id.range, fixIts: [.replacing(id.range, name, with: suggestion)])
    case .undeclared:
      guard warnedUnknown.insert(name).inserted else { break }
      var notes: [Diagnostic.Note] = [
        .declareAppClass(name, superclass: role.suggestedSuperclass)
      ]
      // Every reporter shows a file's first `maximumPerFile` diagnostics: past as many unknown
      // names, no did-you-mean is searched (it would never be shown), so a list of 400,000
      // undeclared classes costs what declared ones cost.
      if warnedUnknown.count <= DiagnosticRenderer.maximumPerFile,
        let near = closestMentionedClass(to: name)
      {
        notes.insert(.didYouMean(near), at: 0)
      }
      report(.undeclaredClass(name), at: id.range, notes: notes)
    }
  }

  /// How a class name used as `role` reads: known, an unquoted identifier (a `field` or
  /// `scroll-view` selector), a near miss of a known class, or undeclared.
  private mutating func classify(
    _ nameID: Int32, _ name: String, as role: CheckedClassUsage.Role
  ) -> CheckedClassUsage.Status {
    guard declaredAt[Int(nameID)] == -1, !isUIKit(nameID, name) else { return .known }
    if case .selector(let kind) = role, kind != .controller, Self.looksLikeIdentifier(name) {
      return .unquotedIdentifier
    }
    if let suggestion = closestKnownClass(to: name) { return .nearMiss(suggestion: suggestion) }
    return .undeclared
  }
}

extension Compiler {
  /// The closest of UIKit's class names and the file's declared ones to an unknown class (the
  /// candidates are indexed once, for the first unknown name; the index bounds the work of all
  /// searches, see `SuggestionIndex`).
  mutating func closestKnownClass(to name: String) -> String? {
    if knownClassCandidates == nil {
      let declared = output.classes.map { output.names.name($0.name) }
      knownClassCandidates = SuggestionIndex(UIKitClasses.allNames + declared)
    }
    return knownClassCandidates!.closest(to: name)
  }

  /// The closest of `mentionedClasses()` to an undeclared class (indexed once).
  mutating func closestMentionedClass(to name: String) -> String? {
    if mentionedClassCandidates == nil {
      mentionedClassCandidates = SuggestionIndex(Array(mentionedClasses()))
    }
    return mentionedClassCandidates!.closest(to: name)
  }

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

extension Compiler {
  /// Whether a selector word reads as an accessibility identifier rather than a class name: it
  /// starts with a lowercase letter or contains a `-` (Swift and Objective-C class names do not).
  static func looksLikeIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return ("a"..."z").contains(first) || name.contains("-")
  }
}

extension Compiler {
  /// `controller "login" { … }`: controllers are selected by class. Offer the unquoted name only
  /// when it is a known class, else a declared class it starts (`LoginViewController`); never a
  /// made-up lowercase class.
  mutating func reportQuotedController(_ id: Identifier) {
    let name = id.name
    guard !name.isEmpty else {
      report(.controllerNeedsClass, at: id.range)
      return
    }
    let nameID = nameID(name)
    var suggestion: String?
    if declaredAt[Int(nameID)] != -1 || isUIKit(nameID, name) {
      suggestion = name
    } else {
      let prefix = name.lowercased().filter { $0 != "-" && $0 != "_" }
      if classPrefixes == nil {
        classPrefixes = ClassPrefixIndex(output.classes.map { output.names.name($0.name) })
      }
      suggestion = classPrefixes!.shortest(withPrefix: prefix)
    }
    var notes: [Diagnostic.Note] = []
    if suggestion == nil {
      notes.append(.controllersMatchClasses(name))
    }
    report(
      .controllerNeedsClass, at: id.range, notes: notes,
      fixIts: suggestion.map { [.replacing(id.range, "\"\(name)\"", with: $0)] } ?? [])
  }
}
