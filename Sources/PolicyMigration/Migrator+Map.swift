import PolicyLanguage
import SourceReader

extension Migrator {
  /// Maps every statement of every file that is not IQ's own, in file order.
  mutating func run() {
    indexFunctions()
    indexSwiftUI()
    indexIdentifiers()
    for (file, reading) in readings.enumerated() where !skippedFile[file] {
      for mention in reading.commentMentions {
        result.ignored.append(
          .init(
            location: .init(file: reading.outline.path, line: mention.line, endLine: mention.line),
            text: mention.text))
      }
      for statement in reading.statements {
        map(file, statement)
      }
      for line in reading.imports {
        let location = MigrationResult.Location(
          file: reading.outline.path, line: line.line, endLine: line.line)
        result.imports.append(.init(location: location, module: line.module, text: line.text))
        result.deletable.append(.init(location: location, start: line.start, end: line.end))
      }
    }
    mapDocuments()
    pairToggles()
    writeLists()
    writeReturnHandlers()
    writeUnsetDefaults()
  }

  /// Records a statement the policy does not express (once: a helper's statement mapped for
  /// one of its callers is not also reported for another).
  mutating func unmapped(
    _ file: Int, _ statement: IQStatement, _ reason: MigrationReason, replacement: String? = nil,
    deletable: Bool = false
  ) {
    let key = StatementKey(file: file, statement: statement.statement)
    guard mappedIndex[key] == nil, !unmappedKeys.contains(key) else { return }
    unmappedKeys.insert(key)
    let location = location(file, statement)
    result.unmapped.append(
      .init(location: location, text: statement.text, reason: reason, replacement: replacement))
    if deletable { markDeletable(file, statement) }
  }

  /// Records something at `location` (a storyboard's runtime attribute) the policy does not express.
  mutating func unmapped(
    at location: MigrationResult.Location, text: String, _ reason: MigrationReason,
    replacement: String?
  ) {
    result.unmapped.append(
      .init(location: location, text: text, reason: reason, replacement: replacement))
  }

  /// Records a statement the policy expresses (deletable once the policy is in).
  mutating func mapped(_ file: Int, _ statement: IQStatement, lines: [String], note: String? = nil)
  {
    let key = StatementKey(file: file, statement: statement.statement)
    if let index = mappedIndex[key] {
      // A helper's statement, mapped for each screen that calls it (each line once; a set, as
      // a helper may have thousands of callers).
      if mergedLines[key] == nil { mergedLines[key] = Set(result.mapped[index].policyLines) }
      for line in lines where mergedLines[key]!.insert(line).inserted {
        result.mapped[index].policyLines.append(line)
      }
      if result.mapped[index].note == nil { result.mapped[index].note = note }
      return
    }
    if unmappedKeys.contains(key) {
      let place = location(file, statement)
      result.unmapped.removeAll { $0.location == place && $0.text == statement.text }
    }
    mappedIndex[key] = result.mapped.count
    result.mapped.append(
      .init(
        location: location(file, statement), text: statement.text, policyLines: lines, note: note))
    markDeletable(file, statement)
  }

  mutating func markDeletable(_ file: Int, _ statement: IQStatement) {
    result.deletable.append(
      .init(location: location(file, statement), start: statement.start, end: statement.end))
  }

  /// The comment naming a statement's line.
  func source(_ file: Int, _ statement: IQStatement) -> String {
    PolicyDraft.commentText("\(readings[file].outline.path):\(statement.line)")
  }

  /// Maps a statement; one in a helper a screen's lifecycle calls is mapped for each such
  /// screen.
  mutating func map(_ file: Int, _ statement: IQStatement) {
    let node = readings[file].outline.statements[statement.statement]
    if statement.guarded == nil, let function = node.function,
      let callers = lifecycleCallers[FunctionKey(file: file, function: function)]
    {
      for caller in callers {
        currentCaller = caller
        mapStatement(file, statement)
      }
      currentCaller = nil
      return
    }
    mapStatement(file, statement)
  }

  mutating func mapStatement(_ file: Int, _ statement: IQStatement) {
    switch statement.target {
    case .keyboardManager, .toolbarManager: mapManager(file, statement)
    case .view(let view): mapView(file, statement, view: view)
    case .returnHandler: mapReturnHandler(file, statement)
    }
  }

