extension Policy {
  // MARK: - Field decisions

  /// The decision for one focused field (grammar.md "Precedence").
  ///
  /// Switches (`avoidance`, `toolbar`, `resign-on-touch`): built-in exemption (not for
  /// resign-on-touch) → setting made in code → most specific `field` rule → matching
  /// `disable in` → matching `enable in` → the feature's `enabled`.
  /// Values: code → `field` rule → `controller` rule → the feature block's value → the default
  /// layer. A field in a search bar takes the search bar's distance (code, then `field` rules
  /// matching the search bar) before its own.
  public func decide(for field: FieldContext) -> Decision {
    let context = DecisionContext(
      field: field, fieldChain: fullChain(field.classChain),
      controllerChain: fullChain(field.controllerChain), index: index)
    return Decision(settings: SettingName.allCases.map { resolve($0, context) })
  }

  /// `decide(for: field).skipInOrder` without building provenance: field order asks it of every
  /// candidate field (hundreds in a long form), so it takes the values-only path of
  /// `resolve(for:)`, which `ResolveTests` checks against `decide(for:)`.
  public func skipsInOrder(_ field: FieldContext) -> Bool {
    resolve(for: field).skipInOrder
  }

  /// The facts one decision works from, with class chains completed from the policy's hierarchy.
  struct DecisionContext {
    var field: FieldContext
    var fieldChain: [String]
    var controllerChain: [String]
    /// Why the field is exempt from avoidance and the toolbar, if it is (worked out once per
    /// decision, not once per setting).
    var exemption: String?

    /// The index's entries for each class of `fieldChain` and `controllerChain` (one hash probe
    /// per class, here; the candidate searches below only scan these).
    var fieldSlots: [ArraySlice<PolicyIndex.Slot>]
    var controllerSlots: [ArraySlice<PolicyIndex.Slot>]

    init(field: FieldContext, fieldChain: [String], controllerChain: [String], index: PolicyIndex) {
      self.field = field
      self.fieldChain = fieldChain
      self.controllerChain = controllerChain
      self.exemption = Self.exemption(field: field, controllerChain: controllerChain)
      self.fieldSlots = index.slots(of: fieldChain)
      self.controllerSlots = index.slots(of: controllerChain)
    }

    /// Why the field is exempt from avoidance and the toolbar, if it is.
    static func exemption(field: FieldContext, controllerChain: [String]) -> String? {
      if field.isInsideAlertController || controllerChain.contains("UIAlertController") {
        return "field inside a UIAlertController"
      }
      // The suffix test first: `contains` on strings is a slow generic search.
      if let controller = controllerChain.first, controller.hasSuffix("TextFieldViewController"),
        controller.contains("UIAlertController")
      {
        return "controller '\(controller)' is an alert's text field controller"
      }
      if field.isNavigationBarSearchField {
        return "search field of a navigation-bar search controller"
      }
      return nil
    }
  }

  private func resolve(_ name: SettingName, _ context: DecisionContext) -> ResolvedSetting {
    let code = context.field.code
    var candidates: [DecisionCandidate] = []
    switch name {
    case .avoidance, .toolbar, .resignOnTouch:
      let feature: Feature =
        name == .avoidance ? .avoidance : name == .toolbar ? .toolbar : .resignOnTouch
      if feature != .resignOnTouch, let why = context.exemption {
        candidates.append(
          DecisionCandidate(
            value: .bool(false),
            source: ValueSource(kind: .builtin, step: .builtinExemption, location: nil, rule: why)))
      }
      let codeValue =
        name == .avoidance ? code.avoidance : name == .toolbar ? code.toolbar : code.resignOnTouch
      if let value = codeValue {
        let rule =
          switch name {
          case .avoidance: "enableMode = \(value ? ".enabled" : ".disabled") set in code"
          case .toolbar: "toolbar \(value ? "on" : "off") set in code"
          default: "resignOnTouchOutsideMode = \(value ? ".enabled" : ".disabled") set in code"
          }
        candidates.append(codeCandidate(.bool(value), rule))
      }
      candidates += fieldRuleCandidates(name, context)
      candidates += listCandidates(feature, .disableIn, value: false, context)
      candidates += listCandidates(feature, .enableIn, value: true, context)
      candidates += featureCandidates(name)
    case .distance:
      if let searchBar = context.field.searchBar, let distance = searchBar.codeDistance {
        var candidate = codeCandidate(
          .number(distance),
          "distanceFromKeyboard = \(SettingValue.number(distance)) set in code on the search bar")
        candidate.groupReason = "a field in a search bar takes the search bar's distance"
        candidates.append(candidate)
      }
      if let distance = code.distance {
        var candidate = codeCandidate(
          .number(distance), "distanceFromKeyboard = \(SettingValue.number(distance)) set in code")
        candidate.group = context.field.searchBar == nil ? 0 : 1
        candidates.append(candidate)
      }
      candidates += fieldRuleCandidates(name, context)
      candidates += controllerCandidates(name, context)
      candidates += featureCandidates(name)
    case .toolbarPlaceholder:
      if let placeholder = code.placeholder {
        candidates.append(
          codeCandidate(.bool(placeholder), "hidePlaceholder = \(!placeholder) set in code"))
      }
      candidates += fieldRuleCandidates(name, context)
      candidates += controllerCandidates(name, context)
      candidates += featureCandidates(name)
    case .toolbarOrder, .toolbarPreviousNext:
      candidates += controllerCandidates(name, context)
      candidates += featureCandidates(name)
    case .skipInOrder:
      if let skip = code.skipInOrder {
        candidates.append(
          codeCandidate(.bool(skip), "ignoreSwitchingByNextPrevious = \(skip) set in code"))
      }
      candidates += fieldRuleCandidates(name, context)
      candidates += featureCandidates(name)
    }
    guard let (winner, overridden) = DecisionCandidate.resolve(candidates) else {
      return ResolvedSetting(
        name: name, value: Policy.builtinDefault(name).value, source: .builtin("missing"))
    }
    return ResolvedSetting(
      name: name, value: winner.value, source: winner.source, overridden: overridden)
  }

