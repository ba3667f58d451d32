import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The snapshotter's reuse: a view whose values and subviews did not change since the last
/// snapshot keeps the scene view it had, storage included, so an unchanged subtree allocates
/// nothing and the engine skips it when it compares scenes. Counted by storage identity, never by
/// time. Captures are kept while a field is focused, so each test focuses one first.
@Suite @MainActor struct SnapshotReuseTests {
  /// A form of `rows` table cells (cell, content view, label, text field) in a table view inside
  /// a scroll view under one root view: 3 + 4 × rows views.
  static func form(rows: Int) -> Scene {
    let cells = (0..<rows).map { row in
      SceneView(
        id: "cell-\(row)", className: "UITableViewCell",
        frame: Rect(x: 0, y: Double(row) * 44, width: 393, height: 44),
        subviews: [
          SceneView(
            id: "content-\(row)", frame: Rect(x: 0, y: 0, width: 393, height: 44),
            subviews: [
              SceneView(
                id: "label-\(row)", className: "UILabel",
                frame: Rect(x: 16, y: 6, width: 96, height: 32)),
              SceneView(
                id: "field-\(row)", className: "UITextField",
                frame: Rect(x: 120, y: 6, width: 257, height: 32), textInput: .textField),
            ])
        ])
    }
    let height = Double(rows) * 44
    let table = SceneView(
      id: "table", className: "UITableView", frame: Rect(x: 0, y: 100, width: 393, height: height),
      scroll: ScrollState(contentSize: Size(width: 393, height: height), scrollEnabled: false),
      subviews: cells)
    let scroll = SceneView(
      id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 393, height: 852),
      scroll: ScrollState(contentSize: Size(width: 393, height: height + 200)), subviews: [table])
    return Scene(
      window: Size(width: 393, height: 852), statusBarHeight: 59,
      views: [
        SceneView(id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852), subviews: [scroll])
      ],
      controllers: [SceneController(id: "form", className: "UIViewController", view: "root")],
      focus: nil)
  }

  /// The views of `next` whose subviews are not the storage `previous` held at the same place
  /// (leaves, which have no subview storage, never count), by id.
  static func rebuilt(_ previous: [SceneView], _ next: [SceneView]) -> [String] {
    var ids: [String] = []
    for (before, after) in zip(previous, next) where !after.subviews.isEmpty {
      let shared = before.subviews.withUnsafeBufferPointer { a in
        after.subviews.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
      }
      if !shared { ids.append(after.id) }
      ids += rebuilt(before.subviews, after.subviews)
    }
    return ids
  }

  static func count(_ views: [SceneView]) -> Int {
    views.reduce(0) { $0 + 1 + count($1.subviews) }
  }

  @Test func anUnchangedTreeOf2000ViewsIsReusedWhole() throws {
    let window = MemoryWindow(Self.form(rows: 500))
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("field-0"))
    let first = runtime.snapshot(of: window)
    let second = runtime.snapshot(of: window)
    #expect(Self.count(second.views) == 2_003)
    #expect(second == first)
    #expect(Self.rebuilt(first.views, second.views).isEmpty)
  }

  @Test func aChangedViewRebuildsOnlyItsAncestors() throws {
    let window = MemoryWindow(Self.form(rows: 500))
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("field-0"))
    let first = runtime.snapshot(of: window)
    try window.required("field-250").liveAttributes.frame.origin.x = 130
    let second = runtime.snapshot(of: window)
    // Of 1,002 views with subviews, only the field's five ancestors that hold subviews get new
    // subview storage (and the field's new frame is in the scene).
    let rebuilt = Self.rebuilt(first.views, second.views)
    #expect(rebuilt == ["root", "scroll", "table", "cell-250", "content-250"])
    let index = SceneIndex(second)
    #expect(index.view("field-250")?.frame.origin.x == 130)
    #expect(index.view("field-249")?.frame.origin.x == 120)
  }

  @Test func aStructuralChangeIsCaptured() throws {
    let window = MemoryWindow(Self.form(rows: 3))
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("field-0"))
    let first = runtime.snapshot(of: window)
    let content = try window.required("content-1")
    content.subviews.removeLast()
    let second = runtime.snapshot(of: window)
    #expect(Self.count(second.views) == Self.count(first.views) - 1)
    #expect(SceneIndex(second).view("field-1") == nil)
    let rebuilt = Self.rebuilt(first.views, second.views)
    #expect(rebuilt == ["root", "scroll", "table", "cell-1", "content-1"])
  }

  @Test func capturesAreDroppedWhenEditingEnds() throws {
    let window = MemoryWindow(Self.form(rows: 3))
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("field-0"))
    let first = runtime.snapshot(of: window)
    runtime.endEditing()
    let second = runtime.snapshot(of: window)
    // Nothing reused: the views are not held past the editing session.
    #expect(second.views == first.views)
    // All nine views with subviews (root, scroll, table, three cells, three content views).
    #expect(Self.rebuilt(first.views, second.views).count == 9)
  }

  @Test func aKeyboardShowAndHideRebuildOnlyTheMovedViewsPath() throws {
    var scene = Self.form(rows: 500)
    // Scroll so the middle row sits near the bottom: the show moves the outer scroll view.
    scene.views[0].subviews[0].scroll?.contentOffset.y = 250 * 44 + 100 - 780
    let window = MemoryWindow(scene)
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try window.required("field-250"))
    let show = try #require(runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show))
    #expect(!show.step.plan.changes.isEmpty)
    let hide = try #require(runtime.keyboardWillHide(animation: RuntimeFixtures.show))
    // The hide's scene differs from the show's only in the views the show wrote, which are all
    // above the table: the table's 2,000 views are the show's storage.
    let rebuilt = Self.rebuilt(show.scene.views, hide.scene.views)
    #expect(!rebuilt.contains("table"))
    #expect(rebuilt.count <= 2)
  }
}
