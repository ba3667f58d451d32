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

  /// Moves the views the documents' constraints pin to a safe area (`pins`, at any depth; the
  /// root's guide or a subview's) from where the canvas's safe area (`canvas`, in the root's
  /// bounds) put them to where UIKit's (`safeArea`) puts them, as Auto Layout does. The canvas's
  /// root is `laidOut` high (the height the stored frames are laid out for): a root that takes a
  /// taller window keeps its subviews' stored frames, but views pinned to the safe area's bottom
  /// follow it there.
  ///
  /// A view's safe area is the part of its frame inside the root's: its top edge is at
  /// max(view top, root's safe top), its bottom at min(view bottom, root's safe bottom), on the
  /// canvas and at run time. A view pinned to a guide's top moves by how far that edge moved
  /// (its owner's own move included); pinned to a bottom, likewise; to both, it is resized. Each
  /// view is placed from its canvas position in the root, so a pinned view inside a moved pinned
  /// view does not move twice. The tree is walked once. Returns how many views moved.
  static func followSafeArea(
    _ root: inout SceneView, pins: [String: SafeAreaPins.Pin], laidOut: Double, canvas: Insets,
    safeArea: Insets
  ) -> Int {
    let size = root.frame.size
    guard !pins.isEmpty,
      abs(safeArea.top - canvas.top) > 1e-9 || abs(safeArea.bottom - canvas.bottom) > 1e-9
        || abs(laidOut - size.height) > 1e-9
    else { return 0 }
    var walk = SafeAreaWalk(
      pins: pins,
      canvasLines: (top: canvas.top, bottom: laidOut - canvas.bottom),
      lines: (top: safeArea.top, bottom: size.height - safeArea.bottom))
    walk.owner(
      root.id, canvas: Rect(x: 0, y: 0, width: size.width, height: laidOut),
      placed: Rect(origin: .zero, size: size))
    for index in root.subviews.indices {
      walk.visit(&root.subviews[index], canvasOrigin: .zero, placedOrigin: .zero)
    }
    return walk.moved
  }

  /// Gives every scroll view below the root (scroll, table, collection and text views:
  /// `scrollViews`, with whether UIKit adjusts each one's insets) the safe-area insets UIKit
  /// gives it: on each edge, the part of its window frame outside the root's safe area (never more
  /// than its own size). Inside a scroll view's content the window frame is where the content
  /// shows (its offset subtracted); a scroll view that adjusts its insets (`adjusts`, and the
  /// controller's `automaticallyAdjustsScrollViewInsets`) takes its top and bottom safe area into
  /// its content inset, so the scroll views in its content get none there (left and right still
  /// count).
  static func propagateSafeArea(
    _ root: inout SceneView, scrollViews: [String: Bool], controllerAdjusts: Bool
  ) {
    let frame = root.frame
    let safe = root.safeAreaInsets
    let lines = (
      top: frame.minY + safe.top, left: frame.minX + safe.left,
      bottom: frame.maxY - safe.bottom, right: frame.maxX - safe.right
    )
    func visit(_ view: inout SceneView, origin: Point, vertical: Bool) {
      let rect = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      var vertical = vertical
      if let adjusts = scrollViews[view.id] {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), limit) }
        view.safeAreaInsets = Insets(
          top: vertical ? clamp(lines.top - rect.minY, rect.height) : 0,
          left: clamp(lines.left - rect.minX, rect.width),
          bottom: vertical ? clamp(rect.maxY - lines.bottom, rect.height) : 0,
          right: clamp(rect.maxX - lines.right, rect.width))
        if adjusts && controllerAdjusts { vertical = false }
      }
      let offset = view.scroll?.contentOffset ?? .zero
      let content = Point(x: rect.minX - offset.x, y: rect.minY - offset.y)
      for index in view.subviews.indices {
        visit(&view.subviews[index], origin: content, vertical: vertical)
      }
    }
    for index in root.subviews.indices {
      visit(&root.subviews[index], origin: frame.origin, vertical: true)
    }
  }
}

/// One walk of `SceneAssembler.followSafeArea`: the safe-area edges of the guides' owners met so
/// far, on the canvas and as placed, in the root's bounds.
private struct SafeAreaWalk {
  let pins: [String: SafeAreaPins.Pin]
  /// The root's safe area's top and bottom edges on the canvas and at run time.
  let canvasLines: (top: Double, bottom: Double)
  let lines: (top: Double, bottom: Double)
  /// The views whose guides some view is pinned to.
  let owners: Set<String>
  /// How far each guide owner's safe-area top and bottom edges moved, by owner id.
  private var shifts: [String: (top: Double, bottom: Double)] = [:]
  private(set) var moved = 0

  init(
    pins: [String: SafeAreaPins.Pin], canvasLines: (top: Double, bottom: Double),
    lines: (top: Double, bottom: Double)
  ) {
    self.pins = pins
    owners = Set(pins.values.flatMap { [$0.top, $0.bottom].compactMap { $0 } })
    self.canvasLines = canvasLines
    self.lines = lines
  }

  /// Records how far the safe-area edges of view `id` moved, from its frame on the canvas and as
  /// placed (both in the root's bounds).
  mutating func owner(_ id: String, canvas: Rect, placed: Rect) {
    shifts[id] = (
      top: max(placed.minY, lines.top) - max(canvas.minY, canvasLines.top),
      bottom: min(placed.maxY, lines.bottom) - min(canvas.maxY, canvasLines.bottom)
    )
  }

  /// Places `view` (its superview at `canvasOrigin` on the canvas, at `placedOrigin` now) and
  /// its subtree.
  mutating func visit(_ view: inout SceneView, canvasOrigin: Point, placedOrigin: Point) {
    let canvas = view.frame.offsetBy(dx: canvasOrigin.x, dy: canvasOrigin.y)
    var placed = canvas.offsetBy(
      dx: placedOrigin.x - canvasOrigin.x, dy: placedOrigin.y - canvasOrigin.y)
    if let pin = pins[view.id] {
      let top = pin.top.flatMap { shifts[$0]?.top }
      let bottom = pin.bottom.flatMap { shifts[$0]?.bottom }
      var minY = placed.minY
      var maxY = placed.maxY
      switch (top, bottom) {
      case (let top?, let bottom?):
        minY = canvas.minY + top
        maxY = max(minY, canvas.maxY + bottom)
      case (let top?, nil):
        minY = canvas.minY + top
        maxY = minY + canvas.height
      case (nil, let bottom?):
        maxY = canvas.maxY + bottom
        minY = maxY - canvas.height
      case (nil, nil):
        break
      }
      let frame = Rect(
        x: view.frame.minX, y: minY - placedOrigin.y, width: view.frame.width,
        height: maxY - minY)
      if abs(frame.minY - view.frame.minY) > 1e-9 || abs(frame.height - view.frame.height) > 1e-9 {
        moved += 1
      }
      view.frame = frame
      placed = frame.offsetBy(dx: placedOrigin.x, dy: placedOrigin.y)
    }
    if owners.contains(view.id) { owner(view.id, canvas: canvas, placed: placed) }
    for index in view.subviews.indices {
      visit(&view.subviews[index], canvasOrigin: canvas.origin, placedOrigin: placed.origin)
    }
  }
}
