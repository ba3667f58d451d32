import PolicyLanguage

/// `redundant-override`: a `field`, `controller` or `scroll-view` setting equal to the value the
/// field, controller or scroll view would get anyway.
struct RedundantOverrideRule: LintRule {
  static let description = RuleDescription(
    id: "redundant-override", code: "L006", severity: .warning,
    summary: "a value equal to what the field or controller would inherit anyway",
    rationale: """
      A 'controller' rule inherits values from the rules of its superclasses, then from the \
      feature blocks, then from the default policy; a 'field' rule from the rules of its \
      superclasses, then from the controller and the feature. Repeating the inherited value adds \
      a rule that explains nothing and goes stale when the inherited value changes.
      """,
    triggering: [
      Example(
        """
        version 1
        class CheckoutViewController: UIViewController

        avoidance {
          distance = 16
        }

        controller CheckoutViewController {
          ↓distance = 16
        }
        """),
      Example(
        """
        version 1
        class BaseFormViewController: UIViewController
        class CheckoutViewController: BaseFormViewController

        controller BaseFormViewController {
          toolbar.order = position
        }

        controller CheckoutViewController {
          ↓toolbar.order = position
        }
        """),
      Example(
        """
        version 1

        scroll-view "feed" {
          ↓adjust = on
          restore-offset = on
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1
        class BaseFormViewController: UIViewController
        class CheckoutViewController: BaseFormViewController

        controller BaseFormViewController {
          distance = 40
        }

        controller CheckoutViewController {
          distance = 10
        }
        """),
      Example(
        """
        version 1

        field "email" {
          avoidance = on
        }
        """),
      Example(
        """
        version 1
        class CheckoutViewController: UIViewController

        controller CheckoutViewController {
          distance = 16
        }

        field "email" {
          distance = 10
        }
        """),
    ],
    corrections: [
      Correction(
        """
        version 1

        scroll-view "feed" {
          ↓adjust = on
          restore-offset = on
        }
        """,
        """
        version 1

        scroll-view "feed" {
          restore-offset = on
        }
        """)
    ])

  /// An inherited value and where it comes from.
  private struct Inherited {
    var value: SettingValue
    var note: Diagnostic.Note
  }

  /// The settings of the class-selected rule blocks, gathered in one pass so each finding looks
  /// them up instead of scanning every block (a policy may hold tens of thousands of blocks).
  private struct ClassRules {
    /// Per kind: what any class-selected block sets.
    var setByKind: [PolicyRule.Kind: Set<SettingKey>] = [:]
    /// Per kind, class name and setting key: the last such setting (a later block of the same
    /// class wins, as in the policy).
    var settings: [PolicyRule.Kind: [String: [SettingKey: CheckedRule]]] = [:]

    init(_ rules: [CheckedRule]) {
      for rule in rules where rule.kind != .featureSetting {
        guard case .className(let name)? = rule.target, let key = rule.key else { continue }
        setByKind[rule.kind, default: []].insert(key)
        settings[rule.kind, default: [:]][name, default: [:]][key] = rule
      }
    }
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let rules = ClassRules(context.checked.rules)
    for rule in context.checked.rules where rule.kind != .featureSetting {
      guard rule.target != nil, let key = rule.key, let value = rule.value,
        let inherited = inherited(key, for: rule, context, rules),
        inherited.value == value
      else { continue }
      findings.append(
        finding(
          "'\(rule.settingText)' in '\(LintContext.describe(rule))' repeats the value it inherits",
          at: rule.range, notes: [inherited.note],
          fixIts: [context.removal(of: rule.range, rule.settingText)]))
    }
    return findings
  }

  private func inherited(
    _ key: SettingKey, for rule: CheckedRule, _ context: LintContext, _ rules: ClassRules
  ) -> Inherited? {
    if let ancestor = fromAncestors(key, rule, context, rules) { return ancestor }
    if case .scroll(let flag) = key {
      // A class rule's farther classes include the default layer's `scroll-view UIScrollView`.
      if !isIdentifier(rule) { return defaultScrollRule(key, context) }
      return below(.scrollIdentifierRule, flag, context, rules)
    }
    guard case .setting(let name) = key else { return nil }
    switch rule.kind {
    case .controller:
      return below(.controllerRule, name, context, rules)
    case .field:
      if isIdentifier(rule), classRuleSets(key, .field, rules) { return nil }
      return below(.fieldRule, name, context, rules)
    case .scrollView, .featureSetting, .classListEntry:
      return nil
    }
  }

  private func isIdentifier(_ rule: CheckedRule) -> Bool {
    if case .identifier? = rule.target { return true }
    return false
  }

  /// Whether any class-selected block of `kind` sets the setting.
  private func classRuleSets(_ key: SettingKey, _ kind: PolicyRule.Kind, _ rules: ClassRules)
    -> Bool
  {
    rules.setByKind[kind]?.contains(key) ?? false
  }

