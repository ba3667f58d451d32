import Foundation
import PolicyFormatter
import PolicyLanguage
import TestSupport
import Testing

/// A value (or a list of values) without source ranges.
func valueShape(_ value: ValueNode) -> String {
  value.items.map { "\($0.kind):\($0.text)" }.joined(separator: ",")
}

/// The tree without source ranges, for "same meaning" comparisons.
func shape(_ file: PolicyFile) -> String {
  file.statements.map { statement -> String in
    switch statement {
    case .version(let node): return "version \(node.value.kind) \(node.value.text)"
    case .extends(let node): return "extends \(node.target.name)"
    case .classDeclaration(let node): return "class \(node.name.name): \(node.superclass.name)"
    case .feature(let block):
      let items = block.items.map { item -> String in
        switch item {
        case .setting(let node): return "\(node.name)=\(valueShape(node.value))"
        case .classList(let node):
          return "\(node.kind.rawValue) \(node.classes.map(\.name)) \(node.screens.map(\.name))"
        }
      }
      return "\(block.feature.rawValue) \(items)"
    case .rule(let block):
      let selector: String
      switch block.selector {
      case .identifier(let id): selector = "id:\(id.name)"
      case .className(let id): selector = "class:\(id.name)"
      }
      let settings = block.settings.map { "\($0.name)=\(valueShape($0.value))" }
      return "\(block.kind.rawValue) \(selector) \(settings)"
    }
  }.joined(separator: "\n")
}

/// The policies the formatter is tried on: this target's fixtures, the language and lint test
/// fixtures, and the shipped `rules/`.
enum FormatterFixtures {
  /// `Tests/PolicyFormatterTests/Fixtures`.
  static let loader = FixtureLoader(target: "PolicyFormatterTests")

  /// Every policy, repository-relative, split by whether it parses without errors.
  static let policies: (parsing: [String], failing: [String]) = {
    let urls =
      FixtureLoader.files(under: loader.directory, suffix: ".kbpolicy")
      + FixtureLoader.files(
        under: FixtureLoader(target: "PolicyLanguageTests").directory, suffix: ".kbpolicy")
      + FixtureLoader.files(
        under: FixtureLoader(target: "PolicyLintTests").directory, suffix: ".kbpolicy")
      + FixtureLoader.files(under: Repository.url("rules"), suffix: ".kbpolicy")
    var parsing: [String] = []
    var failing: [String] = []
    for url in urls {
      let relative = Repository.relativePath(of: url)
      guard let source = try? load(relative) else { continue }
      let errors = Parser.parse(source).diagnostics.contains { $0.severity == .error }
      if errors { failing.append(relative) } else { parsing.append(relative) }
    }
    return (parsing, failing)
  }()

  /// A repository file as a source whose path is `relative`.
  static func load(_ relative: String) throws -> SourceFile {
    SourceFile(path: relative, text: try Repository.text(relative))
  }
}

@Suite struct FormatterTests {
  @Test func thereArePoliciesOfBothKinds() {
    #expect(FormatterFixtures.policies.parsing.count >= 10)
    #expect(!FormatterFixtures.policies.failing.isEmpty)
  }

  @Test func messyFileMatchesGolden() throws {
    let source = SourceFile(
      path: "messy.kbpolicy", text: try FormatterFixtures.loader.text("format/messy.kbpolicy"))
    let result = Formatter.format(source)
    let text = try #require(result.text)
    FormatterFixtures.loader.checkGolden(text, "format/messy.formatted.kbpolicy")
  }

  /// `screen "Name"` blocks and list entries keep their place and spelling.
  @Test func screensMatchGolden() throws {
    let source = SourceFile(
      path: "screens.kbpolicy", text: try FormatterFixtures.loader.text("format/screens.kbpolicy"))
    let text = try #require(Formatter.format(source).text)
    FormatterFixtures.loader.checkGolden(text, "format/screens.formatted.kbpolicy")
  }

  @Test(arguments: FormatterFixtures.policies.failing)
  func refusesEveryFileWithSyntaxErrors(_ relative: String) throws {
    let result = Formatter.format(try FormatterFixtures.load(relative))
    #expect(result.text == nil)
    #expect(result.diagnostics.contains { $0.severity == .error })
  }

  @Test(arguments: FormatterFixtures.policies.parsing)
  func idempotent(_ relative: String) throws {
    let source = try FormatterFixtures.load(relative)
    let once = try #require(Formatter.format(source).text)
    let twice = try #require(Formatter.format(SourceFile(path: relative, text: once)).text)
    #expect(twice == once)
  }

