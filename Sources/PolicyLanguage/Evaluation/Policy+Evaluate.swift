extension Policy {
  /// The precedence of grammar.md §6, once: the winning rung (and rule) of every setting for one
  /// field, from the compact tables. One pass over the field's class chain and one over the
  /// controller's, one hash probe per class, no allocation.
  ///
  /// Each setting's ladder (`DecisionSetting.ladder`, in the catalogue) says which rungs can set
  /// it, strongest first; the first rung with a candidate wins (`PrecedenceRung.winner(on:_:)`,
  /// the walk `scrollWinners(for:)` shares). Within a rung: an identifier rule beats a class
  /// rule, a nearer class beats a farther one, a later rule beats an earlier one.
  func winners(for field: FieldContext) -> Winners {
    let fieldBest = fieldRules(identifier: field.identifier, chain: field.classChain)
    let controller = controllerRules(for: field)
    let searchBarBest =
      field.searchBar.map { fieldRules(identifier: $0.identifier, chain: $0.classChain) }
      ?? SettingLanes(repeating: -1)
    let features = storage.precedenceTable.features
    var winners = Winners()
    winners.exemption = BuiltinExemption.of(
      field, chainHasAlertController: controller.hasAlertController)
    let exemption = winners.exemption
    let ladders = SettingCatalogue.packedLadders
    let switchFeatures = SettingCatalogue.switchFeatureOrdinals
    for (s, name) in SettingName.all.enumerated() {
      // The winner's position on each rung (-1: not a rule), or nil when nothing is there.
      let winner = PrecedenceRung.winner(on: ladders[s]) { rung in
        switch rung {
        case .builtinExemption: exemption != nil ? -1 : nil
        case .codeOnSearchBar: field.searchBar?.code(name) != nil ? -1 : nil
        case .code: field.code.value(ordinal: s) != nil ? -1 : nil
        case .fieldRuleOnSearchBar: Self.rule(searchBarBest[s])
        case .fieldRule: Self.rule(fieldBest[s])
        case .controllerRule: Self.rule(controller.best[s])
        case .disableList:
          Self.rule(controller.lists[2 * switchFeatures[s] + 1])
            ?? (field.placement != nil && FieldPlacement.turnsOff(name) ? -1 : nil)
        case .enableList: Self.rule(controller.lists[2 * switchFeatures[s]])
        case .featureSetting: features[s]  // -1: the built-in default
        case .scrollIdentifierRule, .scrollClassRule: nil  // a scroll-view flag's rungs
        }
      }
      if let winner { winners.set(s, winner.rung, winner.position) }
    }
    return winners
  }

  /// The winning rules along a field's controller chain, per setting.
  private struct ControllerChainRules {
    /// The nearest `controller` rule of each setting (-1: none).
    var best = SettingLanes(repeating: -1)
    /// The nearest `enable in` (lane `2 * feature`) and `disable in` (lane `2 * feature + 1`)
    /// entry of each feature's switch (-1: none).
    var lists = SIMD8<Int32>(repeating: -1)
    /// Whether the chain holds `UIAlertController` (for the built-in exemption).
    var hasAlertController = false
  }

  /// The `field` rules for a view (the field, or the search bar around it): the nearest class of
  /// its chain with a rule for each setting, replaced by a `field "id"` rule naming its
  /// identifier (an identifier rule beats every class rule).
  @inline(__always)
  private func fieldRules(identifier: String?, chain: [String]) -> SettingLanes {
    let table = storage.precedenceTable
    var fieldBest = SettingLanes(repeating: -1)
    var fieldFound: SettingMask = 0
    walk(chain) { _, entry in
      guard entry.rowSet >= 0 else { return }
      let set = table.rowSets[Int(entry.rowSet)]
      if set.fieldMask & ~fieldFound != 0 {
        table.fill(&fieldBest, &fieldFound, mask: set.fieldMask, start: set.fieldStart)
      }
    }
    if let id = identifier, let set = identifierRowSet(id) {
      // An identifier rule beats every class rule: its lanes replace what the chain found.
      var replaced: SettingMask = 0
      table.fill(&fieldBest, &replaced, mask: set.identifierMask, start: set.identifierStart)
    }
    return fieldBest
  }

  /// The controller chain: the nearest list entries and `controller` rule per setting, and
  /// whether an alert controller is on it.
  @inline(__always)
  private func controllerRules(for field: FieldContext) -> ControllerChainRules {
    let table = storage.precedenceTable
    var rules = ControllerChainRules()
    var listsFound: UInt8 = 0
    var controllerFound: SettingMask = 0
    /// One step of the walk: the screen, then each class of the controller chain.
    func visit(_ id: Int32, _ entry: PrecedenceTable.Entry) {
      if id == table.alertID { rules.hasAlertController = true }
      if entry.rowSet >= 0 {
        let set = table.rowSets[Int(entry.rowSet)]
        if set.controllerMask & ~controllerFound != 0 {
          table.fill(
            &rules.best, &controllerFound, mask: set.controllerMask, start: set.controllerStart)
        }
      }
      if entry.listMask & ~listsFound != 0 {
        PrecedenceTable.fillLists(
          &rules.lists, &listsFound, mask: entry.listMask, from: index.slots(forID: id))
      }
    }
    // A SwiftUI screen is nearer than its hosting controller's class (grammar.md §6).
    if let id = screenID(of: field) { visit(id, table.entries[Int(id)]) }
    walk(field.controllerChain, visit)
    return rules
  }

  /// The name id of the field's screen (`FieldContext.screen`), when some rule names it.
  @inline(__always)
  func screenID(of field: FieldContext) -> Int32? {
    guard let screen = field.screen else { return nil }
    return storage.names.id(of: PolicyRule.Target.screenKey(screen))
  }

  /// The winner of each flag for one scroll view, by `ScrollSetting.ordinal` (grammar.md
  /// "Precedence", scroll views): each flag's ladder (`ScrollSetting.ladder`) walked as
  /// `winners(for:)` walks a setting's, the first rung with a candidate winning. On the rule
  /// rungs, the latest `scroll-view "id"` rule naming its identifier and the latest
  /// `scroll-view Class` rule for the nearest class of its chain (`scrollRules(for:)`). One pass
  /// over the chain, no allocation.
  func scrollWinners(for scrollView: ScrollViewContext) -> ScrollWinners {
    let rules = scrollRules(for: scrollView)
    var winners = ScrollWinners()
    for (f, flag) in ScrollSetting.all.enumerated() {
      let winner = PrecedenceRung.winner(on: ScrollSetting.packedLadder) { rung in
        switch rung {
        case .code: scrollView.code[flag] != nil ? -1 : nil
        case .scrollIdentifierRule: Self.rule(rules.identifierRules[f])
        case .scrollClassRule: Self.rule(rules.classRules[f])
        case .featureSetting: -1  // the built-in default
        case .builtinExemption, .codeOnSearchBar, .fieldRuleOnSearchBar, .fieldRule,
          .controllerRule, .disableList, .enableList:
          nil  // a field decision setting's rungs
        }
      }
      if let winner { winners.set(f, winner.rung, winner.position) }
    }
    return winners
  }

  /// The `scroll-view` rules that can win for one scroll view, per flag (-1: none): the latest
  /// `scroll-view "id"` rule naming its identifier, and the latest `scroll-view Class` rule for
  /// the nearest class of its chain that has one. A policy without `scroll-view` rules answers at
  /// once.
  @inline(__always)
  private func scrollRules(for scrollView: ScrollViewContext) -> PrecedenceTable.ScrollRow {
    let table = storage.precedenceTable
    var best = PrecedenceTable.ScrollRow()
    guard !table.scrollRows.isEmpty else { return best }
    if let id = scrollView.identifier, let nameID = storage.names.id(of: id),
      table.entries[Int(nameID)].scrollIdentifierMask != 0, let row = table.scrollRows[nameID]
    {
      best.identifierRules = row.identifierRules
    }
    var found: UInt8 = 0
    walk(scrollView.classChain) { id, entry in
      guard entry.scrollClassMask & ~found != 0, let row = table.scrollRows[id] else { return }
      // The nearest class wins: only the flags no nearer class set take this row's rules.
      best.classRules.replace(with: row.classRules, where: best.classRules .< 0)
      found |= entry.scrollClassMask
    }
    return best
  }

  /// A rule position when there is one (-1: none).
  @inline(__always)
  private static func rule(_ position: Int32) -> Int32? { position >= 0 ? position : nil }

  /// The row set of identifier `id`, when some `field "id"` rule names it.
  @inline(__always)
  private func identifierRowSet(_ id: String) -> PrecedenceTable.RowSet? {
    let table = storage.precedenceTable
    guard let nameID = storage.names.id(of: id) else { return nil }
    let entry = table.entries[Int(nameID)]
    guard entry.rowSet >= 0 else { return nil }
    let set = table.rowSets[Int(entry.rowSet)]
    return set.identifierMask != 0 ? set : nil
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
      let next = UIKitClasses.superclass[current] ?? ClassHierarchy.genericClass(of: current)
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
