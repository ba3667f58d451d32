import SceneModel
import PolicyLanguage

/// Everything a rule may look at for one policy file: the tree as written, the compiled policy
/// (when it compiled), the scenes given with `--scene`, and facts derived from them (the class
/// hierarchy, each feature's effective `enabled`, class lists including the default layer).
struct LintContext: Sendable {
  /// The file's text.
  let source: SourceFile
  /// The syntax tree.
  let file: PolicyFile
  /// The compiled policy, when the file compiled without errors.
  let policy: Policy?
  /// What the file means, as the compiler checked it (the rules with errors left out): settings
  /// are found here by `SettingKey` and read as typed values, never by their names' text; class
  /// uses and repeated list entries are the compiler's records, rendered by lint's rules.
  let checked: CheckedPolicy
  /// The scenes to check selectors against (may be empty).
  let scenes: [Scene]
  /// UIKit's classes, the policy's `class` declarations and the scenes' classes.
  let hierarchy: ClassHierarchy
  /// False when the policy says `extends none`.
  let extendsDefault: Bool
  /// The feature blocks, in source order.
  let featureBlocks: [FeatureBlock]
  /// The selector blocks, in source order.
  let ruleBlocks: [RuleBlock]
  /// Class names the scenes define (their `classes` and the classes of their views and
  /// controllers) and the classes given beside them (`--classes`, `--sources`): what lint knows
  /// beyond the compiler.
  let sceneClassNames: Set<String>
  /// The SwiftUI screens something declares: the scenes' controllers' `screen` and the app's
  /// code's `.keyboardPolicyScreen` calls.
  let declaredScreens: Set<String>
  /// The SwiftUI field names and accessibility identifiers the scenes' views have
  /// (`policyName`, `accessibilityIdentifier`) and the app's code gives.
  let declaredFieldNames: Set<String>
  /// The names the app's code gives (`--sources`), if code was given.
  let sourceNames: SourceNames?

  /// Builds the context; without `checked`, the compiler checks `file` here.
  init(
    source: SourceFile, file: PolicyFile, policy: Policy?, scenes: [Scene],
    classes: [String: String] = [:], checked: CheckedPolicy? = nil,
    sourceNames: SourceNames? = nil
  ) {
    self.source = source
    self.file = file
    self.policy = policy
    self.checked = checked ?? Policy.checked(file)
    self.scenes = scenes
    var features: [FeatureBlock] = []
    var rules: [RuleBlock] = []
    var extendsDefault = true
    for statement in file.statements {
      switch statement {
      case .feature(let block): features.append(block)
      case .rule(let block): rules.append(block)
      case .extends(let node): extendsDefault = node.target.name != "none"
      case .version, .classDeclaration: break
      }
    }
    featureBlocks = features
    ruleBlocks = rules
    self.extendsDefault = extendsDefault
    var hierarchy = ClassHierarchy()
    var sceneNames: Set<String> = Set(classes.keys)
    var screens = sourceNames?.screens ?? []
    var fieldNames = sourceNames?.fields ?? []
    self.sourceNames = sourceNames
    hierarchy.merge(classes)
    for scene in scenes {
      hierarchy.merge(scene.classes)
      sceneNames.formUnion(scene.classes.keys)
      for controller in scene.controllers {
        sceneNames.insert(controller.className)
        if let screen = controller.screen { screens.insert(screen) }
      }
      var stack = scene.views
      while let view = stack.popLast() {
        sceneNames.insert(view.className)
        if let name = view.policyName { fieldNames.insert(name) }
        if let name = view.accessibilityIdentifier { fieldNames.insert(name) }
        stack.append(contentsOf: view.subviews)
      }
    }
    // The file's own declarations as the compiler checked them (first of each name, UIKit's
    // names left out); the app's code's classes are among `classes` already.
    var declared: [String: String] = [:]
    for declaration in self.checked.classes where declaration.range != nil {
      declared[declaration.name] = declaration.superclass
    }
    hierarchy.merge(declared)
    self.hierarchy = hierarchy
    sceneClassNames = sceneNames
    declaredScreens = screens
    declaredFieldNames = fieldNames
    var featureSettings: [SettingKey: CheckedRule] = [:]
    for rule in self.checked.rules where rule.kind == .featureSetting {
      if let key = rule.key { featureSettings[key] = rule }  // the last one written wins
    }
    self.featureSettings = featureSettings
    listEntries = [:]
    var entries: [ListKey: [ListEntry]] = [:]
    for feature in Feature.allCases {
      for kind in ClassListKind.allCases {
        entries[ListKey(feature: feature, kind: kind)] = allEntries(feature, kind)
      }
    }
    listEntries = entries
  }

  /// A feature's class list of one kind.
  struct ListKey: Hashable {
    var feature: Feature
    var kind: ClassListKind
  }

