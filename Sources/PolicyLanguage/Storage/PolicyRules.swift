/// The rules of a compiled policy, in cascade order: the default layer's (when included) first,
/// then the policy's, each in source order; `rules[i].order == i`.
///
/// A random-access collection over the policy's compact storage: each `PolicyRule` is put
/// together when it is read.
public struct PolicyRules: RandomAccessCollection, Sendable {
  let storage: PolicyStorage

  /// The position of the first rule (0).
  public var startIndex: Int { 0 }
  /// One past the last rule's position.
  public var endIndex: Int { storage.rules.count }

  /// The rule at `position`.
  public subscript(position: Int) -> PolicyRule { storage.rule(at: position) }
}
