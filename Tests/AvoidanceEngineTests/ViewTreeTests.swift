import PolicyLanguage
import Testing

@testable import AvoidanceEngine
@testable import SceneModel

/// `ViewTree`: the flattened structure on a hand-built tree, and `rebase` telling a changed
/// structure from changed values.
@Suite struct ViewTreeTests {
  static func view(_ id: String, _ subviews: [SceneView] = [], className: String = "UIView")
    -> SceneView
  {
    SceneView(
      id: id, className: className, frame: Rect(x: 0, y: 0, width: 10, height: 10),
      subviews: subviews)
  }

  /// Window subviews `a` (subviews `b` [`d`, `e`], `c` [`f`]) and `g` [a second `b`]:
  /// depth-first, a0 b1 d2 e3 c4 f5 g6 b7.
  static let roots = [
    view("a", [view("b", [view("d"), view("e")]), view("c", [view("f")])]),
    view("g", [view("b")]),
  ]

  @Test func nodesAreNumberedDepthFirstWithTheirParentsChildrenAndDepths() {
    let tree = ViewTree(Self.roots)
    #expect(tree.views.map(\.id) == ["a", "b", "d", "e", "c", "f", "g", "b"])
    #expect(tree.parent == [-1, 0, 1, 1, 0, 4, -1, 6])
    #expect(tree.depth == [1, 2, 3, 3, 2, 3, 1, 2])
    #expect(tree.position == [0, 0, 0, 1, 1, 0, 1, 0])
    #expect(tree.topLevel == [0, 6])
    #expect(Array(tree.children(of: 0)) == [1, 4])
    #expect(Array(tree.children(of: 1)) == [2, 3])
    #expect(Array(tree.children(of: 6)) == [7])
    #expect(tree.children(of: 3).isEmpty)
    // Subviews are held by the tree, not by the views.
    #expect(tree.views.allSatisfy { $0.subviews.isEmpty })
  }

  @Test func aRepeatedIdAnswersWithItsFirstView() {
    let tree = ViewTree(Self.roots)
    #expect(tree.byID["b"] == 1)
    #expect(tree.canonical == [0, 1, 2, 3, 4, 5, 6, 1])
  }

  @Test func ancestorsAreNearestFirstAndTreePathsLeadBackToTheView() {
    let tree = ViewTree(Self.roots)
    #expect(tree.ancestors(ofNode: 2) == [1, 0])
    #expect(tree.ancestors(ofNode: 5) == [4, 0])
    #expect(tree.ancestors(ofNode: 6) == [])
    #expect(tree.treePath(ofNode: 3) == [0, 0, 1])
    #expect(tree.treePath(ofNode: 5) == [0, 1, 0])
    #expect(tree.treePath(ofNode: 7) == [1, 0])
    // Each path, followed from the window's subviews, reaches the node's view.
    for node in 0..<tree.count {
      var views = Self.roots
      var found: SceneView?
      for step in tree.treePath(ofNode: node) {
        found = views[step]
        views = views[step].subviews
      }
      #expect(found?.id == tree.views[node].id, "node \(node)")
    }
  }

  @Test func viewsBelowTheDepthLimitAreLeftOut() {
    var deepest = Self.view("leaf")
    for level in (0..<(SceneDecoder.maximumViewDepth + 5)).reversed() {
      deepest = Self.view("v\(level)", [deepest])
    }
    let tree = ViewTree([deepest])
    #expect(tree.count == SceneDecoder.maximumViewDepth)
    #expect(tree.depth.last == SceneDecoder.maximumViewDepth)
    #expect(tree.children(of: tree.count - 1).isEmpty)
  }

  @Test func rebaseRewritesOnlyTheChangedPathsAndRefusesAnotherStructure() {
    var tree = ViewTree(Self.roots)
    // A plan's apply copies the path to the changed view: `a` and `c` are new arrays, `g`'s
    // subviews are shared.
    var moved = Self.roots
    moved[0].subviews[1].subviews[0].frame.origin.y = 42
    var rewritten: [Int] = []
    #expect(tree.rebase(from: Self.roots, to: moved) { node, _, _ in rewritten.append(node) })
    #expect(tree.views[5].frame.minY == 42)
    // The window's subviews and the changed path are read again; `b`'s and `g`'s subviews
    // (shared arrays) are not.
    #expect(!rewritten.contains(2) && !rewritten.contains(3) && !rewritten.contains(7))
    #expect(rewritten.contains(5))

    for change in [
      { (roots: inout [SceneView]) in roots[0].subviews[0].subviews.removeLast() },
      { roots in roots[1].subviews[0].id = "h" },
      { roots in roots[0].subviews[1].className = "UIScrollView" },
      { roots in roots[0].subviews[0].textInput = .textField },
      { roots in roots.append(Self.view("z")) },
    ] as [(inout [SceneView]) -> Void] {
      var fresh = ViewTree(Self.roots)
      var changed = Self.roots
      change(&changed)
      #expect(!fresh.rebase(from: Self.roots, to: changed) { _, _, _ in })
    }
  }
}