  /// The feature-level settings of the file by key (the last one written), found once.
  private let featureSettings: [SettingKey: CheckedRule]
  /// `entries(_:_:)` for every feature and list kind, found once.
  private var listEntries: [ListKey: [ListEntry]]
  /// The default layer's feature-level settings by key.
  private static let defaultFeatureSettings: [SettingKey: CheckedRule] = {
    var result: [SettingKey: CheckedRule] = [:]
    for rule in Policy.defaultChecked.rules where rule.kind == .featureSetting {
      if let key = rule.key { result[key] = rule }
    }
    return result
  }()

  /// The feature-level setting that sets `key`: the file's, else the default layer's (unless
  /// the file says `extends none`).
  private func featureSetting(_ key: SettingKey) -> CheckedRule? {
    featureSettings[key] ?? (extendsDefault ? Self.defaultFeatureSettings[key] : nil)
  }

  // MARK: - Checked settings

  /// The file's checked settings that set `key`, in source order (feature and rule blocks).
  func checkedSettings(_ key: SettingKey) -> [CheckedRule] {
    checked.rules.filter { $0.key == key }
  }

  // MARK: - Features

  /// The blocks of one feature (normally one; duplicates are a compile error).
  func blocks(_ feature: Feature) -> [FeatureBlock] {
    featureBlocks.filter { $0.feature == feature }
  }

  /// The feature's class lists of `kind` as written, in source order (`remove ...` lists, which
  /// add nothing, are not among them: see `removed(_:_:)`).
  func lists(_ feature: Feature, _ kind: ClassListKind) -> [ClassListNode] {
    blocks(feature).flatMap { block in
      block.items.compactMap { item -> ClassListNode? in
        if case .classList(let node) = item, node.kind == kind, !node.removes { return node }
        return nil
      }
    }
  }

  /// The class names the policy takes out of the default layer's list (`remove disable in A`).
  func removed(_ feature: Feature, _ kind: ClassListKind) -> Set<String> {
    Set(checked.removals.lazy.filter { $0.feature == feature && $0.list == kind }.map(\.name))
  }

  /// The layer under the file (`rules/default.kbpolicy`, as the compiler checked it); nil when
  /// the file says `extends none`.
  var defaultLayer: CheckedPolicy? { extendsDefault ? Policy.defaultChecked : nil }

  /// The feature's effective `enabled`: the policy's setting, else the default layer's (a rule in
  /// `rules/default.kbpolicy`); nil when it cannot be known (`extends none` without a setting).
  func enabled(_ feature: Feature) -> (value: Bool, setting: CheckedRule?)? {
    let key = SettingKey.setting(feature.switchSetting)
    guard let rule = featureSetting(key),
      case .bool(let value)? = rule.value
    else { return nil }
    return (value, rule)
  }

  /// The feature-level value of a setting: the feature block's, else the default layer's (a rule
  /// in `rules/default.kbpolicy`).
  /// A feature's switch (`enabled`) is `enabled(_:)`'s, not a feature value: nil for it.
  func featureValue(_ name: SettingName) -> (value: SettingValue, setting: CheckedRule?)? {
    guard name.switchFeature == nil else { return nil }
    let key = SettingKey.setting(name)
    guard let rule = featureSetting(key),
      let value = rule.value
    else { return nil }
    return (value, rule)
  }

  /// Every entry of the feature's lists of `kind`: the policy's, then the default layer's (unless
  /// the policy says `extends none`).
  func entries(_ feature: Feature, _ kind: ClassListKind) -> [ListEntry] {
    listEntries[ListKey(feature: feature, kind: kind)] ?? []
  }

  /// `entries(_:_:)` worked out (once per context, in `init`).
  private func allEntries(_ feature: Feature, _ kind: ClassListKind) -> [ListEntry] {
    var result = lists(feature, kind).flatMap { list in
      list.classes.map { ListEntry(name: $0.name, range: $0.range, list: list) }
    }
    if let defaultLayer {
      let removed = removed(feature, kind)
      result += defaultLayer.entries(feature, kind).filter { !removed.contains($0.name) }.map {
        ListEntry(name: $0.name, range: $0.range, list: nil)
      }
    }
    return result
  }

  // MARK: - Classes

  /// Every known class name, sorted: UIKit's, the policy's and the scenes'.
  var knownClassNames: [String] {
    Set(UIKitClasses.allNames).union(hierarchy.custom.keys).union(sceneClassNames).sorted()
  }

  /// Whether `name` is a view controller (true), a view (false) or unknown (nil).
  func isViewController(_ name: String) -> Bool? {
    let chain = hierarchy.chain(of: name)
    if chain.contains("UIViewController") { return true }
    if chain.contains("UIView") { return false }
    return nil
  }

  /// Whether a controller of class `name` gets IQKeyboardManager's built-in alert exemption.
  func isAlertController(_ name: String) -> Bool {
    hierarchy.chain(of: name).contains {
      BuiltinExemption.exempts(controllerClass: $0, in: hierarchy)
    }
  }
}
