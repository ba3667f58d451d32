import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The snapshotter: stable ids, what it captures, controllers and app classes.
@Suite @MainActor struct SnapshotTests {
  @Test func viewsWithoutStableNamesAreNamedByIdentifierThenClassAndKeepTheirIDs() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    for view in window.views.flatMap(\.allViews) { view.reportsStableName = false }
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let first = runtime.snapshot(of: window)
    let ids = first.views.flatMap { [$0.id] + allIDs($0.subviews) }
    #expect(ids.contains("email"))  // its accessibility identifier
    #expect(ids.contains { $0.hasPrefix("UITextField-") })  // 'name' has none
    #expect(Set(ids).count == ids.count, "ids are unique")
    #expect(first.validate().isEmpty)
    // The same objects get the same ids on the next snapshot, after the tree changed around them.
    let email = try view(window, "email")
    let nameID = runtime.id(of: try view(window, "name"))
    email.liveAttributes.frame.origin.y = 10
    let second = runtime.snapshot(of: window)
    #expect(allIDs(second.views) == allIDs(first.views))
    #expect(runtime.id(of: try view(window, "name")) == nameID)
    #expect(runtime.view(withID: nameID) === window.view("name"))
  }

  @Test func aNameHeldByAnotherLiveViewIsNotReused() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let name = try view(window, "name")
    let email = try view(window, "email")
    name.reportsStableName = false
    email.reportsStableName = false
    name.liveAttributes.accessibilityIdentifier = "email"
    let nameID = runtime.id(of: name)
    #expect(nameID == "email")
    #expect(runtime.id(of: email) != "email")
    #expect(runtime.id(of: email).hasPrefix("UITextField-"))
  }

  @Test func aGoneViewFreesItsName() throws {
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let scene = try RuntimeFixtures.scene()
    var window: MemoryWindow? = MemoryWindow(scene)
    let oldID = runtime.id(of: try view(try #require(window), "email"))
    #expect(oldID == "email")
    window = nil
    #expect(runtime.view(withID: "email") == nil)
    let fresh = MemoryWindow(scene)
    #expect(runtime.id(of: try view(fresh, "email")) == "email")
    #expect(runtime.view(withID: "email") === fresh.view("email"))
  }

  @Test func anEventCapturesOnlyThePathsItNeeds() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let step = try #require(runtime.beginEditing(try view(window, "email")))
    // The field's path and nothing else: not 'banner', not the siblings (the engine never reads
    // them; the controls' snapshot holds the candidates).
    #expect(tree(step.scene.views) == "root(scroll(email))")
    // Controllers: the field's controller and its parent, with the bar's bottom.
    #expect(step.scene.controllers.map(\.id) == ["form", "nav"])
    #expect(step.scene.controllers.first?.parent == "nav")
    #expect(step.scene.controllers.last?.navigationBarBottom == 103)
    #expect(step.scene.classes == ["FormViewController": "UIViewController"])
    // The engine's geometry is the whole tree's: the same window rect and scroll state.
    let whole = SceneIndex(runtime.snapshot(of: window))
    let small = SceneIndex(step.scene)
    #expect(small.windowRect(of: "email") == whole.windowRect(of: "email"))
    #expect(small.scrollState(of: "scroll") == whole.scrollState(of: "scroll"))
    // A field that is itself a window subview brings only itself.
    let topLevel = try RuntimeFixtures.scene(
      #"{"window": [393, 852], "views": [{"id": "a", "class": "UITextField", "frame": [0, 700, 100, 40]}, {"id": "b", "frame": [0, 0, 10, 10]}, {"id": "c", "class": "UITextField", "frame": [0, 20, 100, 40]}]}"#
    )
    let flat = MemoryWindow(topLevel)
    let flatStep = try #require(runtime.beginEditing(try view(flat, "a")))
    #expect(flatStep.scene.views.map(\.id) == ["a"])
    // Its controls hold its candidates: the window's other text inputs.
    let flatControls = try #require(runtime.controlsSnapshot(of: try view(flat, "a")))
    #expect(flatControls.views.map(\.id) == ["a", "c"])
  }

  @Test func theControlsCaptureTheCandidatesAndNothingElse() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let email = try view(window, "email")
    runtime.beginEditing(email)
    // No deep container: the field's sibling text inputs, without the button.
    let siblings = try #require(runtime.controlsSnapshot(of: email))
    #expect(tree(siblings.views) == "root(scroll(name email notes))")
    // A deep container (a table view, by the default layer): every text input it reaches, with the
    // views on the way, and no label.
    let form = MemoryWindow(SnapshotReuseTests.form(rows: 3))
    let field = try view(form, "field-1")
    let deepRuntime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, c in c() }
    deepRuntime.beginEditing(field)
    let deep = try #require(deepRuntime.controlsSnapshot(of: field))
    let cells = (0..<3).map { "cell-\($0)(content-\($0)(field-\($0)))" }.joined(separator: " ")
    #expect(tree(deep.views) == "root(scroll(table(\(cells))))")
    #expect(deepRuntime.controls(for: field)?.previous == "field-0")
    #expect(deepRuntime.controls(for: field)?.next == "field-2")
    // A hidden cell is not walked: its field is no candidate, and it is left out.
    try view(form, "cell-2").liveAttributes.isHidden = true
    deepRuntime.beginEditing(field)
    let hidden = try #require(deepRuntime.controlsSnapshot(of: field))
    #expect(!allIDs(hidden.views).contains("cell-2"))
    #expect(deepRuntime.controls(for: field)?.next == nil)
  }

  @Test func listsAboveAScrollViewOnThePathBringTheirCells() throws {
    // A scroll view inside a table cell: the engine's previous-cell rule reads the table's cells.
    let scene = try RuntimeFixtures.scene(
      """
      {"window": [393, 852], "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
        {"id": "table", "class": "UITableView", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "cell-0", "class": "UITableViewCell", "frame": [0, 0, 393, 300], "subviews": [
            {"id": "label", "class": "UILabel", "frame": [0, 0, 100, 20]}]},
          {"id": "cell-1", "class": "UITableViewCell", "frame": [0, 300, 393, 300], "subviews": [
            {"id": "inner", "class": "UIScrollView", "frame": [0, 0, 393, 300], "subviews": [
              {"id": "field", "class": "UITextField", "frame": [0, 200, 300, 40]}]}]}]}]}],
       "controllers": [{"id": "c", "class": "UIViewController", "view": "root"}]}
      """)
    let window = MemoryWindow(scene)
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let step = try #require(runtime.beginEditing(try view(window, "field")))
    #expect(tree(step.scene.views) == "root(table(cell-0 cell-1(inner(field))))")
  }

  @Test func theRootViewsOfTheFieldsControllersAreHeld() throws {
    // 'form' (the field's controller) has a parent 'outer' whose root view 'side' is no
    // ancestor of the field: the engine may move it, so the snapshot holds it.
    let scene = try RuntimeFixtures.scene(
      """
      {"window": [393, 852], "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
        {"id": "side", "frame": [0, 0, 393, 852]},
        {"id": "content", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "field", "class": "UITextField", "frame": [0, 700, 300, 40]},
          {"id": "label", "class": "UILabel", "frame": [0, 0, 100, 20]}]}]}],
       "controllers": [{"id": "outer", "class": "UIViewController", "view": "side"},
        {"id": "form", "class": "UIViewController", "view": "content", "parent": "outer"}]}
      """)
    let window = MemoryWindow(scene)
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let step = try #require(runtime.beginEditing(try view(window, "field")))
    #expect(tree(step.scene.views) == "root(side content(field))")
    #expect(step.scene.controllers.first { $0.id == "outer" }?.view == "side")
  }

  @Test func aPathThroughASearchBarBringsItsWholeWindowSubview() throws {
    // The controller that names a navigation-bar search bar is not on the field's chain: only
    // the whole window subview is sure to hold it.
    let scene = try RuntimeFixtures.scene(
      """
      {"window": [393, 852], "views": [{"id": "nav", "frame": [0, 0, 393, 852], "subviews": [
        {"id": "bar", "class": "UISearchBar", "frame": [0, 50, 393, 50], "subviews": [
          {"id": "text", "class": "UITextField", "frame": [0, 0, 393, 50]}]},
        {"id": "list", "frame": [0, 100, 393, 752]}]}],
       "controllers": [{"id": "navc", "class": "UINavigationController", "view": "nav"},
        {"id": "top", "class": "UIViewController", "view": "list", "parent": "navc",
         "navigationSearchBar": "bar"}]}
      """)
    let window = MemoryWindow(scene)
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let step = try #require(runtime.beginEditing(try view(window, "text")))
    #expect(tree(step.scene.views) == "nav(bar(text) list)")
    #expect(step.scene.controllers.first { $0.id == "top" }?.navigationSearchBar == "bar")
  }

  @Test func theSessionKeepsEveryWindowSubviewItChanged() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    runtime.beginEditing(try view(window, "email"))
    runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
    let step = try #require(runtime.beginEditing(try view(window, "search")))
    #expect(step.scene.views.map(\.id) == ["root", "banner"])
    // Once the keyboard hides and nothing is held, the session forgets 'root'.
    runtime.keyboardWillHide(animation: RuntimeFixtures.show)
    let after = try #require(runtime.endEditing())
    #expect(after.scene.views.map(\.id) == ["banner"])
  }

  /// The captured tree in one line: `root(scroll(name email))`.
  private func tree(_ views: [SceneView]) -> String {
    views.map { $0.subviews.isEmpty ? $0.id : "\($0.id)(\(tree($0.subviews)))" }
      .joined(separator: " ")
  }

  private func view(_ window: MemoryWindow, _ id: String) throws -> MemoryView {
    try #require(window.view(id))
  }

  private func allIDs(_ views: [SceneView]) -> [String] {
    views.flatMap { [$0.id] + allIDs($0.subviews) }
  }
}
