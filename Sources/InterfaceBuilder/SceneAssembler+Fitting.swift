import SceneModel

extension SceneAssembler {
  /// Fits a controller's root view to the target window, returning a note when stored frames
  /// were scaled or clipped (IB012).
  ///
  /// - No stored frame, or stored at the document's window size: the root fills the window and
  ///   the subviews keep their stored frames (as `--device` expects).
  /// - Stored wider or taller than the window (a freeform size, Interface Builder's 600 × 600
  ///   canvas): the root fills the window; every x and width in the tree is scaled by
  ///   window width ÷ stored width; the root's direct subviews that reach its bottom edge follow
  ///   it, as views pinned to the bottom do: one in the lower half (a bottom bar) moves by the
  ///   height difference, one starting in the upper half and reaching the bottom or a moved
  ///   bar's top (a scroll view filling the screen) is stretched or clipped by it (never below
  ///   0); other views keep their place, off screen when below the window.
  /// - Smaller in both directions (a popover or form sheet): kept at its stored frame.
  func fit(_ root: inout SceneView, controller: ControllerInfo) -> ImportIssue? {
    let window = context.window
    let stored = root.frame.size
    if root.frame == .zero {
      root.frame = Rect(x: 0, y: 0, width: window.width, height: window.height)
      return nil
    }
    if stored == context.documentWindow {
      root.frame = Rect(
        x: root.frame.minX, y: root.frame.minY, width: window.width, height: window.height)
      return nil
    }
    let tolerance = 0.5
    guard stored.width > window.width + tolerance || stored.height > window.height + tolerance
    else { return nil }
    let scale = stored.width > 0 ? window.width / stored.width : 1
    let dh = window.height - stored.height
    var stretched = 0
    var below = 0
    if abs(scale - 1) > 1e-9 { root = Self.scaledHorizontally(root, by: scale) }
    var moved = 0
    // Bottom bars (in the lower half, reaching the bottom) move; views filling down to the bottom
    // or to a bar's top are stretched or clipped.
    var barTops: [Double] = []
    for index in root.subviews.indices {
      var frame = root.subviews[index].frame
      guard frame.maxY >= stored.height - tolerance, frame.minY < stored.height,
        frame.minY >= stored.height / 2
      else { continue }
      barTops.append(frame.minY)
      frame.origin.y += dh
      root.subviews[index].frame = frame
      moved += 1
    }
    for index in root.subviews.indices {
      var frame = root.subviews[index].frame
      let reaches =
        frame.maxY >= stored.height - tolerance
        || barTops.contains { abs($0 - frame.maxY) <= tolerance }
      if frame.minY < stored.height / 2, reaches {
        frame.size.height = max(0, frame.height + dh)
        root.subviews[index].frame = frame
        stretched += 1
      } else if frame.minY >= window.height {
        below += 1
      }
    }
    root.frame = Rect(x: 0, y: 0, width: window.width, height: window.height)
    return ImportIssue(
      .fittedToDevice(
        freeform: controller.freeformSize != nil, stored: stored, device: context.device.id,
        window: window, scale: scale, stretched: stretched, moved: moved, below: below,
        heightChange: dh),
      path: controller.path, line: controller.line, column: controller.column)
  }

  /// `view` and its subtree with every x and width (and scroll content width) times `scale`.
  static func scaledHorizontally(_ view: SceneView, by scale: Double) -> SceneView {
    var view = view
    view.frame = Rect(
      x: view.frame.minX * scale, y: view.frame.minY, width: view.frame.width * scale,
      height: view.frame.height)
    if var scroll = view.scroll {
      scroll.contentSize.width *= scale
      scroll.contentOffset.x *= scale
      view.scroll = scroll
    }
    view.subviews = view.subviews.map { scaledHorizontally($0, by: scale) }
    return view
  }

  /// `0.655` (three decimals at most).
  static func ratio(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return ViewBuilder.format(rounded)
  }
}
