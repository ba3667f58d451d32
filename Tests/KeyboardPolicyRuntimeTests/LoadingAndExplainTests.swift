import AvoidanceEngine
import Foundation
import KeyboardPolicyExplain
import KeyboardPolicyRuntime
import PolicyExplain
import PolicyLanguage
import SceneModel
import Testing

/// Loading a policy (string, bundle resource, failures) and the on-device explanation.
@Suite @MainActor struct LoadingAndExplainTests {
  /// Collects what the load callbacks are given.
  final class Calls: @unchecked Sendable {
    var failures: [PolicyLoadFailure] = []
    var diagnostics: [[Diagnostic]] = []
    var handler: PolicyFailureHandler { PolicyFailureHandler { self.failures.append($0) } }
  }

  @Test func aPolicyWithErrorsFallsBackToTheDefaultLayerAndReportsThem() throws {
    let calls = Calls()
    let loaded = LoadedPolicy.load(
      text: "version 1\navoidance { distance = -5 }\n", path: "app.kbpolicy",
      onDiagnostics: { diagnostics, _ in calls.diagnostics.append(diagnostics) },
      onFailure: calls.handler)
    #expect(loaded.usedFallback)
    #expect(loaded.diagnostics.map(\.code) == ["E044"])
    #expect(calls.failures.count == 1)
    #expect(calls.failures.first?.message.contains("error[E044]") == true)
    #expect(calls.failures.first?.message.contains("app.kbpolicy:2:") == true)
    #expect(calls.diagnostics.count == 1)
    // The default layer: distance 10, avoidance on.
    let values = loaded.policy.resolve(for: FieldContext(classChain: ["UITextField", "UIView"]))
    #expect(values.distance == 10)
    #expect(values.avoidance)
  }

  @Test func warningsAreReportedButThePolicyIsUsed() throws {
    let calls = Calls()
    let loaded = LoadedPolicy.load(
      text: "version 1\navoidance {\n  distance = 30\n  disable in LegacyViewController\n}\n",
      onDiagnostics: { diagnostics, _ in calls.diagnostics.append(diagnostics) },
      onFailure: calls.handler)
    #expect(!loaded.usedFallback)
    #expect(loaded.diagnostics.map(\.code) == ["W001"])
    #expect(calls.failures.isEmpty)
    #expect(calls.diagnostics.count == 1)
    #expect(loaded.policy.resolve(for: FieldContext(classChain: ["UITextField"])).distance == 30)
  }

