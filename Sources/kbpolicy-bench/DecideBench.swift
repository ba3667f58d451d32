import PolicyLanguage

/// The settings the decide benchmark compares between `Policy.decide` and the baseline.
struct DecidedValues: Equatable, CustomStringConvertible {
  var avoidance: Bool
  var toolbar: Bool
  var resignOnTouch: Bool
  var distance: Double
  var order: String

  init(avoidance: Bool, toolbar: Bool, resignOnTouch: Bool, distance: Double, order: String) {
    self.avoidance = avoidance
    self.toolbar = toolbar
    self.resignOnTouch = resignOnTouch
    self.distance = distance
    self.order = order
  }

  init(_ values: ResolvedValues) {
    self.init(
      avoidance: values.avoidance, toolbar: values.toolbar, resignOnTouch: values.resignOnTouch,
      distance: values.distance, order: values.order.rawValue)
  }

  init(_ decision: Decision) { self.init(decision.values) }

  var description: String {
    "avoidance \(avoidance) toolbar \(toolbar) resign \(resignOnTouch) distance \(distance) order \(order)"
  }
}

/// The baseline: what IQKeyboardManager does, written straightforwardly. Every decision scans
/// every list entry with an is-kind-of test (the class chain searched for the entry), and every
/// rule, keeping the most specific match.
struct IQStyleEvaluator {
  struct Lists {
    var disable: [String] = []
    var enable: [String] = []
    var enabled = false
  }

  var avoidance = Lists()
  var toolbar = Lists()
  var resignOnTouch = Lists()
  var distance = 10.0
  var order = "subviews"
  var fieldRules: [PolicyConfig.Rule] = []
  var controllerRules: [PolicyConfig.Rule] = []

  /// Layers in cascade order (the defaults first).
  init(layers: [PolicyConfig]) {
    for layer in layers {
      func merge(_ lists: inout Lists, _ feature: PolicyConfig.Feature) {
        lists.disable += feature.disableIn
        lists.enable += feature.enableIn
        if let enabled = feature.enabled { lists.enabled = enabled }
      }
      merge(&avoidance, layer.avoidance)
      merge(&toolbar, layer.toolbar)
      merge(&resignOnTouch, layer.resignOnTouch)
      if let value = layer.avoidance.distance { distance = value }
      if let value = layer.toolbar.order { order = value }
      fieldRules += layer.fields
      controllerRules += layer.controllers
    }
  }

  /// `isKind(of:)`: the object's class chain contains the class.
  @inline(__always) static func isKind(_ chain: [String], of className: String) -> Bool {
    chain.contains(className)
  }

  static func switchValue(_ lists: Lists, controller chain: [String]) -> Bool {
    for entry in lists.disable where isKind(chain, of: entry) { return false }
    for entry in lists.enable where isKind(chain, of: entry) { return true }
    return lists.enabled
  }

  /// The most specific rule setting `keyPath`: identifier beats class, nearer class beats farther,
  /// later beats earlier.
  static func mostSpecific<T>(
    _ rules: [PolicyConfig.Rule], _ keyPath: KeyPath<PolicyConfig.Rule, T?>, identifier: String?,
    chain: [String]
  ) -> T? {
    var best: (tier: Int, value: T)?
    for rule in rules {
      guard let value = rule[keyPath: keyPath] else { continue }
      var tier: Int?
      if let id = rule.identifier, id == identifier {
        tier = 0
      } else if let name = rule.className, let depth = chain.firstIndex(of: name) {
        tier = depth + 1
      }
      guard let tier else { continue }
      if best == nil || tier <= best!.tier { best = (tier, value) }
    }
    return best?.value
  }

  func decide(_ field: FieldContext) -> DecidedValues {
    let id = field.identifier
    let fieldChain = field.classChain
    let controller = field.controllerChain
    let avoidanceValue =
      Self.mostSpecific(fieldRules, \.avoidance, identifier: id, chain: fieldChain)
      ?? Self.switchValue(avoidance, controller: controller)
    let toolbarValue =
      Self.mostSpecific(fieldRules, \.toolbar, identifier: id, chain: fieldChain)
      ?? Self.switchValue(toolbar, controller: controller)
    let resignValue =
      Self.mostSpecific(fieldRules, \.resignOnTouch, identifier: id, chain: fieldChain)
      ?? Self.switchValue(resignOnTouch, controller: controller)
    let distanceValue =
      Self.mostSpecific(fieldRules, \.distance, identifier: id, chain: fieldChain)
      ?? Self.mostSpecific(controllerRules, \.distance, identifier: nil, chain: controller)
      ?? distance
    let orderValue =
      Self.mostSpecific(controllerRules, \.toolbarOrder, identifier: nil, chain: controller)
      ?? order
    return DecidedValues(
      avoidance: avoidanceValue, toolbar: toolbarValue, resignOnTouch: resignValue,
      distance: distanceValue,
      order: orderValue)
  }
}

