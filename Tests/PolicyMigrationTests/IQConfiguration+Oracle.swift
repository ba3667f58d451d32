import PolicyLanguage

/// IQ's own rules, written from IQKeyboardManager's behaviour (`privateIsEnabled` and friends),
/// not from the policy: what IQ decides for a field on a screen, shown straight after launch.
extension IQConfiguration {
  /// IQ's own list entries for the version (up to 6 without `UIInputViewController`).
  func iqDefault(_ list: String) -> [String] {
    let modern = version >= 7
    switch list {
    case "disabledDistanceHandlingClasses":
      return ["UITableViewController", "UIAlertController"]
        + (modern ? ["UIInputViewController"] : [])
    case "disabledToolbarClasses", "disabledTouchResignedClasses":
      return ["UIAlertController"] + (modern ? ["UIInputViewController"] : [])
    default:
      return []
    }
  }

  /// Each list after the launch code's changes.
  var finalLists: [String: [String]] {
    var result: [String: [String]] = [:]
    for (list, operation) in lists {
      var entries = result[list] ?? iqDefault(list)
      switch operation {
      case .add(let names): for name in names where !entries.contains(name) { entries.append(name) }
      case .remove(let names): entries.removeAll { names.contains($0) }
      case .assign(let names): entries = names
      case .removeAll: entries = []
      }
      result[list] = entries
    }
    return result
  }

  /// The value a screen's `viewWillAppear` leaves (the most derived class sets it last), else
  /// the launch value or IQ's default.
  func current(_ setting: Setting, chain: [String]) -> Value {
    for name in chain {
      if let toggle = controllers.first(where: { $0.name == name })?.toggles.last(where: {
        $0.0 == setting
      }) {
        return toggle.1
      }
    }
    return outside(setting)
  }

  /// What IQ decides for the field `field` (nil: a field without per-view settings) whose view
  /// controller's class chain is `chain`.
  func decide(field: Field?, chain: [String]) -> ResolvedValuesSubset {
    let lists = finalLists
    func listed(_ name: String) -> Bool {
      let entries = lists[name] ?? iqDefault(name)
      return chain.contains { entries.contains($0) }
    }
    func on(_ s: Switch, perView: Bool?) -> Bool {
      if let perView { return perView }
      guard case .bool(var enabled) = current(.on(s), chain: chain) else { return false }
      let (disabled, enabledList) = Self.switchLists[s]!
      if !enabled, listed(enabledList) { enabled = true }
      if enabled, listed(disabled) { enabled = false }
      return enabled
    }
    guard case .number(let distance) = current(.distance, chain: chain),
      case .word(let order) = current(.order, chain: chain),
      case .word(let arrows) = current(.previousNext, chain: chain),
      case .bool(let placeholder) = current(.placeholder, chain: chain)
    else { fatalError("generated values have their kinds") }
    return ResolvedValuesSubset(
      avoidance: on(.avoidance, perView: field?.avoidance),
      toolbar: on(.toolbar, perView: nil),
      resignOnTouch: on(.resign, perView: field?.resign),
      distance: field?.distance ?? distance,
      order: ["bySubviews": "subviews", "byTag": "tag", "byPosition": "position"][order]!,
      previousNext: ["default": "auto", "alwaysHide": "never", "alwaysShow": "always"][arrows]!,
      placeholder: field?.hidePlaceholder.map { !$0 } ?? placeholder,
      skipInOrder: field?.skip ?? false)
  }
}

/// The settings compared.
struct ResolvedValuesSubset: Equatable, CustomStringConvertible {
  var avoidance: Bool
  var toolbar: Bool
  var resignOnTouch: Bool
  var distance: Double
  var order: String
  var previousNext: String
  var placeholder: Bool
  var skipInOrder: Bool

  init(
    avoidance: Bool, toolbar: Bool, resignOnTouch: Bool, distance: Double, order: String,
    previousNext: String, placeholder: Bool, skipInOrder: Bool
  ) {
    self.avoidance = avoidance
    self.toolbar = toolbar
    self.resignOnTouch = resignOnTouch
    self.distance = distance
    self.order = order
    self.previousNext = previousNext
    self.placeholder = placeholder
    self.skipInOrder = skipInOrder
  }

  init(_ values: ResolvedValues) {
    self.init(
      avoidance: values.avoidance, toolbar: values.toolbar, resignOnTouch: values.resignOnTouch,
      distance: values.distance, order: values.order.rawValue,
      previousNext: values.previousNext.rawValue, placeholder: values.placeholder,
      skipInOrder: values.skipInOrder)
  }

  var description: String {
    "avoidance \(avoidance) toolbar \(toolbar) resign \(resignOnTouch) distance \(distance) order \(order) arrows \(previousNext) placeholder \(placeholder) skip \(skipInOrder)"
  }
}
