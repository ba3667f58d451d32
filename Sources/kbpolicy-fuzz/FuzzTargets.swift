import AvoidanceEngine
import Foundation
import PolicyFormatter
import SceneModel
import PolicyLanguage
import PolicyLint

/// The fuzzed entry points (issue #6, item 3), chosen by the input's first byte.
///
/// Every target feeds the rest of the input to a library entry point and checks the invariants
/// that must hold for *any* input; a violated invariant traps (`fuzzCheck`) so that libFuzzer
/// reports it as a crash and saves the input.
enum FuzzTargets {
  /// The targets, in selector order: `selector = firstByte % allCases.count`.
  enum Target: UInt8, CaseIterable {
    /// Lex and parse; diagnostics in range, rendered in both styles.
    case parse = 0
    /// Compile; a policy exactly when there are no errors; decide on fields built from the input.
    case compile = 1
    /// Lint: every finding points inside the file and renders.
    case lint = 2
    /// Format: the output parses and formatting is idempotent.
    case fmt = 3
    /// Decode a scene; a decoded scene survives an encode/decode round trip.
    case scene = 4
    /// Decode a scene and run the engine on it.
    case engine = 5
    /// Parse an event script and simulate it.
    case events = 6
    /// Import an Interface Builder document.
    case interfaceBuilder = 7
    /// Run `kbpolicy` with arguments and standard input from the input, in a sandbox directory.
    case arguments = 8
    /// Read Swift and Objective-C source for IQKeyboardManager configuration.
    case sourceReader = 9
  }

  /// The target every input goes to when `KBPOLICY_FUZZ_TARGET` names one (its case name), so
  /// `scripts/fuzz.sh --target events` spends its whole run on one target.
  static let pinned: Target? = ProcessInfo.processInfo.environment["KBPOLICY_FUZZ_TARGET"].flatMap {
    name in Target.allCases.first { "\($0)" == name }
  }

  /// Runs one input: `data[0]` picks the target, the rest is its input.
  static func run(_ data: UnsafeBufferPointer<UInt8>) {
    guard let first = data.first else { return }
    let target = pinned ?? Target(rawValue: first % UInt8(Target.allCases.count))!
    let bytes = Array(data.dropFirst())
    switch target {
    case .parse: parse(bytes)
    case .compile: compile(bytes)
    case .lint: lint(bytes)
    case .fmt: format(bytes)
    case .scene: scene(bytes)
    case .engine: engine(bytes)
    case .events: events(bytes)
    case .interfaceBuilder: interfaceBuilder(bytes)
    case .arguments: arguments(bytes)
    case .sourceReader: sourceReader(bytes)
    }
  }

  /// Policy text as the CLI would accept it (the CLI rejects non-UTF-8; the library takes `String`,
  /// so invalid sequences become U+FFFD here, which is what a `String` can hold).
  static func source(_ bytes: [UInt8]) -> SourceFile {
    SourceFile(path: "fuzz.kbpolicy", text: String(decoding: bytes, as: UTF8.self))
  }

  // MARK: - Targets

  static func parse(_ bytes: [UInt8]) {
    let file = source(bytes)
    let (_, diagnostics) = Parser.parse(file)
    checkDiagnostics(diagnostics, in: file)
  }

  static func compile(_ bytes: [UInt8]) {
    let file = source(bytes)
    let result = Policy.compile(file)
    checkDiagnostics(result.diagnostics, in: file)
    let hasErrors = result.diagnostics.contains { $0.severity == .error }
    fuzzCheck(
      hasErrors == (result.policy == nil),
      "a policy must be returned exactly when there are no errors")
    guard let policy = result.policy else { return }
    // Decide for fields whose classes are the words of the input (and UIKit's).
    let words = file.text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
      .prefix(8).map(String.init)
    for name in words + ["UITextField", "UITextView"] {
      let context = FieldContext(
        identifier: name, classChain: policy.classHierarchy.chain(of: name),
        controllerChain: policy.classHierarchy.chain(of: words.first ?? "UIViewController"))
      let decision = policy.decide(for: context, provenance: .full)
      fuzzCheck(
        decision.settings.count == SettingName.allCases.count, "a decision resolves every setting")
      fuzzCheck(
        decision.values.distance >= 0 && decision.values.distance.isFinite,
        "distance is finite and >= 0")
    }
  }

  static func lint(_ bytes: [UInt8]) {
    let file = source(bytes)
    checkDiagnostics(Linter().lint(file), in: file)
  }

