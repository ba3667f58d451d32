import SceneModel
import PolicyLanguage

/// Works out the what-ifs for the switches that are off: the effect of turning each on, and the
/// smallest policy edits that do it. Every edit is applied to the policy text, recompiled and
/// decided again; edits that do not flip the switch are dropped.
struct WhatIfPlanner {
  let builder: ExplanationBuilder
  let field: String
  let context: FieldContext
  let decision: Decision
  /// The scene focused on `field`.
  let scene: Scene
  /// Whether the field is in a `UITableViewController`'s table, which UIKit scrolls itself:
  /// turning avoidance on there would adjust twice, so no edit is offered for it.
  var uikitScrolls = false
  /// The class of the SwiftUI hosting controller that owns the field, which lifts it above the
  /// keyboard itself: turning avoidance on there would move it twice, so no edit is offered.
  var swiftUIHost: String?
  /// Where the field lives when outside the app's window: it moves with the keyboard, so turning
  /// avoidance (or the resign tap) on would move it twice; no edit is offered for either.
  var placement: FieldPlacement?
  /// The controller whose screen follows the keyboard layout guide (Auto Layout moves the
  /// field): turning avoidance on there would move it twice, so no edit is offered.
  var layoutGuideFollower: SceneController?

  /// A candidate before verification.
  struct Candidate {
    var summary: String
    var scope: String
    var edits: [PolicyTextEdit]
    var lines: [LineEdit]
  }

  /// Each feature's switch, and the name a `field` block sets it by (from the catalogue).
  static let switches: [(setting: SettingName, feature: Feature, key: String)] =
    Feature.allCases.map { feature in
      let setting = feature.switchSetting
      let key = SettingCatalogue.entries(in: .field).first { $0.settingName == setting }?.name
      return (setting, feature, key ?? setting.rawValue)
    }

  func plan() -> [WhatIf] {
    Self.switches.compactMap { entry in
      let resolved = decision[entry.setting]
      guard resolved.value == .bool(false) else { return nil }
      if entry.setting == .avoidance, uikitScrolls { return Self.doubleAdjustment }
      if entry.setting == .avoidance, let host = swiftUIHost { return Self.doubleMove(host) }
      if let placement, FieldPlacement.turnsOff(entry.setting) {
        return Self.movesWithKeyboard(entry.setting, placement)
      }
      if entry.setting == .avoidance, let follower = layoutGuideFollower {
        return Self.doubleMove(following: follower)
      }
      let (effect, adjustment) = self.effect(of: entry.setting)
      var blockedBy: String?
      var suggestions: [PolicyEditSuggestion] = []
      switch resolved.source.kind {
      case .builtin where resolved.source.step == .builtinExemption:
        blockedBy = "a built-in exemption (\(resolved.source.rule)): no policy can turn it on"
      case .code:
        blockedBy =
          "set in app code (\(resolved.source.statement)): change the code; no policy rule beats it"
      default:
        suggestions = candidates(for: entry.setting, feature: entry.feature, key: entry.key)
          .compactMap(verify(entry.setting))
        suggestions = Array(suggestions.prefix(3))
        if suggestions.isEmpty { blockedBy = "no single policy edit turns it on" }
      }
      return WhatIf(
        setting: entry.setting, effect: effect, adjustment: adjustment, edits: suggestions,
        blockedBy: blockedBy)
    }
  }

  /// The avoidance what-if of a field UIKit's table view controller scrolls itself: no edit.
  static let doubleAdjustment = WhatIf(
    setting: .avoidance,
    effect:
      "UIKit's UITableViewController already scrolls the field's row above the keyboard; the policy's avoidance would move it a second time",
    adjustment: nil, edits: [],
    blockedBy:
      "UIKit adjusts a UITableViewController's table itself (why IQKeyboardManager turns itself off there): turning avoidance on would adjust twice"
  )

  /// The what-if of `setting` (avoidance, resign-on-touch) for a field that moves with the
  /// keyboard (`placement`): no edit.
  static func movesWithKeyboard(_ setting: SettingName, _ placement: FieldPlacement) -> WhatIf {
    let effect =
      setting == .avoidance
      ? "the field moves with the keyboard (\(placement.reason)); the policy's avoidance would move it a second time"
      : "a tap outside would resign a field that sits on top of the keyboard (\(placement.reason))"
    return WhatIf(
      setting: setting, effect: effect, adjustment: nil, edits: [],
      blockedBy:
        "UIKit moves the field with the keyboard: a 'field' rule or code can still turn it on, but lint's moves-twice warns"
    )
  }

