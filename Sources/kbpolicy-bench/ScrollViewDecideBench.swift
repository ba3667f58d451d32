import PolicyLanguage

/// decide, scroll views: what the engine asks for every scroll view around the focused field
/// (`Policy.decide(scrollView:)`), under a policy with 300 `scroll-view` rules (class rules along
/// declared chains, identifier rules, repeated selectors so ties go to the later rule).
enum ScrollViewDecideBench {
  /// The policy: 40 declared scroll-view classes in chains up to 4 deep over UIKit's scroll views,
  /// 200 class rules and 100 identifier rules.
  static func policyText() -> String {
    var random = SplitMix64(seed: 11)
    let bases = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]
    var text = "version 1\n"
    for i in 0..<40 {
      // Each class extends a UIKit scroll view or an earlier class (chains up to 4 deep).
      let superclass =
        i < 4 || random.next() % 3 == 0
        ? bases[Int(random.next() % 4)] : "Scroll\(Int(random.next() % UInt64(i)))"
      text += "class Scroll\(i): \(superclass)\n"
    }
    let flags = ["adjust", "adjust-inset", "restore-offset"]
    func body() -> String {
      let flag = flags[Int(random.next() % 3)]
      return "\(flag) = \(random.next() % 2 == 0 ? "on" : "off")"
    }
    for i in 0..<200 {
      let target = i % 5 == 0 ? bases[i / 5 % 4] : "Scroll\(Int(random.next() % 40))"
      text += "scroll-view \(target) { \(body()) }\n"
    }
    for _ in 0..<100 {
      text += "scroll-view \"list-\(random.next() % 60)\" { \(body()) }\n"
    }
    return text
  }

  /// 256 scroll views: a declared class (full chain or the class alone) or a UIKit one, an
  /// identifier a rule names half of the time, a flag set in code one time in eight.
  static func contexts(_ policy: Policy) -> [ScrollViewContext] {
    var random = SplitMix64(seed: 13)
    let hierarchy = policy.classHierarchy
    return (0..<256).map { i in
      let name =
        i % 4 == 0
        ? ["UITableView", "UICollectionView", "UIScrollView"][i / 4 % 3]
        : "Scroll\(Int(random.next() % 40))"
      let chain = i % 3 == 0 ? [name] : hierarchy.chain(of: name)
      var code = ScrollViewCodeSettings()
      if random.next() % 8 == 0 { code.restoreOffset = random.next() % 2 == 0 }
      return ScrollViewContext(
        identifier: i % 2 == 0 ? "list-\(random.next() % 60)" : "other-\(i)", classChain: chain,
        code: code)
    }
  }

  static func run(quick: Bool) -> [BenchRow] {
    guard
      let policy = Policy.compile(SourceFile(path: "scroll-bench.kbpolicy", text: policyText()))
        .policy
    else {
      progress("decide: the generated scroll-view policy does not compile")
      return [
        BenchRow(
          section: "decide", name: "scroll-view policy does not compile", value: .nan, unit: "ns")
      ]
    }
    let queries = contexts(policy)
    let rounds = quick ? 4 : 40
    let repetitions = quick ? 7 : 31
    /// Nanoseconds per decision: `decide` over every query, `rounds` times, the median run.
    func nanoseconds(_ decide: (ScrollViewContext) -> ScrollViewDecision) -> Double {
      let seconds = Bench.median(repetitions: repetitions) {
        for _ in 0..<rounds { for query in queries { blackHole(decide(query)) } }
      }
      return seconds / Double(rounds * queries.count) * 1e9
    }
    let ns = nanoseconds { policy.decide(scrollView: $0) }
    let fullNs = nanoseconds { policy.decide(scrollView: $0, provenance: .full) }
    return [
      BenchRow(
        section: "decide",
        name:
          "Policy.decide(scrollView:) (winners, what the engine asks per scroll view), 300 scroll-view rules, chains to 4 declared classes",
        value: ns, unit: "ns",
        baselineName:
          "decide(scrollView:provenance: .full) (every candidate ranked, losers listed)",
        baseline: fullNs, ratio: fullNs / ns)
    ]
  }
}
