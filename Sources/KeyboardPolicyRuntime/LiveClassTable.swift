import PolicyLanguage
import SceneModel

/// The classes a runtime has met: the app classes for the scenes' `classes` (class → superclass,
/// read from live class chains), and what each class's chain implies under the policy's classes
/// and those app classes, as the engine's index will see it (text-input kind, scroll view, search
/// bar, list).
final class LiveClassTable {
  /// What a class's chain implies.
  struct Facts {
    /// The chain under the policy's classes and the app classes (the app classes win), as the
    /// engine's index builds it.
    let chain: [String]
    /// The text-input kind the chain implies.
    let inputKind: TextInputKind?
    /// A `UIScrollView`.
    let isScrollView: Bool
    /// A `UISearchBar`.
    let isSearchBar: Bool
    /// A `UITableView`.
    let isTableView: Bool
    /// A `UICollectionView`.
    let isCollectionView: Bool
  }

  /// App classes met so far (class → superclass), for the scene's `classes`.
  private(set) var appClasses: [String: String] = [:]
  private var seen: Set<String> = []
  private var facts: [String: Facts] = [:]
  private let policyClasses: ClassHierarchy

  /// A table for a runtime under a policy with `policyClasses`.
  init(policyClasses: ClassHierarchy) {
    self.policyClasses = policyClasses
  }

  /// The facts of a live view's class (recording its chain the first time the class is met).
  func facts(of view: any LiveView) -> Facts {
    let name = view.liveClassName
    if let known = facts[name] { return known }
    note(name) { view.liveClassChain }
    var hierarchy = policyClasses
    hierarchy.merge(appClasses)
    let chain = hierarchy.chain(of: name)
    let computed = Facts(
      chain: chain, inputKind: TextInputKind.derived(fromClassChain: chain),
      isScrollView: chain.contains("UIScrollView"), isSearchBar: chain.contains("UISearchBar"),
      isTableView: chain.contains("UITableView"),
      isCollectionView: chain.contains("UICollectionView"))
    facts[name] = computed
    return computed
  }

  /// Records an app class chain the first time its class name is met: every class up to the
  /// first one UIKit's table knows.
  func note(_ className: String, chain: () -> [String]) {
    guard !seen.contains(className) else { return }
    seen.insert(className)
    guard UIKitClasses.superclass[className] == nil, className != "NSObject" else { return }
    let names = chain()
    var added = false
    /// Records `name`'s superclass, unless known already.
    func record(_ name: String, _ superclass: String) {
      guard appClasses[name] == nil else { return }
      appClasses[name] = superclass
      added = true
    }
    for (name, superclass) in zip(names, names.dropFirst()) {
      if UIKitClasses.superclass[name] != nil || name == "NSObject" { break }
      // A specialised generic class (`UIHostingController<ContentView>`, as Swift names it) is a
      // kind of its generic class, which the live chain leaves out: put it in between.
      if let generic = ClassHierarchy.genericClass(of: name), generic != superclass {
        record(name, generic)
        if UIKitClasses.superclass[generic] == nil { record(generic, superclass) }
      } else {
        record(name, superclass)
      }
    }
    // A new superclass can lengthen a chain worked out before (a class first met with a partial
    // chain): work the facts out again.
    if added { facts = [:] }
  }
}
