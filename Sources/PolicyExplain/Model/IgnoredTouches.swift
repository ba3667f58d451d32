/// The views of the scene a tap in which keeps the keyboard up while the explained field is
/// focused with `resign-on-touch` on, because of one `ignore-touches-in` entry: the views whose
/// own class chain holds the entry's class (the touched view's chain is what the runtime checks),
/// other than the field and its subviews, counted under the first entry that holds them in list
/// order (the entry the runtime's check stops at).
public struct IgnoredTouches: Hashable, Sendable, Codable {
  /// The entry.
  public var entry: ExplainedListEntry
  /// How many views it keeps from resigning the field.
  public var views: Int
  /// The first few of them, in subview order (at most `IgnoredTouches.exampleLimit`).
  public var examples: [String]

  /// How many view ids `examples` holds at most.
  public static let exampleLimit = 3

  /// Creates the entry's share.
  public init(entry: ExplainedListEntry, views: Int, examples: [String]) {
    self.entry = entry
    self.views = views
    self.examples = examples
  }
}
