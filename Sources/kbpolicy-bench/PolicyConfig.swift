import PolicyLanguage
import Foundation

/// A policy as plain data: what the generator produces, what the baseline evaluator reads, and
/// what `JSONDecoder` decodes for the parse baseline ("the same configuration written as JSON").
struct PolicyConfig: Codable, Equatable {
  struct ClassDeclaration: Codable, Equatable {
    var name: String
    var superclass: String
  }

  struct Feature: Codable, Equatable {
    var enabled: Bool?
    var distance: Double?
    var order: String?
    var placeholder: Bool?
    var previousNext: String?
    var disableIn: [String] = []
    var enableIn: [String] = []
    var deepContainers: [String] = []
    var ignoreTouchesIn: [String] = []
  }

  /// A `controller` or `field` rule: its target and the settings it makes.
  struct Rule: Codable, Equatable {
    /// `field "id"`.
    var identifier: String?
    /// `field Class` / `controller Class`.
    var className: String?
    var avoidance: Bool?
    var toolbar: Bool?
    var resignOnTouch: Bool?
    var distance: Double?
    var toolbarOrder: String?
    var skipInOrder: Bool?
  }

  var version = 1
  var comment: String?
  var classes: [ClassDeclaration] = []
  var avoidance = Feature()
  var toolbar = Feature()
  var resignOnTouch = Feature()
  var controllers: [Rule] = []
  var fields: [Rule] = []

  // MARK: - The default layer (rules/default.kbpolicy: IQKeyboardManager 8's defaults)

  /// What every policy is layered over, for the baseline evaluator.
  static let iqDefaults: PolicyConfig = {
    var config = PolicyConfig()
    config.avoidance = Feature(
      enabled: true, distance: 10,
      disableIn: ["UITableViewController", "UIInputViewController", "UIAlertController"])
    config.toolbar = Feature(
      enabled: false, order: "subviews", placeholder: true, previousNext: "auto",
      disableIn: ["UIAlertController", "UIInputViewController"],
      deepContainers: ["UITableView", "UICollectionView", "IQDeepResponderContainerView"])
    config.resignOnTouch = Feature(
      enabled: false, disableIn: ["UIAlertController", "UIInputViewController"],
      ignoreTouchesIn: ["UIControl", "UINavigationBar"])
    return config
  }()

  // MARK: - Policy text

  /// The configuration in the policy language.
  func policyText(commentEvery: Int = 0) -> String {
    var out = ""
    out.reserveCapacity(1 << 20)
    if let comment { out += "# \(comment)\n" }
    out += "version \(version)\n\n"
    for (i, declaration) in classes.enumerated() {
      if commentEvery > 0, i % commentEvery == 0 {
        out += "\n# classes \(i) to \(i + commentEvery - 1)\n"
      }
      out += "class \(declaration.name): \(declaration.superclass)\n"
    }
    func list(_ keyword: String, _ names: [String], into out: inout String) {
      var index = 0
      while index < names.count {
        let chunk = names[index..<min(index + 6, names.count)]
        out += "    \(keyword) \(chunk.joined(separator: ", "))\n"
        index += 6
      }
    }
    func feature(_ name: String, _ f: Feature) {
      out += "\n\(name) {\n"
      if let enabled = f.enabled { out += "    enabled = \(enabled)\n" }
      if let distance = f.distance { out += "    distance = \(PointsFormat.exact(distance))\n" }
      if let order = f.order { out += "    order = \(order)\n" }
      if let placeholder = f.placeholder { out += "    placeholder = \(placeholder)\n" }
      if let previousNext = f.previousNext { out += "    previous-next = \(previousNext)\n" }
      list("disable in", f.disableIn, into: &out)
      list("enable in", f.enableIn, into: &out)
      list("deep-containers", f.deepContainers, into: &out)
      list("ignore-touches-in", f.ignoreTouchesIn, into: &out)
      out += "}\n"
    }
    feature("avoidance", avoidance)
    feature("toolbar", toolbar)
    feature("resign-on-touch", resignOnTouch)
    for (i, rule) in controllers.enumerated() {
      if commentEvery > 0, i % commentEvery == 0 { out += "\n# controller rules \(i)...\n" }
      out += "\ncontroller \(rule.className ?? "UIViewController") {\n"
      settings(rule, into: &out, controller: true)
      out += "}\n"
    }
    for (i, rule) in fields.enumerated() {
      if commentEvery > 0, i % commentEvery == 0 { out += "\n# field rules \(i)...\n" }
      let target = rule.identifier.map { "\"\($0)\"" } ?? rule.className ?? "UITextField"
      out += "\nfield \(target) {\n"
      settings(rule, into: &out, controller: false)
      out += "}\n"
    }
    return out
  }

