/// Whether a view's keyboard layout guide is in use, from what UIKit lets the runtime read without
/// creating the guide: the view's layout guides (`UIView.layoutGuides`, where a
/// `UIKeyboardLayoutGuide` appears once the app has asked for `keyboardLayoutGuide`) and the
/// constraints installed on the view (`UIView.constraints`: a constraint lives on its items'
/// nearest common ancestor, the guide's owning view for the guide and any of its subviews).
///
/// The guide is in use when an active constraint ties it to an item other than the guide itself
/// and its owning view: a subview, or another view's guide, pinned to the keyboard. Constraints
/// that tie the guide only to its owning view are left out, so that UIKit's own constraints
/// placing the guide in the view do not count (what UIKit installs there is not documented:
/// only a device shows it).
public struct KeyboardGuideUse: Sendable {
  /// One constraint of the owning view, by the identities of its items.
  public struct Constraint: Hashable, Sendable {
    /// `firstItem`.
    public var first: ObjectIdentifier?
    /// `secondItem` (nil for a constant size).
    public var second: ObjectIdentifier?
    /// `isActive`.
    public var isActive: Bool

    /// Creates a constraint record.
    public init(first: ObjectIdentifier?, second: ObjectIdentifier?, isActive: Bool = true) {
      self.first = first
      self.second = second
      self.isActive = isActive
    }
  }

  /// The owning view.
  public var owner: ObjectIdentifier
  /// Its keyboard layout guides (usually one, or none before the app asked for it).
  public var guides: Set<ObjectIdentifier>

  /// A reading of `owner`'s keyboard `guides`.
  public init(owner: ObjectIdentifier, guides: Set<ObjectIdentifier>) {
    self.owner = owner
    self.guides = guides
  }

  /// Whether one of `constraints` pins something to a guide: one pass, stopping at the first.
  public func isPinned(by constraints: some Sequence<Constraint>) -> Bool {
    guard !guides.isEmpty else { return false }
    for constraint in constraints where constraint.isActive {
      guard let first = constraint.first, let second = constraint.second else { continue }
      if guides.contains(first), second != owner, !guides.contains(second) { return true }
      if guides.contains(second), first != owner, !guides.contains(first) { return true }
    }
    return false
  }
}