  @Test func bundleResourcesLoadAndFailWithCodes() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbpolicy-runtime-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "version 1\navoidance { distance = 24 }\n".write(
      to: directory.appendingPathComponent("app.kbpolicy"), atomically: true, encoding: .utf8)
    try Data([0x76, 0xFF, 0xFE]).write(to: directory.appendingPathComponent("binary.kbpolicy"))
    try Data(count: LoadedPolicy.maximumFileSize + 1).write(
      to: directory.appendingPathComponent("huge.kbpolicy"))
    let bundle = try #require(Bundle(path: directory.path))
    let calls = Calls()
    let good = LoadedPolicy.load(resource: "app", in: bundle, onFailure: calls.handler)
    #expect(!good.usedFallback)
    #expect(good.source?.path == "app.kbpolicy")
    #expect(good.policy.resolve(for: FieldContext(classChain: ["UITextField"])).distance == 24)
    for (name, code) in [("missing", "R001"), ("binary", "R002"), ("huge", "R003")] {
      let loaded = LoadedPolicy.load(resource: name, in: bundle, onFailure: calls.handler)
      #expect(loaded.usedFallback, "\(name)")
      #expect(loaded.diagnostics.map(\.code) == [code], "\(name)")
    }
    #expect(calls.failures.map { $0.diagnostics.first?.code } == ["R001", "R002", "R003"])
  }

  /// The runtime's explanation of a live field is `kbpolicy explain`'s, byte for byte (the
  /// explain goldens are the command's output), before and after the keyboard moved the screen.
  @Test(arguments: [
    (
      "checkout-promo-code", "rules/examples/checkout.kbpolicy",
      "rules/examples/checkout.scene.json", "promo-code"
    ),
    ("chat-message", "rules/examples/chat.kbpolicy", "rules/examples/chat.scene.json", "message"),
    ("signup-bio", "rules/examples/chat.kbpolicy", "rules/examples/signup.scene.json", "bio"),
  ])
  func explanationOnDeviceIsTheCommandsExplanation(
    golden: String, policy: String, scene path: String, field: String
  ) throws {
    let loaded = LoadedPolicy.load(
      text: try Corpus.text(policy), path: policy, onFailure: .ignore)
    #expect(!loaded.usedFallback)
    let scene = try Corpus.scene(path)
    let window = MemoryWindow(scene)
    let runtime = KeyboardRuntime(loaded: loaded) { _, changes in changes() }
    runtime.adopt(keyboard: scene.keyboard, focusedField: nil)
    let live = try window.required(field)
    let goldens = "Tests/PolicyExplainTests/Fixtures/golden/"
    let text = try Corpus.text("\(goldens)\(golden).txt")
    let json = try Corpus.text("\(goldens)\(golden).json")
    #expect(runtime.explanationText(for: live) == text)
    #expect(runtime.explanationText(for: live, json: true) == json)
    // The same after the keyboard has moved the live screen: the session's changes are put back
    // before explaining. (A scene that records no keyboard is explained with an assumed one, which
    // the text says; once the runtime has seen the keyboard it is no longer assumed.)
    guard let keyboard = scene.keyboard else { return }
    runtime.beginEditing(live)
    let step = runtime.keyboardWillShow(keyboard, animation: RuntimeFixtures.show)
    #expect(step?.step.plan.changes.isEmpty == false, "the screen moved")
    #expect(runtime.explanationText(for: live) == text)
  }

  @Test func aFieldUIKitCannotFocusKeepsTheFocusAndExplainSaysWhy() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    // Replaying a scene, where nothing proves focus (live begin-editing proves it:
    // `LiveFocusTests`).
    runtime.beginEditingProvesFocus = false
    let name = try window.required("name")
    let email = try window.required("email")
    runtime.beginEditing(name)
    email.liveAttributes.alpha = 0
    let step = try #require(runtime.beginEditing(email))
    #expect(step.step.skip == .cannotFocus(field: "email", .transparent))
    #expect(runtime.focusedField === name, "the focus stays on 'name'")
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    #expect(email.writes.isEmpty)
    // Explain reads the engine's rule: the same reason, in the verdict.
    let explanation = try #require(runtime.explanation(for: email, includesWhatIfs: false))
    #expect(explanation.verdict.kind == .cannotFocus)
    #expect(explanation.verdict.message.contains("(its alpha is 0)"))
  }

  /// A live `UITableViewController` screen: the runtime's explanation says UIKit scrolls the row
  /// (the controller's class chain is read from the live classes), the same as on the desk.
  @Test func aTableViewControllerFieldIsScrolledByUIKitOnDevice() throws {
    let path = "Tests/PolicyExplainTests/Fixtures/cases/settings-table.scene.json"
    let scene = try Corpus.scene(path)
    let window = MemoryWindow(scene)
    let loaded = LoadedPolicy.load(
      text: try Corpus.text("Tests/PolicyExplainTests/Fixtures/cases/settings-table.kbpolicy"),
      path: "settings-table.kbpolicy", onFailure: .ignore)
    let runtime = KeyboardRuntime(loaded: loaded) { _, changes in changes() }
    runtime.adopt(keyboard: scene.keyboard, focusedField: nil)
    let bio = try window.required("bio")
    let explanation = try #require(runtime.explanation(for: bio))
    // As on the desk (TableControllerTests): the table scrolls 104 − (−103) = 207, gap 13.
    #expect(explanation.verdict.kind == .uikitScrolls)
    #expect(abs((explanation.movedBy ?? 0) - 207) < 0.5)
    #expect(abs((explanation.finalGap ?? 0) - 13) < 0.5)
    #expect(explanation.whatIfs.first { $0.setting == .avoidance }?.edits.isEmpty == true)
  }

  @Test func returnKeysSetInCodeReachTheExplanationOnDeviceAndOnTheDesk() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let text =
      "version 1\nclass FormViewController: UIViewController\ntoolbar { last-return-key = go }\n"
    let loaded = LoadedPolicy.load(text: text, path: "app.kbpolicy", onFailure: .ignore)
    let runtime = KeyboardRuntime(loaded: loaded) { _, changes in changes() }
    let notes = try window.required("notes")  // the last field
    runtime.returnKeysByController = ["FormViewController": ReturnKeyOptions(lastReturnKey: .send)]
    #expect(runtime.controls(for: notes)?.returnKey == .send)
    // On device: the explanation names the code, not the policy's rule, as the winner.
    let explanation = try #require(runtime.explanation(for: notes, includesWhatIfs: false))
    let key = try #require(explanation.settings.first { $0.setting == .toolbarLastReturnKey })
    #expect(key.value == .word("send"))
    #expect(key.source.kind == .code)
    #expect(key.overridden.map(\.source.rule) == ["toolbar { last-return-key = go }"])
    // On the desk: the scene the runtime exports, written and read back as JSON, explains the same.
    let exported = try #require(Scene.decode(json: runtime.snapshot(of: window).jsonText()).scene)
    #expect(exported.views[0].subviews[0].subviews[2].code.lastReturnKey == .send)
    var builder = ExplanationBuilder(
      policy: loaded.policy, source: loaded.source, syntax: loaded.syntax, scene: exported)
    builder.includesWhatIfs = true
    let desk = try builder.explain(field: "notes").get()
    #expect(ExplanationTextRenderer().render(desk) == runtime.explanationText(for: notes))
    // Nothing set in code: the policy's rule wins on both.
    runtime.returnKeysByController = [:]
    let plain = try #require(runtime.explanation(for: notes, includesWhatIfs: false))
    #expect(plain.settings.first { $0.setting == .toolbarLastReturnKey }?.value == .word("go"))
  }
}
