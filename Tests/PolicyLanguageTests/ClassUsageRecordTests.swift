import PolicyLanguage
import Testing

/// The compiler's records of class uses and repeated list entries (`CheckedPolicy.classUsages`,
/// `CheckedPolicy.duplicateEntries`): every use, with its exact range, role and classification,
/// also where the compiler reports nothing (a repeat, a list in the wrong block, a `remove`
/// list); and its W001, E049, E058 and W002 come from those same records.
@Suite struct ClassUsageRecordTests {
  static let text = """
    version 1
    class FormView: UIVew
    class LoginViewController: UIViewController

    avoidance {
      disable in Legacy, LoginViewController, Legacy
      deep-containers Stray, Stray
      remove disable in UITableViewController
    }

    avoidance {
      disable in Legacy
    }

    toolbar {
      disable in UIAlertController
      disable in UIAlertController
    }

    field email {
      distance = 3
    }

    controller Legacy {
      distance = 3
    }

    """

  func compile() throws -> (CheckedPolicy, [Diagnostic]) {
    let result = Policy.compile(SourceFile(path: "app.kbpolicy", text: Self.text))
    return (try #require(result.checked), result.diagnostics)
  }

  /// `name@line:column` of a range's start.
  func at(_ name: String, _ range: SourceRange) -> String {
    "\(name)@\(range.start.line):\(range.start.column)"
  }

  @Test func everyUseIsRecordedWithItsRangeRoleAndClassification() throws {
    let (checked, _) = try compile()
    typealias Usage = CheckedClassUsage
    let expected: [(String, Usage.Role, Usage.Status)] = [
      // `class FormView: UIVew`: column 17 = 1 + "class FormView: ".count (16).
      ("UIVew@2:17", .superclass, .nearMiss(suggestion: "UIView")),
      ("UIViewController@3:28", .superclass, .known),
      // `  disable in Legacy, LoginViewController, Legacy`: 14 = 1 + 13; 22 = 14 + 8;
      // 43 = 22 + "LoginViewController, ".count (21).
      ("Legacy@6:14", .list(.avoidance, .disableIn, removes: false), .undeclared),
      ("LoginViewController@6:22", .list(.avoidance, .disableIn, removes: false), .known),
      ("Legacy@6:43", .list(.avoidance, .disableIn, removes: false), .undeclared),
      // `  deep-containers Stray, Stray` (not a list of `avoidance`): 19 = 1 + 18; 26 = 19 + 7.
      ("Stray@7:19", .list(.avoidance, .deepContainers, removes: false), .undeclared),
      ("Stray@7:26", .list(.avoidance, .deepContainers, removes: false), .undeclared),
      // `  remove disable in UITableViewController`: 21 = 1 + 20.
      ("UITableViewController@8:21", .list(.avoidance, .disableIn, removes: true), .known),
      ("Legacy@12:14", .list(.avoidance, .disableIn, removes: false), .undeclared),
      ("UIAlertController@16:14", .list(.toolbar, .disableIn, removes: false), .known),
      ("UIAlertController@17:14", .list(.toolbar, .disableIn, removes: false), .known),
      // `field email`: 7 = 1 + "field ".count (6); `controller Legacy`: 12 = 1 + 11.
      ("email@20:7", .selector(.field), .unquotedIdentifier),
      ("Legacy@24:12", .selector(.controller), .undeclared),
    ]
    let usages = checked.classUsages
    #expect(usages.map { at($0.name, $0.range) } == expected.map(\.0))
    #expect(usages.map(\.role) == expected.map(\.1))
    #expect(usages.map(\.status) == expected.map(\.2))
    // A range covers the name: `Legacy` ends 6 columns after it starts.
    #expect(usages[2].range.end.column == 20)
  }

  @Test func everyRepeatedEntryIsRecordedWithItsFirstEntry() throws {
    let (checked, _) = try compile()
    let duplicates = checked.duplicateEntries
    #expect(
      duplicates.map { at($0.entry.name, $0.entry.range) } == [
        "Legacy@6:43", "Stray@7:26", "Legacy@12:14", "UIAlertController@17:14",
      ])
    #expect(
      duplicates.map { at($0.entry.name, $0.first) } == [
        "Legacy@6:14", "Stray@7:19", "Legacy@6:14", "UIAlertController@16:14",
      ])
    // The second `Legacy` and `Stray` share their first entry's list; the block's second
    // `disable in` and the second `avoidance` block's are other lists.
    #expect(duplicates.map(\.sameList) == [true, true, false, false])
    #expect(duplicates.map(\.entry.feature) == [.avoidance, .avoidance, .avoidance, .toolbar])
    #expect(duplicates.map(\.entry.list) == [.disableIn, .deepContainers, .disableIn, .disableIn])
    // Where a fix-it removes it: its position in its list, and the list from its keyword.
    #expect(duplicates.map(\.index) == [2, 1, 0, 0])
    #expect(
      duplicates.map { at("list", $0.listRange) } == [
        "list@6:3", "list@7:3", "list@12:3", "list@17:3",
      ])
  }

  /// The compiler reports from its records: W001 at a name's first checked `undeclared` use,
  /// E049 at every near miss, E058 at the first unquoted identifier; W002 only for a repeat in
  /// the same block in a list that belongs there. The list in the wrong block and the repeated
  /// block have their own errors (E048, E046).
  @Test func theCompilersDiagnosticsComeFromTheRecords() throws {
    let (_, diagnostics) = try compile()
    let shown = diagnostics.map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)" }
    #expect(
      shown == [
        "E049@2:17", "W001@6:14", "W002@6:43", "E048@7:3", "E046@11:1", "W002@17:14",
        "E058@20:7",
      ])
  }

  /// A `remove` list under `extends none` is refused as a whole, and the default layer has no
  /// removals: its names are recorded all the same.
  @Test func aRefusedRemoveListIsRecordedToo() throws {
    let text = "version 1\nextends none\n\navoidance {\n  remove disable in Gone\n}\n"
    let checked = try #require(Policy.compile(SourceFile(path: "a.kbpolicy", text: text)).checked)
    #expect(checked.classUsages.map { at($0.name, $0.range) } == ["Gone@5:21"])
    #expect(checked.classUsages.map(\.role) == [.list(.avoidance, .disableIn, removes: true)])
    #expect(checked.classUsages.map(\.status) == [.undeclared])
    #expect(checked.duplicateEntries.isEmpty)
  }
}
