import AvoidanceEngine
import PolicyExplain
import PolicyLanguage
import SceneModel

/// The engine's result for a field after an event script.
struct MeasuredOutcome {
  var verdict: Verdict.Kind
  var movedBy: Double
  var gap: Double?
  /// The field's companions in the final scene.
  var companions: [ActualCompanion] = []
}

extension PolicyTestRunner {
  /// Runs the test's event script over the scene and measures the field in the final scene.
  mutating func runEvents(
    _ events: TestEvents, field: String, builder: ExplanationBuilder, policy: Policy,
    testFile: String, avoidance: Bool, sources: inout [String: SourceFile]
  ) -> Result<MeasuredOutcome, LoadFailure> {
    let loaded: LoadedEvents
    let place: (Diagnostic) -> Diagnostic
    let anchor: SourceRange
    switch events {
    case .file(let reference):
      let resolved = TestPaths.resolve(reference.path, relativeTo: testFile)
      if let cached = eventScripts[resolved] {
        loaded = cached
      } else {
        let source: SourceFile
        switch read(reference, testFile: testFile) {
        case .success(let read): source = read
        case .failure(let failure): return .failure(failure)
        }
        let path = source.path
        let parsed = EventScript.parse(source)
        guard parsed.diagnostics.isEmpty else {
          var failure = Self.failure(
            .eventErrors(path), at: reference,
            key: "events:" + path)
          failure.details = parsed.diagnostics
          failure.sources = [path: source]
          return .failure(failure)
        }
        loaded = LoadedEvents(events: parsed.events, source: source)
        eventScripts[resolved] = loaded
      }
      sources[loaded.source.path] = loaded.source
      place = { $0 }
      anchor = reference.range
    case .inline(let inline):
      let parsed = EventScript.parse(inline.text)
      guard parsed.diagnostics.isEmpty else {
        return .failure(
          LoadFailure(
            headline: inline.place(parsed.diagnostics[0]),
            details: parsed.diagnostics.dropFirst().map(inline.place),
            key: "inline:\(testFile):\(inline.firstLine)"))
      }
      loaded = LoadedEvents(events: parsed.events, source: inline.text)
      place = inline.place
      anchor = SourceRange(
        at: inline.place(SourceLocation(file: testFile, line: 1, column: 1, offset: 0)))
    }
    let result = Simulation.run(scene: builder.scene, events: loaded.events, policy: policy)
    guard result.diagnostics.isEmpty else {
      let placed = result.diagnostics.map(place)
      return .failure(
        LoadFailure(
          headline: placed[0], details: Array(placed.dropFirst()),
          key: "run:\(testFile):\(anchor.start.line):\(field)"))
    }
    var measured = Self.measure(
      field: field, before: builder.scene, after: result.finalScene, policy: policy,
      avoidance: avoidance)
    if result.steps.contains(where: { $0.step.outcome?.companions.isEmpty == false }) {
      let after = result.finalScene
      measured.companions = Self.companions(
        field: field, steps: result.steps,
        afterIndex: SceneIndex(after, policyClasses: policy.classHierarchy),
        keyboard: after.keyboard.map { $0.normalizedFrame(in: after.window) }.flatMap {
          $0.height > 0 ? $0 : nil
        })
    }
    return .success(measured)
  }

  /// The field's verdict, movement and gap in `after`, against `before`.
  static func measure(field: String, before: Scene, after: Scene, policy: Policy, avoidance: Bool)
    -> MeasuredOutcome
  {
    let beforeIndex = SceneIndex(before, policyClasses: policy.classHierarchy)
    let afterIndex = SceneIndex(after, policyClasses: policy.classHierarchy)
    let start = beforeIndex.windowRect(of: field) ?? .zero
    let end = afterIndex.windowRect(of: field) ?? start
    let movedBy = start.minY - end.minY
    guard let keyboard = after.keyboard?.normalizedFrame(in: after.window), keyboard.height > 0
    else { return MeasuredOutcome(verdict: .keyboardHidden, movedBy: movedBy, gap: nil) }
    let gap = keyboard.minY - end.maxY
    if KeyboardLayoutGuideGate.follower(of: field, in: beforeIndex) != nil,
      let context = beforeIndex.fieldContext(for: field)
    {
      // A screen that follows the keyboard layout guide: Auto Layout's move is not modelled;
      // the engine moved it only if avoidance was turned on for it explicitly (Part 2 A.6).
      let winner = policy.decide(for: context)[.avoidance]
      if winner.value != .bool(true) || !KeyboardLayoutGuideGate.isExplicit(winner.source) {
        return MeasuredOutcome(verdict: .layoutGuideFollows, movedBy: movedBy, gap: gap)
      }
    }
    guard avoidance else {
      // In a UITableViewController UIKit scrolls the row itself (explain's `uikit-scrolls`).
      if let table = TableControllerScroll.model(field: field, in: afterIndex, keyboard: keyboard) {
        return MeasuredOutcome(
          verdict: .uikitScrolls, movedBy: start.minY - table.fieldFrame.minY,
          gap: keyboard.minY - table.fieldFrame.maxY)
      }
      // In a SwiftUI hosting controller SwiftUI lifts the field itself (explain's
      // `swiftui-avoids`); its layout is not modelled, so the field is measured before that move.
      if let host = afterIndex.policyController(of: field),
        afterIndex.classChain(ofController: host).contains("UIHostingController")
      {
        return MeasuredOutcome(verdict: .swiftuiAvoids, movedBy: movedBy, gap: gap)
      }
      return MeasuredOutcome(verdict: .notAdjusted, movedBy: movedBy, gap: gap)
    }
    let topGuide =
      beforeIndex.policyController(of: field).map {
        beforeIndex.topGuide(
          forMovedController: beforeIndex.movedController(forPolicyController: $0))
      } ?? after.statusBarHeight
    let visible = end.minY >= topGuide - 1e-6 && end.maxY <= keyboard.minY + 1e-6
    return MeasuredOutcome(
      verdict: visible ? .visible : .partlyVisible, movedBy: movedBy, gap: gap)
  }
}
