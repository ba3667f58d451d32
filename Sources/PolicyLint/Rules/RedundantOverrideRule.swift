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

  private static let scrollDefaults: [String: Bool] = [
    "adjust": true, "adjust-inset": true, "restore-offset": false,
  ]

  /// The settings of the class-selected rule blocks, gathered in one pass so each finding looks
  /// them up instead of scanning every block (a policy may hold tens of thousands of blocks).
  private struct ClassRules {
    /// Per kind: the setting keys any class-selected block sets.
    var setByKind: [RuleKind: Set<String>] = [:]
    /// Per kind, class name and setting key: the last such setting and its block (a later block
    /// of the same class wins, as in the policy).
    var settings: [RuleKind: [String: [String: (setting: SettingNode, block: RuleBlock)]]] = [:]

    init(_ blocks: [RuleBlock]) {
      for block in blocks {
        guard case .className(let name) = block.selector else { continue }
        for setting in block.settings {
          let key = ClassRules.key(setting.name)
          setByKind[block.kind, default: []].insert(key)
          settings[block.kind, default: [:]][name.name, default: [:]][key] = (setting, block)
        }
      }
    }

    /// One key for every spelling of a setting (see `LintValue.settingName`).
    static func key(_ settingName: String) -> String {
      LintValue.settingName(settingName)?.rawValue ?? settingName
    }
  }

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let rules = ClassRules(context.ruleBlocks)
    for block in context.ruleBlocks {
      for setting in block.settings {
        guard let value = LintValue.value(setting.value),
          let inherited = inherited(setting.name, for: block, context, rules),
          inherited.value == value
        else { continue }
        findings.append(
          finding(
            "'\(LintContext.describe(setting))' in '\(LintContext.describe(block))' repeats the value it inherits",
            at: setting.range, notes: [inherited.note],
            fixIts: [context.removal(of: setting.range, LintContext.describe(setting))]))
      }
    }
    return findings
  }

  private func inherited(
    _ settingName: String, for block: RuleBlock, _ context: LintContext, _ rules: ClassRules
  ) -> Inherited? {
    if block.kind == .scrollView {
      guard let fallback = Self.scrollDefaults[settingName] else { return nil }
      if let ancestor = fromAncestors(settingName, block, context, rules) { return ancestor }
      // After `extends none` a policy states its own scroll view defaults (as the default layer
      // itself does); only the default layer makes IQ's values "inherited".
      guard context.extendsDefault else { return nil }
      let defaultValue = Inherited(
        value: .bool(fallback),
        note: Diagnostic.Note(
          message:
            "the default policy gives every scroll view '\(settingName) = \(fallback ? "on" : "off")'"
        ))
      return classRuleSets(settingName, .scrollView, rules) && isIdentifier(block)
        ? nil : defaultValue
    }
    guard let name = LintValue.settingName(settingName) else { return nil }
    if let ancestor = fromAncestors(settingName, block, context, rules) { return ancestor }
    switch block.kind {
    case .controller:
      return below(.controllerRule, name, context, rules)
    case .field:
      if isIdentifier(block), classRuleSets(settingName, .field, rules) { return nil }
      return below(.fieldRule, name, context, rules)
    case .scrollView:
      return nil
    }
  }

  private func isIdentifier(_ block: RuleBlock) -> Bool {
    if case .identifier = block.selector { return true }
    return false
  }

  /// Whether any class-selected block of `kind` sets the setting.
  private func classRuleSets(_ settingName: String, _ kind: RuleKind, _ rules: ClassRules) -> Bool {
    rules.setByKind[kind]?.contains(ClassRules.key(settingName)) ?? false
  }

  /// The nearest rule of the same kind for a strict superclass of the block's class.
  private func fromAncestors(
    _ settingName: String, _ block: RuleBlock, _ context: LintContext, _ rules: ClassRules
  ) -> Inherited? {
    guard case .className(let name) = block.selector,
      let byClass = rules.settings[block.kind]
    else { return nil }
    let key = ClassRules.key(settingName)
    // The nearest strict superclass with a rule setting it (the chain starts at the class).
    var found: (setting: SettingNode, block: RuleBlock)?
    for ancestor in context.hierarchy.chain(of: name.name).dropFirst() {
      if let setting = byClass[ancestor]?[key] {
        found = setting
        break
      }
    }
    guard let best = found, let value = LintValue.value(best.setting.value) else { return nil }
    return Inherited(
      value: value,
      note: Diagnostic.Note(
        message:
          "'\(LintContext.describe(best.block))' sets '\(LintContext.describe(best.setting))' here",
        range: best.setting.range))
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
        if classRuleSets(name.rawValue, .controller, rules) { return nil }
      case .disableList, .enableList:
        guard let feature = name.switchFeature,
          context.entries(feature, lower == .disableList ? .disableIn : .enableIn).isEmpty
        else { return nil }
      case .featureSetting:
        return featureSetting(name, context)
      case .builtinExemption, .codeOnSearchBar, .code, .fieldRuleOnSearchBar, .fieldRule:
        return nil
      }
    }
    return nil
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