  private func settings(_ rule: Rule, into out: inout String, controller: Bool) {
    func mode(_ value: Bool) -> String { value ? "on" : "off" }
    if let value = rule.avoidance { out += "    avoidance = \(mode(value))\n" }
    if let value = rule.toolbar { out += "    toolbar = \(mode(value))\n" }
    if let value = rule.resignOnTouch { out += "    resign-on-touch = \(mode(value))\n" }
    if let value = rule.distance { out += "    distance = \(PointsFormat.exact(value))\n" }
    if let value = rule.toolbarOrder { out += "    toolbar.order = \(value)\n" }
    if let value = rule.skipInOrder { out += "    skip-in-order = \(value)\n" }
  }

  /// The configuration as JSON (the parse baseline's input).
  func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try! encoder.encode(self)
  }
}

// MARK: - Generation

/// Generates the benchmark's policies: families of view controllers eight classes deep.
enum PolicyGenerator {
  static let depth = 8
  static let orders = ["subviews", "tag", "position"]

  /// The class at `level` (0 = nearest UIKit) of family `family`.
  static func controllerClass(family: Int, level: Int) -> String {
    "Feature\(family)Screen\(level)ViewController"
  }

  /// A family's leaf class chain, nearest first, including UIKit's tail.
  static func controllerChain(family: Int) -> [String] {
    (0..<depth).reversed().map { controllerClass(family: family, level: $0) }
      + ["UIViewController", "UIResponder", "NSObject"]
  }

  static func fieldClass(_ index: Int) -> String { "Form\(index)TextField" }
  static func fieldChain(_ index: Int) -> [String] {
    [fieldClass(index), "UITextField", "UIControl", "UIView", "UIResponder", "NSObject"]
  }

  /// A policy with `families × 8` controller classes, every one of them in exactly one of the six
  /// enable/disable lists, plus `controllerRules` controller rules and `fieldRules` field rules
  /// (half by identifier, half by declared field class).
  static func policy(families: Int, controllerRules: Int, fieldRules: Int, seed: UInt64 = 42)
    -> PolicyConfig
  {
    var random = SplitMix64(seed: seed)
    var config = PolicyConfig()
    config.comment =
      "generated by kbpolicy-bench: \(families * depth) classes in lists, \(controllerRules + fieldRules) rules"
    for family in 0..<families {
      for level in 0..<depth {
        let superclass =
          level == 0 ? "UIViewController" : controllerClass(family: family, level: level - 1)
        config.classes.append(
          .init(name: controllerClass(family: family, level: level), superclass: superclass))
      }
    }
    let fieldClasses = (fieldRules + 1) / 2
    for index in 0..<fieldClasses {
      config.classes.append(.init(name: fieldClass(index), superclass: "UITextField"))
    }
    config.avoidance.enabled = true
    config.avoidance.distance = 12
    config.toolbar.enabled = true
    config.toolbar.order = "position"
    config.resignOnTouch.enabled = false
    // Every controller class in exactly one list; lists are scattered over families and levels.
    var slot = 0
    for family in 0..<families {
      for level in 0..<depth {
        let name = controllerClass(family: family, level: level)
        switch (slot &+ Int(random.next() % 3)) % 6 {
        case 0: config.avoidance.disableIn.append(name)
        case 1: config.avoidance.enableIn.append(name)
        case 2: config.toolbar.disableIn.append(name)
        case 3: config.toolbar.enableIn.append(name)
        case 4: config.resignOnTouch.disableIn.append(name)
        default: config.resignOnTouch.enableIn.append(name)
        }
        slot += 1
      }
    }
    for index in 0..<controllerRules {
      let family = index % families
      let level = Int(random.next() % UInt64(depth))
      config.controllers.append(
        .init(
          className: controllerClass(family: family, level: level),
          distance: Double(20 + index % 30),
          toolbarOrder: orders[index % 3]))
    }
    // Controller rules must not repeat a class (a repeated block is a warning, not what we measure).
    var seen: Set<String> = []
    config.controllers = config.controllers.filter { seen.insert($0.className!).inserted }
    for index in 0..<fieldRules {
      if index % 2 == 0 {
        config.fields.append(
          .init(
            identifier: "field-\(index / 2)", avoidance: index % 4 == 0,
            distance: Double(5 + index % 40)))
      } else {
        config.fields.append(
          .init(
            className: fieldClass(index / 2), toolbar: index % 3 != 0, resignOnTouch: true,
            distance: Double(8 + index % 25)))
      }
    }
    return config
  }

  /// A policy of at least `bytes` bytes of text, with the decide policy's shape.
  static func largePolicy(bytes: Int) -> (config: PolicyConfig, text: String) {
    var families = 100
    while true {
      let config = policy(families: families, controllerRules: families, fieldRules: families * 2)
      let text = config.policyText(commentEvery: 64)
      if text.utf8.count >= bytes { return (config, text) }
      families = families * bytes / max(text.utf8.count, 1) + 1
    }
  }
}
