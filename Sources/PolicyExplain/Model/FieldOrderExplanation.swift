/// The previous/next list the toolbar and the return key follow, and why it is in that order.
public struct FieldOrderExplanation: Hashable, Sendable, Codable {
  /// The field ids in navigation order.
  public var fields: [String]
  /// The explained field's 0-based position in `fields`; nil when it is not navigable.
  public var index: Int?
  /// `deep-container`, `siblings` or `none` (the field is not navigable: a search field, ...).
  public var basis: String
  /// The deep container's view id, for `deep-container`.
  public var container: String?
  /// The deep container's class (the `deep-containers` entry that matched).
  public var containerClass: String?
  /// The `deep-containers` entry that matched, with where it is written (nil for siblings).
  public var containerEntry: ExplainedListEntry?
  /// `subviews`, `tag` or `position` for siblings; `position` for a deep container.
  public var sortedBy: String
  /// Why, in words: `deep container 'list' (UITableView): every field under it, top to bottom`.
  public var reason: String
  /// The field before, if any.
  public var previous: String?
  /// The field after, if any.
  public var next: String?
  /// The return key: `next` for every field but the last, `done` for the last.
  public var returnKey: String?

  /// Creates an order explanation.
  public init(
    fields: [String], index: Int?, basis: String, container: String?, containerClass: String?,
    sortedBy: String, reason: String, previous: String?, next: String?, returnKey: String?
  ) {
    self.fields = fields
    self.index = index
    self.basis = basis
    self.container = container
    self.containerClass = containerClass
    self.sortedBy = sortedBy
    self.reason = reason
    self.previous = previous
    self.next = next
    self.returnKey = returnKey
  }

  /// `2/5`, or `-` when the field is not in the list.
  public var position: String {
    guard let index else { return "-" }
    return "\(index + 1)/\(fields.count)"
  }
}
