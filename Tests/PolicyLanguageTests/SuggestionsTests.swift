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
