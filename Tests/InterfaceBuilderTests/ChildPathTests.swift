import Testing

@testable import InterfaceBuilder

/// `XMLNode.childPaths(under:)` (one pass) names every child as `path(ofChild:under:)` does.
@Suite struct ChildPathTests {
  @Test func childPathsMatchTheOneByOneWalk() {
    let names = ["barButtonItem", "textField", "barButtonItem", "view", "barButtonItem", "view"]
    let node = XMLNode(name: "items", children: names.map { XMLNode(name: $0) })
    let expected = node.children.indices.map { node.path(ofChild: $0, under: "toolbar/items") }
    #expect(node.childPaths(under: "toolbar/items") == expected)
    #expect(expected[4] == "toolbar/items/barButtonItem[3]")
    #expect(expected[1] == "toolbar/items/textField")
  }
}
