import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// The toolbar's decisions: never over the app's accessory, rebuilt only when what it shows
/// changed, arrows and targets worked out when used (lists with unrealised rows), accessibility
/// labels and the dark bar.
@MainActor @Suite struct ToolbarBehaviourTests {
  static let toolbarOn =
    "version 1\nclass FormViewController: UIViewController\ntoolbar { enabled = true }\n"

  static func runtime(_ policy: String = toolbarOn) throws -> KeyboardRuntime {
    KeyboardRuntime(policy: try RuntimeFixtures.policy(policy)) { _, c in c() }
  }

  @Test func theAppsAccessoryIsNeverReplaced() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = try Self.runtime()
    let name = try window.required("name")
    runtime.beginEditing(name)
    let controls = try #require(runtime.controls(for: name))
    #expect(controls.showsToolbar)
    #expect(controls.accessoryChange(from: .none) == .install)
    #expect(controls.accessoryChange(from: .app) == .keep, "a chat composer, a SwiftUI toolbar")
    #expect(controls.accessoryChange(from: .emptyPlaceholder) == .install)
    // SwiftUI's hosts: empty, a placeholder; with content, the app's keyboard toolbar.
    #expect(
      InputAccessory.other(className: "InputAccessoryHost<InputAccessoryBar>", subviewCount: 0)
        == .emptyPlaceholder)
    #expect(
      InputAccessory.other(className: "InputAccessoryHost<InputAccessoryBar>", subviewCount: 2)
        == .app)
    #expect(
      InputAccessory.other(className: "_UIKeyboardInputAccessory", subviewCount: 0)
        == .emptyPlaceholder)
    #expect(InputAccessory.other(className: "ComposerView", subviewCount: 0) == .app)
    // The toolbar off for the field: only the runtime's own bar is removed.
    var off = controls
    off.showsToolbar = false
    #expect(off.accessoryChange(from: .runtimeToolbar(controls)) == .remove)
    #expect(off.accessoryChange(from: .app) == .keep)
    #expect(off.accessoryChange(from: .none) == .keep)
  }

  @Test func theToolbarIsRebuiltOnlyWhenWhatItShowsChanged() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = try Self.runtime()
    let name = try window.required("name")
    runtime.beginEditing(name)
    let first = try #require(runtime.controls(for: name))
    // Begin-editing again with nothing changed: keep the bar (no reloadInputViews).
    runtime.beginEditing(name)
    let again = try #require(runtime.refreshedControls(for: name))
    #expect(again.accessoryChange(from: .runtimeToolbar(first)) == .keep)
    // A new title: rebuilt.
    name.toolbarTitle = "Your name"
    let retitled = try #require(runtime.refreshedControls(for: name))
    #expect(retitled.accessoryChange(from: .runtimeToolbar(first)) == .install)
  }

  /// A table 'list' (frame 0,100 393×400, content 2000 tall, offset 0) with realised cells holding
  /// fields 'row0' (y 20) and 'row1' (y 120); rows below are not realised yet.
  static let listJSON = """
    {"window": [393, 852], "classes": {"FormViewController": "UIViewController"},
     "views": [
      {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
        {"id": "list", "class": "UITableView", "frame": [0, 100, 393, 400],
         "scroll": {"contentSize": [393, 2000]}, "subviews": [
          {"id": "cell0", "class": "UITableViewCell", "frame": [0, 0, 393, 100], "subviews": [
            {"id": "row0", "class": "UITextField", "frame": [16, 20, 361, 44]}]},
          {"id": "cell1", "class": "UITableViewCell", "frame": [0, 100, 393, 100], "subviews": [
            {"id": "row1", "class": "UITextField", "frame": [16, 20, 361, 44]}]}]}]}],
     "controllers": [{"id": "form", "class": "FormViewController", "view": "root"}]}
    """

  static let listPolicy = """
    version 1
    class FormViewController: UIViewController
    toolbar {
      enabled = true
      return-keys = true
    }
    """

  @Test func inAListBothArrowsStayEnabledAndTheTargetIsFoundWhenTapped() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene(Self.listJSON))
    let runtime = try Self.runtime(Self.listPolicy)
    let row0 = try window.required("row0")
    let row1 = try window.required("row1")
    let list = try window.required("list")
    runtime.beginEditing(row1)
    let controls = try #require(runtime.controls(for: row1))
    #expect(controls.next == nil, "no realised row below")
    #expect(controls.list == "list")
    // Content below the screen: offset 0 + height 400 = 400 < content height 2000.
    #expect(controls.canGoNext)
    #expect(controls.canGoPrevious, "row0 above")
    #expect(controls.returnKey == .next)
    #expect(controls.returnAction == .nextInList)
    #expect(runtime.canGo(.next, from: row1))
    // Tapping Next: the list scrolls by one row and lays out, realising the next cell.
    list.onLayout = { list in
      guard list.subviews.count == 2 else { return }
      let cell = SceneLiveView(
        SceneView(
          id: "cell2", className: "UITableViewCell",
          frame: Rect(x: 0, y: 400, width: 393, height: 100)),
        hierarchy: ClassHierarchy())
      let field = SceneLiveView(
        SceneView(
          id: "row2", className: "UITextField", frame: Rect(x: 16, y: 20, width: 361, height: 44)),
        hierarchy: ClassHierarchy())
      field.returnKey = .default
      cell.subviews = [field]
      field.superview = cell
      field.window = list.window
      cell.superview = list
      cell.window = list.window
      list.subviews.append(cell)
    }
    let target = try #require(runtime.neighbour(.next, of: row1) as? SceneLiveView)
    #expect(target.sceneID == "row2")
    // One row, not a page: the visible bottom 0 + 400 = 400 (beyond the last cell's 200) plus
    // that cell's 100 must be on screen: offset 400 + 100 − 400 = 100, and 'row1' stays visible.
    #expect(list.liveAttributes.scroll?.contentOffset.y == 100)
    // Previous is the realised row above: no scroll.
    #expect((runtime.neighbour(.previous, of: row1) as? SceneLiveView) === row0)
    #expect(list.liveAttributes.scroll?.contentOffset.y == 100)
  }

  @Test func atTheEndOfAListNextIsOffAndReturnResigns() throws {
    // Offset 1600 + height 400 = 2000 = content height: nothing below.
    let json = Self.listJSON.replacingOccurrences(
      of: "\"contentSize\": [393, 2000]",
      with: "\"contentSize\": [393, 2000], \"contentOffset\": [0, 1600]")
    let window = MemoryWindow(try RuntimeFixtures.scene(json))
    let runtime = try Self.runtime(Self.listPolicy)
    let row1 = try window.required("row1")
    runtime.beginEditing(row1)
    let controls = try #require(runtime.controls(for: row1))
    #expect(!controls.canGoNext)
    #expect(controls.canGoPrevious, "content above: offset 1600 > 0")
    #expect(controls.returnKey == .done)
    #expect(controls.returnAction == .resign)
    #expect(runtime.neighbour(.next, of: row1) == nil)
  }

  @Test func controlsAreWorkedOutWhenUsedNotCachedFromBeginEditing() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = try Self.runtime()
    let name = try window.required("name")
    let email = try window.required("email")
    runtime.beginEditing(name)
    #expect(runtime.controls(for: name)?.next == "email")
    // 'email' hidden with no event in between: the tap finds the field after it.
    email.liveAttributes.isHidden = true
    let target = try #require(runtime.neighbour(.next, of: name) as? SceneLiveView)
    #expect(target.sceneID == "notes")
    #expect(runtime.canGo(.previous, from: name) == false)
  }

  @Test func aPlanThatScrolledSaysSo() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = try Self.runtime()
    let email = try window.required("email")
    runtime.beginEditing(email)
    let step = try #require(runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show))
    // email's bottom 103 + 600 + 44 = 747 > keyboard top 852 − 336 − 10 = 506: the scroll view scrolls.
    #expect(step.scrolled)
    let hide = try #require(runtime.keyboardWillHide(animation: RuntimeFixtures.show))
    #expect(hide.scrolled, "restoring the offset scrolls too")
    runtime.endEditing()
    // 'name' ends at 103 + 120 + 44 = 267, above 506: nothing scrolls.
    runtime.beginEditing(try window.required("name"))
    let none = try #require(
      runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show))
    #expect(!none.scrolled)
  }

  @Test func buttonsHaveAccessibilityLabelsAndTheBarFollowsADarkKeyboard() {
    let plain = ToolbarAppearance()
    #expect(plain.accessibilityLabel(of: .previous) == "Previous")
    #expect(plain.accessibilityLabel(of: .next) == "Next")
    #expect(plain.accessibilityLabel(of: .done) == nil, "the system Done item reads itself")
    let custom = ToolbarAppearance(
      done: .init(imageName: "check"), previous: .init(title: "Back"),
      next: .init(accessibilityLabel: "Following field"))
    #expect(custom.accessibilityLabel(of: .done) == "Done", "an image has no text of its own")
    #expect(custom.accessibilityLabel(of: .previous) == nil, "a title reads itself")
    #expect(custom.accessibilityLabel(of: .next) == "Following field")
    #expect(ToolbarAppearance.barIsDark(forKeyboard: .dark))
    #expect(!ToolbarAppearance.barIsDark(forKeyboard: .light))
    #expect(!ToolbarAppearance.barIsDark(forKeyboard: .default))
    #expect(
      ToolbarButton.allCases.map(\.defaultAccessibilityLabel) == ["Previous", "Next", "Done"])
  }

  /// A table scrolled to offset 1000 whose realised cells are 'cell10' (content y 1000–1100,
  /// field 'row10') and 'cell11' (1100–1200, 'row11'); rows above are not realised.
  static let scrolledListJSON = """
    {"window": [393, 852], "classes": {"FormViewController": "UIViewController"},
     "views": [
      {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
        {"id": "list", "class": "UITableView", "frame": [0, 100, 393, 400],
         "scroll": {"contentSize": [393, 2000], "contentOffset": [0, 1000]}, "subviews": [
          {"id": "cell10", "class": "UITableViewCell", "frame": [0, 1000, 393, 100], "subviews": [
            {"id": "row10", "class": "UITextField", "frame": [16, 20, 361, 44]}]},
          {"id": "cell11", "class": "UITableViewCell", "frame": [0, 1100, 393, 100], "subviews": [
            {"id": "row11", "class": "UITextField", "frame": [16, 20, 361, 44]}]}]}]}],
     "controllers": [{"id": "form", "class": "FormViewController", "view": "root"}]}
    """

  @Test func previousIntoAnUnrealisedRowScrollsByThatRowsExtent() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene(Self.scrolledListJSON))
    let runtime = try Self.runtime(Self.listPolicy)
    let row10 = try window.required("row10")
    let list = try window.required("list")
    runtime.beginEditing(row10)
    let controls = try #require(runtime.controls(for: row10))
    #expect(controls.previous == nil)
    #expect(controls.canGoPrevious, "content above the offset 1000")
    list.onLayout = { list in
      guard list.subviews.count == 2 else { return }
      let cell = SceneLiveView(
        SceneView(
          id: "cell9", className: "UITableViewCell",
          frame: Rect(x: 0, y: 900, width: 393, height: 100)),
        hierarchy: ClassHierarchy())
      let field = SceneLiveView(
        SceneView(
          id: "row9", className: "UITextField", frame: Rect(x: 16, y: 20, width: 361, height: 44)),
        hierarchy: ClassHierarchy())
      cell.subviews = [field]
      field.superview = cell
      field.window = list.window
      cell.superview = list
      cell.window = list.window
      list.subviews.insert(cell, at: 0)
    }
    let target = try #require(runtime.neighbour(.previous, of: row10) as? SceneLiveView)
    #expect(target.sceneID == "row9")
    // The visible top 1000 (the first cell's top, 1000, is not higher) minus that cell's 100:
    // offset 900, not 1000 − 400 = 600 (a page).
    #expect(list.liveAttributes.scroll?.contentOffset.y == 900)
    #expect(list.scrolls == [false])
  }
}
