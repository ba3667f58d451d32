import TestSupport
import Testing

@testable import PolicyLanguage

/// `Policy.decide(scrollView:)` finds each flag's winner from the compact tables; the losers'
/// listing ranks every matching candidate. Two ways to the same answer, over generated policies.
@Suite struct ScrollViewDecisionTests {
  static let flags: [ScrollSetting] = [.adjust, .adjustInset, .restoreOffset]
  static let appClasses = ["S0", "S1", "S2", "S3", "S4"]
  static let kitClasses = [
    "UIScrollView", "UITableView", "UICollectionView", "UITextView", "UIView",
  ]
  static let identifiers = ["a", "b", "c", "UITableView"]

  /// A policy with declared scroll-view classes (acyclic chains up to five deep), repeated
  /// selectors (ties: the later rule wins), identifier rules, sometimes without the default layer.
  static func randomPolicy(_ r: inout SeededRandom) -> String {
    var text = "version 1\n"
    if r.chance(20) { text += "extends none\n" }
    for (i, name) in appClasses.enumerated() {
      text += "class \(name): \(r.pick(kitClasses + Array(appClasses.prefix(i))))\n"
    }
    let names = ["adjust", "adjust-inset", "restore-offset"]
    for _ in 0..<r.below(12) {
      var body = ""
      for name in names where r.chance(45) {
        body += "  \(name) = \(r.chance(50) ? "on" : "off")\n"
      }
      let selector =
        r.chance(35) ? "\"\(r.pick(identifiers))\"" : r.pick(appClasses + kitClasses)
      if !body.isEmpty { text += "scroll-view \(selector) {\n\(body)}\n" }
    }
    return text
  }

  /// A scroll view: a full chain, or a partial one the policy completes (or a class it does not
  /// know), an identifier that rules name or not, flags set in code sometimes.
  static func randomContext(_ r: inout SeededRandom, _ hierarchy: ClassHierarchy)
    -> ScrollViewContext
  {
    let full = hierarchy.chain(of: r.pick(appClasses + kitClasses + ["UnknownScroll"]))
    let chain = r.chance(50) ? full : Array(full.prefix(1 + r.below(full.count)))
    func flag() -> Bool? { r.chance(15) ? r.chance(50) : nil }
    return ScrollViewContext(
      identifier: r.chance(70) ? r.pick(identifiers + ["zz"]) : nil, classChain: chain,
      code: ScrollViewCodeSettings(adjust: flag(), adjustInset: flag(), restoreOffset: flag()))
  }

  static func setting(_ decision: ScrollViewDecision, _ flag: ScrollSetting)
    -> ResolvedScrollSetting
  {
    switch flag {
    case .adjust: decision.adjust
    case .adjustInset: decision.adjustInset
    case .restoreOffset: decision.restoreOffset
    }
  }

  @Test func theTablesWinnerIsTheStrongestRankedCandidate() throws {
    var r = SeededRandom(seed: 0x5C20_11F1_A65)
    var checked = 0
    var policies = 0
    var fromRules = 0
    var fromCode = 0
    var ties = 0
    while checked < 3_000 {
      let text = Self.randomPolicy(&r)
      let policy = try #require(
        Policy.compile(SourceFile(path: "scroll.kbpolicy", text: text)).policy, "\(text)")
      policies += 1
      for _ in 0..<10 {
        let context = Self.randomContext(&r, policy.classHierarchy)
        let winners = policy.decide(scrollView: context)
        let full = policy.decide(scrollView: context, provenance: .full)
        for flag in Self.flags {
          let ranked = policy.rankedScrollCandidates(flag, for: context)
          let fast = Self.setting(winners, flag)
          let listed = Self.setting(full, flag)
          let note = "\(flag)\n\(text)\ncontext: \(context)"
          #expect(ranked.first?.source == fast.source, "\(note)")
          #expect(ranked.first?.value == .bool(fast.value), "\(note)")
          // Winners only: no losers; with provenance: the same winner, every other candidate.
          #expect(fast.overridden.isEmpty)
          #expect(listed.source == fast.source && listed.value == fast.value, "\(note)")
          #expect(
            listed.overridden.map(\.source) == ranked.dropFirst().map(\.source), "\(note)")
          switch fast.source.step {
          case .code: fromCode += 1
          case .scrollViewRule: fromRules += 1
          default: break
          }
          // A tie: another rule of the winner's tier lost to it (the later rule won).
          if ranked.count > 1, ranked[0].position >= 0, ranked[1].position >= 0,
            ranked[0].tier == ranked[1].tier
          {
            ties += 1
          }
        }
        checked += 1
      }
    }
    #expect(policies >= 200)
    // The generated cases reach every branch: code settings, rules, ties between rules.
    #expect(fromCode > 100 && fromRules > 1_000 && ties > 100, "\(fromCode) \(fromRules) \(ties)")
  }

  @Test func anIdentifierRuleBeatsTheNearestClassAndTheLaterRuleWinsATie() throws {
    let text = """
      version 1
      class FeedTable: UITableView
      scroll-view UIScrollView { restore-offset = on }
      scroll-view FeedTable { adjust = off }
      scroll-view "feed" { adjust = on }
      scroll-view FeedTable { adjust-inset = off }
      scroll-view FeedTable { adjust-inset = on }
      """
    let policy = try #require(
      Policy.compile(SourceFile(path: "scroll.kbpolicy", text: text)).policy)
    let decision = policy.decide(
      scrollView: ScrollViewContext(identifier: "feed", classChain: ["FeedTable"]))
    #expect(decision.adjust.value == true)
    #expect(decision.adjust.source.rule == "scroll-view \"feed\" { adjust = on }")
    #expect(decision.adjustInset.value == true)
    #expect(decision.adjustInset.source.location?.line == 7)
    // Found through the partial chain: FeedTable → UITableView → UIScrollView.
    #expect(decision.restoreOffset.value == true)
    #expect(decision.restoreOffset.source.step == .scrollViewRule)
    let coded = policy.decide(
      scrollView: ScrollViewContext(
        identifier: "feed", classChain: ["FeedTable"],
        code: ScrollViewCodeSettings(adjust: false)),
      provenance: .full)
    #expect(coded.adjust.value == false)
    #expect(coded.adjust.source.rule == "ignoreScrollingAdjustment = true set in code")
    // The losers: the identifier rule, then the class rules nearest first (the default layer's
    // among them), then the built-in default; each lost to the code setting.
    let losers = coded.adjust.overridden
    #expect(losers.first?.source.rule == "scroll-view \"feed\" { adjust = on }")
    #expect(losers.dropFirst().first?.source.rule == "scroll-view FeedTable { adjust = off }")
    #expect(losers.last?.source.kind == .builtin)
    #expect(
      losers.allSatisfy {
        $0.lostTo == .code && $0.reason == "a setting made in code beats every policy rule"
      })
  }
}
