import PolicyLanguage

/// The previous/next list of a focused field (grammar.md, "Field order") and its return keys.
public struct FieldOrderResult: Hashable, Sendable {
  /// The field ids in navigation order.
  public var fields: [String]
  /// The deep container whose fields are listed (sorted by position), or `nil` for siblings.
  public var container: String?
  /// The position in the policy's `deepContainers` of the entry that made `container` the deep
  /// container (the entry that decides the order); `nil` for siblings.
  public var containerEntry: Int?
  /// The sibling order used; `nil` for a deep container (always by position there).
  public var order: FieldOrder?
  /// The focused field's index in `fields`, or `nil` when it is not navigable (search fields).
  public var index: Int?

  /// Creates a result.
  public init(fields: [String], container: String?, order: FieldOrder?, index: Int?) {
    self.fields = fields
    self.container = container
    self.order = order
    self.index = index
  }

  /// The field before the focused one.
  public var previous: String? { index.flatMap { $0 > 0 ? fields[$0 - 1] : nil } }
  /// The field after the focused one.
  public var next: String? { index.flatMap { $0 + 1 < fields.count ? fields[$0 + 1] : nil } }

  /// The focused field's return key (`returnKey(for:)` of the focused field, without a search).
  public var focusedReturnKey: ReturnKey? {
    index.map { $0 + 1 < fields.count ? .next : .done }
  }

  /// The return key of `id` (IQKeyboardReturnKeyHandler): `next` for every field but the last,
  /// `done` for the last; `nil` for ids not in the list.
  public func returnKey(for id: String) -> ReturnKey? {
    guard let position = fields.firstIndex(of: id) else { return nil }
    return position + 1 < fields.count ? .next : .done
  }

  /// The return key a field shows.
  public enum ReturnKey: String, Hashable, Sendable {
    /// Moves to the next field.
    case next
    /// Ends editing.
    case done
  }
}
