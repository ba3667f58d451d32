import Foundation
import TestSupport
import Testing
@testable import PolicyLanguage

@Suite struct CompilerTests {
  private func compile(_ text: String) -> CompileResult {
    Policy.compile(SourceFile(path: "t.kbpolicy", text: text))
  }

  @Test func rulesListEveryEntryWithItsLocation() throws {
    let result = compile(
      """
      version 1
      class FormViewController: UIViewController
      avoidance {
          distance = 12
          disable in FormViewController, UIPageViewController
      }
      field "email" { avoidance = off
          distance = 24 }
      scroll-view UITableView { restore-offset = on }
      """)
    #expect(result.diagnostics.isEmpty)
    let policy = try #require(result.policy)
    let user = policy.rules.filter { $0.layer == .user }
    #expect(
      user.map(\.kind) == [
        .featureSetting, .classListEntry, .classListEntry, .field, .field, .scrollView,
      ])
    #expect(
      user.map(\.text) == [
        "avoidance { distance = 12 }",
        "avoidance { disable in FormViewController }",
        "avoidance { disable in UIPageViewController }",
        "field \"email\" { avoidance = off }",
        "field \"email\" { distance = 24 }",
        "scroll-view UITableView { restore-offset = on }",
      ])
    #expect(
      user.map { "\($0.location.line):\($0.location.column)" } == [
        "4:5", "5:16", "5:36", "7:17", "8:5", "9:27",
      ])
    #expect(user[1].target == .className("FormViewController"))
    #expect(user[1].list == .disableIn)
    #expect(user[1].feature == .avoidance)
    #expect(user[3].value == .bool(false))
    #expect(user[3].setting == "avoidance")
    #expect(user[3].target == .identifier("email"))
    for (index, rule) in policy.rules.enumerated() { #expect(rule.order == index) }
    #expect(policy.rules.first?.layer == .default)
    #expect(
      policy.classHierarchy.chain(of: "FormViewController") == [
        "FormViewController", "UIViewController", "UIResponder", "NSObject",
      ])
  }

  @Test func listsMergeAfterTheDefaultLayer() throws {
    let policy = try #require(
      compile(
        """
        version 1
        class FormContainerView: UIView
        toolbar { deep-containers UIStackView, UITableView, FormContainerView }
        resign-on-touch { ignore-touches-in UISlider }
        """
      ).policy)
    #expect(
      policy.deepContainers == [
        "UITableView", "UICollectionView", "IQDeepResponderContainerView", "UIStackView",
        "FormContainerView",
      ])
    #expect(policy.ignoreTouchesIn == ["UIControl", "UINavigationBar", "UISlider"])
  }

  @Test func extendsDefaultIsTheDefault() throws {
    let explicit = try #require(compile("version 1\nextends default\n").policy)
    #expect(explicit.includesDefaultLayer)
    let none = try #require(compile("version 1\nextends none\n").policy)
    #expect(!none.includesDefaultLayer)
  }

  /// Lint reads the syntax tree and the lexer's and parser's errors from one compile.
  @Test func syntaxErrorsAreToldApartFromCompileErrors() throws {
    let broken = compile("version 1\ntoolbar {\n  order = tag\n")
    #expect(broken.hasSyntaxErrors)
    #expect(broken.diagnostics.map(\.code).contains("E012"))
    let unknownSetting = compile("version 1\ntoolbar {\n  ordr = tag\n}\n")
    #expect(unknownSetting.hasErrors)
    #expect(!unknownSetting.hasSyntaxErrors)
    #expect(unknownSetting.file != nil)
    #expect(!compile("version 1\n").hasSyntaxErrors)
  }

  @Test func warningsStillProduceAPolicy() {
    let result = compile("version 1\navoidance { disable in LegacyViewController }\n")
    #expect(result.diagnostics.map(\.code) == ["W001"])
    #expect(result.policy != nil)
    #expect(!result.hasErrors)
  }

  @Test func unknownClassesWarnOncePerName() {
    let result = compile(
      "version 1\navoidance { disable in Legacy1Controller, Legacy1Controller }\ntoolbar { disable in Legacy1Controller }\n"
    )
    #expect(result.diagnostics.map(\.code) == ["W001", "W002"])
  }

  @Test func nearMissOfADeclaredClassIsAnError() {
    let result = compile(
      "version 1\nclass CheckoutViewController: UIViewController\ncontroller CheckoutViewControler { distance = 1 }\n"
    )
    #expect(result.diagnostics.summary == ["E049@3:12"])
    #expect(result.diagnostics[0].fixIts.first?.replacement == "CheckoutViewController")
  }

  @Test func classesMayBeDeclaredAfterUse() {
    let result = compile(
      "version 1\navoidance { disable in LaterViewController }\nclass LaterViewController: UIViewController\n"
    )
    #expect(result.diagnostics.isEmpty)
  }

  @Test(arguments: [
    ("toolbar { enabled = on }", "true", "'enabled' expects true or false, found 'on'"),
    ("field \"a\" { toolbar = false }", "off", "'toolbar' expects on or off, found 'false'"),
    (
      "field \"a\" { skip-in-order = yes }", "true",
      "'skip-in-order' expects true or false, found 'yes'"
    ),
    (
      "avoidance { distance = \"10\" }", "10",
      "'distance' expects a number of points, found '\"10\"'"
    ),
    (
      "toolbar { previous-next = \"auto\" }", "auto",
      "'previous-next' expects auto, always or never, found '\"auto\"'"
    ),
  ])
  func wrongSpellingsGetAFixIt(block: String, replacement: String, message: String) {
    let result = compile("version 1\n\(block)\n")
    #expect(result.diagnostics.map(\.code) == ["E042"])
    #expect(result.diagnostics.first?.message == message)
    #expect(result.diagnostics.first?.fixIts.first?.replacement == replacement)
  }

  @Test func unknownEnumValueSuggests() {
    let result = compile("version 1\ncontroller UIViewController { toolbar.order = postion }\n")
    #expect(result.diagnostics.summary == ["E043@2:47"])
    #expect(
      result.diagnostics[0].message
        == "unknown value 'postion' for 'toolbar.order' (expected subviews, tag or position)")
    #expect(result.diagnostics[0].fixIts.first?.message == "replace 'postion' with 'position'")
  }

  @Test func settingInWrongBlockNamesItsHome() {
    let result = compile(
      "version 1\ncontroller UIViewController { avoidance = off }\ntoolbar { toolbar.order = tag }\n"
    )
    #expect(result.diagnostics.map(\.code) == ["E041", "E041"])
    #expect(result.diagnostics[0].message == "setting 'avoidance' is not allowed in 'controller'")
    #expect(
      result.diagnostics[0].notes.map(\.message) == [
        "'avoidance' is a setting of 'field' blocks",
        "to switch 'avoidance' for a controller, use 'enable in' or 'disable in' in the 'avoidance' block",
      ])
    #expect(result.diagnostics[1].notes.last?.message == "inside 'toolbar', write 'order'")
  }

  @Test func zeroDistanceIsFine() {
    #expect(
      compile("version 1\navoidance { distance = 0 }\nfield \"a\" { distance = 0.5 }\n").diagnostics
        .isEmpty)
  }

  @Test func parseErrorsDoNotCascadeIntoMissingVersion() {
    let result = compile("version\navoidance { enabled = true }\n")
    #expect(result.diagnostics.map(\.code) == ["E023"])
  }

  @Test func diagnosticsAreSortedAcrossPhases() {
    let result = compile("version 1\ntoolbar { order = postion }\n@\n")
    #expect(result.diagnostics.summary == ["E043@2:19", "E001@3:1"])
  }

  // MARK: - Rendering

  /// The caret rendering of a file with several problems, against a golden file.
  /// `RECORD_SNAPSHOTS=1` rewrites the golden file after a deliberate change (and fails the run).
  @Test func humanRenderingMatchesGoldenFile() throws {
    let source = try Fixtures.source("golden/render.kbpolicy")
    let result = Policy.compile(source)
    let rendered = DiagnosticRenderer(style: .human).render(
      result.diagnostics, sources: [source.path: source])
    Fixtures.loader.checkGolden(rendered, "golden/render.txt")
  }

  @Test func xcodeRendering() throws {
    let source = SourceFile(path: "a.kbpolicy", text: "version 1\ntoolbar { ordr = tag }\n")
    let result = Policy.compile(source)
    let rendered = DiagnosticRenderer(style: .xcode).render(result.diagnostics, sources: [:])
    // The note lists the block's settings (the catalogue's: enabled, order, ..., return-keys).
    let settings = SettingCatalogue.list(
      SettingCatalogue.entries(in: .feature(.toolbar)).map(\.name), conjunction: "and")
    #expect(settings.hasPrefix("enabled, order, placeholder, previous-next, "))
    #expect(
      rendered == """
        a.kbpolicy:2:11: error: unknown setting 'ordr' in 'toolbar' [E040]
        a.kbpolicy:2:11: note: 'toolbar' takes \(settings)
        a.kbpolicy:2:11: note: fix-it: replace 'ordr' with 'order'

        """)
  }

  @Test func everyCodeIsDocumentedInGrammar() throws {
    let grammar = try Repository.text("grammar.md")
    for code in DiagnosticCode.allCases {
      #expect(grammar.contains("| \(code.rawValue) |"), "grammar.md lacks \(code.rawValue)")
    }
  }
}
