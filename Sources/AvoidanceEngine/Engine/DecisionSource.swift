import PolicyLanguage

/// What the engine and the scene queries ask of a policy. A compiled `Policy` is one; tests and
/// tools can supply their own.
public protocol DecisionSource: Sendable {
  /// The decision for one focused field (grammar.md "Precedence").
  func decide(for field: FieldContext) -> Decision
  /// The decision for one scroll view (`scroll-view` rules and code flags).
  func decide(scrollView: ScrollViewContext) -> ScrollViewDecision
  /// `toolbar { deep-containers ... }`, in list order.
  var deepContainers: [String] { get }
  /// The classes the policy declares, over UIKit's.
  var classHierarchy: ClassHierarchy { get }
  /// Whether the field is left out of previous/next (`decide(for:).skipInOrder`). Field order asks
  /// this of every candidate field, so a source can answer it without a whole decision.
  func skipsInOrder(_ field: FieldContext) -> Bool
  /// Whether `skipsInOrder` can be true for a field whose code settings say nothing; false lets
  /// field order skip the question for every candidate (the first event on a long form).
  var rulesCanSkipInOrder: Bool { get }
}

extension DecisionSource {
  /// The whole decision's `skipInOrder`.
  public func skipsInOrder(_ field: FieldContext) -> Bool { decide(for: field).values.skipInOrder }

  /// True: without knowing better, every field has to be asked.
  public var rulesCanSkipInOrder: Bool { true }
}

extension Policy: DecisionSource {}
