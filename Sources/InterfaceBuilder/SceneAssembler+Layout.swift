import SceneModel

extension SceneAssembler {
  /// How a screen's root and views were laid out on the chosen device.
  struct Layout {
    /// Where UIKit puts the root (`RootPlacement`).
    var placement: RootPlacement
    /// The scene's first note: the stored frames (IB011), or the constraints' layout (IB023).
    var firstNote: ImportIssue
    /// The canvas check, when the import asks for it (`ImportOptions.checksCanvasLayout`).
    var canvasCheck: CanvasLayoutCheck?
  }

  /// Lays out `rootView` (read from `root`) on the chosen device: the root where UIKit puts it
  /// (`place`), then its views by the screen's constraints (`layOutByConstraints`) wherever
  /// they decide them off the canvas; else by the rules: a root stored larger than its target
  /// is fitted (`fit`, IB012) and views pinned to a safe area (`pins`) follow it
  /// (`followSafeArea`, IB020). Notes go to `notes` in the order the steps ran.
  func layOut(
    _ rootView: inout SceneView, root: (node: XMLNode, path: String), controller: ControllerInfo,
    bars: ContainerBars, pins: SafeAreaPins, notes: inout [ImportIssue]
  ) -> Layout {
    let storedRoot = rootView.frame.size
    let (placement, designed, fitNote) = place(
      &rootView, controller: controller, bars: bars, notes: &notes)
    let canvas = context.isXib ? canvasSafeArea(of: root.node) : designed
    var layout = Layout(
      placement: placement,
      firstNote: ImportIssue(
        .storedFrames, path: controller.path, line: controller.line, column: controller.column))
    if context.checksCanvasLayout {
      layout.canvasCheck = CanvasLayoutCheck(
        root: root.node, safeArea: canvas,
        sizeClass: SizeClass(
          device: context.documentDevice, orientation: context.documentOrientation),
        layoutGuides: controller.layoutGuides)
    }
    var laidOut = storedRoot.height > 0 ? storedRoot.height : placement.frame.height
    // A root stored larger than its target takes the target, for the constraints to lay it
    // out; the rules fit it only when they do not.
    let storedFrame = rootView.frame
    if fitNote != nil { rootView.frame = placement.frame }
    let constraints = layOutByConstraints(
      &rootView, root: root.node, path: root.path, layoutGuides: controller.layoutGuides,
      storedSize: storedRoot, canvas: canvas, safeArea: placement.safeArea)
    if case .solved(let note) = constraints {
      layout.firstNote = note
      return layout
    }
    if case .fellBack(let note) = constraints { notes.append(note) }
    if let index = fitNote {
      rootView.frame = storedFrame
      let fillsWindow = placement.frame == Rect(origin: .zero, size: context.window)
      notes.insert(
        fit(&rootView, to: placement.frame.size, controller: controller, window: fillsWindow),
        at: index)
      rootView.frame = placement.frame
      laidOut = placement.frame.height
    }
    let moved = Self.followSafeArea(
      &rootView, pins: pins.resolved(), laidOut: laidOut, canvas: canvas,
      safeArea: placement.safeArea)
    if moved > 0 {
      notes.append(
        ImportIssue(
          .followedSafeArea(
            moved, canvas: canvas, safeArea: placement.safeArea, device: context.device.id),
          path: root.path, line: root.node.line, column: root.node.column))
    }
    return layout
  }
}
