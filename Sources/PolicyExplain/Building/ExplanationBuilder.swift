import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// Builds `Explanation` values for the text inputs of one scene under one compiled policy.
///
/// Give it the policy's source text and syntax tree too (`source`, `syntax`): near misses read
/// the tree, and what-if edits are applied to the text, recompiled and decided again, so only
/// edits that really flip a switch are offered. Without them those two parts stay empty.
///
/// Pure: no printing, no files, no globals; never traps on odd scenes.
public struct ExplanationBuilder: Sendable {
  /// The compiled policy (default layer included, unless the file says `extends none`).
  public let policy: Policy
  /// The policy's text, for what-if edits; nil to skip them.
  public let source: SourceFile?
  /// The policy's syntax tree (`CompileResult.file`), for near misses and edits.
  public let syntax: PolicyFile?
  /// The scene as recorded.
  public let scene: Scene
  /// Whether to work out what-ifs (each one recompiles the policy a few times).
  public var includesWhatIfs: Bool
  /// The keyboard every field is explained with when one is given (`keyboard`, as
  /// `--keyboard-height` gives it) or the scene records one: used as it is (a recorded keyboard
  /// already holds the field's accessory). `nil`: each field gets its `assumedKeyboard(for:)`.
  public let recordedKeyboard: Keyboard?
  /// Whether the keyboard is assumed (neither given nor recorded in the scene): composed for each
  /// field from the device's system keyboard and the field's accessory (`AssumedKeyboard`).
  public let keyboardIsAssumed: Bool

  let index: SceneIndex
  /// Near misses of the policy's rules, with the scene's names gathered once for every field.
  let nearMissFinder: NearMissFinder
  /// Keeps one index of the scene for the engine's adjustments of all its fields.
  let engine = AvoidanceEngine()
  /// Every accessibility identifier of the scene's views (the names the running app can see),
  /// gathered once for every field's companions.
  let identifiers: Set<String>
  /// The scene's views by the `ignore-touches-in` entry that keeps taps in them, gathered once
  /// for every field.
  let ignoredTouchIndex: IgnoredTouchIndex

  /// Creates a builder. `keyboard` overrides the scene's keyboard; with neither, the builder
  /// assumes each field's `assumedKeyboard(for:)`.
  public init(
    policy: Policy, source: SourceFile? = nil, syntax: PolicyFile? = nil, scene: Scene,
    keyboard: Keyboard? = nil,
    includesWhatIfs: Bool = true
  ) {
    self.policy = policy
    self.source = source
    self.syntax = syntax
    self.scene = scene
    self.includesWhatIfs = includesWhatIfs
    self.recordedKeyboard = keyboard ?? scene.keyboard
    self.keyboardIsAssumed = recordedKeyboard == nil
    self.index = SceneIndex(scene, policy: policy)
    var identifiers: Set<String> = []
    for id in index.allViewIDs {
      if let identifier = index.view(id)?.accessibilityIdentifier { identifiers.insert(identifier) }
    }
    self.identifiers = identifiers
    self.ignoredTouchIndex = IgnoredTouchIndex(index: index, policy: policy)
    self.nearMissFinder = NearMissFinder(
      index: index, syntax: syntax, scene: scene, policyClasses: policy.classHierarchy)
  }

  /// The keyboard assumed for the field `id` (the scene records none and none is given): the
  /// frame UIKit would report for it, part by part; `nil` when the keyboard is recorded or given.
  public func assumedKeyboard(for id: String) -> AssumedKeyboard? {
    guard recordedKeyboard == nil else { return nil }
    return AssumedKeyboard.compose(scene: scene, index: index, field: id, policy: policy)
  }

  /// The keyboard the field `id` is explained with: the recorded or given one, else its
  /// assumed one.
  public func keyboard(for id: String) -> Keyboard {
    recordedKeyboard ?? assumedKeyboard(for: id)?.keyboard ?? .height(0)
  }

  /// The scene focused on `id` with the keyboard showing.
  func showing(focus id: String) -> Scene {
    var focused = scene
    focused.focus = id
    focused.keyboard = keyboard(for: id)
    return focused
  }

  /// Every text input of the scene, in depth-first (subview) order.
  public var textInputs: [String] {
    index.allViewIDs.filter { index.textInputKind(of: $0) != nil }
  }

  /// Finds the field `query` names: a view id, else an accessibility identifier; nil means the
  /// scene's focused field.
  public func resolveField(_ query: String?) -> Result<String, ExplainError> {
    guard let query else {
      guard let focus = scene.focus, index.textInputKind(of: focus) != nil else {
        return .failure(.noFocusedField(textInputs: textInputs))
      }
      return .success(focus)
    }
    var id: String? = index.view(query) != nil ? query : nil
    if id == nil {
      id = index.allViewIDs.first { index.view($0)?.accessibilityIdentifier == query }
    }
    if id == nil {
      // A SwiftUI field by its policy name (`.keyboardPolicyField("email")`).
      id = index.allViewIDs.first { index.view($0)?.policyName == query }
    }
    guard let id, let view = index.view(id) else {
      let names = textInputs.flatMap { id in
        [id]
          + [index.view(id)?.accessibilityIdentifier, index.view(id)?.policyName].compactMap {
            $0
          }
      }
      return .failure(.unknownField(query, suggestion: Suggestions.closest(to: query, in: names)))
    }
    guard index.textInputKind(of: id) != nil else {
      return .failure(.notTextInput(query, className: view.className))
    }
    return .success(id)
  }

