import SceneModel

/// What a controller element says about where UIKit lays its view out: the bars it extends under,
/// how it is presented, and the size it prefers in a popover (grammar.md Part 3, "Where the root
/// view goes").
struct ControllerLayout {
  /// How a controller is presented modally (`modalPresentationStyle`, on the controller or on the
  /// segue that presents it).
  enum Presentation: String {
    /// `fullScreen`, `overFullScreen`, `currentContext`, `overCurrentContext`, `custom`, `none`:
    /// the window.
    case fullScreen
    /// `pageSheet`, and `automatic` (page sheet since iOS 13).
    case pageSheet
    /// `formSheet`.
    case formSheet
    /// `popover`, or a `popoverPresentation` / `popover` segue.
    case popover

    /// The style an Interface Builder `modalPresentationStyle` value names; `nil` for none.
    init?(attribute: String?) {
      switch attribute {
      case nil, "": return nil
      case "pageSheet", "automatic": self = .pageSheet
      case "formSheet": self = .formSheet
      case "popover": self = .popover
      default: self = .fullScreen
      }
    }
  }

  /// `<navigationBar key="navigationBar" translucent="NO">` (a navigation controller's own bar).
  var opaqueNavigationBar = false
  /// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO">`.
  var opaqueSimulatedBar = false
  /// `<tabBar key="tabBar" translucent="NO">` (a tab bar controller's own bar).
  var opaqueTabBar = false
  /// `extendedLayoutIncludesOpaqueBars="YES"` (off by default).
  var includesOpaqueBars = false
  /// Whether `edgesForExtendedLayout` includes the top edge (all edges when not written).
  var extendsUnderTop = true
  /// Whether `edgesForExtendedLayout` includes the bottom edge.
  var extendsUnderBottom = true
  /// The controller's own `modalPresentationStyle`, if it states one.
  var presentation: Presentation?
  /// The popover size: `<value key="contentSizeForViewInPopover" type="size">` or
  /// `<size key="preferredContentSize">`.
  var preferredContentSize: Size?

  init() {}

  /// Reads the layout attributes of a controller element.
  init(_ node: XMLNode) {
    opaqueNavigationBar =
      node.child("navigationBar", key: "navigationBar")?.bool("translucent") == false
    opaqueSimulatedBar =
      node.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")?.bool(
        "translucent") == false
    opaqueTabBar = node.child("tabBar", key: "tabBar")?.bool("translucent") == false
    includesOpaqueBars = node.bool("extendedLayoutIncludesOpaqueBars") ?? false
    // `<extendedEdge key="edgesForExtendedLayout" top="YES"/>` lists the edges kept; absent: all.
    if let edges = node.child("extendedEdge", key: "edgesForExtendedLayout") {
      extendsUnderTop = edges.bool("top") ?? false
      extendsUnderBottom = edges.bool("bottom") ?? false
    }
    presentation = Presentation(attribute: node["modalPresentationStyle"])
    let sizes = [
      node.children.first { $0.name == "value" && $0["key"] == "contentSizeForViewInPopover" },
      node.child("size", key: "preferredContentSize"),
    ]
    for case let size? in sizes {
      if let width = IBValue.number(size["width"] ?? ""),
        let height = IBValue.number(size["height"] ?? ""), width > 0, height > 0
      {
        preferredContentSize = Size(width: width, height: height)
        break
      }
    }
  }
}
