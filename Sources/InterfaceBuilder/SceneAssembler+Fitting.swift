import PolicyLanguage
import SceneModel

extension SceneAssembler {
  /// Fits a root view stored larger than `target` (the size UIKit gives it on the chosen device)
  /// to it, returning a note saying what was scaled or clipped (IB012).
  ///
  /// The root takes `target`; every x and width in the tree is scaled by target width ÷ stored
  /// width; the views that reach the root's bottom edge follow it, as views pinned to the bottom
  /// do (`followBottom`); other views keep their place, off screen when below the target.
  func fit(
    _ root: inout SceneView, to target: Size, controller: ControllerInfo, window: Bool
  ) -> ImportIssue {
    let stored = root.frame.size
    let scale = stored.width > 0 ? target.width / stored.width : 1
    let dh = target.height - stored.height
    if abs(scale - 1) > 1e-9 { root = Self.scaledHorizontally(root, by: scale) }
    var counts = (moved: 0, stretched: 0)
    Self.followBottom(&root, newHeight: target.height, counts: &counts)
    let below = root.subviews.filter { $0.frame.minY >= target.height }.count
    root.frame.size = target
    return ImportIssue(
      .fittedToDevice(
        freeform: controller.freeformSize != nil, stored: stored, device: context.device.id,
        window: target, scale: scale, stretched: counts.stretched, moved: counts.moved,
        below: below, heightChange: dh, inWindow: window),
      path: controller.path, line: controller.line, column: controller.column)
  }

  /// Resizes `view` to `newHeight` and makes the subviews pinned to its bottom follow, as Auto
  /// Layout does: a subview in the lower half that reaches the bottom (a bottom bar) moves by the
  /// height change; one starting in the upper half that reaches the bottom or a moved bar's top
  /// (a view filling the screen) is stretched or clipped by it (never below 0), and its own
  /// subviews follow its new bottom the same way (not a scroll view's: they are content). Each
  /// view is visited once.
  static func followBottom(
    _ view: inout SceneView, newHeight: Double, counts: inout (moved: Int, stretched: Int)
  ) {
    let tolerance = 0.5
    let stored = view.frame.height
    let dh = newHeight - stored
    view.frame.size.height = newHeight
    guard abs(dh) > 1e-9, view.scroll == nil else { return }
    var barTops: [Double] = []
    for index in view.subviews.indices {
      var frame = view.subviews[index].frame
      guard frame.maxY >= stored - tolerance, frame.minY < stored, frame.minY >= stored / 2
      else { continue }
      barTops.append(frame.minY)
      frame.origin.y += dh
      view.subviews[index].frame = frame
      counts.moved += 1
    }
    barTops.sort()
    for index in view.subviews.indices {
      let frame = view.subviews[index].frame
      guard frame.minY < stored / 2,
        frame.maxY >= stored - tolerance || Self.touches(barTops, frame.maxY, tolerance)
      else { continue }
      counts.stretched += 1
      followBottom(
        &view.subviews[index], newHeight: max(0, frame.height + dh), counts: &counts)
    }
  }

  /// Whether a value of the sorted `tops` lies within `tolerance` of `y` (binary search).
  private static func touches(_ tops: [Double], _ y: Double, _ tolerance: Double) -> Bool {
    var low = 0
    var high = tops.count
    while low < high {
      let middle = (low + high) / 2
      if tops[middle] < y - tolerance { low = middle + 1 } else { high = middle }
    }
    return low < tops.count && tops[low] <= y + tolerance
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
    return PointsFormat.exact(rounded)
  }
}
