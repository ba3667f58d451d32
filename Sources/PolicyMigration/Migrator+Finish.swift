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
  /// comment saying why, only when the input holds the app's launch code (without it, "never set"
  /// cannot be told from "set in a file not given": the report says they were not written).
  mutating func writeUnsetDefaults() {
    writeImpliedDefaults()
    if flavor.version <= 6 || flavor.isObjectiveC {
      result.notes.append(
        "\(flavor.name)'s lists did not hold UIInputViewController (added in 7.0); the policy keeps the default layer's entry, which only matters inside keyboard extensions"
      )
    }
  }

  mutating func writeImpliedDefaults() {
    guard inputHasLaunchCode else {
      let implied = impliedDefaults()
      if !implied.isEmpty {
        result.notes.append(ToggleNote.noLaunchCode(implied, flavor: flavor.name))
      }
      return
    }
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
  }

  /// The app-wide lines IQ's defaults would imply for settings the input never sets at launch.
  func impliedDefaults() -> [String] {
    var lines: [String] = []
    if launchValues[.featureSwitch(.avoidance)] == nil, !flavor.avoidanceDefault {
      lines.append("avoidance { enabled = false }")
    }
    if launchValues[.featureSwitch(.toolbar)] == nil, flavor.toolbarDefault {
      lines.append("toolbar { enabled = true }")
    }
    return lines
  }

  /// Whether the input holds the app's launch code: a launch function (`isLaunch`), or a type
  /// that is an app delegate, a scene delegate or a SwiftUI `App`.
  var hasLaunchCode: Bool {
    if !launchFunctions.isEmpty { return true }
    for (file, reading) in readings.enumerated() where !skippedFile[file] {
      for type in reading.outline.types
      where type.inherited.contains(where: Self.launchProtocols.contains) {
        return true
      }
    }
    return false
  }

  /// Protocols only launch code's types adopt.
  static let launchProtocols: Set<String> = [
    "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "App",
  ]

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
        result.notes.append(Self.undeclaredNote(name))
      }
    }
  }

  /// The draft as `kbpolicy fmt` writes it.
  func formattedDraft() -> String {
    let text = draft.text()
    return Formatter.format(SourceFile(path: "migrated.kbpolicy", text: text)).text ?? text
  }

  /// Declares each class the rules name that the input does not declare and that the compiler
  /// reads as a misspelling of a declared one (E049: `ChatViewController` beside a declared
  /// `ChatViewController2`): such a class lives in another module, and is declared with an
  /// assumed superclass. Returns whether any was.
  mutating func declareNearMisses(in policy: String) -> Bool {
    let undeclared = Set(result.classes.filter { !$0.declared }.map(\.name))
    guard !undeclared.isEmpty else { return false }
    let compiled = Policy.compile(SourceFile(path: "migrated.kbpolicy", text: policy))
    var declared = false
    for diagnostic in compiled.diagnostics where diagnostic.code == "E049" {
      let parts = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
      guard parts.count >= 3, undeclared.contains(String(parts[1])),
        let index = result.classes.firstIndex(where: { $0.name == parts[1] && !$0.declared })
      else { continue }
      let name = String(parts[1])
      let near =
        Suggestions.closest(to: name, in: draft.classes.compactMap(Self.declaredName))
        ?? "a declared class"
      let superclass = namedClassKinds[name] == .view ? "UIView" : "UIViewController"
      draft.classes.append(
        .init(
          text: "class \(name): \(superclass)",
          comment:
            "assumed: the sources do not declare it (another module?), and the name is close to \(near)"
        ))
      result.classes[index] = .init(
        name: name, superclass: superclass, location: nil, assumed: true, declared: true)
      result.notes.removeAll { $0 == Self.undeclaredNote(name) }
      result.notes.append(
        "class \(name): \(superclass) is assumed (its declaration is not in the input; without it the policy would read '\(name)' as a misspelling of '\(near)')"
      )
      declared = true
    }
    return declared
  }

  /// `A` of a draft's `class A: B` line.
  static func declaredName(_ line: PolicyDraft.Line) -> String? {
    guard line.text.hasPrefix("class ") else { return nil }
    return line.text.dropFirst(6).split(separator: ":").first.map(String.init)
  }

  static func undeclaredNote(_ name: String) -> String {
    "\(name) is not declared in the input: add 'class \(name): Superclass' to the policy so its subclasses match"
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
    result.policy = formattedDraft()
    if declareNearMisses(in: result.policy) { result.policy = formattedDraft() }
    // The policy is checked as `kbpolicy check` would: an error here is the migration's bug,
    // reported, never written silently.
    let compiled = Policy.compile(SourceFile(path: "migrated.kbpolicy", text: result.policy))
    result.policyErrors = compiled.diagnostics.filter { $0.severity == .error }.map {
      "\($0.range.start.line):\($0.range.start.column): \($0.message)"
    }
    result.mapped.sort { $0.location < $1.location }
    result.unmapped.sort { $0.location < $1.location }
    result.deletable.sort { $0.location < $1.location }
    result.imports.sort { $0.location < $1.location }
    return result
  }
}
