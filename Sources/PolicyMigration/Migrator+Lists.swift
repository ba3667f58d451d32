import SourceReader

/// A class list: its feature block and keyword.
struct ListKey: Hashable {
  var feature: IQSetting.Feature
  var keyword: String
}

/// A class list as IQ holds it after the app's changes, with where each change came from.
/// Membership is a table, so adding or removing costs the same whatever the list's length.
struct ListState {
  /// Names in the order they were (last) added; a removed or re-added name's old slot is stale.
  private var order: [String] = []
  /// Each present name's slot in `order`.
  private var slot: [String: Int] = [:]
  var addedBy: [String: String] = [:]
  var removedBy: [String: String] = [:]

  init(entries: [String]) {
    for name in entries { add(name) }
  }

  func contains(_ name: String) -> Bool { slot[name] != nil }

  /// Appends `name` unless present; true when it was added.
  @discardableResult
  mutating func add(_ name: String) -> Bool {
    guard slot[name] == nil else { return false }
    slot[name] = order.count
    order.append(name)
    return true
  }

  mutating func remove(_ name: String) { slot[name] = nil }

  /// Empties the list; returns what it held.
  mutating func removeAll() -> [String] {
    let held = entries
    order = []
    slot = [:]
    return held
  }

  /// The present names, in list order.
  var entries: [String] {
    order.enumerated().compactMap { slot[$0.element] == $0.offset ? $0.element : nil }
  }
}

extension Migrator {
  /// Appends, inserts, `addObject:`, removals and whole-list assignments, in launch code or a
  /// screen's lifecycle, applied in order to IQ's own list for the flavor.
  mutating func mapList(_ file: Int, _ statement: IQStatement, context: StatementContext) {
    guard let (feature, keyword) = IQSetting.list(statement.property) else {
      unmapped(file, statement, .unknownSetting(statement.property))
      return
    }
    let byHand = "\(feature.rawValue) { \(keyword) ... }"
    if case .other(let reason) = context {
      unmapped(file, statement, reason, replacement: byHand)
      return
    }
    var classes: [IQClassRef] = []
    var dynamic = false
    switch statement.action {
    case .listAdd(let found, let isDynamic), .listRemove(let found, let isDynamic),
      .listAssign(let found, let isDynamic):
      classes = found
      dynamic = isDynamic
    default: break
    }
    if dynamic
      || (classes.isEmpty && statement.action != .listRemoveAll && !isEmptyAssignment(statement))
    {
      unmapped(file, statement, .dynamicClasses(statement.text), replacement: byHand)
      return
    }
    var names: [String] = []
    for reference in classes {
      switch reference {
      case .named(let name): names.append(name)
      case .enclosing:
        guard let name = enclosingClass(file, statement) else {
          unmapped(file, statement, .enclosingOutsideType(), replacement: byHand)
          return
        }
        names.append(name)
      }
    }
    if let bad = names.first(where: { !PolicyDraft.isPolicyWord($0) }) {
      unmapped(file, statement, .unknownValue(bad, statement.property), replacement: byHand)
      return
    }
    names = names.map { listEntry($0, feature: feature, keyword: keyword) }
    let key = ListKey(feature: feature, keyword: keyword)
    // Taken out of the table while it changes, so the change is made in place (not on a copy).
    var state =
      lists.removeValue(forKey: key)
      ?? ListState(entries: IQSetting.iqDefaults(feature, keyword, flavor: flavor))
    let comment = source(file, statement)
    var lines: [String] = []
    var note: String?
    let block = feature.rawValue
    let layer = IQSetting.defaultLayer(feature, keyword)
    switch statement.action {
    case .listAdd:
      for name in names where state.add(name) {
        state.addedBy[name] = comment
        lines.append("\(block) { \(keyword) \(name) }")
      }
    case .listRemove:
      for name in names {
        state.remove(name)
        state.removedBy[name] = comment
        if layer.contains(name) { lines.append("\(block) { remove \(keyword) \(name) }") }
      }
    case .listRemoveAll:
      for name in state.removeAll() {
        state.removedBy[name] = comment
        if layer.contains(name) { lines.append("\(block) { remove \(keyword) \(name) }") }
      }
      note =
        "empties the list, IQ's own entries too: written as 'remove' lines (delete them to keep those entries)"
    default:  // a whole list
      let kept = Set(names)
      let dropped = state.removeAll().filter { !kept.contains($0) }
      for name in dropped {
        state.removedBy[name] = comment
        if layer.contains(name) { lines.append("\(block) { remove \(keyword) \(name) }") }
      }
      for name in names where state.add(name) {
        state.addedBy[name] = comment
        if !layer.contains(name) { lines.append("\(block) { \(keyword) \(name) }") }
      }
      if !dropped.isEmpty {
        note =
          "replaces the whole list and so drops IQ's entries \(dropped.joined(separator: ", ")): written as 'remove' lines to keep the code's behaviour (delete them to keep those entries)"
      }
    }
    lists[key] = state
    if case .lifecycle(let controller, let method, _, _) = context {
      let where_ =
        "set in \(controller).\(method): IQ applies it once that screen has run it; the policy applies it from launch"
      note = note.map { "\($0); \(where_)" } ?? where_
    }
    mapped(file, statement, lines: lines, note: note)
  }

  /// `list = []` (an empty list literal).
  func isEmptyAssignment(_ statement: IQStatement) -> Bool {
    if case .listAssign(let classes, dynamic: false) = statement.action { return classes.isEmpty }
    return false
  }

  /// Writes each changed list: entries IQ's list gained (beyond the default layer) and the
  /// default layer's entries it lost.
  mutating func writeLists() {
    for feature in IQSetting.Feature.allCases {
      for keyword in ["disable in", "enable in", "deep-containers", "ignore-touches-in"] {
        let key = ListKey(feature: feature, keyword: keyword)
        guard let state = lists[key] else { continue }
        let layer = IQSetting.defaultLayer(feature, keyword)
        let iqDefaults = IQSetting.iqDefaults(feature, keyword, flavor: flavor)
        for name in state.entries
        where !layer.contains(name) && (state.addedBy[name] != nil || !iqDefaults.contains(name)) {
          draft.feature(
            feature, list: "\(keyword) \(name)", comment: state.addedBy[name] ?? flavor.name)
          if Self.screenName(ofTarget: name) == nil {
            noteClass(
              name,
              keyword == "deep-containers" || keyword == "ignore-touches-in" ? .view : .controller)
          }
        }
        for name in layer where !state.contains(name) && iqDefaults.contains(name) {
          draft.feature(
            feature, list: "remove \(keyword) \(name)",
            comment: "dropped by \(state.removedBy[name] ?? flavor.name)")
        }
      }
    }
  }
}
