import Testing
@testable import PolicyLanguage

@Suite struct SuggestionsTests {
  @Test(arguments: [
    ("postion", "position"), ("ordr", "order"), ("UITableViewControler", "UITableViewController"),
  ])
  func suggestsNearName(word: String, expected: String) {
    let candidates = [
      "position", "order", "subviews", "tag", "UITableViewController", "UIViewController",
    ]
    #expect(Suggestions.closest(to: word, in: candidates) == expected)
  }

  @Test func nothingWhenTooFar() {
    #expect(Suggestions.closest(to: "zzzzzz", in: ["position", "order"]) == nil)
  }

  @Test func transpositionCountsAsOneEdit() {
    #expect(Suggestions.editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
    #expect(Suggestions.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
  }
}

/// The banded distance used by did-you-mean searches agrees with the full table wherever it
/// matters (at most the limit), over random short byte strings with many near repeats.
@Suite struct BoundedDistanceTests {
  @Test func boundedDistanceAgreesWithTheFullTable() {
    var state: UInt64 = 0x1234_5678
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    var rows = Suggestions.Rows()
    for _ in 0..<20_000 {
      let a = (0..<next(9)).map { _ in UInt8(97 + next(3)) }
      var b = a
      for _ in 0..<next(4) {
        switch next(3) {
        case 0 where !b.isEmpty: b.remove(at: next(b.count))
        case 1: b.insert(UInt8(97 + next(3)), at: next(b.count + 1))
        default: if !b.isEmpty { b[next(b.count)] = UInt8(97 + next(3)) }
        }
      }
      for limit in 0...3 {
        let full = Suggestions.editDistance(a, b)
        let bounded = Suggestions.boundedDistance(a, b, limit: limit, rows: &rows)
        #expect(bounded == min(full, limit + 1), "\(a) \(b) limit \(limit)")
      }
    }
  }
}

/// `SuggestionIndex` (names prepared once, grouped by length) answers as `Suggestions.closest`.
@Suite struct SuggestionIndexTests {
  @Test func theIndexAnswersAsTheScan() {
    var names = UIKitClasses.allNames
    for i in 0..<300 { names.append("Feature\(i)ViewController") }
    names += ["Ünïcode", "ab", "a", "", "UIVIEW"]
    let index = SuggestionIndex(names)
    var words = [
      "UIVeiw", "uiview", "UIView", "Feature12ViewControler", "Feature1ViewController",
      "Unicode", "ünïcode", "b", "", "abc", "Featur300ViewController", "UITableViewControllr",
    ]
    for name in names.prefix(80) { words.append(String(name.dropLast())) }
    for word in words {
      #expect(index.closest(to: word) == Suggestions.closest(to: word, in: names), "\(word)")
    }
  }
}
