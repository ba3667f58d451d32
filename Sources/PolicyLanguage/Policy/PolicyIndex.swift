/// Hash tables over a policy's rules, so a decision costs one dictionary probe per class in a
/// class chain (and per identifier), never a scan of every rule.
///
/// Every table maps to rule positions in `Policy.rules`, in cascade order (default layer first,
/// then the user's policy, each in source order).
struct PolicyIndex: Sendable {
  /// A feature and one of its class lists.
  struct ListKey: Hashable, Sendable {
    var feature: Feature
    var list: ClassListKind
  }

  /// Feature-block settings, by the decision setting they feed.
  var featureSettings: [SettingName: [Int]] = [:]
  /// Class-list entries: feature and list → class name → rules.
  var lists: [ListKey: [String: [Int]]] = [:]
  /// `field "id"` settings: identifier → setting → rules.
  var fieldByIdentifier: [String: [SettingName: [Int]]] = [:]
  /// `field Class` settings: class → setting → rules.
  var fieldByClass: [String: [SettingName: [Int]]] = [:]
  /// `controller Class` settings: class → setting → rules.
  var controllerByClass: [String: [SettingName: [Int]]] = [:]
  /// `scroll-view "id"` flags.
  var scrollByIdentifier: [String: [ScrollSetting: [Int]]] = [:]
  /// `scroll-view Class` flags.
  var scrollByClass: [String: [ScrollSetting: [Int]]] = [:]

  /// Indexes `rules` (positions are array indices).
  init(rules: [PolicyRule]) {
    for (position, rule) in rules.enumerated() {
      switch rule.kind {
      case .classListEntry:
        guard let feature = rule.feature, let list = rule.list,
          case .className(let name)? = rule.target
        else {
          continue
        }
        lists[ListKey(feature: feature, list: list), default: [:]][name, default: []].append(
          position)
      case .featureSetting:
        guard let feature = rule.feature, let key = Self.settingKey(rule, in: .feature(feature))
        else { continue }
        featureSettings[key, default: []].append(position)
      case .controller:
        guard let key = Self.settingKey(rule, in: .controller),
          case .className(let name)? = rule.target
        else {
          continue
        }
        controllerByClass[name, default: [:]][key, default: []].append(position)
      case .field:
        guard let key = Self.settingKey(rule, in: .field) else { continue }
        switch rule.target {
        case .identifier(let id)?:
          fieldByIdentifier[id, default: [:]][key, default: []].append(position)
        case .className(let name)?:
          fieldByClass[name, default: [:]][key, default: []].append(position)
        case nil: continue
        }
      case .scrollView:
        guard let setting = rule.setting, let key = ScrollSetting(rawValue: setting) else {
          continue
        }
        switch rule.target {
        case .identifier(let id)?:
          scrollByIdentifier[id, default: [:]][key, default: []].append(position)
        case .className(let name)?:
          scrollByClass[name, default: [:]][key, default: []].append(position)
        case nil: continue
        }
      }
    }
  }

  private static func settingKey(_ rule: PolicyRule, in context: SettingSchema.Context)
    -> SettingName?
  {
    guard let setting = rule.setting, let entry = SettingSchema.entry(named: setting, in: context),
      case .setting(let name) = entry.key
    else { return nil }
    return name
  }
}
