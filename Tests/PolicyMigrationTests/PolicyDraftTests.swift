import PolicyLanguage
import Testing

@testable import PolicyMigration

/// The draft's setting order comes from the catalogue, and its literals and class names are
/// written as the lexer reads them.
@Suite struct PolicyDraftTests {
  /// The first token of `text`.
  static func firstToken(_ text: String) -> Token {
    var lexer = Lexer(source: SourceFile(path: "t.kbpolicy", text: text))
    return lexer.next()
  }

  @Test func settingsAreWrittenInTheCatalogueOrderWithEnabledAndDistanceFirst() {
    // Per block: `enabled`, then `distance`, then the rest in catalogue order (the order migrate
    // has always written; its goldens pin it). A new catalogue entry needs no draft edit.
    for block in SettingBlock.all {
      let names = SettingCatalogue.entries(in: block).map(\.name)
      let first = ["enabled", "distance"].filter(names.contains)
      #expect(
        PolicyDraft.settingOrder(in: block) == first + names.filter { !first.contains($0) },
        "\(block.keyword)")
    }
    // For example a field's: its distance before its switches.
    #expect(
      PolicyDraft.settingOrder(in: .field).prefix(5) == [
        "distance", "avoidance", "toolbar", "resign-on-touch", "skip-in-order",
      ])
    #expect(PolicyDraft.settingOrder(in: .feature(.toolbar)).prefix(2) == ["enabled", "order"])
  }

  @Test func aDraftBlockWritesItsSettingsInThatOrder() {
    var draft = PolicyDraft()
    let header = PolicyDraft.Header(.field, "\"email\"")
    draft.rule(header, set: "skip-in-order", "true", comment: "a")
    draft.rule(header, set: "avoidance", "off", comment: "b")
    draft.rule(header, set: "distance", "5", comment: "c")
    let text = draft.text()
    #expect(
      text.contains(
        """
        field "email" {
          distance = 5  # c
          avoidance = off  # b
          skip-in-order = true  # a
        }
        """), "\(text)")
  }

  @Test func stringLiteralsLexBackAsTheIdentifier() {
    // A quote followed by a combining mark is one Character but two scalars: the lexer (which
    // reads bytes) ends a string at that quote unless it is escaped.
    for id in ["email", "say \"hi\"", "back\\slash", "q\"\u{301}x", "héllo-wörld", "😀"] {
      guard let literal = PolicyDraft.stringLiteral(id) else {
        Issue.record("no literal for \(id)")
        continue
      }
      let token = Self.firstToken(literal)
      #expect(token.kind == .string, "\(literal)")
      #expect(token.text == id, "\(literal)")
      #expect(token.range.end.offset == literal.utf8.count, "\(literal)")
    }
    for id in ["", "tab\there", "line\nbreak", "bell\u{7}", String(repeating: "a", count: 201)] {
      #expect(PolicyDraft.stringLiteral(id) == nil, "\(id.debugDescription)")
    }
  }

  @Test func policyWordsAreWhatTheLexerReadsAsOneWord() {
    for name in [
      "UIView", "_Private", "My-View2", "a", "9Lives", "-dash", "Foo.Bar", "Foo Bar", "Fóo", "",
      "Swift_Class_1",
    ] {
      let token = Self.firstToken(name)
      let oneWord = token.kind == .word && token.text == name
      #expect(PolicyDraft.isPolicyWord(name) == oneWord, "\(name)")
    }
    #expect(PolicyDraft.isPolicyWord(String(repeating: "A", count: 200)))
    #expect(!PolicyDraft.isPolicyWord(String(repeating: "A", count: 201)))
  }
}
