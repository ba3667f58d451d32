import Foundation
import Testing
@testable import PolicyLanguage

/// `rules/`: the embedded default policy and the shipped examples.
@Suite struct ShippedRulesTests {
  static let rulesDirectory = Fixtures.repository.appendingPathComponent("rules")

  /// Every `.kbpolicy` file below `rules/`, relative to the repository.
  static let files: [String] = {
    let enumerator = FileManager.default.enumerator(atPath: rulesDirectory.path)
    var found: [String] = []
    while let item = enumerator?.nextObject() as? String {
      if item.hasSuffix(".kbpolicy") { found.append("rules/\(item)") }
    }
    return found.sorted()
  }()

  @Test func embeddedTextMatchesRulesFile() throws {
    let data = try Data(contentsOf: Self.rulesDirectory.appendingPathComponent("default.kbpolicy"))
    #expect(
      Array(data) == Array(DefaultPolicy.text.utf8),
      "run scripts/generate-default-policy.sh to regenerate Sources/PolicyLanguage/Compiler/DefaultPolicy.swift"
    )
  }

  @Test func theShippedFilesAreThere() {
    for name in [
      "rules/default.kbpolicy", "rules/examples/checkout.kbpolicy", "rules/examples/chat.kbpolicy",
    ] {
      #expect(Self.files.contains(name))
    }
  }

  @Test(arguments: files)
  func compilesWithoutDiagnostics(path: String) throws {
    let text = try String(
      contentsOf: Fixtures.repository.appendingPathComponent(path), encoding: .utf8)
    let result = Policy.compile(SourceFile(path: path, text: text))
    #expect(
      result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.range.start): \($0.message)" })"
    )
    #expect(result.policy != nil)
  }

  @Test func everyCodeLineOfTheDefaultPolicyIsCommented() {
    for (index, line) in DefaultPolicy.text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), trimmed != "}" else { continue }
      #expect(trimmed.contains("#"), "line \(index + 1) has no comment: \(trimmed)")
    }
  }

  @Test func defaultLayerStatesIQKeyboardManager8Defaults() throws {
    let policy = try #require(Policy.compile(SourceFile(path: "x", text: "version 1\n")).policy)
    #expect(policy.includesDefaultLayer)
    #expect(
      policy.deepContainers == ["UITableView", "UICollectionView", "IQDeepResponderContainerView"])
    #expect(policy.ignoreTouchesIn == ["UIControl", "UINavigationBar"])
    #expect(
      policy.rules.allSatisfy {
        $0.layer == .default && $0.location.file == Policy.defaultPolicyPath
      })
    let decision = policy.decide(
      for: FieldContext(classChain: ["UITextField"], controllerChain: ["UIViewController"]))
    #expect(decision.values.avoidance == true)
    #expect(decision.values.toolbar == false)
    #expect(decision.values.resignOnTouch == false)
    #expect(decision.values.distance == 10)
    #expect(decision.values.order == .subviews)
    #expect(decision.values.placeholder == true)
    #expect(decision.values.previousNext == .auto)
    for setting in [SettingName.avoidance, .toolbar, .resignOnTouch, .distance, .toolbarOrder] {
      #expect(decision[setting].source.kind == .default)
    }
    let disabled: [(Feature, [String])] = [
      // IQ's three, then the one deliberate addition: SwiftUI's hosts move their own fields.
      (
        .avoidance,
        [
          "UITableViewController", "UIInputViewController", "UIAlertController",
          "UIHostingController",
        ]
      ),
      (.toolbar, ["UIAlertController", "UIInputViewController"]),
      (.resignOnTouch, ["UIAlertController", "UIInputViewController"]),
    ]
    for (feature, classes) in disabled {
      let listed = policy.rules.filter { $0.feature == feature && $0.list == .disableIn }.compactMap
      { rule -> String? in
        if case .className(let name)? = rule.target { return name }
        return nil
      }
      #expect(listed == classes)
    }
  }

  @Test func checkoutExampleDecisions() throws {
    let path = "rules/examples/checkout.kbpolicy"
    let text = try String(
      contentsOf: Fixtures.repository.appendingPathComponent(path), encoding: .utf8)
    let policy = try #require(Policy.compile(SourceFile(path: path, text: text)).policy)
    let field = ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"]
    let email = policy.decide(
      for: FieldContext(
        identifier: "email", classChain: field, controllerChain: ["CheckoutViewController"]))
    #expect(email.values.distance == 20)
    #expect(email.values.order == .position)
    #expect(email.values.toolbar == true)
    #expect(email.values.resignOnTouch == true)
    let promo = policy.decide(
      for: FieldContext(
        identifier: "promo-code", classChain: ["PromoCodeField"],
        controllerChain: ["CheckoutViewController"]))
    #expect(promo.values.distance == 40)
    let address = policy.decide(
      for: FieldContext(
        identifier: "postcode", classChain: field, controllerChain: ["AddressViewController"]))
    #expect(address.values.distance == 16)
    #expect(address.values.order == .subviews)
    let table = policy.decide(
      scrollView: ScrollViewContext(identifier: "checkout-table", classChain: ["UITableView"]))
    #expect(table.restoreOffset.value == true)
  }

  @Test func chatExampleDecisions() throws {
    let path = "rules/examples/chat.kbpolicy"
    let text = try String(
      contentsOf: Fixtures.repository.appendingPathComponent(path), encoding: .utf8)
    let policy = try #require(Policy.compile(SourceFile(path: path, text: text)).policy)
    let textView = ["UITextView", "UIScrollView", "UIView", "UIResponder", "NSObject"]
    let message = policy.decide(
      for: FieldContext(
        identifier: "message", classChain: textView, controllerChain: ["ChatViewController"]))
    #expect(message.values.avoidance == false)
    let other = policy.decide(
      for: FieldContext(classChain: ["UITextField"], controllerChain: ["ChatViewController"]))
    #expect(other.values.avoidance == false)
    #expect(other[.avoidance].source.step == .disableList)
    let bio = policy.decide(
      for: FieldContext(
        identifier: "bio", classChain: textView, controllerChain: ["SignUpViewController"]))
    #expect(bio.values.distance == 30)
    #expect(bio.values.order == .position)
    #expect(bio.values.toolbar == true)
    #expect(bio[.toolbar].source.step == .enableList)
    let name = policy.decide(
      for: FieldContext(
        identifier: "name", classChain: ["UITextField"], controllerChain: ["SignUpViewController"]))
    #expect(name.values.distance == 10)
  }
}
