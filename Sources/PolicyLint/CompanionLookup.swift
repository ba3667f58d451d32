import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// The views of one scene that `keep-visible` can name (by accessibility identifier or scene
/// id), indexed once, so each named view of each field is one lookup (`companion-never-acts`).
struct CompanionLookup {
  let index: SceneIndex
  /// Scene id by name: every accessibility identifier (its first view), then every id.
  private var byName: [String: String] = [:]

  /// Indexes `index`'s views.
  init(_ index: SceneIndex) {
    self.index = index
    let ids = index.allViewIDs
    for id in ids {
      if let identifier = index.view(id)?.accessibilityIdentifier, byName[identifier] == nil {
        byName[identifier] = id
      }
    }
    for id in ids where byName[id] == nil { byName[id] = id }
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
    return companion.maxY <= frame.minY ? .aboveField : nil
  }
}
