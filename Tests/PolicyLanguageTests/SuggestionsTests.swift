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

/// The banded distance used by did-you-mean searches agrees with a plain full-table
/// optimal-string-alignment distance (written here) wherever it matters (at most the limit),
/// over random short byte strings with many near repeats.
@Suite struct BoundedDistanceTests {
  /// The textbook table, every cell computed.
  static func reference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }

  @Test func boundedDistanceAgreesWithTheFullTable() {
    var state: UInt64 = 0x1234_5678
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    var rows = Suggestions.Rows()
    for _ in 0..<4_000 {
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
        let full = Self.reference(a, b)
        #expect(Suggestions.editDistance(a, b) == full)
        let bounded = Suggestions.boundedDistance(a, b, limit: limit, rows: &rows)
        #expect(bounded == min(full, limit + 1), "\(a) \(b) limit \(limit)")
      }
    }
  }
}

/// `SuggestionIndex` (names prepared once, grouped by length) answers as a plain scan of every
/// name with the reference distance: the nearest within two edits (and fewer than the word's
/// length), the smaller name on a tie, never the word itself.
@Suite struct SuggestionIndexTests {
  @Test func theIndexAnswersAsTheScan() {
    var names = UIKitClasses.allNames
    for i in 0..<300 { names.append("Feature\(i)ViewController") }
    names += ["Ünïcode", "ab", "a", "", "UIVIEW"]
    var index = SuggestionIndex(names)
    var words = [
      "UIVeiw", "uiview", "UIView", "Feature12ViewControler", "Feature1ViewController",
      "Unicode", "ünïcode", "b", "", "abc", "Featur300ViewController", "UITableViewControllr",
    ]
    for name in names.prefix(80) { words.append(String(name.dropLast())) }
    func scan(_ word: String) -> String? {
      let target = Array(word.lowercased().utf8)
      return names.filter { $0 != word }
        .map {
          (name: $0, distance: BoundedDistanceTests.reference(target, Array($0.lowercased().utf8)))
        }
        .filter { $0.distance <= 2 && $0.distance < max(target.count, 1) }
        .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
    }
    for word in words {
      #expect(index.closest(to: word) == scan(word), "\(word)")
      #expect(Suggestions.closest(to: word, in: names) == scan(word), "\(word)")
    }
  }
}

/// The index over many similar names: still the scan's answer (differential, random near
/// names), and each search reads a bounded number of names, not every name (the work is
/// counted, not timed).
@Suite struct SuggestionIndexScaleTests {
  @Test func manyNearNamesAnswerAsTheScan() {
    var state: UInt64 = 0x9E37
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    let letters = Array("abAB".utf8)
    func randomName() -> String {
      String(decoding: (0..<(1 + next(5))).map { _ in letters[next(letters.count)] }, as: UTF8.self)
    }
    let names = (0..<300).map { _ in randomName() }
    var index = SuggestionIndex(names)
    for _ in 0..<300 {
      let word = next(2) == 0 ? names[next(names.count)] : randomName()
      let target = Array(word.lowercased().utf8)
      let expected = names.filter { $0 != word }
        .map {
          (name: $0, distance: BoundedDistanceTests.reference(target, Array($0.lowercased().utf8)))
        }
        .filter { $0.distance <= 2 && $0.distance < max(target.count, 1) }
        .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
      #expect(index.closest(to: word) == expected, "\(word)")
    }
  }

  @Test func aSearchReadsFewNamesAmongThousandsOfNeighbours() {
    // 20,000 names one edit apart from many others (`C0` … `C19999`): a pairwise search would
    // read thousands of names per word.
    let names = (0..<20_000).map { "C\($0)" }
    var index = SuggestionIndex(names)
    var most = 0
    for i in stride(from: 0, to: 20_000, by: 7) {
      let before = index.budget
      #expect(index.closest(to: "C\(i)") != nil)
      most = max(most, before - index.budget)
    }
    #expect(most < 200, "one search read \(most) names")
  }
}
