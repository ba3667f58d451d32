extension Policy {
  /// The precedence of grammar.md §6, once: the winning step (and rule) of every setting for one
  /// field, from the compact tables. One pass over the field's class chain and one over the
  /// controller's, one hash probe per class, no allocation.
  ///
  /// Switches (`avoidance`, `toolbar`, `resign-on-touch`): built-in exemption (not for
  /// resign-on-touch) → setting made in code → most specific `field` rule → matching
  /// `disable in` → matching `enable in` → the feature's `enabled` → built-in default.
  /// Values: code → `field` rule → `controller` rule → the feature block's value → built-in
  /// default. A field in a search bar takes the search bar's distance (code, then `field` rules
  /// matching the search bar) before its own. Within a step: an identifier rule beats a class
  /// rule, a nearer class beats a farther one, a later rule beats an earlier one.
  func winners(for field: FieldContext) -> Winners {
    let fieldBest = fieldRules(for: field)
    let controller = controllerRules(for: field)
    var winners = Winners()
    winners.exemption = BuiltinExemption.of(
      field, chainHasAlertController: controller.hasAlertController)
    setSwitches(of: &winners, for: field, fieldBest: fieldBest, lists: controller.lists)
    setValues(of: &winners, for: field, fieldBest: fieldBest, controllerBest: controller.best)
    return winners
  }

  /// The winning rules along a field's controller chain, per setting.
  private struct ControllerChainRules {
    /// The nearest `controller` rule of each setting (-1: none).
    var best = SIMD16<Int32>(repeating: -1)
    /// The nearest `enable in` (lane `2 * switch`) and `disable in` (lane `2 * switch + 1`) entry
    /// of each switch (-1: none).
    var lists = SIMD16<Int32>(repeating: -1)
    /// Whether the chain holds `UIAlertController` (for the built-in exemption).
    var hasAlertController = false
  }

  /// The `field` rules along the field's class chain: the nearest class with a rule for each
  /// setting, replaced by a `field "id"` rule naming the field's identifier (an identifier rule
  /// beats every class rule).
  @inline(__always)
  private func fieldRules(for field: FieldContext) -> SIMD16<Int32> {
    let table = storage.precedenceTable
    var fieldBest = SIMD16<Int32>(repeating: -1)
    var fieldFound: UInt16 = 0
    walk(field.classChain) { _, entry in
      if entry.fieldMask & ~fieldFound != 0 {
        PrecedenceTable.fill(
          &fieldBest, &fieldFound, mask: entry.fieldMask, from: table.rows[Int(entry.row)].field)
      }
    }
    if let id = field.identifier, let byIdentifier = identifierRow(id) {
      fieldBest.replace(with: byIdentifier, where: byIdentifier .>= 0)
    }
    return fieldBest
  }

  /// The controller chain: the nearest list entries and `controller` rule per setting, and
  /// whether an alert controller is on it.
  @inline(__always)
  private func controllerRules(for field: FieldContext) -> ControllerChainRules {
    let table = storage.precedenceTable
    var rules = ControllerChainRules()
    var listsFound: UInt16 = 0
    var controllerFound: UInt16 = 0
    walk(field.controllerChain) { id, entry in
      if id == table.alertID { rules.hasAlertController = true }
      if entry.controllerMask & ~controllerFound != 0 {
        PrecedenceTable.fill(
          &rules.best, &controllerFound, mask: entry.controllerMask,
          from: table.rows[Int(entry.row)].controller)
      }
      if entry.listMask & ~listsFound != 0 {
        PrecedenceTable.fill(
          &rules.lists, &listsFound, mask: entry.listMask, from: table.rows[Int(entry.row)].lists)
      }
    }
    return rules
  }

  /// The `field` rule for `distance` of the search bar a field sits in (its identifier rule,
  /// else the nearest class rule of its chain); -1 when there is none, the field is in no search
  /// bar, or code sets the distance of the search bar or the field.
  @inline(__always)
  private func searchBarDistanceRule(for field: FieldContext) -> Int32 {
    let distance = SettingName.distance.ordinal
    var searchBarRule: Int32 = -1
    if let searchBar = field.searchBar, searchBar.codeDistance == nil, field.code.distance == nil {
      if let id = searchBar.identifier, let byIdentifier = identifierRow(id) {
        searchBarRule = byIdentifier[distance]
      }
      if searchBarRule < 0 {
        let rows = storage.precedenceTable.rows
        walk(searchBar.classChain) { _, entry in
          if searchBarRule < 0, entry.fieldMask & (1 << UInt16(distance)) != 0 {
            searchBarRule = rows[Int(entry.row)].field[distance]
          }
        }
      }
    }
    return searchBarRule
  }

  /// The switches (`avoidance`, `toolbar`, `resign-on-touch`): built-in exemption (not for
  /// resign-on-touch) → code → `field` rule → `disable in` → `enable in` → the feature's setting.
  @inline(__always)
  private func setSwitches(
    of winners: inout Winners, for field: FieldContext, fieldBest: SIMD16<Int32>,
    lists: SIMD16<Int32>
  ) {
    let code = field.code
    let features = storage.precedenceTable.features
    for s in 0..<3 {
      let codeSet =
        s == 0 ? code.avoidance != nil : s == 1 ? code.toolbar != nil : code.resignOnTouch != nil
      if s < 2, winners.exemption != nil {
        winners.set(s, .builtinExemption)
      } else if codeSet {
        winners.set(s, .code)
      } else if fieldBest[s] >= 0 {
        winners.set(s, .fieldRule, fieldBest[s])
      } else if lists[2 * s + 1] >= 0 {
        winners.set(s, .disableList, lists[2 * s + 1])
      } else if lists[2 * s] >= 0 {
        winners.set(s, .enableList, lists[2 * s])
      } else {
        winners.set(s, .featureSetting, features[s])
      }
    }
  }

  /// The values: code → `field` rule → `controller` rule → the feature block's value, each
  /// setting asking only the steps that can set it; the distance of a field in a search bar
  /// comes from the search bar first.
  @inline(__always)
  private func setValues(
    of winners: inout Winners, for field: FieldContext, fieldBest: SIMD16<Int32>,
    controllerBest: SIMD16<Int32>
  ) {
    let code = field.code
    let features = storage.precedenceTable.features
    /// The strongest of: a `field` rule, a `controller` rule, the feature block's setting.
    @inline(__always) func value(_ s: Int, codeSet: Bool, field: Bool, controller: Bool) {
      if codeSet {
        winners.set(s, .code)
      } else if field, fieldBest[s] >= 0 {
        winners.set(s, .fieldRule, fieldBest[s])
      } else if controller, controllerBest[s] >= 0 {
        winners.set(s, .controllerRule, controllerBest[s])
      } else {
        winners.set(s, .featureSetting, features[s])
      }
    }
    let distance = SettingName.distance.ordinal
    let searchBarRule = searchBarDistanceRule(for: field)
    if field.searchBar?.codeDistance != nil {
      winners.set(distance, .code)
      winners.distanceFromSearchBar = true
    } else if searchBarRule >= 0 {
      winners.set(distance, .fieldRule, searchBarRule)
      winners.distanceFromSearchBar = true
    } else {
      value(distance, codeSet: code.distance != nil, field: true, controller: true)
    }
    value(SettingName.toolbarOrder.ordinal, codeSet: false, field: false, controller: true)
    value(
      SettingName.toolbarPlaceholder.ordinal, codeSet: code.placeholder != nil, field: true,
      controller: true)
    value(SettingName.toolbarPreviousNext.ordinal, codeSet: false, field: false, controller: true)
    value(
      SettingName.skipInOrder.ordinal, codeSet: code.skipInOrder != nil, field: true,
      controller: false)
    value(
      SettingName.toolbarLastReturnKey.ordinal, codeSet: code.lastReturnKey != nil, field: true,
      controller: true)
    value(
      SettingName.toolbarDismissOnReturn.ordinal, codeSet: code.dismissOnReturn != nil,
      field: true, controller: true)
  }

  /// The winning `scroll-view` rule of each flag for one scroll view, by `ScrollSetting.ordinal`
  /// (-1: no rule; the built-in default applies): the latest `scroll-view "id"` rule naming its
  /// identifier, else the latest `scroll-view Class` rule for the nearest class of its chain. A
  /// flag set in code beats both (`decide(scrollView:)` asks it first). One pass over the chain,
  /// no allocation; a policy without `scroll-view` rules answers at once.
  func scrollWinners(for scrollView: ScrollViewContext) -> SIMD4<Int32> {
    let table = storage.precedenceTable
    var best = SIMD4<Int32>(repeating: -1)
    guard !table.scrollRows.isEmpty else { return best }
    var found: UInt16 = 0
    if let id = scrollView.identifier, let nameID = storage.names.id(of: id),
      table.entries[Int(nameID)].scrollMask & 0x70 != 0, let row = table.scrollRows[nameID]
    {
      for flag in 0..<3 where row[4 + flag] >= 0 {
        best[flag] = row[4 + flag]
        found |= 1 << UInt16(flag)
      }
    }
    walk(scrollView.classChain) { id, entry in
      let fresh = entry.scrollMask & 0x7 & ~found
      guard fresh != 0, let row = table.scrollRows[id] else { return }
      for flag in 0..<3 where fresh & (1 << UInt16(flag)) != 0 { best[flag] = row[flag] }
      found |= fresh
    }
    return best
  }

  /// The winning `field "id"` rules for identifier `id`, if any.
  @inline(__always)
  private func identifierRow(_ id: String) -> SIMD16<Int32>? {
    let table = storage.precedenceTable
    guard let nameID = storage.names.id(of: id) else { return nil }
    let row = table.entries[Int(nameID)].identifierRow
    return row >= 0 ? table.identifierRows[Int(row)] : nil
  }

  /// Calls `body` with the name id and table entry of every class of `chain` (as `fullChain`
  /// extends it: the superclasses the policy knows for its last element), nearest first; a class
  /// no rule names has an empty entry. A class repeated later in the chain changes nothing (the
  /// first one is nearer).
  @inline(__always)
  private func walk(_ chain: [String], _ body: (Int32, PrecedenceTable.Entry) -> Void) {
    let names = storage.names
    let entries = storage.precedenceTable.entries
    for name in chain {
      if let id = names.id(of: name) { body(id, entries[Int(id)]) }
    }
    // Most chains end at NSObject (and a partial chain's last class is rarely declared).
    guard var current = chain.last, current != "NSObject" else { return }
    let superclass = storage.classes.superclass
    var steps = 0
    // UIKit ancestors the policy does not name, by name, until one it names.
    var id = names.id(of: current)
    while id == nil, steps < ClassHierarchy.maximumChainLength,
      let next = UIKitClasses.superclass[current]
    {
      id = names.id(of: next)
      if let id { body(id, entries[Int(id)]) }
      current = next
      steps += 1
    }
    // Then by id.
    guard var at = id else { return }
    while steps < ClassHierarchy.maximumChainLength {
      let next = superclass[Int(at)]
      guard next >= 0 else { return }
      body(next, entries[Int(next)])
      at = next
      steps += 1
    }
  }
}
