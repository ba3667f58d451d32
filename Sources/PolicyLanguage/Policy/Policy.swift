/// A compiled, immutable policy: the default layer merged with the user's rules, indexed for
/// hash-probe lookups. Answers "what applies to this field, and because of which rule?".
///
/// STUB (contract only): the language work replaces the body; the public API stays.
public struct Policy: Sendable {
  /// The path the embedded default layer is attributed to in every explanation.
  public static let defaultPolicyPath = "rules/default.kbpolicy"

  /// The class hierarchy: UIKit's plus the classes the policy declares.
  public let classHierarchy: ClassHierarchy
  /// `toolbar { deep-containers ... }`, in list order (order matters, §2.3).
  public let deepContainers: [String]
  /// `resign-on-touch { ignore-touches-in ... }`.
  public let ignoreTouchesIn: [String]

  init(classHierarchy: ClassHierarchy, deepContainers: [String], ignoreTouchesIn: [String]) {
    self.classHierarchy = classHierarchy
    self.deepContainers = deepContainers
    self.ignoreTouchesIn = ignoreTouchesIn
  }

  /// Compiles policy text (layered over the default policy unless it says `extends none`).
  public static func compile(_ source: SourceFile) -> CompileResult {
    CompileResult(
      policy: Policy(
        classHierarchy: ClassHierarchy(),
        deepContainers: ["UITableView", "UICollectionView", "IQDeepResponderContainerView"],
        ignoreTouchesIn: ["UIControl", "UINavigationBar"]),
      diagnostics: [], file: nil)
  }

  /// The decision for one focused field (SPEC.md §2.2).
  public func decide(for field: FieldContext) -> Decision {
    Decision(settings: SettingName.allCases.map { name in
      let value: SettingValue =
        switch name {
        case .avoidance: .bool(!field.isInsideAlertController)
        case .toolbar, .resignOnTouch, .skipInOrder: .bool(false)
        case .distance: .number(field.code.distance ?? 10)
        case .toolbarOrder: .word("subviews")
        case .toolbarPlaceholder: .bool(true)
        case .toolbarPreviousNext: .word("auto")
        }
      return ResolvedSetting(name: name, value: value, source: .builtin("stub"))
    })
  }

  /// The decision for one scroll view (`scroll-view` rules and code flags).
  public func decide(scrollView: ScrollViewContext) -> ScrollViewDecision {
    var decision = ScrollViewDecision.defaults
    if let adjust = scrollView.code.adjust { decision.adjust.value = adjust }
    if let inset = scrollView.code.adjustInset { decision.adjustInset.value = inset }
    if let restore = scrollView.code.restoreOffset { decision.restoreOffset.value = restore }
    return decision
  }
}

/// The outcome of compiling one policy file.
public struct CompileResult: Sendable {
  /// The compiled policy; `nil` when there are errors.
  public var policy: Policy?
  /// Every diagnostic, in source order.
  public var diagnostics: [Diagnostic]
  /// The syntax tree (present even when there are errors, as far as it could be parsed).
  public var file: PolicyFile?

  /// Creates a result.
  public init(policy: Policy?, diagnostics: [Diagnostic], file: PolicyFile?) {
    self.policy = policy
    self.diagnostics = diagnostics
    self.file = file
  }
}
