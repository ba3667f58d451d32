import PolicyFormatter
import PolicyLanguage
import SourceReader

/// A screen's return-key handler: where it is created and its last return key.
struct ReturnHandler {
  var created: (file: Int, statement: IQStatement)?
  var lastKey: (word: String, file: Int, statement: IQStatement)?
  var dismissOnReturn: (value: Bool, file: Int, statement: IQStatement)?
}

extension Migrator {
  /// A handler created in a class, or its properties set.
  mutating func mapReturnHandler(_ file: Int, _ statement: IQStatement) {
    if case .other(let reason) = context(file, statement), reason.kind != .wrapper,
      reason.kind != .outsideLaunch
    {
      unmapped(
        file, statement, reason, replacement: "controller X { toolbar.last-return-key = ... }")
      return
    }
    guard let controller = enclosingClass(file, statement) else {
      unmapped(file, statement, .returnHandlerOutsideType())
      return
    }
    guard PolicyDraft.isPolicyWord(controller) else {
      unmapped(file, statement, .unknownValue(controller, statement.property))
      return
    }
    if returnHandlers[controller] == nil { returnHandlerOrder.append(controller) }
    var handler = returnHandlers[controller] ?? ReturnHandler()
    switch (statement.action, statement.property) {
    case (.createReturnHandler, _):
      handler.created = (file, statement)
    case (.assign(.word(let word)), "lastTextFieldReturnKeyType"),
      (.assign(.word(let word)), "lastTextInputViewReturnKeyType"):
      guard IQSetting.returnKey(word) != nil else {
        unmapped(file, statement, .unknownValue(word, statement.property))
        return
      }
      handler.lastKey = (word, file, statement)
    case (.assign(.bool(let flag)), "dismissTextViewOnReturn"):
      handler.dismissOnReturn = (flag, file, statement)
    case (.assign(let value), _):
      if case .dynamic(let text) = value {
        unmapped(
          file, statement, .dynamicValue(text),
          replacement: "controller \(controller) { toolbar.last-return-key = ... }")
      } else {
        unmapped(file, statement, .unknownValue(statement.text, statement.property))
      }
      return
    default:
      unmapped(file, statement, .unknownSetting(statement.property))
      return
    }
    returnHandlers[controller] = handler
  }

  /// Each screen that had a handler gets return keys turned on (IQ 8 touches return keys only on
  /// screens with a handler; KeyboardPolicy's `toolbar.return-keys` is off by default too) and its
  /// last return key (IQ's handler default: `.default`).
  mutating func writeReturnHandlers() {
    for controller in returnHandlerOrder {
      guard let handler = returnHandlers[controller] else { continue }
      let header = PolicyDraft.Header(.controller, controller)
      noteClass(controller, .controller)
      let key = handler.lastKey.flatMap { IQSetting.returnKey($0.word) } ?? "default"
      let origin =
        handler.created.map { ($0.file, $0.statement) }
        ?? handler.lastKey.map { ($0.file, $0.statement) }
        ?? handler.dismissOnReturn.map { ($0.file, $0.statement) }
      if let origin {
        draft.rule(
          header, set: "toolbar.return-keys", "true", comment: source(origin.0, origin.1))
      }
      if let created = handler.created {
        let comment =
          handler.lastKey == nil
          ? "\(source(created.file, created.statement)) (IQ's handler leaves the last return key .default)"
          : source(handler.lastKey!.file, handler.lastKey!.statement)
        draft.rule(header, set: "toolbar.last-return-key", key, comment: comment)
        mapped(
          created.file, created.statement,
          lines: [
            "\(header) { toolbar.return-keys = true }",
            "\(header) { toolbar.last-return-key = \(key) }",
          ])
      }
      if let last = handler.lastKey {
        draft.rule(
          header, set: "toolbar.last-return-key", key, comment: source(last.file, last.statement))
        mapped(last.file, last.statement, lines: ["\(header) { toolbar.last-return-key = \(key) }"])
      }
      if let dismiss = handler.dismissOnReturn {
        let value = dismiss.value ? "true" : "false"
        draft.rule(
          header, set: "toolbar.dismiss-on-return", value,
          comment: source(dismiss.file, dismiss.statement))
        mapped(
          dismiss.file, dismiss.statement,
          lines: ["\(header) { toolbar.dismiss-on-return = \(value) }"])
      }
    }
    if !returnHandlerOrder.isEmpty {
      result.notes.append(
        "toolbar.return-keys = true only on \(returnHandlerOrder.joined(separator: ", ")) (the screens with an IQ return-key handler); KeyboardPolicy leaves return keys alone elsewhere, as IQ 8 does"
      )
    }
  }

