import Foundation
import Testing
@testable import PolicyLanguage

@Suite struct ParserTests {
  private func parse(_ text: String) -> (file: PolicyFile, diagnostics: [Diagnostic]) {
    Parser.parse(SourceFile(path: "t.kbpolicy", text: text))
  }

  /// One line per statement, items in braces, for compact assertions.
  private func dump(_ file: PolicyFile) -> [String] {
    file.statements.map { statement in
      switch statement {
      case .version(let node): "version \(node.value.text)"
      case .extends(let node): "extends \(node.target.name)"
      case .classDeclaration(let node): "class \(node.name.name): \(node.superclass.name)"
      case .feature(let block):
        "\(block.feature.rawValue) { "
          + block.items.map { item in
            switch item {
            case .setting(let node): "\(node.name)=\(node.value.text)"
            case .classList(let node):
              "\(node.kind.rawValue) \(node.classes.map(\.name).joined(separator: ","))"
            }
          }.joined(separator: "; ") + " }"
      case .rule(let block):
        "\(block.kind.rawValue) \(Parser.describe(block.selector)) { "
          + block.settings.map { "\($0.name)=\($0.value.text)" }.joined(separator: "; ") + " }"
      }
    }
  }

  @Test func specExampleParsesCleanly() throws {
    let (file, diagnostics) = Parser.parse(try Fixtures.source("parse/spec-example.kbpolicy"))
    #expect(diagnostics.isEmpty)
    #expect(
      dump(file) == [
        "version 1",
        "class CheckoutViewController: BaseFormViewController",
        "class BaseFormViewController: UIViewController",
        "avoidance { enabled=true; distance=10; disable in UITableViewController,UIInputViewController,UIAlertController; enable in LegacyFormViewController }",
        "toolbar { enabled=false; order=subviews; placeholder=true; previous-next=auto; disable in UIAlertController,UIInputViewController; enable in SignupViewController; deep-containers UITableView,UICollectionView,IQDeepResponderContainerView }",
        "resign-on-touch { enabled=false; disable in UIAlertController,UIInputViewController; enable in LoginViewController; ignore-touches-in UIControl,UINavigationBar }",
        "controller CheckoutViewController { distance=40; toolbar.order=position }",
        "field \"email\" { avoidance=off; toolbar=on; resign-on-touch=on; distance=24; skip-in-order=true }",
        "field UITextView { distance=30 }",
        "scroll-view \"feed\" { adjust=off; adjust-inset=off; restore-offset=on }",
      ])
    #expect(file.comments.count == 20)
    #expect(file.comments.first?.isTrailing == false)
    #expect(file.comments[1].isTrailing == true)
  }

  @Test func nodesCarryRanges() {
    let (file, _) = parse("version 1\ntoolbar {\n  toolbar.order = tag\n  disable in A, B\n}\n")
    guard case .feature(let block) = file.statements[1],
      case .setting(let setting) = block.items[0],
      case .classList(let list) = block.items[1]
    else {
      Issue.record("unexpected tree")
      return
    }
    #expect(block.range.start.line == 2)
    #expect(block.range.end.line == 5)
    #expect(block.range.end.column == 2)
    #expect(setting.path.map(\.name) == ["toolbar", "order"])
    #expect(setting.nameRange.start.column == 3)
    #expect(setting.nameRange.end.column == 16)
    #expect(setting.value.kind == .word)
    #expect(setting.value.range.start.column == 19)
    #expect(list.keywordRange.end.column == 13)
    #expect(list.classes.map(\.range.start.column) == [14, 17])
  }

  @Test func valuesKeepTheirKind() {
    let (file, _) = parse("field \"a\" { distance = -2.5\n toolbar = on\n x = \"s\" }")
    guard case .rule(let block) = file.statements.first else {
      Issue.record("unexpected tree")
      return
    }
    #expect(block.settings.map(\.value.kind) == [.number, .word, .string])
    #expect(
      block.selector == .identifier(Identifier(name: "a", range: block.selector.identifier.range)))
  }

  @Test func classListsContinueAfterComma() {
    let (file, diagnostics) = parse("avoidance {\n  disable in A,\n    B,\n    C\n}")
    #expect(diagnostics.isEmpty)
    #expect(dump(file) == ["avoidance { disable in A,B,C }"])
  }

  @Test func oneLineBlocks() {
    let (file, diagnostics) = parse("field UITextView { distance = 30 }\nfield \"x\" {}\n")
    #expect(diagnostics.isEmpty)
    #expect(dump(file) == ["field UITextView { distance=30 }", "field \"x\" {  }"])
  }

  @Test func emptyAndCommentOnlyInputHaveNoStatements() {
    #expect(parse("").file.statements.isEmpty)
    let (file, diagnostics) = parse("# only a comment\n\n")
    #expect(file.statements.isEmpty)
    #expect(file.comments.count == 1)
    #expect(diagnostics.isEmpty)
  }

  // MARK: - Recovery

  @Test func reportsEveryErrorInOneRun() {
    let text = """
      version 1
      avoidence {
        enabled = true
      }
      toolbar {
        order = = tag
        disable UITableView
        enabled true
      }
      field { distance = 1 }
      controller X { disable in Y }
      """
    let (file, diagnostics) = parse(text)
    #expect(
      diagnostics.summary == [
        "E010@2:1", "E016@6:11", "E018@7:11", "E015@8:11", "E022@10:7", "E019@11:16",
      ])
    // What could be parsed still is: the toolbar block keeps its good items.
    #expect(
      dump(file) == [
        "version 1", "toolbar { disable in UITableView; enabled=true }", "controller X {  }",
      ])
    #expect(diagnostics[0].fixIts.first?.replacement == "avoidance")
  }

  @Test func unclosedBlockEndsAtNextBlockKeyword() {
    let (file, diagnostics) = parse(
      "version 1\ntoolbar {\n  enabled = true\navoidance {\n  distance = 5\n}\n")
    #expect(diagnostics.summary == ["E012@4:1"])
    #expect(diagnostics[0].notes.first?.range?.start.line == 2)
    #expect(dump(file) == ["version 1", "toolbar { enabled=true }", "avoidance { distance=5 }"])
  }

  @Test func unclosedBlockAtEndOfFile() {
    let (_, diagnostics) = parse("toolbar {\n  enabled = true\n")
    #expect(diagnostics.summary == ["E012@3:1"])
  }

  @Test func strayCloseBrace() {
    let (_, diagnostics) = parse("version 1\n}\n")
    #expect(diagnostics.summary == ["E013@2:1"])
  }

  @Test func missingEqualsStillReadsTheValue() {
    let (file, diagnostics) = parse("avoidance { distance 10 }")
    #expect(diagnostics.summary == ["E015@1:22"])
    #expect(dump(file) == ["avoidance { distance=10 }"])
  }

  @Test func swiftStyleDotValue() {
    let (file, diagnostics) = parse("toolbar { order = .position }")
    #expect(diagnostics.summary == ["E016@1:19"])
    #expect(diagnostics[0].fixIts.first?.message == "remove '.'")
    #expect(dump(file) == ["toolbar { order=position }"])
  }

  @Test func junkAfterStatement() {
    let (file, diagnostics) = parse("version 1 2\nextends none x\n")
    #expect(diagnostics.summary == ["E014@1:11", "E014@2:14"])
    #expect(dump(file) == ["version 1", "extends none"])
  }

  @Test func settingOutsideBlock() {
    let (_, diagnostics) = parse("distance = 10\n")
    #expect(diagnostics.summary == ["E026@1:1"])
    #expect(diagnostics[0].message == "setting 'distance' outside a block")
  }

  @Test func nestedBlockInsideBlock() {
    let (file, diagnostics) = parse("toolbar {\n  inner { a = 1 }\n  enabled = true\n}\n")
    #expect(diagnostics.summary == ["E025@2:3"])
    #expect(dump(file) == ["toolbar { enabled=true }"])
  }

  @Test func quotedClassNameInList() {
    let (file, diagnostics) = parse("avoidance { disable in \"A\", B }")
    #expect(diagnostics.summary == ["E017@1:24"])
    #expect(dump(file) == ["avoidance { disable in A,B }"])
  }

  @Test func classDeclarationWithoutColon() {
    let (file, diagnostics) = parse("class A B\nclass C\n")
    #expect(diagnostics.summary == ["E021@1:9", "E021@2:8"])
    #expect(dump(file) == ["class A: B"])
  }

  @Test func invalidTokensAreNotReportedTwice() {
    let (_, diagnostics) = parse("avoidance { distance = 10pt }\n@@ toolbar\n")
    #expect(diagnostics.summary == ["E004@1:24", "E001@2:1"])
  }

  // MARK: - Limits

  @Test func tenThousandNestedBracesAreReportedNotCrashed() {
    let text = String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
    let (_, diagnostics) = parse(text)
    #expect(diagnostics.summary == ["E026@1:1", "E020@1:33"])
  }

  @Test func tenThousandUnclosedBracesInABlock() {
    let text = "version 1\ntoolbar " + String(repeating: "{", count: 10_000)
    let (_, diagnostics) = parse(text)
    #expect(diagnostics.map(\.code).contains("E020"))
    #expect(diagnostics.map(\.code).contains("E012"))
  }

  @Test func errorCountIsCapped() {
    let text = String(repeating: "= \n", count: 5_000)
    let (_, diagnostics) = parse(text)
    #expect(diagnostics.count == Parser.maximumErrors + 1)
    #expect(diagnostics.last?.code == "E029")
  }
}
