import SceneModel

extension SceneAssembler {
  /// The safe area Interface Builder drew a xib's root in: a freeform canvas has none; otherwise
  /// the document device's top inset when the canvas shows a status bar
  /// (`<simulatedStatusBarMetrics>`) or the device has a sensor housing (then also its bottom
  /// inset), plus 44 for a simulated navigation bar; a canvas with no status bar on a device
  /// without one starts its safe area at 0.
  func canvasSafeArea(of root: XMLNode) -> Insets {
    if root.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil {
      return Insets()
    }
    let device = context.documentDevice
    let safe = device.safeArea(context.documentOrientation)
    let notched = device.safeBottom > 0
    let statusBar = root.child("simulatedStatusBarMetrics", key: "simulatedStatusBarMetrics") != nil
    var top = statusBar || notched ? safe.top : 0
    if root.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil {
      top += device.navigationBarHeight(context.documentOrientation)
    }
    return Insets(top: top, bottom: notched ? safe.bottom : 0)
  }

  /// Moves a xib root's direct subviews that its `<constraints>` pin to the safe area
  /// (`<viewLayoutGuide key="safeArea">`) by the difference between the canvas's safe area and
  /// the one UIKit gives the root (`safeArea`): pinned to the top, down by the top difference; to
  /// the bottom, up by the bottom difference; to both, resized. Returns how many moved.
  static func followSafeArea(
    _ root: inout SceneView, node: XMLNode, canvas: Insets, safeArea: Insets
  ) -> Int {
    let dTop = safeArea.top - canvas.top
    let dBottom = safeArea.bottom - canvas.bottom
    guard abs(dTop) > 1e-9 || abs(dBottom) > 1e-9,
      let guide = node.child("viewLayoutGuide", key: "safeArea")?["id"],
      let constraints = node.child("constraints")
    else { return 0 }
    var pins: [String: (top: Bool, bottom: Bool)] = [:]
    for constraint in constraints.children where constraint.name == "constraint" {
      let edge = constraint["firstAttribute"]
      guard edge == "top" || edge == "bottom", constraint["secondAttribute"] == edge else {
        continue
      }
      let view: String?
      if constraint["secondItem"] == guide {
        view = constraint["firstItem"]
      } else if constraint["firstItem"] == guide {
        view = constraint["secondItem"]
      } else {
        view = nil
      }
      guard let view else { continue }
      var pin = pins[view] ?? (false, false)
      if edge == "top" { pin.top = true } else { pin.bottom = true }
      pins[view] = pin
    }
    var moved = 0
    for index in root.subviews.indices {
      guard let pin = pins[root.subviews[index].id] else { continue }
      var frame = root.subviews[index].frame
      if pin.top { frame.origin.y += dTop }
      if pin.top && pin.bottom {
        frame.size.height = max(0, frame.height - dTop - dBottom)
      } else if pin.bottom {
        frame.origin.y -= dBottom
      }
      if frame != root.subviews[index].frame { moved += 1 }
      root.subviews[index].frame = frame
    }
    return moved
  }

  /// Gives every scroll view below the root (not inside another scroll view's content) the
  /// safe-area insets UIKit gives it: the part of it that lies outside the root's safe area, on
  /// each edge (never more than its own size).
  static func propagateSafeArea(_ root: inout SceneView) {
    let frame = root.frame
    let safe = root.safeAreaInsets
    let lines = (
      top: frame.minY + safe.top, left: frame.minX + safe.left,
      bottom: frame.maxY - safe.bottom, right: frame.maxX - safe.right
    )
    func visit(_ view: inout SceneView, origin: Point) {
      let rect = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      if view.scroll != nil {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), limit) }
        view.safeAreaInsets = Insets(
          top: clamp(lines.top - rect.minY, rect.height),
          left: clamp(lines.left - rect.minX, rect.width),
          bottom: clamp(rect.maxY - lines.bottom, rect.height),
          right: clamp(rect.maxX - lines.right, rect.width))
        return
      }
      for index in view.subviews.indices {
        visit(&view.subviews[index], origin: rect.origin)
      }
    }
    for index in root.subviews.indices {
      visit(&root.subviews[index], origin: frame.origin)
    }
  }
}
