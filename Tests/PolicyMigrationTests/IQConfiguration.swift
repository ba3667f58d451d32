import PolicyLanguage
import TestSupport

/// A generated IQKeyboardManager configuration (launch settings, class-list changes, per-screen
/// toggles, per-view settings), its Swift source in one IQ version's spelling, and IQ's own
/// decision for a field, computed from IQ's rules directly (not from a policy).
struct IQConfiguration {
  enum Switch: CaseIterable { case avoidance, toolbar, resign }
  enum Value: Equatable { case bool(Bool), number(Double), word(String) }
  enum Setting: Hashable { case on(Switch), distance, order, previousNext, placeholder }

  struct Controller {
    var name: String
    var superclass: String
    /// Settings set in `viewWillAppear` (restored in `viewWillDisappear` when `restores`).
    var toggles: [(Setting, Value)] = []
    var restores = true
    /// How the lifecycle reaches the toggles: directly, through a method of the screen, or
    /// through a static helper of another type (one level, as real apps wrap IQ).
    var helper: Helper = .none
  }

  enum Helper: CaseIterable { case none, method, staticHelper }

  struct Field {
    var id: String
    var distance: Double?
    var avoidance: Bool?
    var resign: Bool?
    var skip: Bool?
    var hidePlaceholder: Bool?
  }

  enum ListOperation {
    case add([String]), remove([String]), assign([String]), removeAll
  }

  var version: Int
  var controllers: [Controller] = []
  var launch: [(Setting, Value)] = []
  var lists: [(list: String, operation: ListOperation)] = []
  var fields: [Field] = []

  static let switchLists: [Switch: (disabled: String, enabled: String)] = [
    .avoidance: ("disabledDistanceHandlingClasses", "enabledDistanceHandlingClasses"),
    .toolbar: ("disabledToolbarClasses", "enabledToolbarClasses"),
    .resign: ("disabledTouchResignedClasses", "enabledTouchResignedClasses"),
  ]

  // MARK: - Generation

  static func generate(_ random: inout SeededRandom) -> IQConfiguration {
    var config = IQConfiguration(version: [6, 7, 8][random.below(3)])
    let count = random.int(2...7)
    for index in 0..<count {
      let roots = ["UIViewController", "UITableViewController", "UICollectionViewController"]
      let superclass =
        index > 0 && random.below(2) == 0
        ? config.controllers[random.below(index)].name : roots[random.below(roots.count)]
      config.controllers.append(
        Controller(name: "Screen\(index)ViewController", superclass: superclass))
    }
    for setting in allSettings where random.below(2) == 0 {
      config.launch.append((setting, randomValue(setting, &random)))
    }
    for _ in 0..<random.below(4) {
      let lists = switchLists.values.flatMap { [$0.disabled, $0.enabled] }.sorted()
      let list = lists[random.below(lists.count)]
      let names = config.controllers.map(\.name) + ["UITableViewController", "UIAlertController"]
      let chosen = (0..<random.int(1...2)).map { _ in names[random.below(names.count)] }
      let operations: [ListOperation] = [
        .add(chosen), .add(chosen), .remove(chosen), .assign(chosen), .removeAll,
      ]
      config.lists.append((list, operations[random.below(operations.count)]))
    }
    for index in config.controllers.indices where random.below(2) == 0 {
      let setting = allSettings[random.below(allSettings.count)]
      let value = randomValue(setting, &random)
      // A subclass turning a switch on that a superclass turns off is a documented difference
      // (IQ: the subclass wins; the policy: `disable in` wins): not generated.
      if case .on = setting, value == .bool(true),
        config.ancestors(of: config.controllers[index].name).contains(where: { ancestor in
          config.controllers.first { $0.name == ancestor }?.toggles.contains {
            $0.0 == setting && $0.1 == .bool(false)
          } ?? false
        })
      {
        continue
      }
      config.controllers[index].toggles.append((setting, value))
      config.controllers[index].restores = random.below(3) > 0
      config.controllers[index].helper = Helper.allCases[random.below(Helper.allCases.count)]
    }
    for index in 0..<random.int(0...4) {
      var field = Field(id: "field-\(index)")
      if random.below(2) == 0 { field.distance = Double(random.int(0...80)) }
      if random.below(3) == 0 { field.avoidance = random.below(2) == 0 }
      if random.below(3) == 0 { field.resign = random.below(2) == 0 }
      if random.below(3) == 0 { field.skip = random.below(2) == 0 }
      if random.below(3) == 0 { field.hidePlaceholder = random.below(2) == 0 }
      config.fields.append(field)
    }
    return config
  }

  static let allSettings: [Setting] = [
    .on(.avoidance), .on(.toolbar), .on(.resign), .distance, .order, .previousNext, .placeholder,
  ]

  static func randomValue(_ setting: Setting, _ random: inout SeededRandom) -> Value {
    switch setting {
    case .on, .placeholder: return .bool(random.below(2) == 0)
    case .distance: return .number(Double(random.int(0...60)))
    case .order: return .word(["bySubviews", "byTag", "byPosition"][random.below(3)])
    case .previousNext: return .word(["default", "alwaysHide", "alwaysShow"][random.below(3)])
    }
  }

  func ancestors(of name: String) -> [String] {
    var result: [String] = []
    var current = name
    while let next = controllers.first(where: { $0.name == current })?.superclass
      ?? UIKitClasses.superclass[current],
      result.count < 50
    {
      result.append(next)
      current = next
    }
    return result
  }

  func chain(of name: String) -> [String] { [name] + ancestors(of: name) }
}
