/// A class-list entry that repeats an earlier entry of the same class in the same feature's lists
/// of the same kind (`disable in A, B, A`, or two `disable in` lists naming `A`), found once by
/// the compiler.
///
/// The feature's lists of a kind count together across the file (a repeated feature block's too,
/// and lists in a block they do not belong to); `remove` lists are not among them. The compiler
/// warns (W002, `duplicateListEntry`) when the earlier entry is in the same feature block and the
/// list belongs there; lint renders every record (`duplicate-entry`).
public struct CheckedDuplicateEntry: Sendable, Equatable {
  /// The repeated entry: its feature, list kind, class and range.
  public var entry: CheckedListEntry
  /// The range of the first entry of the class among the feature's lists of this kind.
  public var first: SourceRange
  /// Whether the first entry is in the same written list; false when it is in another list of
  /// the same kind.
  public var sameList: Bool
  /// The written list the entry is in, from its keyword to its last class (how a fix-it finds
  /// the list in the syntax tree).
  public var listRange: SourceRange
  /// The entry's position in that list.
  public var index: Int
}
