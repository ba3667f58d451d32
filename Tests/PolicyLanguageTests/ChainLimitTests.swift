import PolicyLanguage
import Testing

/// E059: the compiler finds the declared classes past `ClassHierarchy.maximumChainLength` by name
/// id; `ClassHierarchy.classesPastChainLimit()` (what scenes use, S020) finds them over strings.
/// The two must name the same classes.
@Suite struct ChainLimitTests {
  /// Declarations, one per line after `version 1`, and the policy text.
  static func policy(_ declarations: [(String, String)]) -> String {
    "version 1\n" + declarations.map { "class \($0.0): \($0.1)\n" }.joined()
  }

  /// A chain of `count` classes named `prefix0`, `prefix1`, ..., the first inheriting from
  /// `root`.
  static func chain(_ prefix: String, from root: String, count: Int) -> [(String, String)] {
    (0..<count).map { ("\(prefix)\($0)", $0 == 0 ? root : "\(prefix)\($0 - 1)") }
  }

  @Test func theCompilerReportsTheClassesTheHierarchyFinds() {
    // UIViewController's chain is 4 long (UIViewController, UIResponder, NSObject: 3, so A0 is
    // the 4th): A_i is 4 + i long, past 256 from A253. UITextField's is 5 (UITextField,
    // UIControl, UIView, UIResponder, NSObject), so B_i is 6 + i: 250 classes stay within.
    // `Mystery` is no known class (1 long): C_i is 2 + i, past from C255; D branches off C200
    // (202 long), so D_i is 203 + i, past from D54. X and Y form a cycle, Z hangs below it.
    var declarations = Self.chain("A", from: "UIViewController", count: 300)
    declarations += Self.chain("B", from: "UITextField", count: 250)
    declarations += Self.chain("C", from: "Mystery", count: 260)
    declarations += Self.chain("D", from: "C200", count: 60)
    declarations += [("X", "Y"), ("Y", "X"), ("Z", "X")]
    let result = Policy.compile(
      SourceFile(path: "deep.kbpolicy", text: Self.policy(declarations)))
    let reported = result.diagnostics.filter { $0.code == "E059" }.map {
      // Line 1 is `version 1`; declaration k is on line k + 2.
      declarations[$0.range.start.line - 2].0
    }
    let custom = Dictionary(uniqueKeysWithValues: declarations)
    let expected = ClassHierarchy(custom: custom).classesPastChainLimit()
    #expect(reported == expected)
    #expect(reported == ["A253", "C255", "D54"])
  }

  @Test func chainsWithinTheLimitReportNothing() {
    let declarations = Self.chain("A", from: "UIViewController", count: 253)
    let result = Policy.compile(
      SourceFile(path: "deep.kbpolicy", text: Self.policy(declarations)))
    #expect(!result.diagnostics.contains { $0.code == "E059" })
  }
}
