import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The snapshotter: stable ids, what it captures, controllers and app classes.
@Suite struct SnapshotTests {
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

  @Test func capturesOnlyTheWindowSubviewsTheEventNeeds() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy()) { _, changes in changes() }
    let step = try #require(runtime.beginEditing(try view(window, "email")))
    // 'banner' holds nothing the event needs; 'root' holds the field, its scroll view and its
    // siblings (the previous/next candidates).
    #expect(step.scene.views.map(\.id) == ["root"])
    #expect(allIDs(step.scene.views).contains("name"))
    #expect(allIDs(step.scene.views).contains("notes"))
    // Controllers: the field's controller and its parent, with the bar's bottom.
    #expect(step.scene.controllers.map(\.id) == ["form", "nav"])
    #expect(step.scene.controllers.first?.parent == "nav")
    #expect(step.scene.controllers.last?.navigationBarBottom == 103)
    #expect(step.scene.classes == ["FormViewController": "UIViewController"])
    // A field that is itself a window subview brings every window subview (its siblings).
    let topLevel = try RuntimeFixtures.scene(
      #"{"window": [393, 852], "views": [{"id": "a", "class": "UITextField", "frame": [0, 700, 100, 40]}, {"id": "b", "frame": [0, 0, 10, 10]}]}"#
    )
    let flat = MemoryWindow(topLevel)
    let flatStep = try #require(runtime.beginEditing(try view(flat, "a")))
    #expect(flatStep.scene.views.map(\.id) == ["a", "b"])
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

  private func view(_ window: MemoryWindow, _ id: String) throws -> MemoryView {
    try #require(window.view(id))
  }

  private func allIDs(_ views: [SceneView]) -> [String] {
    views.flatMap { [$0.id] + allIDs($0.subviews) }
  }
}
