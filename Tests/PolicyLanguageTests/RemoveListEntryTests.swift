import Testing

@testable import PolicyLanguage

/// `remove disable in A`: one entry of the default layer's class list taken out, without
/// `extends none` and restating the rest.
@Suite struct RemoveListEntryTests {
  func compile(_ text: String) -> CompileResult {
    Policy.compile(SourceFile(path: "app.kbpolicy", text: text))
  }

  let tableField = FieldContext(
    classChain: ["UITextField", "UIControl", "UIView"],
    controllerChain: ["MyTable", "UITableViewController", "UIViewController"])
  let keyboardField = FieldContext(
    classChain: ["UITextField", "UIControl", "UIView"],
    controllerChain: ["MyKeyboard", "UIInputViewController", "UIViewController"])

  @Test func aRemovedEntryNoLongerAppliesAndTheOthersStay() throws {
    let declarations =
      "version 1\nclass MyTable: UITableViewController\nclass MyKeyboard: UIInputViewController\n"
    let plain = try #require(compile(declarations).policy)
    #expect(plain.decide(for: tableField).values.avoidance == false)
    let result = compile(
      declarations + "avoidance {\n  remove disable in UITableViewController\n}\n")
    #expect(result.diagnostics.isEmpty)
    let policy = try #require(result.policy)
    #expect(policy.decide(for: tableField).values.avoidance == true)
    #expect(policy.resolve(for: tableField).avoidance == true)
    // The default layer's other entries still apply.
    #expect(policy.decide(for: keyboardField).values.avoidance == false)
    #expect(
      policy.decide(for: keyboardField)[.avoidance].source.rule.contains("UIInputViewController"))
    // Only the default layer's entry goes: the policy's own 'disable in' of the same class stays.
    let both = try #require(
      compile(
        declarations
          + "avoidance {\n  remove disable in UITableViewController\n  disable in UITableViewController\n}\n"
      ).policy)
    #expect(both.decide(for: tableField).values.avoidance == false)
  }

  @Test func deepContainersAndIgnoredTouchesToo() throws {
    let policy = try #require(
      compile(
        """
        version 1
        toolbar {
          remove deep-containers UICollectionView
        }
        resign-on-touch {
          remove ignore-touches-in UINavigationBar
        }
        """
      ).policy)
    #expect(!policy.deepContainers.contains("UICollectionView"))
    #expect(policy.deepContainers.contains("UITableView"))
    #expect(!policy.ignoreTouchesIn.contains("UINavigationBar"))
    #expect(policy.ignoreTouchesIn.contains("UIControl"))
  }

  @Test func removingWhatTheDefaultLayerDoesNotListIsAWarningWithAFix() throws {
    let result = compile(
      "version 1\navoidance {\n  remove disable in UIAlertControler, UIButton\n}\n")
    #expect(result.policy != nil)
    #expect(result.diagnostics.map(\.code) == ["W004", "W004"])
    let first = try #require(result.diagnostics.first)
    #expect(
      first.message
        == "'UIAlertControler' is not in the default layer's 'disable in' list of 'avoidance'")
    #expect(first.range.start.line == 3)
    #expect(first.range.start.column == 21)
    #expect(first.fixIts.first?.replacement == "UIAlertController")
    #expect(first.notes.first?.message.contains("UITableViewController") == true)
    #expect(result.diagnostics.last?.fixIts.isEmpty == true)
  }

  @Test func removingUnderExtendsNoneIsAWarning() throws {
    let result = compile(
      "version 1\nextends none\navoidance {\n  remove disable in UITableViewController\n}\n")
    #expect(result.diagnostics.map(\.code) == ["W004"])
    #expect(result.diagnostics.first?.message.contains("'extends none'") == true)
    #expect(result.diagnostics.first?.range.start.column == 3)
  }

  @Test func removeMustBeFollowedByAClassList() throws {
    let result = compile("version 1\navoidance {\n  remove UITableViewController\n}\n")
    #expect(result.policy == nil)
    #expect(result.diagnostics.map(\.code) == ["E056"])
    #expect(result.diagnostics.first?.range.start.line == 3)
    #expect(result.diagnostics.first?.range.start.column == 10)
    // In a rule block it is a class list, and class lists are not allowed there.
    let rule = compile(
      "version 1\ncontroller UIViewController {\n  remove disable in UITableViewController\n}\n")
    #expect(rule.diagnostics.map(\.code) == ["E019"])
  }

  @Test func theParserRecordsTheRemoval() throws {
    let (file, diagnostics) = Parser.parse(
      SourceFile(
        path: "a",
        text: "version 1\ntoolbar {\n  remove deep-containers UITableView, UICollectionView\n}\n"))
    #expect(diagnostics.isEmpty)
    guard case .feature(let block) = file.statements.last,
      case .classList(let list) = block.items.first
    else {
      Issue.record("no class list")
      return
    }
    #expect(list.removes)
    #expect(list.kind == .deepContainers)
    #expect(list.classes.map(\.name) == ["UITableView", "UICollectionView"])
    #expect(list.keywordRange.start.column == 3)
  }
}