  // MARK: - Candidates

  private func codeCandidate(_ value: SettingValue, _ rule: String) -> DecisionCandidate {
    DecisionCandidate(
      value: value, source: ValueSource(kind: .code, step: .code, location: nil, rule: rule))
  }

  private func ruleCandidate(
    _ position: Int, step: PrecedenceStep, value: SettingValue? = nil, group: Int = 0,
    tier: Int = 0,
    tierReason: TierReason = ""
  ) -> DecisionCandidate {
    let rule = storage.rule(at: position)
    return DecisionCandidate(
      value: value ?? rule.value ?? .bool(false),
      source: ValueSource(
        kind: rule.sourceKind, step: step, location: rule.location, rules: rules, index: position),
      group: group, tier: tier, order: rule.order, tierReason: tierReason,
      groupReason: "a field in a search bar takes the search bar's distance")
  }

  /// `field` rules: by identifier, then along the class chain (one probe per class). For the
  /// distance of a field in a search bar, the search bar's matches come first (group 0).
  private func fieldRuleCandidates(_ name: SettingName, _ context: DecisionContext)
    -> [DecisionCandidate]
  {
    var result: [DecisionCandidate] = []
    var subjects:
      [(identifier: String?, chain: [String], slots: [ArraySlice<PolicyIndex.Slot>], what: String)] =
        []
    if name == .distance, let searchBar = context.field.searchBar {
      let chain = fullChain(searchBar.classChain)
      subjects.append(
        (searchBar.identifier, chain, index.slots(of: chain), "search bar's class chain"))
    }
    subjects.append(
      (context.field.identifier, context.fieldChain, context.fieldSlots, "field's class chain"))
    let key = PolicyIndex.fieldKey(name)
    for (group, subject) in subjects.enumerated() {
      let group = subjects.count == 2 ? group : 0
      if let id = subject.identifier {
        for position in index.positions(id, key: PolicyIndex.fieldIdentifierKey(name)) {
          result.append(
            ruleCandidate(
              position, step: .fieldRule, group: group, tier: 0,
              tierReason: "an identifier rule beats a class rule"))
        }
      }
      for (depth, slots) in subject.slots.enumerated() {
        for slot in slots where slot.key == key {
          result.append(
            ruleCandidate(
              Int(slot.position), step: .fieldRule, group: group, tier: depth + 1,
              tierReason: TierReason(
                rule: "field", className: subject.chain[depth], chain: subject.what)))
        }
      }
    }
    return result
  }

  /// `controller` rules along the policy controller's chain.
  private func controllerCandidates(_ name: SettingName, _ context: DecisionContext)
    -> [DecisionCandidate]
  {
    var result: [DecisionCandidate] = []
    let key = PolicyIndex.controllerKey(name)
    for (depth, slots) in context.controllerSlots.enumerated() {
      for slot in slots where slot.key == key {
        result.append(
          ruleCandidate(
            Int(slot.position), step: .controllerRule, tier: depth,
            tierReason: TierReason(
              rule: "controller", className: context.controllerChain[depth],
              chain: "controller's chain")))
      }
    }
    return result
  }

  /// Matching `enable in` / `disable in` entries along the policy controller's chain.
  private func listCandidates(
    _ feature: Feature, _ list: ClassListKind, value: Bool, _ context: DecisionContext
  ) -> [DecisionCandidate] {
    let key = PolicyIndex.listKey(feature, list)
    var result: [DecisionCandidate] = []
    for (depth, slots) in context.controllerSlots.enumerated() {
      for slot in slots where slot.key == key {
        result.append(
          ruleCandidate(
            Int(slot.position), step: list == .disableIn ? .disableList : .enableList,
            value: .bool(value),
            tier: depth,
            tierReason: TierReason(
              rule: list.rawValue, className: context.controllerChain[depth],
              chain: "controller's chain")))
      }
    }
    return result
  }

  /// The feature blocks' settings (default layer and policy), or the built-in default.
  private func featureCandidates(_ name: SettingName) -> [DecisionCandidate] {
    let positions = index.featureSettings[name] ?? []
    if positions.isEmpty {
      let fallback = Policy.builtinDefault(name)
      return [
        DecisionCandidate(
          value: fallback.value,
          source: ValueSource(
            kind: .builtin, step: .featureSetting, location: nil, rule: fallback.rule))
      ]
    }
    return positions.map { ruleCandidate($0, step: .featureSetting) }
  }

  /// The value a setting has when no rule at all sets it (IQKeyboardManager 8, with avoidance on).
  static func builtinDefault(_ name: SettingName) -> (value: SettingValue, rule: String) {
    switch name {
    case .avoidance: (.bool(true), "built-in default: avoidance { enabled = true }")
    case .toolbar: (.bool(false), "built-in default: toolbar { enabled = false }")
    case .resignOnTouch: (.bool(false), "built-in default: resign-on-touch { enabled = false }")
    case .distance: (.number(10), "built-in default: avoidance { distance = 10 }")
    case .toolbarOrder: (.word("subviews"), "built-in default: toolbar { order = subviews }")
    case .toolbarPlaceholder: (.bool(true), "built-in default: toolbar { placeholder = true }")
    case .toolbarPreviousNext: (.word("auto"), "built-in default: toolbar { previous-next = auto }")
    case .skipInOrder: (.bool(false), "built-in default: skip-in-order = false")
    }
  }
}
