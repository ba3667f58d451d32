/// Which views own a keyboard layout guide that a constraint uses, gathered while the view tree
/// is read. Xcode 14 and later write a view's `keyboardLayoutGuide` (iOS 15) beside its safe-area
/// guide, `<keyboardLayoutGuide key="keyboard" id="...">`, and a constraint pinned to it names
/// that id as its `firstItem` or `secondItem`. A guide no constraint names moves nothing.
struct KeyboardGuidePins {
  /// The view that owns each keyboard guide, by guide id.
  private var owners: [String: String] = [:]
  /// Every item a constraint names, in document order (a constraint lives on its two items'
  /// common ancestor, so it may name a guide read later).
  private var items: [String] = []

  /// Reads view element `node` (id `id`): its keyboard guide, and the items its constraints name.
  mutating func read(_ node: XMLNode, id: String) {
    for child in node.children {
      if child.name == "keyboardLayoutGuide", child["key"] == "keyboard", let guide = child["id"] {
        owners[guide] = id
      } else if child.name == "constraints" {
        for constraint in child.children where constraint.name == "constraint" {
          if let first = constraint["firstItem"] { items.append(first) }
          if let second = constraint["secondItem"] { items.append(second) }
        }
      }
    }
  }

  /// The ids of the views whose keyboard guide some constraint names (one pass over the items).
  func usedOwners() -> Set<String> {
    guard !owners.isEmpty else { return [] }
    return Set(items.compactMap { owners[$0] })
  }
}