  /// The avoidance what-if of a field SwiftUI's hosting controller `host` moves itself: no edit.
  static func doubleMove(_ host: String) -> WhatIf {
    WhatIf(
      setting: .avoidance,
      effect:
        "SwiftUI's hosting controller '\(host)' already lifts the field above the keyboard; the policy's avoidance would move it a second time",
      adjustment: nil, edits: [],
      blockedBy:
        "SwiftUI avoids the keyboard in its hosting controllers itself (the keyboard safe area): turning avoidance on would move the field twice"
    )
  }

  /// The avoidance what-if of a field whose screen follows the keyboard layout guide of
  /// `follower`: no edit.
  static func doubleMove(following follower: SceneController) -> WhatIf {
    WhatIf(
      setting: .avoidance,
      effect:
        "the keyboard layout guide of controller '\(follower.id)' already lifts the views pinned to it above the keyboard; the policy's avoidance would move the field a second time",
      adjustment: nil, edits: [],
      blockedBy:
        "Auto Layout moves a screen pinned to view.keyboardLayoutGuide with the keyboard itself: turning avoidance on would move the field twice"
    )
  }

  // MARK: - Effect

  private func effect(of setting: SettingName) -> (String, KeyboardAdjustment?) {
    switch setting {
    case .avoidance:
      let forced = ForcedDecisionSource(base: builder.policy, field: context, setting: .avoidance)
      let forcedDecision = forced.decide(for: context)
      guard
        var adjustment = AdjustmentReader(index: builder.index, policy: builder.policy).read(
          field: field, scene: scene, decision: forcedDecision, source: forced)
      else {
        return (
          "the keyboard has height 0 here; with one showing, the engine would move the field clear of it",
          nil
        )
      }
      adjustment.keyboardIsAssumed = builder.keyboardIsAssumed
      adjustment.keyboardParts = builder.assumedKeyboard(for: field)?.parts ?? []
      var moves: [String] = []
      for scroll in adjustment.scrollViews where abs(scroll.absorbed) > 1e-6 {
        moves.append(
          "scroll view '\(scroll.id)' scrolls \(PointsFormat.rounded(scroll.absorbed)) pt")
      }
      if let root = adjustment.root, abs(root.movedUp) > 1e-6 {
        moves.append(
          "root view '\(root.view)' \(root.movedUp > 0 ? "rises" : "comes down") \(PointsFormat.rounded(abs(root.movedUp))) pt"
        )
      }
      let settings = SettingName.allCases.map { builder.explainSetting(forcedDecision[$0]) }
      let verdict = ExplanationBuilder.verdict(
        field: builder.explainedField(field), decision: settings, adjustment: adjustment)
      let how = moves.isEmpty ? "" : moves.joined(separator: ", ") + "; "
      return ("with avoidance on: \(how)\(verdict.message)", adjustment)
    case .toolbar:
      let order = builder.explainOrder(
        field, decision: decision,
        result: builder.index.fieldOrder(for: field, policy: builder.policy))
      var text = "with the toolbar on: a Previous / Next / Done bar above the keyboard"
      if decision.values.placeholder, let placeholder = builder.index.view(field)?.placeholder,
        !placeholder.isEmpty
      {
        text += ", titled \"\(placeholder)\""
      }
      if order.index != nil {
        text +=
          "; previous \(order.previous.map { "'\($0)'" } ?? "none"), next \(order.next.map { "'\($0)'" } ?? "none") (\(order.position))"
      }
      return (text, nil)
    default:
      let ignored = builder.policy.ignoreTouchesIn
      let except = ignored.isEmpty ? "" : " (taps in \(ignored.joined(separator: ", ")) excepted)"
      return ("with resign-on-touch on: a tap outside the field would end editing\(except)", nil)
    }
  }

  // MARK: - Candidates

  private func candidates(for setting: SettingName, feature: Feature, key: String) -> [Candidate] {
    guard let source = builder.source, let syntax = builder.syntax else { return [] }
    let resolved = decision[setting]
    var result: [Candidate] = []
    let all =
      [(resolved.source, resolved.value)] + resolved.overridden.map { ($0.source, $0.value) }
    let controllerClass = context.controllerChain.first

    // 1. The deciding rule itself.
    switch resolved.source.step {
    case .disableList where resolved.source.kind == .rule:
      let disables = all.filter { $0.0.step == .disableList }
      if disables.allSatisfy({ $0.0.kind == .rule }) {
        let locations = disables.compactMap(\.0.location)
        if let candidate = removeListEntries(at: locations, in: syntax, source: source) {
          result.append(candidate)
        }
      }
    case .fieldRule where resolved.source.kind == .rule:
      if let location = resolved.source.location,
        let candidate = replaceFieldSetting(at: location, key: key, in: syntax, source: source)
      {
        result.append(candidate)
      }
    default:
      break
    }
    // 2. A field rule for this field alone (beats every class list).
    if let candidate = addFieldRule(key: key, in: syntax, source: source) {
      result.append(candidate)
    }
    // 3. `enable in` the controller, when the feature's own `enabled = false` decided it.
    if resolved.source.step == .featureSetting, let controllerClass {
      result.append(addEnableIn(controllerClass, feature: feature, in: syntax, source: source))
    }
    return result
  }

