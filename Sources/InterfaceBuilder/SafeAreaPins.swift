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
  /// Every top-to-top or bottom-to-bottom constraint between two items, in document order.
  private var edges: [(first: String, second: String, top: Bool)] = []

  /// Reads view element `node` (id `id`): its safe-area guide, and its constraints that tie two
  /// items' tops or bottoms (`top` to `top`, `bottom` to `bottom`). A constraint may name a guide
  /// owned by another view (a constraint lives on its two items' common ancestor), so which item
  /// is a guide is decided in `resolved()`, once every guide is read.
  mutating func read(_ node: XMLNode, id: String) {
    for child in node.children {
      if child.name == "viewLayoutGuide", child["key"] == "safeArea", let guide = child["id"] {
        owners[guide] = id
      } else if child.name == "constraints" {
        for constraint in child.children where constraint.name == "constraint" {
          let edge = constraint["firstAttribute"]
          guard edge == "top" || edge == "bottom", constraint["secondAttribute"] == edge,
            let first = constraint["firstItem"], let second = constraint["secondItem"]
          else { continue }
          edges.append((first, second, edge == "top"))
        }
      }
    }
  }

  /// The pinned views, by view id: the owner of the guide its top is pinned to and the owner of
  /// the guide its bottom is pinned to (the first such constraint each; either item may be the
  /// guide). One pass over the constraints.
  func resolved() -> [String: Pin] {
    var pins: [String: Pin] = [:]
    for edge in edges {
      let pair: (view: String, owner: String)
      if let owner = owners[edge.second], owners[edge.first] == nil {
        pair = (edge.first, owner)
      } else if let owner = owners[edge.first], owners[edge.second] == nil {
        pair = (edge.second, owner)
      } else {
        continue
      }
      var pin = pins[pair.view] ?? Pin()
      if edge.top, pin.top == nil { pin.top = pair.owner }
      if !edge.top, pin.bottom == nil { pin.bottom = pair.owner }
      pins[pair.view] = pin
    }
    return pins
  }
}
