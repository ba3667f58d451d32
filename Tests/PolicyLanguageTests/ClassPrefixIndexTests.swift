import Testing

@testable import PolicyLanguage

/// `controller "name"` offers the shortest declared class starting with the name: the index
/// answers as the scan of every class it replaces (which made a file of quoted controllers and
/// declared classes quadratic).
@Suite struct ClassPrefixIndexTests {
  private func scan(_ names: [String], _ prefix: String) -> String? {
    names.filter { $0.lowercased().hasPrefix(prefix) }.min { ($0.count, $0) < ($1.count, $1) }
  }

  @Test func answersAsTheScanOfEveryName() {
    let names = [
      "ScreenB", "Screen", "Sc", "Abc_Def", "ABCX", "Kelvin", "Café", "Screen", "Zeta", "ZETA",
    ]
    let index = ClassPrefixIndex(names)
    let prefixes = [
      "", "s", "sc", "screen", "screenb", "screenc", "abc", "abc_", "ab", "caf", "café", "kel",
      "zeta", "z", "q",
    ]
    for prefix in prefixes {
      #expect(index.shortest(withPrefix: prefix) == scan(names, prefix), "prefix \(prefix)")
    }
    // "sc" → Sc (2 letters) before Screen (6); "zeta" → ZETA before Zeta ("Z","E" < "Z","e").
    #expect(index.shortest(withPrefix: "sc") == "Sc")
    #expect(index.shortest(withPrefix: "zeta") == "ZETA")
    #expect(index.shortest(withPrefix: "q") == nil)
  }

  @Test func anEmptyIndexOffersNothing() {
    #expect(ClassPrefixIndex([]).shortest(withPrefix: "") == nil)
  }
}
