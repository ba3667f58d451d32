import AvoidanceEngine

extension SceneAssembler {
  /// Fits a controller's root view to the target window, returning a note when stored frames
  /// were scaled or clipped (IB012).
  ///
  /// - No stored frame, or stored at the document's window size: the root fills the window and
  ///   the subviews keep their stored frames (as `--device` expects).
  /// - Stored wider or taller than the window (a freeform size, Interface Builder's 600 × 600
  ///   canvas): the root fills the window; every x and width in the tree is scaled by
  ///   window width ÷ stored width; a direct subview reaching the root's bottom edge keeps its
  ///   bottom at the root's new bottom, as a view pinned to the bottom does: one starting in the
  ///   root's upper half (a scroll view filling the screen) is stretched or clipped by the height
  ///   difference (never below 0), one in the lower half (a bottom bar) moves by it; what lies
  ///   below the window stays there, off screen.
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
    for index in root.subviews.indices {
      var frame = root.subviews[index].frame
      if frame.maxY >= stored.height - tolerance, frame.minY < stored.height {
        if frame.minY < stored.height / 2 {
          frame.size.height = max(0, frame.height + dh)
          stretched += 1
        } else {
          frame.origin.y += dh
          moved += 1
        }
        root.subviews[index].frame = frame
      } else if frame.minY >= window.height {
        below += 1
      }
    }
    root.frame = Rect(x: 0, y: 0, width: window.width, height: window.height)
    var what: [String] = []
    if abs(scale - 1) > 1e-9 { what.append("x and widths scaled by \(Self.ratio(scale))") }
    if stretched > 0 {
      what.append(
        "\(stretched) view\(stretched == 1 ? "" : "s") spanning to the root's bottom \(dh < 0 ? "clipped" : "stretched") by \(ViewBuilder.format(abs(dh))) to end at the window's bottom"
      )
    }
    if moved > 0 {
      what.append(
        "\(moved) view\(moved == 1 ? "" : "s") at the root's bottom moved \(dh < 0 ? "up" : "down") by \(ViewBuilder.format(abs(dh)))"
      )
    }
    if below > 0 {
      what.append("\(below) view\(below == 1 ? "" : "s") below the window's bottom (off screen)")
    }
    let origin = controller.freeformSize != nil ? "freeform size" : "stored size"
    return ImportIssue(
      code: .fittedToDevice, severity: .note, path: controller.path, line: controller.line,
      column: controller.column,
      message:
        "the root view's \(origin) \(ViewBuilder.format(stored.width))x\(ViewBuilder.format(stored.height)) is larger than \(context.device.id)'s \(ViewBuilder.format(window.width))x\(ViewBuilder.format(window.height)) window; fitted to it: "
        + (what.isEmpty ? "the root resized" : what.joined(separator: "; ")))
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
