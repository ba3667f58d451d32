import PolicyLanguage
import SceneModel

extension SceneAssembler {
  /// Puts the views a controller keeps in its bars (`BarItemInputs`) into its root view where
  /// UIKit shows them, when they hold a text input:
  ///
  /// - the toolbar items' custom views, in a `UIToolbar` across the bottom of the region (the
  ///   window, or the sheet that presents the controller: `placement.region`) above its bottom
  ///   safe area (`y = region bottom − bottom safe area − toolbar height`; the navigation
  ///   controller's stored toolbar height, else 44, 32 on an iPhone in landscape), when the
  ///   navigation controller shows its toolbar (`toolbarHidden="NO"`) or the controller simulates
  ///   one; each custom view keeps its stored frame in the toolbar;
  /// - the navigation item's title view, centred in the region's navigation bar (its standard
  ///   height, 56 in a sheet, below the region's top safe area; at most the bar's height and the
  ///   region's width), when a navigation bar shows.
  ///
  /// UIKit keeps both in the navigation controller's view; they join the root view here so the
  /// field moves with the screen, as the navigation controller's view moves with IQ. One note
  /// (IB032) per text input placed.
  func addBarItems(
    of controller: ControllerInfo, rootView: inout SceneView, placement: RootPlacement,
    builder: inout ViewBuilder
  ) -> [ImportIssue] {
    let items = controller.barItems
    guard !items.toolbarViews.isEmpty || items.titleView != nil else { return [] }
    let navigation = graph.ancestors(of: controller.key).lazy.compactMap { controllers[$0] }
      .first { $0.uikitClass == "UINavigationController" }
    let region = placement.region
    let safe = placement.regionSafeArea
    let orientation = context.orientation
    let device = context.device
    let origin = rootView.frame.origin
    var notes: [ImportIssue] = []
    func holdsTextInput(_ view: SceneView) -> Bool {
      SceneAssembler.firstTextInput(view, hierarchy: ClassHierarchy(custom: builder.classes)) != nil
    }
    if !items.toolbarViews.isEmpty,
      navigation?.barItems.showsToolbar == true || items.simulatesToolbar
    {
      let standard = orientation == .landscape && !device.isPad ? 32.0 : 44
      let stored = navigation?.barItems.toolbarHeight.flatMap {
        (20.0...100).contains($0) ? $0 : nil
      }
      let height = stored ?? standard
      let y = region.maxY - safe.bottom - height
      var toolbar = SceneView(
        id: "toolbar-\(controller.id)", className: "UIToolbar",
        frame: Rect(
          x: region.minX - origin.x, y: y - origin.y, width: region.width, height: height))
      for item in items.toolbarViews {
        guard let view = builder.view(item.node, path: item.path, depth: 3), holdsTextInput(view)
        else { continue }
        toolbar.subviews.append(view)
        notes.append(
          ImportIssue(
            .toolbarItemField(
              view.accessibilityIdentifier ?? view.id, y: y + view.frame.minY,
              sheet: placement.container != nil),
            path: item.path, line: item.node.line, column: item.node.column))
      }
      if !toolbar.subviews.isEmpty { rootView.subviews.append(toolbar) }
    }
    let showsBar =
      navigation.map { !$0.navigationBarHidden } ?? controller.simulatesNavigationBar
    if let title = items.titleView, showsBar,
      var view = builder.view(title.node, path: title.path, depth: 2), holdsTextInput(view)
    {
      let bar = placement.standardBarHeight
      let width = min(view.frame.width, region.width)
      let height = min(view.frame.height, bar)
      let y = region.minY + safe.top + (bar - height) / 2
      view.frame = Rect(
        x: region.minX + (region.width - width) / 2 - origin.x, y: y - origin.y, width: width,
        height: height)
      rootView.subviews.append(view)
      notes.append(
        ImportIssue(
          .titleViewSearchBar(
            view.accessibilityIdentifier ?? view.id, y: y, sheet: placement.container != nil),
          path: title.path,
          line: title.node.line, column: title.node.column))
    }
    return notes
  }
}
