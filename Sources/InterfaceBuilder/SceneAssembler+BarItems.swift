import PolicyLanguage
import SceneModel

extension SceneAssembler {
  /// Puts the views a controller keeps in its bars (`BarItemInputs`) into its root view where
  /// UIKit shows them, when they hold a text input:
  ///
  /// - the toolbar items' custom views, in a `UIToolbar` across the window's bottom above the
  ///   home indicator (`y = window height − bottom safe area − toolbar height`; the navigation
  ///   controller's stored toolbar height, else 44, 32 on an iPhone in landscape), when the
  ///   navigation controller shows its toolbar (`toolbarHidden="NO"`) or the controller simulates
  ///   one; each custom view keeps its stored frame in the toolbar;
  /// - the navigation item's title view, centred in the navigation bar's standard height below
  ///   the top safe area (at most the bar's height and the window's width), when a navigation bar
  ///   shows.
  ///
  /// UIKit keeps both in the navigation controller's view; they join the root view here so the
  /// field moves with the screen, as the navigation controller's view moves with IQ. One note
  /// (IB032) per text input placed.
  func addBarItems(
    of controller: ControllerInfo, rootView: inout SceneView, builder: inout ViewBuilder
  ) -> [ImportIssue] {
    let items = controller.barItems
    guard !items.toolbarViews.isEmpty || items.titleView != nil else { return [] }
    let navigation = graph.ancestors(of: controller.key).lazy.compactMap { controllers[$0] }
      .first { $0.uikitClass == "UINavigationController" }
    let window = context.window
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
      let y = window.height - device.safeArea(orientation).bottom - height
      var toolbar = SceneView(
        id: "toolbar-\(controller.id)", className: "UIToolbar",
        frame: Rect(x: -origin.x, y: y - origin.y, width: window.width, height: height))
      for item in items.toolbarViews {
        guard let view = builder.view(item.node, path: item.path, depth: 3), holdsTextInput(view)
        else { continue }
        toolbar.subviews.append(view)
        notes.append(
          ImportIssue(
            .toolbarItemField(view.accessibilityIdentifier ?? view.id, y: y + view.frame.minY),
            path: item.path, line: item.node.line, column: item.node.column))
      }
      if !toolbar.subviews.isEmpty { rootView.subviews.append(toolbar) }
    }
    let showsBar =
      navigation.map { !$0.navigationBarHidden } ?? controller.simulatesNavigationBar
    if let title = items.titleView, showsBar,
      var view = builder.view(title.node, path: title.path, depth: 2), holdsTextInput(view)
    {
      let bar = device.navigationBarHeight(orientation)
      let width = min(view.frame.width, window.width)
      let height = min(view.frame.height, bar)
      let y = device.safeArea(orientation).top + (bar - height) / 2
      view.frame = Rect(
        x: (window.width - width) / 2 - origin.x, y: y - origin.y, width: width, height: height)
      rootView.subviews.append(view)
      notes.append(
        ImportIssue(
          .titleViewSearchBar(view.accessibilityIdentifier ?? view.id, y: y), path: title.path,
          line: title.node.line, column: title.node.column))
    }
    return notes
  }
}
