import PolicyLanguage
import SceneModel
import Testing

@testable import AvoidanceEngine

/// The navigation-bar search field is exempt whichever controller names it: the navigation
/// controller, or the child whose `navigationItem.searchController` holds it (the search bar sits
/// in the navigation bar, outside the child's view, so the child is not on its chain).
@Suite struct NavigationSearchBarTests {
  static func scene(searchBarOnChild: Bool) -> Scene {
    let owner = searchBarOnChild ? "child" : "nav"
    let json = """
      {"window": [393, 852],
       "views": [{"id": "nav-root", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "bar", "class": "UINavigationBar", "frame": [0, 47, 393, 96], "subviews": [
           {"id": "search", "class": "UISearchBar", "frame": [0, 91, 393, 52]}]},
         {"id": "child-root", "frame": [0, 143, 393, 709], "subviews": [
           {"id": "email", "class": "UITextField", "frame": [16, 700, 361, 44]}]}]}],
       "controllers": [
         {"id": "nav", "class": "UINavigationController", "view": "nav-root"\(owner == "nav" ? ", \"navigationSearchBar\": \"search\"" : "")},
         {"id": "child", "class": "UIViewController", "view": "child-root", "parent": "nav"\(owner == "child" ? ", \"navigationSearchBar\": \"search\"" : "")}]}
      """
    return Scene.decode(json: json).scene!
  }

  @Test(arguments: [false, true])
  func theSearchFieldIsExemptWhoeverNamesIt(onChild: Bool) throws {
    let policy = try #require(Policy.compile(SourceFile(path: "p", text: "version 1\n")).policy)
    let index = SceneIndex(Self.scene(searchBarOnChild: onChild), policy: policy)
    let search = try #require(index.fieldContext(for: "search"))
    #expect(search.isNavigationBarSearchField)
    #expect(!policy.decide(for: search).values.avoidance)
    #expect(!policy.decide(for: search).values.toolbar)
    let email = try #require(index.fieldContext(for: "email"))
    #expect(!email.isNavigationBarSearchField)
  }
}