  /// The nearest rule of the same kind for a strict superclass of the rule's class.
  private func fromAncestors(
    _ key: SettingKey, _ rule: CheckedRule, _ context: LintContext, _ rules: ClassRules
  ) -> Inherited? {
    guard case .className(let name)? = rule.target, let byClass = rules.settings[rule.kind]
    else { return nil }
    // The nearest strict superclass with a rule setting it (the chain starts at the class).
    for ancestor in context.hierarchy.chain(of: name).dropFirst() {
      guard let best = byClass[ancestor]?[key] else { continue }
      guard let value = best.value else { return nil }
      return Inherited(
        value: value,
        note: Diagnostic.Note(
          message:
            "'\(LintContext.describe(best))' sets '\(best.settingText)' here",
          range: best.range))
    }
    return nil
  }

  /// The feature-level value (feature block, else default policy).
  private func feature(_ name: SettingName, _ context: LintContext) -> Inherited? {
    guard let found = context.featureValue(name) else { return nil }
    let note =
      found.setting.map { LintContext.note($0) }
      ?? Diagnostic.Note(message: "'\(name.rawValue)' is '\(found.value)' by default")
    return Inherited(value: found.value, note: note)
  }

  /// What a `field` or `controller` rule's setting gets without the rule: what lies below `rung`
  /// on the setting's ladder (`DecisionSetting.ladder`). Unknown (nil) when a rung below can set
  /// it for some field (a `controller` rule by class, a class list); else the feature's value.
  private func below(
    _ rung: PrecedenceRung, _ name: SettingName, _ context: LintContext, _ rules: ClassRules
  ) -> Inherited? {
    for lower in name.facts.rungs(below: rung) {
      switch lower {
      case .controllerRule:
        if classRuleSets(.setting(name), .controller, rules) { return nil }
      case .disableList, .enableList:
        guard let feature = name.switchFeature,
          context.entries(feature, lower == .disableList ? .disableIn : .enableIn).isEmpty
        else { return nil }
      case .featureSetting:
        return featureSetting(name, context)
      case .builtinExemption, .codeOnSearchBar, .code, .fieldRuleOnSearchBar, .fieldRule,
        .scrollIdentifierRule, .scrollClassRule:
        return nil
      }
    }
    return nil
  }

  /// What a `scroll-view "id"` rule's flag gets without the rule: what lies below `rung` on the
  /// flag's ladder (`ScrollSetting.ladder`). Unknown (nil) when a `scroll-view Class` rule of the
  /// policy sets it (for some scroll view); else the default layer's `scroll-view` rule, which
  /// every scroll view matches.
  private func below(
    _ rung: PrecedenceRung, _ flag: ScrollSetting, _ context: LintContext, _ rules: ClassRules
  ) -> Inherited? {
    for lower in flag.rungs(below: rung) {
      switch lower {
      case .scrollClassRule:
        if classRuleSets(.scroll(flag), .scrollView, rules) { return nil }
        if let fallback = defaultScrollRule(.scroll(flag), context) { return fallback }
      case .builtinExemption, .codeOnSearchBar, .code, .fieldRuleOnSearchBar, .fieldRule,
        .scrollIdentifierRule, .controllerRule, .disableList, .enableList, .featureSetting:
        // The built-in default is not inherited: after `extends none` a policy states its own
        // scroll view defaults (as the default layer itself does).
        return nil
      }
    }
    return nil
  }

  /// The default layer's `scroll-view` rule for the flag `key` (its `scroll-view UIScrollView`
  /// rule, every scroll view's), when the policy extends the default layer.
  private func defaultScrollRule(_ key: SettingKey, _ context: LintContext) -> Inherited? {
    guard
      let fallback = context.defaultLayer?.rules.last(where: {
        $0.kind == .scrollView && $0.key == key
      }), let value = fallback.value
    else { return nil }
    return Inherited(
      value: value,
      note: Diagnostic.Note(
        message: "the default policy gives every scroll view '\(fallback.settingText)'"))
  }

  /// The feature-setting rung: a switch's `enabled` (reached when no class list applies), a
  /// value's feature-level value, or the built-in default of a setting no feature block takes.
  private func featureSetting(_ name: SettingName, _ context: LintContext) -> Inherited? {
    if let feature = name.switchFeature {
      guard let enabled = context.enabled(feature) else { return nil }
      let note =
        enabled.setting.map { LintContext.note($0, " and no class list applies") }
        ?? Diagnostic.Note(
          message: "'\(feature.rawValue)' is '\(enabled.value)' and no class list applies")
      return Inherited(value: .bool(enabled.value), note: note)
    }
    let inFeatureBlock = SettingCatalogue.entries.contains {
      if case .feature = $0.block { $0.settingName == name } else { false }
    }
    guard !inFeatureBlock else { return feature(name, context) }
    return Inherited(
      value: name.facts.builtinDefault,
      note: Diagnostic.Note(
        message: "fields take part in previous/next unless a rule says otherwise"))
  }
}