  /// The explanation for the field `query` names (view id, accessibility identifier or a SwiftUI
  /// field's policy name), or for
  /// the scene's focused field when `query` is nil.
  public func explain(field query: String? = nil) -> Result<Explanation, ExplainError> {
    resolveField(query).map { explain(resolvedField: $0) }
  }

  /// One explanation per text input, in subview order (the `--all` table).
  public func explainAll() -> [Explanation] {
    let fields = textInputs
    // One previous/next list per container, shared by its fields (not one walk per field).
    let orders = index.fieldOrders(for: fields, policy: policy)
    return zip(fields, orders).map { explain(resolvedField: $0, order: $1) }
  }

  /// The explanation for the view `id`, which must be a text input of the scene; `order` is its
  /// previous/next list when already worked out.
  func explain(resolvedField id: String, order: FieldOrderResult? = nil) -> Explanation {
    let context = index.fieldContext(for: id) ?? FieldContext(classChain: index.classChain(of: id))
    let decision = policy.decide(for: context, provenance: .full)
    let focused = showing(focus: id)
    let policyController = index.policyController(of: id)
    let moved = policyController.map { index.movedController(forPolicyController: $0) }
    let layerScroll = swiftUILayerScroll(context)
    let settings = SettingExplanation.markingInactive(
      SettingName.allCases.map { explainSetting(decision[$0]) },
      distanceKeptByLayer: layerScroll != nil)
    let field = explainedField(id)
    var adjustment: KeyboardAdjustment?
    var table: TableControllerAdjustment?
    let verdict: Verdict
    if let blocker = AvoidanceEngine.focusBlocker(of: id, in: index) {
      // The engine skips a field UIKit never makes first responder: no keyboard, no move.
      verdict = Verdict(
        kind: .cannotFocus,
        message:
          "never moved: the field cannot become first responder (\(blocker.description)), so the keyboard never shows for it"
      )
    } else {
      adjustment = AdjustmentReader(index: index, policy: policy, engine: engine).read(
        field: id, scene: focused, decision: decision, source: policy)
      adjustment?.keyboardIsAssumed = keyboardIsAssumed
      if var read = adjustment {
        markDeskOnly(&read.companions)
        adjustment = read
      }
      adjustment?.keyboardParts = assumedKeyboard(for: id)?.parts ?? []
      table = tableController(for: id, adjustment: adjustment)
      if let adjustment, let table {
        verdict = Self.verdict(
          field: field, decision: settings, adjustment: adjustment, tableController: table)
      } else if let adjustment, let placement = index.placement(of: id) {
        verdict = Self.verdict(
          field: field, decision: settings, adjustment: adjustment, placement: placement)
      } else if let adjustment, let sheet = index.raisedSheet(of: id) {
        verdict = Self.verdict(decision: settings, adjustment: adjustment, sheet: sheet)
      } else if let adjustment, let host = swiftUIHost(of: id) {
        verdict = Self.verdict(
          field: field, decision: settings, adjustment: adjustment, swiftUIHost: host,
          layerScroll: layerScroll)
      } else if let adjustment, let follower = layoutGuideFollower(of: id) {
        verdict = Self.verdict(
          field: field, settings: settings, decision: decision, adjustment: adjustment,
          layoutGuideFollower: follower)
      } else {
        verdict = Self.verdict(field: field, decision: settings, adjustment: adjustment)
      }
    }
    var whatIfs: [WhatIf] = []
    if includesWhatIfs, verdict.kind != .cannotFocus {
      let planner = WhatIfPlanner(
        builder: self, field: id, context: context, decision: decision, scene: focused,
        uikitScrolls: TableControllerScroll.tableViewController(of: id, in: index) != nil,
        swiftUIHost: swiftUIHost(of: id)?.className, placement: index.placement(of: id),
        layoutGuideFollower: layoutGuideFollower(of: id))
      whatIfs = planner.plan()
      whatIfs += companionWhatIfs(adjustment: adjustment)
    }
    var explanation = Explanation(
      field: field,
      controller: policyController.map(explainedController),
      movedController: moved.map(explainedController),
      settings: settings,
      nearMisses: nearMissFinder.find(field: id, context: context),
      order: explainOrder(
        id, decision: decision, result: order ?? index.fieldOrder(for: id, policy: policy)),
      adjustment: adjustment, tableController: table, verdict: verdict, whatIfs: whatIfs)
    explanation.scrollViews = explainScrollViews(around: id)
    if decision.values.resignOnTouch {
      explanation.ignoredTouches = ignoredTouchIndex.ignored(
        field: id, index: index, policy: policy)
    }
    return explanation
  }

  /// The scroll views around the field, innermost first, each with its `scroll-view` flags as
  /// `Policy.decide(scrollView:)` decides them (what the engine asks of each).
  func explainScrollViews(around id: String) -> [ExplainedScrollView] {
    index.scrollViews(around: id).compactMap { scroll in
      guard let context = index.scrollViewContext(for: scroll), let view = index.view(scroll)
      else { return nil }
      return ExplainedScrollView(
        id: scroll, className: view.className, decision: policy.decide(scrollView: context))
    }
  }

  func explainedField(_ id: String) -> ExplainedField {
    let view = index.view(id)
    return ExplainedField(
      id: id, identifier: view?.policyName ?? view?.accessibilityIdentifier,
      classChain: index.classChain(of: id),
      kind: index.textInputKind(of: id)?.rawValue ?? "textField", placeholder: view?.placeholder,
      frame: ExplainedRect(index.windowRect(of: id) ?? .zero))
  }

  func explainedController(_ controller: SceneController) -> ExplainedController {
    ExplainedController(
      id: controller.id, classChain: index.classChain(ofController: controller),
      rootView: controller.view, screen: controller.screen)
  }
}