  /// Removes the `disable in` entries at `locations` (a whole line when it is the only class).
  private func removeListEntries(
    at locations: [SourceLocation], in syntax: PolicyFile, source: SourceFile
  ) -> Candidate? {
    var edits: [PolicyTextEdit] = []
    var lines: [LineEdit] = []
    var names: [String] = []
    var seenLists: Set<Int> = []
    for statement in syntax.statements {
      guard case .feature(let block) = statement else { continue }
      for case .classList(let list) in block.items where list.kind == .disableIn {
        let hits = list.classes.filter { name in
          locations.contains {
            $0.line == name.range.start.line && $0.column == name.range.start.column
          }
        }
        guard !hits.isEmpty, seenLists.insert(list.range.start.offset).inserted else { continue }
        names += hits.map(\.name)
        let start = list.keywordRange.start
        let original = source.slice(start.offset, list.range.end.offset)
        let kept = list.classes.filter { name in !hits.contains(name) }
        lines.append(
          LineEdit(
            action: .remove, text: original, file: source.path, line: start.line,
            column: start.column))
        if kept.isEmpty {
          if source.isAloneOnLine(start.offset, list.range.end.offset) {
            let line = source.lineByteRange(containing: start.offset)
            edits.append(
              PolicyTextEdit(start: line.lowerBound, end: line.upperBound, replacement: ""))
          } else {
            edits.append(
              PolicyTextEdit(start: start.offset, end: list.range.end.offset, replacement: ""))
          }
        } else {
          let replacement = "disable in " + kept.map(\.name).joined(separator: ", ")
          edits.append(
            PolicyTextEdit(
              start: start.offset, end: list.range.end.offset, replacement: replacement))
          lines.append(
            LineEdit(
              action: .add, text: replacement, file: source.path, line: start.line,
              column: start.column))
        }
      }
    }
    guard !edits.isEmpty else { return nil }
    let quoted = names.map { "'disable in \($0)'" }.joined(separator: " and ")
    let scope = "every field in " + names.joined(separator: ", ") + " and subclasses"
    return Candidate(summary: "remove \(quoted)", scope: scope, edits: edits, lines: lines)
  }

  /// Turns `key = off` at `location` (a `field` block's setting) into `key = on`.
  private func replaceFieldSetting(
    at location: SourceLocation, key: String, in syntax: PolicyFile, source: SourceFile
  ) -> Candidate? {
    for statement in syntax.statements {
      guard case .rule(let block) = statement, block.kind == .field else { continue }
      for setting in block.settings where setting.name == key {
        let start = setting.range.start
        guard start.line == location.line, start.column == location.column else { continue }
        let original = source.slice(start.offset, setting.range.end.offset)
        let replacement = "\(key) = on"
        return Candidate(
          summary:
            "change '\(original)' to '\(replacement)' in field \(selectorText(block.selector))",
          scope: scopeOf(block.selector),
          edits: [
            PolicyTextEdit(
              start: start.offset, end: setting.range.end.offset, replacement: replacement)
          ],
          lines: [
            LineEdit(
              action: .remove, text: original, file: source.path, line: start.line,
              column: start.column),
            LineEdit(
              action: .add, text: replacement, file: source.path, line: start.line,
              column: start.column),
          ])
      }
    }
    return nil
  }

