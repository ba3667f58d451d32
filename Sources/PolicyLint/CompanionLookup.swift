import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// The views of one scene that `keep-visible` can name (by accessibility identifier or scene
/// id), indexed once, so each named view of each field is one lookup (`companion-never-acts`).
struct CompanionLookup {
  let index: SceneIndex
  /// Scene id by name, as the engine resolves a companion: a view with that id, else the first
  /// view (depth first) with that accessibility identifier.
  private var byName: [String: String] = [:]

  /// Indexes `index`'s views.
  init(_ index: SceneIndex) {
    self.index = index
    let ids = index.allViewIDs
    for id in ids { byName[id] = id }
    for id in ids {
      if let identifier = index.view(id)?.accessibilityIdentifier, byName[identifier] == nil {
        byName[identifier] = id
      }
    }
  }

  /// Every name a view answers to, for did-you-mean.
  var names: [String] { Array(byName.keys) }

  /// Why `name` is not kept visible with `field`, or nil when the engine takes it into account.
  func problem(_ name: String, field: String) -> CompanionNeverActsRule.Problem? {
    guard let id = byName[name] else { return .missing }
    if index.policyController(of: id)?.id != index.policyController(of: field)?.id {
      return .otherController
    }
    guard let companion = index.windowRect(of: id), let frame = index.windowRect(of: field)
    else { return .missing }
    // As the engine: above the field matters only for a view that moves with the field, one in
    // the field's scroll view (or any view when the field is in none); the root view reaches one
    // outside it, which may be below the field once the scroll view has scrolled.
    let movesWithField =
      index.scrollViewAncestor(of: field).map { index.superviewChain(of: id).contains($0) }
      ?? true
    return movesWithField && companion.maxY <= frame.minY ? .aboveField : nil
  }
}
