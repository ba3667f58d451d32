import Foundation
import PolicyFormatter
import PolicyLanguage
import Testing
@testable import PolicyLint

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
        case .setting(let node): return "\(node.name)=\(node.value.kind):\(node.value.text)"
        case .classList(let node): return "\(node.kind.rawValue) \(node.classes.map(\.name))"
        }
      }
      return "\(block.feature.rawValue) \(items)"
    case .rule(let block):
      let selector: String
      switch block.selector {
      case .identifier(let id): selector = "id:\(id.name)"
      case .className(let id): selector = "class:\(id.name)"
      }
      let settings = block.settings.map { "\($0.name)=\($0.value.kind):\($0.value.text)" }
      return "\(block.kind.rawValue) \(selector) \(settings)"
    }
  }.joined(separator: "\n")
}

@Suite struct FormatterTests {
  static let policies = LintFixtures.allPolicies.map(LintFixtures.relative)

  private func load(_ relative: String) throws -> SourceFile {
    let url = LintFixtures.repository.appendingPathComponent(relative)
    return SourceFile(path: relative, text: try String(contentsOf: url, encoding: .utf8))
  }

  @Test func messyFileMatchesGolden() throws {
    let source = SourceFile(
      path: "messy.kbpolicy", text: try LintFixtures.text("format/messy.kbpolicy"))
    let result = Formatter.format(source)
    let text = try #require(result.text)
    Golden.check(text, "format/messy.formatted.kbpolicy")
  }

  @Test(arguments: policies)
  func idempotent(_ relative: String) throws {
    let source = try load(relative)
    // Files with syntax errors are not formatted.
    guard let once = Formatter.format(source).text else { return }
    let twice = try #require(Formatter.format(SourceFile(path: relative, text: once)).text)
    #expect(twice == once)
  }

  @Test(arguments: policies)
  func preservesMeaning(_ relative: String) throws {
    let source = try load(relative)
    guard let formatted = Formatter.format(source).text else { return }
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
