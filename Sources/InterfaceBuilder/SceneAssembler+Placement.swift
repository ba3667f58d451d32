import SceneModel

extension SceneAssembler {
  /// Puts a controller's root view where UIKit lays it out on the chosen device
  /// (`RootPlacement`), adding a note whenever that is not the stored frame's place or the
  /// import had to assume.
  ///
  /// - No stored frame, or stored at the size the document's device gives it (or at the
  ///   document's window size when UIKit gives it the whole window): the root takes the target
  ///   frame and the subviews keep their stored frames (as `--device` expects).
  /// - Stored larger than the target in either direction: fitted to it, by its constraints or
  ///   else by `fit` (IB012): the root is left as stored and `fit` says where its note goes.
  /// - Smaller in both directions: in a sheet or popover it takes the presented frame; with
  ///   nothing presenting it, it is centred in the window (assumed, with a note).
  /// - Otherwise it keeps its stored size at the target's origin.
  ///
  /// - Returns: the placement; the root's safe area on the document's own device (the one
  ///   Interface Builder drew a storyboard's canvas with); and, when the root must be fitted,
  ///   the index in `notes` its note (IB012) belongs at.
  func place(
    _ root: inout SceneView, controller: ControllerInfo, bars: ContainerBars,
    notes: inout [ImportIssue]
  ) -> (RootPlacement, designed: Insets, fit: Int?) {
    let stored = root.frame.size
    let presented = bars.outermost.flatMap { controllers[$0] } ?? controller
    let presentation = graph.presentations[presented.key] ?? presented.layout.presentation
    func input(_ device: DeviceProfile, _ orientation: Orientation) -> RootPlacement.Input {
      RootPlacement.Input(
        device: device, orientation: orientation, presentation: presentation,
        layout: controller.layout, showsNavigationBar: bars.showsNavigationBar,
        storedBarHeight: bars.storedBarHeight, opaqueNavigationBar: bars.opaqueNavigationBar,
        inTabBar: bars.inTabBar,
        opaqueTabBar: bars.opaqueTabBar, storedRootSize: stored, splitColumn: bars.splitColumn)
    }
    let placement = RootPlacement(input(context.device, context.orientation))
    let designed = RootPlacement(input(context.documentDevice, context.documentOrientation))
    let documentSize = designed.frame.size
    let target = placement.frame
    let window = context.window
    let fillsWindow = target == Rect(origin: .zero, size: window)
    func note(_ message: ImportMessage) {
      notes.append(
        ImportIssue(
          message, path: controller.path, line: controller.line, column: controller.column))
    }
    let tolerance = 0.5
    var fit: Int?
    if root.frame == .zero || Self.same(stored, documentSize)
      || (fillsWindow && Self.same(stored, context.documentWindow))
    {
      root.frame = target
    } else if stored.width > target.width + tolerance || stored.height > target.height + tolerance {
      fit = notes.count
    } else if placement.container != nil {
      root.frame = target
    } else if stored.width < target.width - tolerance && stored.height < target.height - tolerance {
      root.frame = RootPlacement.centred(stored, in: target.size).offsetBy(
        dx: target.minX, dy: target.minY)
      note(.centredRoot(stored: stored, frame: root.frame))
    } else {
      root.frame = Rect(origin: target.origin, size: stored)
    }
    if let style = placement.presentation, let sheet = placement.container {
      note(
        .presented(
          style.rawValue, iPad: context.device.isPad, device: context.device.id, frame: sheet))
    }
    if let column = placement.splitColumn {
      note(
        .splitColumn(
          primary: column == .primary, overlay: placement.splitOverlay, device: context.device.id,
          frame: placement.region))
    }
    if !placement.reasons.isEmpty {
      note(
        .placedBelowBars(
          opaqueBar: placement.reasons.contains(.opaqueNavigationBar),
          topExcluded: placement.reasons.contains(.topEdgeExcluded),
          aboveTabBar: placement.reasons.contains(.aboveTabBar), frame: root.frame))
    }
    if let height = placement.replacedBarHeight, let used = placement.barHeight {
      note(.barHeightNotDrawn(height, used: used, device: context.device.id))
    }
    return (placement, designed.safeArea, fit)
  }

  /// Whether two sizes agree within half a point.
  private static func same(_ a: Size, _ b: Size) -> Bool {
    abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
  }
}
