import Testing

@testable import PolicyExplain

/// What the decisions section says about candidates that lost: true reasons, and no noise from
/// losers that had the winner's value anyway.
@Suite struct LosingCandidateTests {
  func chatMessage() throws -> Explanation {
    try ExplainFixtures.explain(
      policy: "rules/examples/chat.kbpolicy", scene: "rules/examples/chat.scene.json",
      field: "message")
  }

  @Test func aBuiltInDefaultLosesAsTheBuiltInDefault() throws {
    let skip = try #require(try chatMessage()[.skipInOrder])
    let loser = try #require(skip.overridden.first)
    #expect(loser.source.kind == .builtin)
    // Not "beats the feature block's setting": no block sets skip-in-order.
    #expect(loser.reason == "a matching 'field' rule beats the built-in default")
  }

  @Test func sameValueLosersShareOneLineInTextAndStayInJSON() throws {
    let e = try chatMessage()
    let text = ExplanationTextRenderer().render(e)
    let lines = text.split(separator: "\n").map(String.init)
    let distance = try #require(lines.firstIndex { $0.hasPrefix("  distance ") })
    // `distance = 10` in the policy over `distance = 10` in the default layer: one '=' line, no ✗.
    #expect(
      lines[distance + 1].trimmingPrefixSpaces
        == "= 10 also set by avoidance { distance = 10 } (rules/default.kbpolicy:14:3)")
    #expect(!text.contains("✗ 10:"))
    // A different value still gets its own ✗ line with the reason.
    #expect(
      text.contains(
        "✗ on: field \"message\" { avoidance = off } wins over avoidance { enabled = true } (rules/examples/chat.kbpolicy:13:3)"
      ))
    let json = ExplanationJSONRenderer().render(e)
    #expect(json.contains("\"reason\": \"the policy overrides the default layer\""))
    #expect(e[.distance]?.overridden.map(\.value) == [.number(10)])
  }
}

extension String {
  fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
