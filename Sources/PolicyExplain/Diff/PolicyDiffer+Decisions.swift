import PolicyLanguage

extension PolicyDiffer {
  /// A target either policy names, decided under each policy as a field with nothing else
  /// about it (a `UITextField` unless the target is a field class).
  enum Target: Hashable, Comparable {
    /// A text field no rule names: what feature settings and the default layer decide.
    case everyField
    /// A `UITextField` in a controller of this class (`controller C`, `enable in C`).
    case controller(String)
    /// A `UITextField` with this accessibility identifier (`field "name"`).
    case fieldName(String)
    /// A field of this class (`field C`).
    case fieldClass(String)
    /// A `UIScrollView` no rule names.
    case everyScrollView
    /// A scroll view of this class, or with this identifier (`scroll-view ...`).
    case scrollView(PolicyRule.Target)

    var words: String {
      switch self {
      case .everyField: "every field"
      case .controller(let name): "controller \(name)"
      case .fieldName(let name): "field \"\(name)\""
      case .fieldClass(let name): "field class \(name)"
      case .everyScrollView: "every scroll view"
      case .scrollView(let target): "scroll-view \(target.description)"
      }
    }

    static func < (a: Target, b: Target) -> Bool { (a.rank, a.words) < (b.rank, b.words) }

    private var rank: Int {
      switch self {
      case .everyField: 0
      case .controller: 1
      case .fieldClass: 2
      case .fieldName: 3
      case .everyScrollView: 4
      case .scrollView: 5
      }
    }
  }

  /// The diff of two compiled policies without screens: for every target either names (a
  /// controller class, a field name or class, a scroll view; every field and every scroll view
  /// too), the settings whose value or winning rule changes; and the classes added to or removed
  /// from `deep-containers` and `ignore-touches-in`.
  public static func decisions(old: Policy, new: Policy) -> PolicyDiff {
    var targets: Set<Target> = [.everyField, .everyScrollView]
    for policy in [old, new] {
      for rule in policy.rules where rule.layer == .user {
        if let target = Self.target(of: rule) { targets.insert(target) }
      }
    }
    var changes: [DiffChange] = []
    for target in targets.sorted() {
      let settings = settingChanges(target, old: old, new: new)
      if !settings.isEmpty {
        changes.append(
          DiffChange(scene: nil, subject: target.words, settings: settings, outcome: []))
      }
    }
    var compared = targets.count
    for (name, before, after) in [
      ("deep-containers", old.deepContainers, new.deepContainers),
      ("ignore-touches-in", old.ignoreTouchesIn, new.ignoreTouchesIn),
    ] {
      compared += 1
      let a = before.sorted()
      let b = after.sorted()
      guard a != b else { continue }
      changes.append(
        DiffChange(
          scene: nil, subject: "class list \(name)",
          settings: [
            SettingChange(
              setting: name, old: DiffSide(value: list(a), rule: name, location: nil),
              new: DiffSide(value: list(b), rule: name, location: nil))
          ], outcome: []))
    }
    return PolicyDiff(overScreens: false, changes: changes, compared: compared)
  }

  static func list(_ names: [String]) -> String {
    names.isEmpty ? "(none)" : names.joined(separator: ", ")
  }

  /// The target a rule names; nil for a feature setting (every field covers it) and the
  /// class lists that are not a decision (`deep-containers`, `ignore-touches-in`).
  static func target(of rule: PolicyRule) -> Target? {
    switch (rule.kind, rule.target) {
    case (.controller, .className(let name)?), (.controller, .identifier(let name)?):
      return .controller(name)
    case (.field, .identifier(let name)?): return .fieldName(name)
    case (.field, .className(let name)?): return .fieldClass(name)
    case (.scrollView, let target?): return .scrollView(target)
    case (.classListEntry, .className(let name)?):
      return rule.list == .enableIn || rule.list == .disableIn ? .controller(name) : nil
    default: return nil
    }
  }

  static func settingChanges(_ target: Target, old: Policy, new: Policy) -> [SettingChange] {
    switch target {
    case .everyScrollView, .scrollView:
      let before = old.decide(scrollView: scrollContext(target, old))
      let after = new.decide(scrollView: scrollContext(target, new))
      var result: [SettingChange] = []
      for (setting, a, b) in [
        (ScrollSetting.adjust, before.adjust, after.adjust),
        (.adjustInset, before.adjustInset, after.adjustInset),
        (.restoreOffset, before.restoreOffset, after.restoreOffset),
      ] where a.value != b.value || !sameRule(a.source, b.source) {
        result.append(
          SettingChange(
            setting: "scroll-view.\(setting.rawValue)",
            old: side(a.value ? "on" : "off", a.source), new: side(b.value ? "on" : "off", b.source)
          ))
      }
      return result
    default:
      let before = old.decide(for: fieldContext(target, old))
      let after = new.decide(for: fieldContext(target, new))
      var result: [SettingChange] = []
      for name in SettingName.allCases {
        let a = before[name]
        let b = after[name]
        guard a.value != b.value || !sameRule(a.source, b.source) else { continue }
        result.append(
          SettingChange(
            setting: name.rawValue, old: side(ExplainedValue(a.value).description, a.source),
            new: side(ExplainedValue(b.value).description, b.source)))
      }
      return result
    }
  }

  static func sameRule(_ a: ValueSource, _ b: ValueSource) -> Bool {
    a.kind == b.kind && a.step == b.step && a.rule == b.rule
  }

  static func side(_ value: String, _ source: ValueSource) -> DiffSide {
    DiffSide(
      value: value, rule: source.rule,
      location: source.location.map { "\($0.file):\($0.line):\($0.column)" })
  }

  static func fieldContext(_ target: Target, _ policy: Policy) -> FieldContext {
    let classes = policy.classHierarchy
    let textField = classes.chain(of: "UITextField")
    switch target {
    case .controller(let name):
      return FieldContext(classChain: textField, controllerChain: classes.chain(of: name))
    case .fieldName(let name): return FieldContext(identifier: name, classChain: textField)
    case .fieldClass(let name): return FieldContext(classChain: classes.chain(of: name))
    default: return FieldContext(classChain: textField)
    }
  }

  static func scrollContext(_ target: Target, _ policy: Policy) -> ScrollViewContext {
    let classes = policy.classHierarchy
    switch target {
    case .scrollView(.identifier(let name)):
      return ScrollViewContext(identifier: name, classChain: classes.chain(of: "UIScrollView"))
    case .scrollView(.className(let name)):
      return ScrollViewContext(classChain: classes.chain(of: name))
    default: return ScrollViewContext(classChain: classes.chain(of: "UIScrollView"))
    }
  }
}
