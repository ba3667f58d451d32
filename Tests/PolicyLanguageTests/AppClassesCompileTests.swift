import PolicyLanguage
import Testing

/// `CompileOptions.appClasses` (`kbpolicy lint --sources`): classes the app's code declares are
/// known to the compiler and part of the policy's hierarchy, below the policy's own declarations.
@Suite struct AppClassesCompileTests {
  static let policy = """
    version 1

    controller ViewController {
      distance = 30
    }

    """

  func compile(_ text: String, _ classes: [String: String]) -> CompileResult {
    Policy.compile(
      SourceFile(path: "app.kbpolicy", text: text), options: CompileOptions(appClasses: classes))
  }

  @Test func anAppClassIsNotAMisspellingOfUIKitsClass() throws {
    let without = compile(Self.policy, [:])
    #expect(without.diagnostics.map(\.code) == ["E049"])
    let with = compile(Self.policy, ["ViewController": "UIViewController"])
    #expect(with.diagnostics.isEmpty)
    let policy = try #require(with.policy)
    #expect(policy.classHierarchy.superclass(of: "ViewController") == "UIViewController")
    // A field in a subclass the scene declares matches the rule through the app class.
    let decision = policy.decide(
      for: FieldContext(
        identifier: "email", classChain: ["UITextField"],
        controllerChain: ["ViewController", "UIViewController", "UIResponder", "NSObject"]))
    #expect(decision.values.distance == 30)
  }

  @Test func thePolicysDeclarationWinsAndUIKitNamesAreNotRedeclared() throws {
    let text =
      "version 1\nclass ViewController: UITableViewController\n" + Self.policy.dropFirst(10)
    let result = compile(
      text, ["ViewController": "UIViewController", "UIView": "FakeRoot", "": "UIView"])
    #expect(result.diagnostics.isEmpty)
    let hierarchy = try #require(result.policy).classHierarchy
    #expect(hierarchy.superclass(of: "ViewController") == "UITableViewController")
    #expect(hierarchy.superclass(of: "UIView") == "UIResponder")
  }

  @Test func aNearMissOfAnAppClassGetsItsDidYouMean() {
    let result = compile(
      "version 1\n\ncontroller CheckoutViewControler {\n  distance = 30\n}\n",
      ["CheckoutViewController": "UIViewController"])
    #expect(result.diagnostics.map(\.code) == ["E049"])
    #expect(result.diagnostics.first?.fixIts.first?.replacement == "CheckoutViewController")
  }

  /// A cycle only the app's classes make cannot hang anything: chains are cut.
  @Test func aCycleInTheAppsClassesIsCut() throws {
    let result = compile(Self.policy, ["ViewController": "A", "A": "B", "B": "A"])
    let policy = try #require(result.policy)
    #expect(policy.classHierarchy.chain(of: "ViewController") == ["ViewController", "A", "B"])
  }
}
