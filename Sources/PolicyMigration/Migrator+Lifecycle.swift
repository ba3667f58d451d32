import SourceReader

/// A setting toggled in a controller's lifecycle.
struct ToggleKey: Hashable {
  var controller: String
  var setting: IQSetting
}

/// The statements that set a toggled setting and those that put it back.
struct Toggle {
  struct Entry {
    var file: Int
    var statement: IQStatement
    var value: IQValue
    var policyValue: String
    var method: String
    var runs: Bool
  }
  var appear: [Entry] = []
  var restore: [Entry] = []
}

extension Migrator {
  mutating func recordToggle(
    _ file: Int, _ statement: IQStatement, controller: String, setting: IQSetting, value: IQValue,
    policyValue: String, method: String, phase: StatementContext.Phase, runs: Bool
  ) {
    let key = ToggleKey(controller: controller, setting: setting)
    if toggles[key] == nil { toggleOrder.append(key) }
    let entry = Toggle.Entry(
      file: file, statement: statement, value: value, policyValue: policyValue, method: method,
      runs: runs)
    if phase == .appear {
      toggles[key, default: Toggle()].appear.append(entry)
    } else {
      toggles[key, default: Toggle()].restore.append(entry)
    }
  }

  /// What a setting is outside the screen: its launch value, else IQ's default for the flavor;
  /// nil when the input holds no launch code (the app may set it in a file not given).
  func valueOutside(_ setting: IQSetting) -> String? {
    if let launch = launchValues[setting] { return launch.value }
    guard inputHasLaunchCode else { return nil }
    switch setting {
    case .featureSwitch(.avoidance): return flavor.avoidanceDefault ? "true" : "false"
    case .featureSwitch(.toolbar): return flavor.toolbarDefault ? "true" : "false"
    case .featureSwitch(.resignOnTouch): return "false"
    case .distance: return "10"
    case .order: return "subviews"
    case .previousNext: return "auto"
    default: return "true"
    }
  }

  /// Pairs each screen's set with its restore: a rule for the controller, and a leak when the
  /// restore is missing, never runs, or puts back another value.
  mutating func pairToggles() {
    let known = knownSuperclasses()
    if !toggleOrder.isEmpty {
      result.notes.append(
        "a setting IQ changed while a screen was visible also reached its child controllers and the screens presented over it; the policy's rule for the controller class covers that class and its subclasses"
      )
    }
    for key in toggleOrder {
      guard let toggle = toggles[key] else { continue }
      guard let set = toggle.appear.last else {
        // Only "restores": the screen puts a setting back that nothing in the input changes
        // while it is visible (a superclass outside the input may).
        for entry in toggle.restore {
          unmapped(
            entry.file, entry.statement,
            .restoreOnly(
              key.controller, entry.statement.property, entry.policyValue, in: entry.method,
              superclass: known[key.controller]?.superclass),
            replacement: restoreOnlyLine(key, restoring: entry.policyValue))
        }
        continue
      }
      let screen = Self.screenName(ofTarget: key.controller)
      if let screen, case .featureSwitch(.avoidance) = key.setting {
        mapScreenAvoidance(key, toggle, screen: screen)
        continue
      }
      guard screen != nil || PolicyDraft.isPolicyWord(key.controller) else {
        // A class name the policy language cannot spell (`$`, non-ASCII letters).
        for entry in toggle.appear + toggle.restore {
          unmapped(
            entry.file, entry.statement, .unknownValue(key.controller, entry.statement.property))
        }
        continue
      }
      let outside = valueOutside(key.setting)
      if let overridden = overriddenByList(key, set: set, chain: chain(of: key.controller, known)) {
        // IQ re-enables a class its enabled list holds even while the switch is off: the
        // toggle changed nothing on that screen.
        for entry in toggle.appear {
          mapped(
            entry.file, entry.statement, lines: [],
            note: ToggleNote.keptOnByList(key.controller, list: overridden))
        }
        for entry in toggle.restore { mapped(entry.file, entry.statement, lines: []) }
        continue
      }
      noteOppositeToggles(key, set: set, chain: chain(of: key.controller, known))
      let line = writeToggleRule(key, set: set, outside: outside)
      for entry in toggle.appear {
        mapped(
          entry.file, entry.statement, lines: entry.statement == set.statement ? [line] : [],
          note: entry.statement == set.statement
            ? nil
            : "an earlier value on the same screen; the last one (\(location(set.file, set.statement).description)) is written"
        )
      }
      checkRestore(key, toggle: toggle, set: set, outside: outside)
    }
  }

  /// The enabled-list entry that keeps a switch on in `chain` although the screen turns it off.
  func overriddenByList(_ key: ToggleKey, set: Toggle.Entry, chain: [String]) -> String? {
    guard case .featureSwitch(let feature) = key.setting, set.policyValue == "false",
      let state = lists[ListKey(feature: feature, keyword: "enable in")]
    else { return nil }
    return chain.first { state.contains($0) }
  }

