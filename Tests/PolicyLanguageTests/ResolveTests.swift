import Testing
@testable import PolicyLanguage

/// `Policy.resolve(for:)` (values only) must give exactly the values of `Policy.decide(for:)`.
@Suite struct ResolveTests {
  struct Random: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
  }

  @Test func resolveMatchesDecideOverThePrecedenceTable() throws {
    for c in PrecedenceTableTests.cases {
      let policy = try #require(
        Policy.compile(SourceFile(path: "table.kbpolicy", text: PrecedenceTableTests.policyText(c)))
          .policy)
      let field = FieldContext(
        identifier: "email",
        classChain: ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"],
        controllerChain: [
          "FormViewController", "BaseFormViewController", "UIViewController", "UIResponder",
          "NSObject",
        ],
        isInsideAlertController: c.exempt)
      #expect(
        policy.resolve(for: field) == policy.decide(for: field).values, "\(c.testDescription)")
      // Partial chains (completed from the policy's hierarchy) too.
      let partial = FieldContext(
        identifier: c.exempt ? nil : "email", classChain: ["UITextField"],
        controllerChain: ["FormViewController"])
      #expect(
        policy.resolve(for: partial) == policy.decide(for: partial).values,
        "\(c.testDescription) partial")
    }
  }

  static let controllers = [
    "AC0", "AC1", "AC2", "AC3", "AC4", "AC5", "UIViewController", "UITableViewController",
    "UIAlertController", "UIInputViewController", "UINavigationController",
    "MyUIAlertControllerTextFieldViewController",
  ]
  static let fields = [
    "AF0", "AF1", "AF2", "AF3", "UITextField", "UITextView", "UISearchTextField", "UIControl",
    "UIView",
  ]
  static let identifiers = ["a", "b", "c", "d", "e"]

  static func randomPolicy(_ r: inout Random) -> String {
    var text = "version 1\n"
    if r.chance(20) { text += "extends none\n" }
    // App classes: controllers and fields with random (acyclic) superclasses.
    for (i, name) in ["AC0", "AC1", "AC2", "AC3", "AC4", "AC5"].enumerated() {
      let supers = Array(
        ["UIViewController", "UITableViewController", "UIAlertController"] + controllers.prefix(i))
      text += "class \(name): \(r.pick(supers))\n"
    }
    text += "class MyUIAlertControllerTextFieldViewController: UIViewController\n"
    for (i, name) in ["AF0", "AF1", "AF2", "AF3"].enumerated() {
      let supers = Array(["UITextField", "UITextView", "UISearchTextField"] + fields.prefix(i))
      text += "class \(name): \(r.pick(supers))\n"
    }
    func list(_ keyword: String) -> String {
      var used = Set<String>()
      let names = (0..<r.int(4)).map { _ in r.pick(controllers) }.filter {
        used.insert($0).inserted
      }
      return names.isEmpty ? "" : "  \(keyword) \(names.joined(separator: ", "))\n"
    }
    func bool() -> String { r.chance(50) ? "true" : "false" }
    func mode() -> String { r.chance(50) ? "on" : "off" }
    func number() -> String { r.pick(["0", "4", "12.5", "20", "36"]) }
    let orders = ["subviews", "tag", "position"]
    let modes = ["auto", "always", "never"]
    let keys = ["done", "go", "send", "emergency-call", "default"]
    if r.chance(80) {
      text += "avoidance {\n"
      if r.chance(60) { text += "  enabled = \(bool())\n" }
      if r.chance(50) { text += "  distance = \(number())\n" }
      text += list("enable in") + list("disable in") + "}\n"
    }
    if r.chance(80) {
      text += "toolbar {\n"
      if r.chance(60) { text += "  enabled = \(bool())\n" }
      if r.chance(40) { text += "  order = \(r.pick(orders))\n" }
      if r.chance(40) { text += "  placeholder = \(bool())\n" }
      if r.chance(40) { text += "  previous-next = \(r.pick(modes))\n" }
      if r.chance(40) { text += "  last-return-key = \(r.pick(keys))\n" }
      if r.chance(40) { text += "  dismiss-on-return = \(bool())\n" }
      text += list("enable in") + list("disable in") + "}\n"
    }
    if r.chance(80) {
      text += "resign-on-touch {\n"
      if r.chance(60) { text += "  enabled = \(bool())\n" }
      text += list("enable in") + list("disable in") + "}\n"
    }
    for _ in 0..<r.int(6) {
      var body = ""
      if r.chance(50) { body += "  distance = \(number())\n" }
      if r.chance(40) { body += "  toolbar.order = \(r.pick(orders))\n" }
      if r.chance(40) { body += "  toolbar.placeholder = \(bool())\n" }
      if r.chance(40) { body += "  toolbar.previous-next = \(r.pick(modes))\n" }
      if r.chance(30) { body += "  toolbar.last-return-key = \(r.pick(keys))\n" }
      if r.chance(30) { body += "  toolbar.dismiss-on-return = \(bool())\n" }
      if !body.isEmpty { text += "controller \(r.pick(controllers)) {\n\(body)}\n" }
    }
    for _ in 0..<r.int(8) {
      var body = ""
      if r.chance(40) { body += "  avoidance = \(mode())\n" }
      if r.chance(40) { body += "  toolbar = \(mode())\n" }
      if r.chance(40) { body += "  resign-on-touch = \(mode())\n" }
      if r.chance(40) { body += "  distance = \(number())\n" }
      if r.chance(30) { body += "  skip-in-order = \(bool())\n" }
      if r.chance(30) { body += "  toolbar.placeholder = \(bool())\n" }
      if r.chance(30) { body += "  toolbar.last-return-key = \(r.pick(keys))\n" }
      if r.chance(30) { body += "  toolbar.dismiss-on-return = \(bool())\n" }
      let selector = r.chance(40) ? "\"\(r.pick(identifiers))\"" : r.pick(fields + ["UISearchBar"])
      if !body.isEmpty { text += "field \(selector) {\n\(body)}\n" }
    }
    return text
  }

  static func randomContext(_ r: inout Random, _ hierarchy: ClassHierarchy) -> FieldContext {
    func chain(_ name: String) -> [String] {
      let full = hierarchy.chain(of: name)
      return r.chance(50) ? full : Array(full.prefix(1 + r.int(full.count)))
    }
    func opt<T>(_ value: @autoclosure () -> T) -> T? { r.chance(15) ? value() : nil }
    let code = CodeSettings(
      avoidance: opt(r.chance(50)), toolbar: opt(r.chance(50)), resignOnTouch: opt(r.chance(50)),
      distance: opt(Double(r.int(40))), skipInOrder: opt(r.chance(50)),
      placeholder: opt(r.chance(50)), lastReturnKey: opt(r.pick(ReturnKeyType.allCases)),
      dismissOnReturn: opt(r.chance(50)))
    let searchBar: SearchBarContext? =
      r.chance(20)
      ? SearchBarContext(
        identifier: r.chance(50) ? r.pick(identifiers) : nil, classChain: chain("UISearchBar"),
        codeDistance: r.chance(20) ? Double(r.int(30)) : nil)
      : nil
    return FieldContext(
      identifier: r.chance(70) ? r.pick(identifiers + ["zz"]) : nil,
      classChain: chain(r.pick(fields)),
      controllerChain: r.chance(90) ? chain(r.pick(controllers)) : [],
      code: code, searchBar: searchBar,
      isInsideAlertController: r.chance(5), isNavigationBarSearchField: r.chance(5))
  }

  @Test func resolveMatchesDecideOnRandomPolicies() throws {
    var r = Random(state: 0x6b62_706f_6c69_6379)
    var checked = 0
    var policies = 0
    while checked < 4_000 {
      let text = Self.randomPolicy(&r)
      guard let policy = Policy.compile(SourceFile(path: "random.kbpolicy", text: text)).policy
      else { continue }
      policies += 1
      for _ in 0..<10 {
        let context = Self.randomContext(&r, policy.classHierarchy)
        let resolved = policy.resolve(for: context)
        let full = policy.decide(for: context, provenance: .full)
        let decided = full.values
        #expect(resolved == decided, "policy:\n\(text)\ncontext: \(context)")
        // The evaluator's winner is the strongest of every candidate the losers' listing ranks
        // (two ways to the same answer: the compact tables, and every matching rule sorted).
        for name in SettingName.allCases {
          let ranked = policy.rankedCandidates(name, for: context)
          #expect(ranked.first?.source == full[name].source, "\(name)\n\(text)\n\(context)")
          #expect(ranked.first?.value == full[name].value, "\(name)\n\(text)\n\(context)")
          #expect(full[name].overridden.count == ranked.count - 1)
        }
        // Winners only: the same winners, no losers.
        let winners = policy.decide(for: context)
        let winnerSources = winners.settings.map { $0.source }
        let fullSources = full.settings.map { $0.source }
        #expect(winnerSources == fullSources)
        #expect(winners.settings.allSatisfy { $0.overridden.isEmpty })
        // Field order asks only this one setting, of every candidate field.
        #expect(policy.skipsInOrder(context) == decided.skipInOrder, "context: \(context)")
        if resolved != decided { return }
        checked += 1
      }
    }
    #expect(policies >= 200)
  }
}
