import Foundation
import PolicyLanguage
import SceneModel

/// The engine's scene index, kept across events while the scene's structure stays the same.
///
/// A plan changes geometry (root origin, content offsets and insets), never structure, so the
/// index built for the first event of a screen serves every later one: each event only re-reads
/// what changed (`SceneIndex.rebase(on:policyClasses:)`), and the index is rebuilt when the views,
/// controllers or classes change. With a compiled `Policy` it also remembers the policy's answers
/// for the screen's fields and scroll views (a `Policy` is immutable; the answers are dropped when
/// the policy, the structure or what a decision reads changes).
///
/// Not part of the engine's value: engines compare and hash as if it were absent. Copies of an
/// engine share it (access is locked), so a copy only ever finds an index for some scene and
/// checks it against its own.
struct IndexCache: Hashable, @unchecked Sendable {
  final class Box: @unchecked Sendable {
    let lock = NSLock()
    var entry: (index: SceneIndex, memo: PolicyMemo)?
  }

  private let box = Box()

  static func == (_: IndexCache, _: IndexCache) -> Bool { true }
  func hash(into hasher: inout Hasher) {}

  /// The index for `scene` under `policy` (reused when the structure allows, else built), and the
  /// policy answers valid for it (`nil` for decision sources other than `Policy`). Both are taken
  /// out of the cache, so only their holder uses them: give them back with `store`.
  func take(for scene: Scene, policy: some DecisionSource) -> (index: SceneIndex, memo: PolicyMemo)
  {
    box.lock.lock()
    var cached: (index: SceneIndex, memo: PolicyMemo)? = nil
    swap(&cached, &box.entry)
    box.lock.unlock()
    let key = PolicyMemo.key(of: policy)
    if cached != nil {
      // Out of the optional, so the index's storage is unique and updates in place.
      var index = cached!.index
      let memo = cached!.memo
      cached = nil
      switch index.rebase(on: scene, policyClasses: policy.classHierarchy) {
      case .sameStructure:
        return (index, memo.valid(for: key) ? memo : PolicyMemo(key: key, views: index.tree.count))
      case .sameStructureNewFacts:
        return (index, PolicyMemo(key: key, views: index.tree.count))
      case .rebuild:
        break
      }
    }
    let index = SceneIndex(scene, policy: policy)
    return (index, PolicyMemo(key: key, views: index.tree.count))
  }

  /// Puts an index and its answers back for the next event (the index's `update`s are undone
  /// when it is reused).
  func store(_ index: SceneIndex, _ memo: PolicyMemo) {
    box.lock.lock()
    box.entry = (index, memo)
    box.lock.unlock()
  }
}

/// A compiled policy's answers for one scene structure, by canonical node: `skipsInOrder`, field
/// decisions and scroll-view decisions. Used by one holder at a time (see `IndexCache`); with no
/// policy key (a decision source other than `Policy`) it remembers nothing.
final class PolicyMemo: @unchecked Sendable {
  /// The compiled policy the answers are for (kept alive while cached, so its identity cannot
  /// pass to another policy).
  let key: Policy?
  /// Per node: 0 unknown, 1 kept, 2 skipped.
  private var skips: [UInt8]
  private var fields: [Int: Decision] = [:]
  private var scrollViews: [Int: ScrollViewDecision] = [:]

  init(key: Policy?, views: Int) {
    self.key = key
    skips = key == nil ? [] : Array(repeating: 0, count: views)
  }

  /// The compiled `Policy` behind a decision source; `nil` for other sources (their answers are
  /// never remembered).
  static func key(of policy: some DecisionSource) -> Policy? {
    policy as? Policy
  }

  /// Whether the answers are those of the policy `key` (the very same compiled policy).
  func valid(for key: Policy?) -> Bool {
    guard let key, let mine = self.key else { return false }
    return key.isIdentical(to: mine)
  }

  func skip(_ node: Int, _ answer: () -> Bool) -> Bool {
    guard key != nil, node < skips.count else { return answer() }
    switch skips[node] {
    case 1: return false
    case 2: return true
    default:
      let value = answer()
      skips[node] = value ? 2 : 1
      return value
    }
  }

  func field(_ node: Int, _ answer: () -> Decision) -> Decision {
    guard key != nil else { return answer() }
    if let known = fields[node] { return known }
    let value = answer()
    fields[node] = value
    return value
  }

  func scrollView(_ node: Int, _ answer: () -> ScrollViewDecision) -> ScrollViewDecision {
    guard key != nil else { return answer() }
    if let known = scrollViews[node] { return known }
    let value = answer()
    scrollViews[node] = value
    return value
  }
}