/// decide: 1,000 classes in the lists, 200 field + controller rules, controllers 8 classes deep.
enum DecideBench {
  static func run(quick: Bool) -> [BenchRow] {
    let config = PolicyGenerator.policy(families: 125, controllerRules: 100, fieldRules: 100)
    let text = config.policyText()
    let result = Policy.compile(SourceFile(path: "decide-bench.kbpolicy", text: text))
    guard let policy = result.policy else {
      let errors = result.diagnostics.filter { $0.severity == .error }
      progress(
        "decide: the generated policy does not compile (\(errors.count) errors), first: \(errors.first.map { "\($0.range.start): \($0.message)" } ?? "-")"
      )
      return [BenchRow(section: "decide", name: "policy does not compile", value: .nan, unit: "ns")]
    }
    let listed = [config.avoidance, config.toolbar, config.resignOnTouch].reduce(0) {
      $0 + $1.disableIn.count + $1.enableIn.count
    }
    progress(
      "decide: \(listed) classes in lists, \(config.controllers.count + config.fields.count) rules, \(text.utf8.count) bytes"
    )

    // 256 focused fields: a random leaf controller (8 app classes + UIKit's), a declared field class
    // or plain UITextField, an identifier that a rule names half of the time.
    var random = SplitMix64(seed: 7)
    let families = 125
    let queries: [FieldContext] = (0..<256).map { i in
      let family = Int(random.next() % UInt64(families))
      let fieldIndex = Int(random.next() % 60)
      let chain =
        i % 3 == 0
        ? ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"]
        : PolicyGenerator.fieldChain(fieldIndex)
      let identifier = i % 2 == 0 ? "field-\(random.next() % 60)" : "other-\(i)"
      return FieldContext(
        identifier: identifier, classChain: chain,
        controllerChain: PolicyGenerator.controllerChain(family: family))
    }
    let baseline = IQStyleEvaluator(layers: [PolicyConfig.iqDefaults, config])

    // Ours must agree with the baseline on every decision, or the comparison means nothing.
    func disagreements(_ name: String, _ ours: (FieldContext) -> DecidedValues) -> Int {
      var count = 0
      for query in queries {
        let mine = ours(query)
        let theirs = baseline.decide(query)
        if mine != theirs {
          if count == 0 {
            progress(
              "decide: \(name) disagrees for \(query.identifier ?? "-") in \(query.controllerChain[0]):\n  policy   \(mine)\n  baseline \(theirs)"
            )
          }
          count += 1
        }
      }
      if count > 0 {
        progress("decide: \(count) of \(queries.count) \(name) decisions differ from the baseline")
      }
      return count
    }
    let resolveDisagreements = disagreements("resolve") { DecidedValues(policy.resolve(for: $0)) }
    let decideDisagreements = disagreements("decide") { DecidedValues(policy.decide(for: $0)) }

    let rounds = quick ? 4 : 40
    let repetitions = quick ? 7 : 31
    let perDecision = Double(rounds * queries.count)
    let resolveTime =
      Bench.median(repetitions: repetitions) {
        for _ in 0..<rounds { for query in queries { blackHole(policy.resolve(for: query)) } }
      } / perDecision
    let decideTime =
      Bench.median(repetitions: repetitions) {
        for _ in 0..<rounds { for query in queries { blackHole(policy.decide(for: query)) } }
      } / perDecision
    let fullTime =
      Bench.median(repetitions: repetitions) {
        for _ in 0..<rounds {
          for query in queries { blackHole(policy.decide(for: query, provenance: .full)) }
        }
      } / perDecision
    let theirs =
      Bench.median(repetitions: repetitions) {
        for _ in 0..<rounds { for query in queries { blackHole(baseline.decide(query)) } }
      } / perDecision
    let ns = resolveTime * 1e9
    let decideNs = decideTime * 1e9
    let fullNs = fullTime * 1e9
    let baseNs = theirs * 1e9
    return [
      BenchRow(
        section: "decide",
        name:
          "Policy.resolve (values, what the engine asks per event), 1,000 listed classes, 200 rules, chains 8 deep"
          + (resolveDisagreements > 0 ? " (\(resolveDisagreements) DISAGREE)" : ""),
        value: ns, unit: "ns", baselineName: "IQ-style linear scan (values)", baseline: baseNs,
        ratio: baseNs / ns,
        goal: "< 1000 ns and >= 20x",
        met: ns < 1000 && baseNs / ns >= 20 && resolveDisagreements == 0),
      BenchRow(
        section: "decide",
        name:
          "Policy.decide (values + winning sources: rule, step, file:line:column), same policy and fields"
          + (decideDisagreements > 0 ? " (\(decideDisagreements) DISAGREE)" : ""),
        value: decideNs, unit: "ns", baselineName: "IQ-style linear scan (values)",
        baseline: baseNs, ratio: baseNs / decideNs,
        goal: "< 2000 ns", met: decideNs < 2000 && decideDisagreements == 0),
      BenchRow(
        section: "decide",
        name:
          "Policy.decide(provenance: .full) (winners + every loser with its reason, what explain asks)",
        value: fullNs, unit: "ns", baselineName: "IQ-style linear scan (values)",
        baseline: baseNs, ratio: baseNs / fullNs),
    ]
  }
}
