import TestSupport
import Testing

@testable import SceneModel

/// Controller parents: loops and over-long chains found in one pass, with the answers a walk from
/// every controller gives.
@Suite struct ControllerChainTests {
  static func scene(_ controllers: [SceneController]) -> Scene {
    Scene(window: Size(width: 390, height: 844), controllers: controllers)
  }

  /// A chain: c0's parent is c1, c1's is c2, ..., the last has none.
  static func chain(_ count: Int) -> [SceneController] {
    (0..<count).map { i in
      SceneController(
        id: "c\(i)", className: "UIViewController", parent: i + 1 < count ? "c\(i + 1)" : nil)
    }
  }

  /// The rule as written before: from every controller, walk up its parents and report a loop
  /// when an id comes back (quadratic on a long chain, so only for small scenes).
  static func loopsByWalking(_ controllers: [SceneController]) -> [String] {
    var index: [String: Int] = [:]
    for (i, controller) in controllers.enumerated() where !controller.id.isEmpty {
      if index[controller.id] == nil { index[controller.id] = i }
    }
    var paths: [String] = []
    for (i, controller) in controllers.enumerated() {
      guard let parent = controller.parent, index[parent] != nil else { continue }
      var seen: Set<String> = [controller.id]
      var current: String? = parent
      while let id = current, let next = index[id] {
        if !seen.insert(id).inserted {
          paths.append("controllers[\(i)].parent")
          break
        }
        current = controllers[next].parent
      }
    }
    return paths
  }

  /// Random controllers (unique ids, some empty; parents random, unknown or none): the one-pass
  /// rule reports a loop exactly where walking from each controller does.
  @Test func loopsAreFoundWhereAWalkFromEachControllerFindsThem() {
    var random = SeededRandom(seed: 19)
    var loopsSeen = 0
    for _ in 0..<400 {
      let count = Int.random(in: 1...12, using: &random)
      let controllers = (0..<count).map { i -> SceneController in
        let parent: String? =
          switch Int.random(in: 0..<6, using: &random) {
          case 0: nil
          case 1: "missing"
          default: "c\(Int.random(in: 0..<count, using: &random))"
          }
        let id = Int.random(in: 0..<10, using: &random) == 0 ? "" : "c\(i)"
        return SceneController(id: id, className: "UIViewController", parent: parent)
      }
      let expected = Self.loopsByWalking(controllers)
      let found = Self.scene(controllers).validate().filter { $0.code == .cycle }.map(\.path)
      #expect(found == expected, "\(controllers.map { "\($0.id)→\($0.parent ?? "-")" })")
      loopsSeen += expected.isEmpty ? 0 : 1
    }
    #expect(loopsSeen > 50, "the generator makes loops")
  }

  @Test func aChainOfTheMostParentsIsValidAndOneMoreIsNot() {
    // 101 controllers: c0 has 100 parents.
    let atLimit = Self.chain(Scene.maximumControllerDepth + 1)
    #expect(Self.scene(atLimit).validate().isEmpty)
    // 102 controllers: c0 has 101 parents, reported once, at c0.
    let over = Self.chain(Scene.maximumControllerDepth + 2)
    let issues = Self.scene(over).validate()
    #expect(issues.map(\.code) == [.controllerChainTooLong])
    #expect(issues.first?.path == "controllers[0].parent")
    #expect(issues.first?.message == "controller 'c0' has more than 100 parents")
  }

  /// A long chain (every walk up it would cost the chain again) is reported once, where its
  /// parents first pass the limit; a loop at every controller on it, as the walk-from-each rule.
  @Test func longChainsAndLoopsAreReportedOnceAChainAndOnceAController() {
    let long = Self.scene(Self.chain(20_000)).validate()
    // c19898 has 101 parents (c19899 ... c19999).
    #expect(long.map(\.code) == [.controllerChainTooLong])
    #expect(long.first?.path == "controllers[19898].parent")
    var loop = Self.chain(5_000)
    loop[4_999].parent = "c0"
    let loops = Self.scene(loop).validate()
    #expect(loops.count == 5_000)
    #expect(Set(loops.map(\.code)) == [.cycle])
  }
}