  /// A statement on a manager: alias, setting, list, call, save or read.
  mutating func mapManager(_ file: Int, _ statement: IQStatement) {
    let context = context(file, statement)
    switch statement.action {
    case .alias(let name):
      mapped(
        file, statement, lines: [],
        note: "'\(name)' is an alias of the manager: delete it with its uses")
    case .read:
      unmapped(file, statement, .read(statement.property))
    case .save(let name):
      if case .lifecycle(let controller, _, _, _) = context {
        saves[controller, default: []].insert(name)
        mapped(
          file, statement, lines: [], note: "saves '\(statement.property)' to restore it later")
      } else {
        unmapped(file, statement, .read(statement.property))
      }
    case .call:
      let replacement = IQSetting.code[statement.property]
      unmapped(
        file, statement,
        replacement == nil ? .unknownSetting(statement.property) : .code(statement.property),
        replacement: replacement, deletable: false)
    case .createReturnHandler:
      mapReturnHandler(file, statement)
    case .listAssign, .listAdd, .listRemove, .listRemoveAll:
      mapList(file, statement, context: context)
    case .assign(let value):
      mapAssignment(file, statement, value: value, context: context)
    }
  }

  /// `manager.property = value`.
  mutating func mapAssignment(
    _ file: Int, _ statement: IQStatement, value: IQValue, context: StatementContext
  ) {
    guard let setting = IQSetting.of(statement.property, on: statement.target) else {
      unmapped(file, statement, .unknownSetting(statement.property))
      return
    }
    switch setting {
    case .appearance(let line):
      var replacement = line
      if case .bool(let flag) = value { replacement = line.replacingValue(flag ? "true" : "false") }
      unmapped(file, statement, .appearance(statement.property), replacement: replacement)
      return
    case .code(let line):
      unmapped(
        file, statement, .code(statement.property), replacement: line,
        deletable: line.hasPrefix("nothing"))
      return
    default: break
    }
    if case .other(let reason) = context {
      unmapped(file, statement, reason, replacement: byHandLine(setting))
      return
    }
    if case .lifecycle(let controller, let method, .restore, let runs) = context,
      case .dynamic(let text) = value
    {
      // A restore from a saved property (`manager.enable = wasEnabled`): checked at the end,
      // when every save is known.
      recordToggle(
        file, statement, controller: controller, setting: setting, value: value, policyValue: text,
        method: method, phase: .restore, runs: runs)
      return
    }
    guard let policyValue = policyValue(setting, value) else {
      let byHand = byHandLine(setting)
      if case .dynamic(let text) = value {
        unmapped(file, statement, .dynamicValue(text), replacement: byHand)
      } else if case .number(let number) = value, number < 0 {
        unmapped(file, statement, .negativeDistance(number), replacement: byHand)
      } else {
        unmapped(
          file, statement, .unknownValue(statement.text, statement.property), replacement: byHand)
      }
      return
    }
    switch context {
    case .launch:
      let (block, name) = featureSetting(setting)
      let comment = source(file, statement)
      if let previous = launchValues[setting], previous.value != policyValue {
        result.notes.append(
          "\(block.rawValue).\(name) is set at launch to \(previous.value) (\(previous.location.description)) and to \(policyValue) (\(comment)): the later one is written"
        )
      }
      draft.feature(block, set: name, policyValue, comment: comment)
      launchValues[setting] = (policyValue, location(file, statement))
      mapped(file, statement, lines: ["\(block.rawValue) { \(name) = \(policyValue) }"])
    case .lifecycle(let controller, let method, let phase, let runs):
      recordToggle(
        file, statement, controller: controller, setting: setting, value: value,
        policyValue: policyValue, method: method, phase: phase, runs: runs)
    case .other(let reason):
      unmapped(file, statement, reason, replacement: byHandLine(setting))
    }
  }

  /// The policy word for a value of `setting`; nil when not a literal of the right kind.
  func policyValue(_ setting: IQSetting, _ value: IQValue) -> String? {
    switch (setting, value) {
    case (.featureSwitch, .bool(let flag)), (.placeholder, .bool(let flag)):
      return flag ? "true" : "false"
    case (.distance, .number(let number)) where number >= 0 && number <= 1_000_000:
      return PointsFormat.exact(number)
    case (.order, .word(let word)), (.previousNext, .word(let word)):
      return IQSetting.word(for: setting, word)
    default:
      return nil
    }
  }

  /// The feature block and setting name of a global setting.
  func featureSetting(_ setting: IQSetting) -> (IQSetting.Feature, String) {
    switch setting {
    case .featureSwitch(let feature): return (feature, "enabled")
    case .distance: return (.avoidance, "distance")
    case .order: return (.toolbar, "order")
    case .previousNext: return (.toolbar, "previous-next")
    default: return (.toolbar, "placeholder")
    }
  }

  /// The policy line to write by hand for a global setting.
  func byHandLine(_ setting: IQSetting) -> String {
    let (feature, name) = featureSetting(setting)
    return "\(feature.rawValue) { \(name) = ... }"
  }
}

extension String {
  /// The line with `VALUE` replaced.
  func replacingValue(_ value: String) -> String {
    var out = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: "VALUE") {
      out += rest[..<range.lowerBound] + value
      rest = rest[range.upperBound...]
    }
    return out + rest
  }
}
