import SceneModel

/// One live view as the last snapshot captured it: the object, its stable id, the scene view built
/// for it (with its subviews) and the captured views of its subviews.
///
/// The object is held strongly, so no other object can take its address while the capture lives:
/// the next snapshot recognises the view by its `ObjectIdentifier` alone (no weak load per view).
/// `LiveSnapshotter` keeps captures only while a field is focused or a keyboard session holds views,
/// and the runtime drops them after any event that leaves no focused field and nothing to put
/// back: views are never kept alive past one editing session (`ViewLifetimeTests`).
///
/// `LiveSnapshotter` keeps these across snapshots and walks them beside the live tree: a view whose
/// values and subviews are unchanged keeps its scene view as it was, so an unchanged subtree costs
/// a comparison per view and no allocation, and shares its storage with the previous scene (which
/// lets the engine skip it when it compares the two scenes).
final class CapturedView {
  /// The live view.
  let object: any LiveView
  /// Its identity (unique while `object` is held).
  let key: ObjectIdentifier
  /// Its stable id.
  let id: String
  /// The scene view captured for it, subviews included.
  var scene: SceneView
  /// The captured subviews, parallel to `scene.subviews`.
  var children: [CapturedView]
  /// The text-input kind its class implies (a view's class never changes).
  let classInputKind: TextInputKind?
  /// Whether its class is a `UISearchBar`.
  let isSearchBar: Bool

  init(
    object: any LiveView, id: String, scene: SceneView, children: [CapturedView],
    classInputKind: TextInputKind?, isSearchBar: Bool
  ) {
    self.object = object
    self.key = ObjectIdentifier(object)
    self.id = id
    self.scene = scene
    self.children = children
    self.classInputKind = classInputKind
    self.isSearchBar = isSearchBar
  }

  /// Whether this is the capture of `view` (the very same object).
  func captures(_ view: any LiveView) -> Bool { key == ObjectIdentifier(view) }

  /// Whether the scene view already holds every value of `a` (a live view's values: every field
  /// but the id, the class name and the subviews, which the capture owns). Compared field by
  /// field in place (no copy of either scene view), cheapest first.
  func holds(_ a: SceneView) -> Bool {
    scene.frame == a.frame && scene.tag == a.tag && scene.isHidden == a.isHidden
      && scene.alpha == a.alpha && scene.isEnabled == a.isEnabled
      && scene.isUserInteractionEnabled == a.isUserInteractionEnabled
      && scene.textInput == a.textInput && scene.scroll == a.scroll
      && scene.safeAreaInsets == a.safeAreaInsets && scene.layoutMargins == a.layoutMargins
      && scene.accessibilityIdentifier == a.accessibilityIdentifier
      && scene.placeholder == a.placeholder && scene.code == a.code
      && scene.scrollCode == a.scrollCode && scene.keyboardType == a.keyboardType
      && scene.inputAccessoryHeight == a.inputAccessoryHeight
  }

  /// Takes a live view's values (`a`) as its scene view's, keeping its id, class name and
  /// subviews.
  func take(_ a: SceneView) {
    var next = a
    next.id = id
    next.className = scene.className
    next.subviews = scene.subviews
    scene = next
  }
}