  /// A superclass that turns the same switch the other way: in IQ the subclass's
  /// `viewWillAppear` runs last and wins; in the policy `disable in` always wins.
  mutating func noteOppositeToggles(_ key: ToggleKey, set: Toggle.Entry, chain: [String]) {
    guard case .featureSwitch = key.setting else { return }
    for ancestor in chain.dropFirst() {
      let other = ToggleKey(controller: ancestor, setting: key.setting)
      guard let value = toggles[other]?.appear.last?.policyValue, value != set.policyValue,
        value == "false"
      else { continue }
      result.notes.append(ToggleNote.opposite(key.controller, ancestor: ancestor))
    }
  }

  /// Writes the rule for a toggle; returns it as one line for the report.
  mutating func writeToggleRule(_ key: ToggleKey, set: Toggle.Entry, outside: String?) -> String {
    let comment = source(set.file, set.statement)
    let controller = key.controller
    let screen = Self.screenName(ofTarget: controller)
    if let screen {
      noteScreen(screen, from: "a setting toggled in \(set.method)")
    } else {
      noteClass(controller, .controller)
    }
    if case .featureSwitch(let feature) = key.setting {
      let keyword = set.policyValue == "false" ? "disable in" : "enable in"
      draft.feature(feature, list: "\(keyword) \(controller)", comment: comment)
      if set.policyValue == outside {
        result.notes.append(
          "'\(feature.rawValue) { \(keyword) \(controller) }' (\(comment)) changes nothing while \(feature.rawValue) is \(outside == "true" ? "on" : "off") everywhere else; it is written so the screen keeps its behaviour if that changes"
        )
      }
      return "\(feature.rawValue) { \(keyword) \(controller) }"
    }
    let name: String
    switch key.setting {
    case .distance: name = "distance"
    case .order: name = "toolbar.order"
    case .previousNext: name = "toolbar.previous-next"
    default: name = "toolbar.placeholder"
    }
    let header = Self.ruleHeader(controller)
    draft.rule(header, set: name, set.policyValue, comment: comment)
    if set.policyValue == outside {
      result.notes.append(
        "'\(header) { \(name) = \(set.policyValue) }' (\(comment)) equals the value everywhere else; written as the code says"
      )
    }
    return "\(header) { \(name) = \(set.policyValue) }"
  }

  /// The line to write by hand for a screen that only puts a setting back.
  func restoreOnlyLine(_ key: ToggleKey, restoring value: String) -> String {
    if case .featureSwitch(let feature) = key.setting {
      let keyword = value == "true" ? "disable in" : "enable in"
      return "\(feature.rawValue) { \(keyword) \(key.controller) }"
    }
    return "\(Self.ruleHeader(key.controller)) { \(featureSetting(key.setting).1) = ... }"
  }

  /// The rule block for a toggle target: `controller Class`, or `screen "Name"` for a screen.
  static func ruleHeader(_ target: String) -> PolicyDraft.Header {
    screenName(ofTarget: target) == nil
      ? PolicyDraft.Header(.controller, target)
      : PolicyDraft.Header(.controller, String(target.dropFirst(7)), keyword: "screen")
  }

  /// `self.saved` → `saved`.
  static func propertyName(_ text: String) -> String {
    text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
  }

  /// Records a leak of `key` on its controller.
  mutating func leak(
    _ kind: MigrationResult.Leak.Kind, _ key: ToggleKey, set: Toggle.Entry,
    restore: MigrationResult.Location?, message: String
  ) {
    result.leaks.append(
      .init(
        kind: kind, controller: key.controller, property: set.statement.property,
        set: location(set.file, set.statement), restore: restore, message: message))
  }

  mutating func checkRestore(
    _ key: ToggleKey, toggle: Toggle, set: Toggle.Entry, outside: String?
  ) {
    let saved = saves[key.controller] ?? []
    guard let restore = toggle.restore.last else {
      leak(
        .noRestore, key, set: set, restore: nil,
        message: LeakMessage.noRestore(
          key.controller, set.statement.property, set.policyValue, in: set.method))
      return
    }
    let restoreLocation = location(restore.file, restore.statement)
    for entry in toggle.restore {
      if case .dynamic(let text) = entry.value, !saved.contains(Self.propertyName(text)) {
        unmapped(
          entry.file, entry.statement, .dynamicValue(text), replacement: byHandLine(key.setting))
        continue
      }
      mapped(
        entry.file, entry.statement, lines: [],
        note:
          "restores the value outside \(key.controller); the policy's rule applies only on that screen"
      )
    }
    if !restore.runs {
      leak(
        .restoreNeverRuns, key, set: set, restore: restoreLocation,
        message: LeakMessage.restoreNeverRuns(
          key.controller, set.statement.property, in: restore.method))
      return
    }
    if case .dynamic(let text) = restore.value {
      if saved.contains(Self.propertyName(text)) { return }
      leak(
        .restoresOtherValue, key, set: set, restore: restoreLocation,
        message: LeakMessage.computedRestore(
          key.controller, set.statement.property, text,
          outside: outside ?? "the value set outside the screen"))
      return
    }
    if let outside, restore.policyValue != outside {
      leak(
        .restoresOtherValue, key, set: set, restore: restoreLocation,
        message: LeakMessage.otherValue(
          key.controller, set.statement.property, restore.policyValue, outside: outside))
    }
  }
}