  /// `field "id" { key = on }`: inserted into an existing block for the field, else appended.
  private func addFieldRule(key: String, in syntax: PolicyFile, source: SourceFile) -> Candidate? {
    let selector: String
    let scope: String
    if let identifier = context.identifier, !identifier.isEmpty, !identifier.contains("\""),
      !identifier.contains("\\")
    {
      selector = "\"\(identifier)\""
      scope = "this field only"
    } else if let className = context.classChain.first, !className.isEmpty {
      selector = className
      scope = "every \(className) field; this one has no accessibility identifier"
    } else {
      return nil
    }
    let line = "\(key) = on"
    // An existing block for the same selector: add the line inside it.
    for statement in syntax.statements {
      guard case .rule(let block) = statement, block.kind == .field,
        selectorText(block.selector) == selector
      else { continue }
      if block.settings.contains(where: { $0.name == key }) { return nil }  // the replacement covers it
      let edit = insertBeforeClosingBrace(of: block.range, line: line, source: source)
      return Candidate(
        summary: "add '\(line)' to field \(selector)", scope: scope, edits: [edit.edit],
        lines: [LineEdit(action: .add, text: line, file: source.path, line: edit.line, column: 1)])
    }
    let text = "field \(selector) { \(line) }"
    let append = appendLine(text, source: source)
    return Candidate(
      summary: "add '\(text)'", scope: scope, edits: [append.edit],
      lines: [LineEdit(action: .add, text: text, file: source.path, line: append.line, column: 1)])
  }

  /// `enable in C` in the feature block (inserted, or a new block appended).
  private func addEnableIn(
    _ className: String, feature: Feature, in syntax: PolicyFile, source: SourceFile
  ) -> Candidate {
    let line = "enable in \(className)"
    let scope = "every field in \(className) and subclasses"
    for statement in syntax.statements {
      guard case .feature(let block) = statement, block.feature == feature else { continue }
      let edit = insertBeforeClosingBrace(of: block.range, line: line, source: source)
      return Candidate(
        summary: "add '\(line)' to the \(feature.rawValue) block", scope: scope, edits: [edit.edit],
        lines: [LineEdit(action: .add, text: line, file: source.path, line: edit.line, column: 1)])
    }
    let text = "\(feature.rawValue) { \(line) }"
    let append = appendLine(text, source: source)
    return Candidate(
      summary: "add '\(text)'", scope: scope, edits: [append.edit],
      lines: [LineEdit(action: .add, text: text, file: source.path, line: append.line, column: 1)])
  }

  // MARK: - Text

  private func selectorText(_ selector: Selector) -> String {
    switch selector {
    case .identifier(let id): "\"\(id.name)\""
    case .className(let name): name.name
    }
  }

  private func scopeOf(_ selector: Selector) -> String {
    switch selector {
    case .identifier(let id): "fields with identifier \"\(id.name)\""
    case .className(let name): "every \(name.name) field"
    }
  }

  /// An insertion of `  line` (indented as `kbpolicy fmt` writes it) on its own line just
  /// before a block's closing brace; the line it is shown at is the closing brace's, which the
  /// new line takes (column 1: a place that exists before and after the edit).
  private func insertBeforeClosingBrace(of range: SourceRange, line: String, source: SourceFile)
    -> (edit: PolicyTextEdit, line: Int)
  {
    let brace = max(range.start.offset, range.end.offset - 1)
    let braceLine = source.lineByteRange(containing: brace)
    let beforeBrace = source.slice(braceLine.lowerBound, brace)
    if beforeBrace.allSatisfy(\.isWhitespace) {
      let location = source.location(ofOffset: braceLine.lowerBound)
      return (
        PolicyTextEdit(
          start: braceLine.lowerBound, end: braceLine.lowerBound, replacement: "  \(line)\n"),
        location.line
      )
    }
    let location = source.location(ofOffset: brace)
    return (
      PolicyTextEdit(start: brace, end: brace, replacement: "\n  \(line)\n"), location.line + 1
    )
  }

  /// Appends a line at the end of the file (after a newline if the file lacks a final one).
  private func appendLine(_ text: String, source: SourceFile) -> (edit: PolicyTextEdit, line: Int) {
    let count = source.text.utf8.count
    let needsNewline = count > 0 && source.text.utf8.last != UInt8(ascii: "\n")
    let line = source.lineStarts.count + (needsNewline ? 1 : 0)
    return (
      PolicyTextEdit(
        start: count, end: count, replacement: (needsNewline ? "\n" : "") + text + "\n"), line
    )
  }

  // MARK: - Verification

  /// Applies a candidate to the policy text, recompiles, decides again; keeps it when the switch
  /// is now on.
  private func verify(_ setting: SettingName) -> (Candidate) -> PolicyEditSuggestion? {
    { candidate in
      guard let source = builder.source else { return nil }
      let text = PolicyTextEdit.apply(candidate.edits, to: source.text)
      guard let policy = Policy.compile(SourceFile(path: source.path, text: text)).policy,
        policy.decide(for: context)[setting].value == .bool(true)
      else { return nil }
      return PolicyEditSuggestion(
        summary: candidate.summary, scope: candidate.scope, lines: candidate.lines, verified: true)
    }
  }
}
