import Testing
@testable import PolicyLanguage

@Suite struct DecisionTests {
  static let text = """
    version 1
    class BaseFormViewController: UIViewController
    class CheckoutViewController: BaseFormViewController
    class EmailField: UITextField
    avoidance {
        distance = 12
    }
    toolbar {
        order = tag
    }
    controller BaseFormViewController {
        distance = 16
        toolbar.order = position
    }
    controller CheckoutViewController {
        distance = 20
    }
    field UITextField { distance = 30 }
    field EmailField { distance = 32 }
    field "email" { distance = 40 }
    field UITextField { skip-in-order = true }
    field UITextField { skip-in-order = false }
    field UISearchBar { distance = 50 }
    scroll-view UITableView { adjust-inset = off }
    scroll-view "feed" { adjust-inset = on }
    """

  static let policy: Policy? = Policy.compile(SourceFile(path: "app.kbpolicy", text: text)).policy

  let fieldChain = ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"]
  let emailChain = ["EmailField", "UITextField", "UIControl", "UIView", "UIResponder", "NSObject"]
  let checkout = [
    "CheckoutViewController", "BaseFormViewController", "UIViewController", "UIResponder",
    "NSObject",
  ]

  private func policy() throws -> Policy { try #require(Self.policy) }

  @Test func compilesWithOnlyTheDuplicateBlockWarning() {
    let result = Policy.compile(SourceFile(path: "app.kbpolicy", text: Self.text))
    #expect(result.diagnostics.map(\.code) == ["W003", "W003"])
  }

  @Test func identifierBeatsClassAndNearestClassWins() throws {
    let policy = try policy()
    let byIdentifier = policy.decide(
      for: FieldContext(identifier: "email", classChain: emailChain), provenance: .full)[.distance]
    #expect(byIdentifier.value == .number(40))
    #expect(byIdentifier.source.step == .fieldRule)
    #expect(byIdentifier.source.rule == "field \"email\" { distance = 40 }")
    #expect(
      byIdentifier.overridden.map(\.reason).prefix(2) == [
        "an identifier rule beats a class rule", "an identifier rule beats a class rule",
      ])
    let byClass = policy.decide(
      for: FieldContext(identifier: "other", classChain: emailChain), provenance: .full)[
        .distance]
    #expect(byClass.value == .number(32))
    #expect(
      byClass.overridden.first?.reason
        == "'field EmailField' names a nearer class in the field's class chain")
  }

  @Test func tieGoesToTheLaterRule() throws {
    let skip = try policy().decide(for: FieldContext(classChain: fieldChain), provenance: .full)[
      .skipInOrder]
    #expect(skip.value == .bool(false))
    #expect(skip.source.location?.line == 22)
    #expect(skip.overridden.first?.reason == "a later rule wins a tie")
  }

  @Test func valuesCascadeFromCodeToDefaultLayer() throws {
    let policy = try policy()
    let inCode = FieldContext(classChain: fieldChain, code: CodeSettings(distance: 5))
    let code = policy.decide(for: inCode, provenance: .full)[.distance]
    #expect(code.value == .number(5))
    #expect(code.source.kind == .code)
    #expect(code.overridden.first?.reason == "a setting made in code beats every policy rule")

    // No field rule: a UITextView is not a UITextField.
    let textView = ["UITextView", "UIScrollView", "UIView", "UIResponder", "NSObject"]
    let controller = policy.decide(
      for: FieldContext(classChain: textView, controllerChain: checkout), provenance: .full)[
        .distance]
    #expect(controller.value == .number(20))
    #expect(controller.source.step == .controllerRule)
    #expect(controller.overridden.map(\.value) == [.number(16), .number(12), .number(10)])
    #expect(
      controller.overridden[0].reason
        == "'controller CheckoutViewController' names a nearer class in the controller's chain")
    #expect(
      controller.overridden[1].reason
        == "a matching 'controller' rule beats the feature block's setting")
    #expect(
      controller.overridden[2].reason
        == "a matching 'controller' rule beats the feature block's setting")

    let feature = policy.decide(for: FieldContext(classChain: textView), provenance: .full)[
      .distance]
    #expect(feature.value == .number(12))
    #expect(feature.source.kind == .rule)
    #expect(feature.overridden.first?.reason == "the policy overrides the default layer")
    #expect(feature.overridden.first?.source.kind == .default)
    #expect(feature.overridden.first?.source.location?.file == Policy.defaultPolicyPath)
  }

  @Test func controllerChainsArePartialAndCompleted() throws {
    let order = try policy().decide(
      for: FieldContext(classChain: fieldChain, controllerChain: ["CheckoutViewController"]),
      provenance: .full)
    #expect(order.values.order == .position)
    #expect(
      order[.toolbarOrder].source.rule
        == "controller BaseFormViewController { toolbar.order = position }")
  }

  @Test func defaultLayerIsAttributedToItsLine() throws {
    let policy = try policy()
    let previousNext = policy.decide(for: FieldContext(classChain: fieldChain), provenance: .full)[
      .toolbarPreviousNext]
    #expect(previousNext.value == .previousNext(.auto))
    #expect(previousNext.source.kind == .default)
    let location = try #require(previousNext.source.location)
    #expect(location.file == "rules/default.kbpolicy")
    #expect(Policy.defaultSource.lineText(location.line).contains("previous-next = auto"))
    #expect(location.column == 3)
  }

  @Test func tableViewControllerIsDisabledByTheDefaultLayer() throws {
    let decision = try policy().decide(
      for: FieldContext(classChain: fieldChain, controllerChain: ["UITableViewController"]),
      provenance: .full)
    #expect(decision.values.avoidance == false)
    #expect(decision[.avoidance].source.kind == .default)
    #expect(decision[.avoidance].source.step == .disableList)
    #expect(decision[.avoidance].source.rule == "avoidance { disable in UITableViewController }")
  }

  @Test func searchBarTakesTheSearchBarsDistance() throws {
    let policy = try policy()
    let searchChain = [
      "UISearchTextField", "UITextField", "UIControl", "UIView", "UIResponder", "NSObject",
    ]
    let withRule = policy.decide(
      for: FieldContext(
        identifier: "email", classChain: searchChain,
        searchBar: SearchBarContext(classChain: ["UISearchBar"])), provenance: .full)
    #expect(withRule[.distance].value == .number(50))
    #expect(
      withRule[.distance].overridden.first?.reason
        == "a field in a search bar takes the search bar's distance")
    let withCode = policy.decide(
      for: FieldContext(
        classChain: searchChain, code: CodeSettings(distance: 7),
        searchBar: SearchBarContext(classChain: ["UISearchBar"], codeDistance: 3)),
      provenance: .full)
    #expect(withCode[.distance].value == .number(3))
    #expect(withCode[.distance].source.kind == .code)
    #expect(withCode[.distance].overridden.first?.value == .number(7))
    #expect(
      withCode[.distance].overridden.first?.reason
        == "a field in a search bar takes the search bar's distance")
  }

  @Test(arguments: [
    FieldContext(classChain: ["UITextField"], isInsideAlertController: true),
    FieldContext(
      classChain: ["UITextField"],
      controllerChain: ["_UIAlertControllerTextFieldViewController", "UIViewController"]),
    FieldContext(classChain: ["UISearchTextField"], isNavigationBarSearchField: true),
  ])
  func builtinExemptionsBeatCode(field: FieldContext) throws {
    var field = field
    field.code = CodeSettings(avoidance: true, toolbar: true, resignOnTouch: true)
    let decision = try policy().decide(for: field, provenance: .full)
    #expect(decision.values.avoidance == false)
    #expect(decision.values.toolbar == false)
    #expect(decision[.avoidance].source.kind == .builtin)
    #expect(decision[.avoidance].source.location == nil)
    #expect(decision[.avoidance].overridden.first?.source.kind == .code)
    // Resign-on-touch is not exempted: the code setting wins.
    #expect(decision.values.resignOnTouch == true)
    #expect(decision[.resignOnTouch].source.kind == .code)
  }

  @Test func everySettingIsResolvedInOrder() throws {
    let decision = try policy().decide(for: FieldContext(classChain: []), provenance: .full)
    #expect(decision.settings.map(\.name) == SettingName.allCases)
    #expect(decision.values.placeholder == true)
    #expect(decision.values.skipInOrder == false)
    #expect(decision[.skipInOrder].source.kind == .builtin)
  }

  @Test func scrollViews() throws {
    let policy = try policy()
    let table = ["UITableView", "UIScrollView", "UIView", "UIResponder", "NSObject"]
    let plain = policy.decide(scrollView: ScrollViewContext(classChain: table), provenance: .full)
    #expect(plain.adjust.value == true)
    #expect(plain.adjust.source.kind == .default)
    #expect(plain.adjustInset.value == false)
    #expect(plain.adjustInset.source.rule == "scroll-view UITableView { adjust-inset = off }")
    #expect(
      plain.adjustInset.overridden.first?.reason
        == "'scroll-view UITableView' names a nearer class in the scroll view's chain")
    #expect(plain.restoreOffset.value == false)

    let feed = policy.decide(
      scrollView: ScrollViewContext(identifier: "feed", classChain: table), provenance: .full)
    #expect(feed.adjustInset.value == true)
    #expect(feed.adjustInset.overridden.first?.reason == "an identifier rule beats a class rule")

    let coded = policy.decide(
      scrollView: ScrollViewContext(
        identifier: "feed", classChain: table, code: ScrollViewCodeSettings(restoreOffset: true)))
    #expect(coded.restoreOffset.value == true)
    #expect(coded.restoreOffset.source.kind == .code)
    #expect(coded.restoreOffset.source.rule == "restoreContentOffset = true set in code")
  }

  @Test func scrollViewRulesActAtTheirOwnStep() throws {
    let policy = try policy()
    let table = ["UITableView", "UIScrollView", "UIView", "UIResponder", "NSObject"]
    let plain = policy.decide(scrollView: ScrollViewContext(classChain: table), provenance: .full)
    // A class rule (the policy's, the default layer's) and an identifier rule alike.
    #expect(plain.adjustInset.source.step == .scrollViewRule)
    #expect(plain.adjust.source.step == .scrollViewRule)
    #expect(plain.adjustInset.overridden.allSatisfy { $0.lostTo == .scrollViewRule })
    #expect(
      plain.adjustInset.overridden.last?.reason
        == "a matching 'scroll-view' rule beats the built-in default")
    let feed = policy.decide(
      scrollView: ScrollViewContext(identifier: "feed", classChain: table), provenance: .full)
    #expect(feed.adjustInset.source.step == .scrollViewRule)
    // Code beats them; the built-in default acts at the feature-setting step.
    let coded = policy.decide(
      scrollView: ScrollViewContext(
        classChain: table, code: ScrollViewCodeSettings(adjustInset: true)),
      provenance: .full)
    #expect(coded.adjustInset.source.step == .code)
    #expect(coded.adjustInset.overridden.map(\.source.step).first == .scrollViewRule)
    let bare = try #require(
      Policy.compile(SourceFile(path: "bare", text: "version 1\nextends none\n")).policy)
    let builtin = bare.decide(scrollView: ScrollViewContext(classChain: table))
    #expect(builtin.adjust.source.step == .featureSetting)
    #expect(PrecedenceStep.scrollViewRule.name == "scroll-view-rule")
  }

  @Test func withoutTheDefaultLayerBuiltinDefaultsApply() throws {
    let text = "version 1\nextends none\n"
    let policy = try #require(Policy.compile(SourceFile(path: "bare", text: text)).policy)
    #expect(policy.rules.isEmpty)
    #expect(policy.includesDefaultLayer == false)
    #expect(policy.deepContainers.isEmpty)
    let decision = policy.decide(
      for: FieldContext(classChain: ["UITextField"], controllerChain: ["UITableViewController"]),
      provenance: .full)
    #expect(decision.values.avoidance == true)
    #expect(decision[.avoidance].source.kind == .builtin)
    #expect(decision[.avoidance].source.step == .featureSetting)
    #expect(decision.values.distance == 10)
    let scroll = policy.decide(scrollView: ScrollViewContext(classChain: ["UIScrollView"]))
    #expect(scroll.adjust.value == true)
    #expect(scroll.adjust.source.kind == .builtin)

    let optedOut = Policy.compile(
      SourceFile(path: "x", text: "version 1\n"),
      options: CompileOptions(includesDefaultLayer: false))
    #expect(optedOut.policy?.rules.isEmpty == true)
  }
}