  /// Formatting: when the input parses, the output parses too, formats to itself
  /// (`fmt(fmt(x)) == fmt(x)`) and compiles to the same rules (ignoring locations).
  static func format(_ bytes: [UInt8]) {
    let file = source(bytes)
    let (text, diagnostics) = Formatter.format(file)
    checkDiagnostics(diagnostics, in: file)
    guard let text else {
      fuzzCheck(
        diagnostics.contains { $0.severity == .error }, "fmt refuses only files with errors")
      return
    }
    let formatted = SourceFile(path: file.path, text: text)
    let (again, againDiagnostics) = Formatter.format(formatted)
    fuzzCheck(
      !againDiagnostics.contains { $0.severity == .error },
      "fmt output must parse: \(againDiagnostics.first.map { "\($0.range.start): \($0.message)" } ?? "")"
    )
    fuzzCheck(again == text, "fmt must be idempotent")
    let before = Policy.compile(file)
    let after = Policy.compile(formatted)
    fuzzCheck(
      (before.policy == nil) == (after.policy == nil),
      "fmt must not change whether the policy compiles")
    if let a = before.policy, let b = after.policy {
      fuzzCheck(PolicyMeaning(a) == PolicyMeaning(b), "fmt must not change the compiled policy")
    }
  }

  static func scene(_ bytes: [UInt8]) {
    let result = Scene.decode(jsonBytes: bytes)
    fuzzCheck(
      (result.scene == nil) == result.issues.contains { $0.severity == .error },
      "a scene must be returned exactly when there are no errors")
    guard let scene = result.scene else { return }
    let again = Scene.decode(json: scene.jsonText())
    fuzzCheck(again.scene == scene, "a decoded scene must survive an encode/decode round trip")
  }

  /// The policy the engine target runs under: the default layer.
  static let enginePolicy: Policy = Policy.compile(
    SourceFile(path: "fuzz.kbpolicy", text: "version 1\n")
  ).policy!

  /// Decodes a scene and drives the engine through a whole editing session on it: focus, show,
  /// change frame, rotate, hide. Every planned value must be finite; applying plans must not trap.
  /// (The geometric invariants are the engine property test's job, Tests/AvoidanceEngineTests.)
  static func engine(_ bytes: [UInt8]) {
    guard var scene = Scene.decode(jsonBytes: bytes).scene else { return }
    let index = SceneIndex(scene, policy: enginePolicy)
    guard
      let focus = scene.focus
        ?? allViewIDs(scene.views).first(where: { index.textInputKind(of: $0) != nil })
    else { return }
    _ = index.fieldOrder(for: focus, policy: enginePolicy)
    _ = AvoidanceEngine.adjustment(for: scene, policy: enginePolicy)
    var engine = AvoidanceEngine()
    let events: [EngineEvent] = [
      .beginEditing(field: focus), .keyboardWillShow(scene.keyboard ?? .height(336)),
      .keyboardWillShow(scene.keyboard ?? .height(336)), .keyboardWillChangeFrame(.height(216)),
      .orientationChange(scene.orientation == .portrait ? .landscape : .portrait), .endEditing,
      .keyboardWillHide,
    ]
    for event in events {
      let step = engine.handle(event, scene: scene, policy: enginePolicy)
      for change in step.plan.changes {
        fuzzCheck(
          change.to.isFinite, "planned value for \(change.view) is not finite: \(change.to)")
      }
      scene = step.plan.apply(to: scene)
    }
  }

  static func allViewIDs(_ views: [SceneView]) -> [String] {
    views.flatMap { [$0.id] + allViewIDs($0.subviews) }
  }

  // MARK: - Invariants

  /// Every diagnostic points inside the file and renders in every style without trapping.
  static func checkDiagnostics(_ diagnostics: [Diagnostic], in file: SourceFile) {
    let size = file.text.utf8.count
    for diagnostic in diagnostics {
      let range = diagnostic.range
      fuzzCheck(
        0 <= range.start.offset && range.start.offset <= range.end.offset
          && range.end.offset <= size,
        "diagnostic range out of bounds: \(range) in \(size) bytes [\(diagnostic.code)]")
      fuzzCheck(range.start.line >= 1 && range.start.column >= 1, "diagnostic location is 1-based")
    }
    for style in DiagnosticRenderer.Style.allCases {
      _ = DiagnosticRenderer(style: style).render(diagnostics, sources: [file.path: file])
    }
  }
}

/// Traps with `message` when `condition` is false, in every build configuration.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("fuzz invariant violated: \(message())") }
}
