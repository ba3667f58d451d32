/// Which views the documents' constraints pin to a view's safe area
/// (`<viewLayoutGuide key="safeArea">`), gathered while the view tree is read: every view's
/// guide and its `<constraints>`, each read once.
struct SafeAreaPins {
  /// The edges of one view pinned to safe-area guides: the id of the view owning the guide its top
  /// is pinned to, and likewise for its bottom.
  struct Pin: Equatable {
    var top: String?
    var bottom: String?
  }

  /// The view that owns each safe-area guide, by guide id.
  var owners: [String: String] = [:]
  /// A controller's top and bottom layout guides (iOS 7 to 10 documents), by guide id: the root
  /// view that owns them and whether the guide is the top one.
  private var layoutGuides: [String: (owner: String, top: Bool)] = [:]
  /// Every constraint between two items' tops and bottoms, in document order.
  private var edges: [(first: String, firstEdge: String, second: String, secondEdge: String)] = []

  /// Reads view element `node` (id `id`): its safe-area guide, and its constraints that tie two
  /// items' tops or bottoms. A constraint may name a guide owned by another view (a constraint
  /// lives on its two items' common ancestor), so which item is a guide is decided in
  /// `resolved()`, once every guide is read.
  mutating func read(_ node: XMLNode, id: String) {
    for child in node.children {
      if child.name == "viewLayoutGuide", child["key"] == "safeArea", let guide = child["id"] {
        owners[guide] = id
      } else if child.name == "constraints" {
        for constraint in child.children where constraint.name == "constraint" {
          let edgeNames: Set<String> = ["top", "bottom"]
          guard let first = constraint["firstItem"], let second = constraint["secondItem"],
            let firstEdge = constraint["firstAttribute"], edgeNames.contains(firstEdge),
            let secondEdge = constraint["secondAttribute"], edgeNames.contains(secondEdge)
          else { continue }
          edges.append((first, firstEdge, second, secondEdge))
        }
      }
    }
  }

  /// Records a controller's top and bottom layout guides, owned by its root view `owner`: a view
  /// whose top is tied to the top guide's bottom is pinned to the safe area's top, one whose
  /// bottom is tied to the bottom guide's top to its bottom (the guides' lengths are the safe
  /// area's insets since iOS 11).
  mutating func addLayoutGuides(top: String?, bottom: String?, owner: String) {
    if let top { layoutGuides[top] = (owner, true) }
    if let bottom { layoutGuides[bottom] = (owner, false) }
  }

  /// The pinned views, by view id: the owner of the guide its top is pinned to and the owner of
  /// the guide its bottom is pinned to (the first such constraint each; either item may be the
  /// guide): `top` to `top` or `bottom` to `bottom` of a safe-area guide, a view's `top` to the
  /// top layout guide's `bottom`, its `bottom` to the bottom layout guide's `top`. One pass over
  /// the constraints.
  func resolved() -> [String: Pin] {
    var pins: [String: Pin] = [:]
    for edge in edges {
      let orders = [
        (edge.first, edge.firstEdge, edge.second, edge.secondEdge),
        (edge.second, edge.secondEdge, edge.first, edge.firstEdge),
      ]
      for (view, viewEdge, guide, guideEdge) in orders {
        let owner: String
        if let safe = owners[guide], owners[view] == nil, viewEdge == guideEdge {
          owner = safe
        } else if let layout = layoutGuides[guide], layoutGuides[view] == nil,
          viewEdge == (layout.top ? "top" : "bottom"), guideEdge == (layout.top ? "bottom" : "top")
        {
          owner = layout.owner
        } else {
          continue
        }
        var pin = pins[view] ?? Pin()
        if viewEdge == "top", pin.top == nil { pin.top = owner }
        if viewEdge == "bottom", pin.bottom == nil { pin.bottom = owner }
        pins[view] = pin
        break
      }
    }
    return pins
  }
}
