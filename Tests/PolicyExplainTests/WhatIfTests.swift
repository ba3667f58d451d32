import AvoidanceEngine
import PolicyLanguage
import Testing

@testable import PolicyExplain

/// Every suggested edit is applied to the policy text from its printed lines alone (a separate
/// applier from the library's), recompiled and decided again: it must flip the switch.
@Suite struct WhatIfTests {
  static let cases: [(policy: String, scene: String, field: String?)] = [
    (ExplainFixtures.casePolicy("superclass-disable"), ExplainFixtures.caseScene("form"), nil),
    (ExplainFixtures.casePolicy("field-rule-enable"), ExplainFixtures.caseScene("form"), nil),
    (ExplainFixtures.casePolicy("controller-distance"), ExplainFixtures.caseScene("form"), nil),
    (ExplainFixtures.casePolicy("too-tall"), ExplainFixtures.caseScene("too-tall"), nil),
    ("rules/examples/chat.kbpolicy", "rules/examples/chat.scene.json", "message"),
    ("rules/examples/chat.kbpolicy", "rules/examples/signup.scene.json", "bio"),
    ("rules/examples/checkout.kbpolicy", "rules/examples/checkout.scene.json", "promo-code"),
  ]

  @Test func everySuggestedEditFlipsItsSwitch() throws {
    var checked = 0
    for c in Self.cases {
      let builder = try ExplainFixtures.builder(policy: c.policy, scene: c.scene)
      let explanation = try builder.explain(field: c.field).get()
      let text = try ExplainFixtures.text(c.policy)
      let context = try #require(
        SceneIndex(builder.scene, policy: builder.policy).fieldContext(for: explanation.field.id))
      for whatIf in explanation.whatIfs {
        let setting = whatIf.setting
        #expect(builder.policy.decide(for: context)[setting].value == .bool(false))
        for edit in whatIf.edits {
          let edited = try Self.apply(edit.lines, to: text)
          let compiled = Policy.compile(SourceFile(path: c.policy, text: edited))
          let policy = try #require(
            compiled.policy,
            "\(edit.summary) breaks the policy: \(compiled.diagnostics.map(\.message))")
          #expect(
            policy.decide(for: context)[setting].value == .bool(true),
            "\(c.policy): \(edit.summary) does not turn \(setting.rawValue) on")
          checked += 1
        }
      }
    }
    #expect(checked >= 10)
  }

  @Test func chatMessageOffersTheRuleThatDecided() throws {
    let e = try ExplainFixtures.explain(
      policy: "rules/examples/chat.kbpolicy", scene: "rules/examples/chat.scene.json",
      field: "message")
    let whatIf = try #require(e.whatIfs.first { $0.setting == .avoidance })
    let edit = try #require(whatIf.edits.first)
    #expect(
      edit.lines.map(\.rendered) == [
        "- avoidance = off   (rules/examples/chat.kbpolicy:47:3)",
        "+ avoidance = on   (rules/examples/chat.kbpolicy:47:3)",
      ])
    #expect(whatIf.adjustment?.visible == true)
    #expect(e.verdict.kind == .notAdjusted)
  }

  @Test func removingADisableEntryFromAListKeepsTheRest() throws {
    let e = try ExplainFixtures.explain(
      policy: ExplainFixtures.casePolicy("field-rule-enable"),
      scene: ExplainFixtures.caseScene("form"), field: "email")
    let whatIf = try #require(e.whatIfs.first { $0.setting == .avoidance })
    let edit = try #require(whatIf.edits.first)
    #expect(edit.summary == "remove 'disable in CheckoutViewController'")
    #expect(
      edit.lines.map(\.text) == [
        "disable in UITableViewController, CheckoutViewController",
        "disable in UITableViewController",
      ])
  }

  /// Applies printed line edits: a remove and an add at the same place replace text; a remove
  /// alone deletes the text (and the line when nothing else is left); an add alone inserts a line.
  static func apply(_ edits: [LineEdit], to text: String) throws -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let removes = edits.filter { $0.action == .remove }
    let adds = edits.filter { $0.action == .add }
    var replaced: Set<Int> = []
    for remove in removes.sorted(by: { $0.line > $1.line }) {
      let index = remove.line - 1
      let line = Array(lines[index].utf8)
      let start = remove.column - 1
      let removed = Array(remove.text.utf8)
      try #require(
        start + removed.count <= line.count
          && Array(line[start..<start + removed.count]) == removed,
        "'\(remove.text)' is not at \(remove.line):\(remove.column)")
      let replacement = adds.first { $0.line == remove.line && $0.column == remove.column }
      let rest =
        Array(line[..<start]) + Array((replacement?.text ?? "").utf8)
        + Array(line[(start + removed.count)...])
      let restText = String(decoding: rest, as: UTF8.self)
      if replacement != nil { replaced.insert(remove.line) }
      if replacement == nil,
        restText.split(separator: "#").first.map({ $0.allSatisfy(\.isWhitespace) }) ?? true
      {
        lines.remove(at: index)
      } else {
        lines[index] = restText
      }
    }
    for add in adds.filter({ !replaced.contains($0.line) }).sorted(by: { $0.line > $1.line }) {
      let index = min(max(0, add.line - 1), lines.count)
      lines.insert(String(repeating: " ", count: add.column - 1) + add.text, at: index)
    }
    return lines.joined(separator: "\n")
  }
}