  /// Settings the app never set whose IQ default differs from the default layer: written with a
  /// comment saying why.
  mutating func writeUnsetDefaults() {
    if launchValues[.featureSwitch(.avoidance)] == nil, !flavor.avoidanceDefault {
      draft.feature(
        .avoidance, set: "enabled", "false",
        comment: "\(flavor.name)'s default: the app never turns distance handling on at launch")
      result.notes.append(
        "avoidance { enabled = false }: the app never sets enable / isEnabled at launch, and \(flavor.name) starts with it off"
      )
    }
    if launchValues[.featureSwitch(.toolbar)] == nil, flavor.toolbarDefault {
      draft.feature(
        .toolbar, set: "enabled", "true",
        comment: "\(flavor.name)'s default: its toolbar is on unless the app turns it off")
      result.notes.append(
        "toolbar { enabled = true }: \(flavor.name) shows its toolbar by default (IQ 8 and the default layer do not)"
      )
    }
    if flavor.version <= 6 || flavor.isObjectiveC {
      result.notes.append(
        "\(flavor.name)'s lists did not hold UIInputViewController (added in 7.0); the policy keeps the default layer's entry, which only matters inside keyboard extensions"
      )
    }
  }

  // MARK: - Classes

  mutating func noteClass(_ name: String, _ kind: ClassKind) {
    guard namedClassKinds[name] == nil else { return }
    namedClassKinds[name] = kind
    namedClasses.append(name)
  }

  /// Class declarations: every class a rule names, with its superclass when the sources reveal
  /// it (and those superclasses, up to UIKit); a name within two edits of a UIKit class is always
  /// declared (the compiler rejects it otherwise), its superclass assumed when unknown.
  mutating func writeClasses() {
    let known = knownSuperclasses()
    var declared: Set<String> = []
    var queue = namedClasses
    var index = 0
    while index < queue.count {
      let name = queue[index]
      index += 1
      guard !declared.contains(name), UIKitClasses.superclass[name] == nil, name != "NSObject"
      else { continue }
      declared.insert(name)
      let near = Suggestions.closest(to: name, in: UIKitClasses.allNames)
      if let found = known[name], PolicyDraft.isPolicyWord(found.superclass) {
        draft.classes.append(
          .init(
            text: "class \(name): \(found.superclass)",
            comment: PolicyDraft.commentText(found.location.description)))
        result.classes.append(
          .init(
            name: name, superclass: found.superclass, location: found.location, assumed: false,
            declared: true))
        if known[found.superclass] != nil { queue.append(found.superclass) }
      } else if near != nil {
        let superclass = namedClassKinds[name] == .view ? "UIView" : "UIViewController"
        draft.classes.append(
          .init(
            text: "class \(name): \(superclass)",
            comment:
              "assumed: the sources do not declare it, and the name is close to UIKit's \(near!)"))
        result.classes.append(
          .init(name: name, superclass: superclass, location: nil, assumed: true, declared: true))
        result.notes.append(
          "class \(name): \(superclass) is assumed (its declaration is not in the input; without it the policy would read '\(name)' as a misspelling of '\(near!)')"
        )
      } else {
        result.classes.append(
          .init(name: name, superclass: nil, location: nil, assumed: false, declared: false))
        result.notes.append(
          "\(name) is not declared in the input: add 'class \(name): Superclass' to the policy so its subclasses match"
        )
      }
    }
  }

  /// Each class the sources declare with a superclass (`AppClasses`): the superclass and where.
  func knownSuperclasses() -> [String: (superclass: String, location: MigrationResult.Location)] {
    var classes = AppClasses()
    for (file, reading) in readings.enumerated() where !skippedFile[file] {
      classes.add(reading.outline)
    }
    var known: [String: (superclass: String, location: MigrationResult.Location)] = [:]
    for type in classes.declarations {
      known[type.name] = (
        type.superclass, .init(file: type.path, line: type.line, endLine: type.line)
      )
    }
    return known
  }

  /// A class and its superclasses, as far as the sources and UIKit's table tell (at most 100).
  func chain(
    of name: String, _ known: [String: (superclass: String, location: MigrationResult.Location)]
  ) -> [String] {
    var result = [name]
    var current = name
    while result.count < 100,
      let next = known[current]?.superclass ?? UIKitClasses.superclass[current]
    {
      result.append(next)
      current = next
    }
    return result
  }

  // MARK: - The policy

  mutating func finish() -> MigrationResult {
    writeClasses()
    draft.header = [
      "Migrated from \(flavor.name) by kbpolicy migrate (\(flavor.assumed ? "assumed" : "given")): \(PolicyDraft.commentText(flavor.evidence))",
      "Each line names the source line it came from; the report lists what stays in code.",
    ]
    let text = draft.text()
    let formatted = Formatter.format(SourceFile(path: "migrated.kbpolicy", text: text))
    result.policy = formatted.text ?? text
    // The policy is checked as `kbpolicy check` would: an error here is the migration's bug,
    // reported, never written silently.
    let compiled = Policy.compile(SourceFile(path: "migrated.kbpolicy", text: result.policy))
    result.policyErrors = compiled.diagnostics.filter { $0.severity == .error }.map {
      "\($0.range.start.line):\($0.range.start.column): \($0.message)"
    }
    result.mapped.sort { $0.location < $1.location }
    result.unmapped.sort { $0.location < $1.location }
    result.deletable.sort { $0.location < $1.location }
    return result
  }
}