  @Test(arguments: FormatterFixtures.policies.parsing)
  func preservesMeaning(_ relative: String) throws {
    let source = try FormatterFixtures.load(relative)
    let formatted = try #require(Formatter.format(source).text)
    let before = Parser.parse(source)
    let after = Parser.parse(SourceFile(path: relative, text: formatted))
    #expect(shape(after.file) == shape(before.file))
    #expect(
      after.file.comments.map { $0.text.trimmingSpaces }
        == before.file.comments.map { $0.text.trimmingSpaces })
    let compiledBefore = Policy.compile(source)
    let compiledAfter = Policy.compile(SourceFile(path: relative, text: formatted))
    #expect(compiledBefore.diagnostics.map(\.code) == compiledAfter.diagnostics.map(\.code))
    #expect((compiledBefore.policy == nil) == (compiledAfter.policy == nil))
    // The compiled rules are equal, source locations aside.
    func rules(_ policy: Policy?) -> [PolicyRule] {
      (policy.map { Array($0.rules) } ?? []).map { rule in
        var rule = rule
        if rule.layer == .user {
          rule.location = SourceLocation(file: "", line: 0, column: 0, offset: 0)
        }
        return rule
      }
    }
    #expect(rules(compiledBefore.policy) == rules(compiledAfter.policy))
    #expect(compiledBefore.policy?.classHierarchy == compiledAfter.policy?.classHierarchy)
  }

  @Test func commentsSurviveInPlace() throws {
    let text = """
      # header
      version 1 # trailing version

      avoidance { # header comment
        # before distance
        distance = 12 # after distance
        # before close
      } # after close
      # at the end
      """
    let formatted = try #require(Formatter.format(SourceFile(path: "c.kbpolicy", text: text)).text)
    #expect(
      formatted == """
        # header
        version 1  # trailing version

        avoidance {      # header comment
          # before distance
          distance = 12  # after distance
          # before close
        }                # after close
        # at the end

        """)
  }

  @Test func wrapsLongListsAt100Columns() throws {
    let names = (1...12).map { "VeryLongApplicationViewController\($0)" }
    let text = "version 1\navoidance {\n  disable in \(names.joined(separator: ", "))\n}\n"
    let formatted = try #require(Formatter.format(SourceFile(path: "w.kbpolicy", text: text)).text)
    for line in formatted.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
    #expect(formatted.contains(",\n      VeryLong"))
    let again = Parser.parse(SourceFile(path: "w.kbpolicy", text: formatted))
    #expect(again.diagnostics.isEmpty)
  }

  @Test func refusesFilesWithSyntaxErrors() {
    let result = Formatter.format(
      SourceFile(path: "bad.kbpolicy", text: "version 1\navoidance {\n  distance 10 =\n"))
    #expect(result.text == nil)
    #expect(result.diagnostics.contains { $0.severity == .error })
  }

  @Test func canonicalFileIsUnchanged() throws {
    let text = """
      version 1

      avoidance {
        distance = 12
      }

      field "email" {
        distance = 24
      }

      """
    #expect(Formatter.format(SourceFile(path: "ok.kbpolicy", text: text)).text == text)
  }

  @Test func emptyAndCommentOnlyFiles() {
    #expect(Formatter.format(SourceFile(path: "e.kbpolicy", text: "")).text == "")
    #expect(
      Formatter.format(SourceFile(path: "e.kbpolicy", text: "\n\n# only\n\n")).text == "# only\n")
  }

  @Test func crlfAndStringsRoundTrip() throws {
    let text = "version 1\r\nfield \"a\\\"b\\\\c\\td\" {\r\n  distance = 3\r\n}\r\n"
    let formatted = try #require(Formatter.format(SourceFile(path: "s.kbpolicy", text: text)).text)
    #expect(formatted == "version 1\n\nfield \"a\\\"b\\\\c\\td\" {\n  distance = 3\n}\n")
  }
}

/// Trailing comments keep the line they trail when a one-line block is opened up.
@Suite struct TrailingCommentTests {
  private func format(_ text: String) throws -> String {
    try #require(Formatter.format(SourceFile(path: "t.kbpolicy", text: text)).text)
  }

  @Test func oneLineBlockCommentStaysWithItsSetting() throws {
    #expect(
      try format("version 1\nfield \"bio\" { distance = 30 }  # room for the counter\n")
        == "version 1\n\nfield \"bio\" {\n  distance = 30  # room for the counter\n}\n")
    #expect(
      try format("version 1\navoidance { distance = 3  # three\n}\n")
        == "version 1\n\navoidance {\n  distance = 3  # three\n}\n")
  }

  @Test func headerAndCloseCommentsStayPut() throws {
    #expect(
      try format(
        "version 1\ntoolbar {  # head\n  enabled = true\n}  # tail\nfield \"y\" {}  # empty\n")
        == "version 1\n\ntoolbar {  # head\n  enabled = true\n}          # tail\n\nfield \"y\" {}  # empty\n"
    )
  }

  @Test func keepVisibleListsArePrintedOneWay() throws {
    // Spacing around the commas, a line break after one and escapes come out canonical, and
    // formatting again changes nothing.
    let text = try format(
      "version 1\nfield \"password\" { keep-visible=\"login-button\" ,\n   \"a\\\"b\" }\n")
    #expect(
      text
        == "version 1\n\nfield \"password\" {\n  keep-visible = \"login-button\", \"a\\\"b\"\n}\n")
    #expect(try format(text) == text)
    #expect(
      try format("version 1\ncontroller A { keep-visible = none }\n")
        == "version 1\n\ncontroller A {\n  keep-visible = none\n}\n")
  }
}

/// `remove` before a class list survives formatting, wrapped like any list.
@Suite struct RemoveListFormattingTests {
  @Test func removeIsKeptAndIdempotent() throws {
    let source = SourceFile(
      path: "r.kbpolicy",
      text:
        "version 1\navoidance {\n  remove   disable in UITableViewController,\n      UIInputViewController\n}\n"
    )
    let text = try #require(Formatter.format(source).text)
    #expect(
      text
        == "version 1\n\navoidance {\n  remove disable in UITableViewController, UIInputViewController\n}\n"
    )
    #expect(Formatter.format(SourceFile(path: "r.kbpolicy", text: text)).text == text)
  }
}
