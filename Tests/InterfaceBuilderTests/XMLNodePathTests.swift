import Testing

@testable import InterfaceBuilder

/// Element paths (`subviews/view[2]`) are numbered once per parent as the reader closes it, so
/// walking N siblings is linear (counting namesakes per sibling made a storyboard with 100,000
/// sibling views take 51 s; the benchmark's scaling row holds the ratio).
@Suite struct XMLNodePathTests {
  @Test func siblingsAreNumberedOnceByTheReader() throws {
    let root = try XMLDocumentReader.parse(Array("<a><b/><c/><b/><b/></a>".utf8)).get()
    #expect(root.children.map(\.namesakes) == [3, 1, 3, 3])
    #expect(root.children.map(\.positionAmongNamesakes) == [1, 1, 2, 3])
    #expect((0..<4).map { root.pathComponent(ofChild: $0) } == ["b[1]", "c", "b[2]", "b[3]"])
    // A node built in code (not numbered) still gets the same paths.
    let built = XMLNode(name: "a", children: root.children.map { XMLNode(name: $0.name) })
    #expect((0..<4).map { built.pathComponent(ofChild: $0) } == ["b[1]", "c", "b[2]", "b[3]"])
  }
}
