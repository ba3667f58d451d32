import AvoidanceEngine
import SceneModel
import PolicyLanguage

extension ExplanationBuilder {
  /// The before/after picture of an explanation's adjustment, for `ExplanationSVGRenderer`.
  public func picture(for explanation: Explanation) -> ScenePicture {
    let focused = showing(focus: explanation.field.id)
    let afterScene =
      focused.keyboard == nil
      ? focused : AvoidanceEngine.adjustment(for: focused, policy: policy).plan.apply(to: focused)
    let afterIndex = SceneIndex(afterScene, policyClasses: policy.classHierarchy)
    let rootView =
      explanation.adjustment?.root?.view ?? index.movedRootView(forField: explanation.field.id)
    var navigationBar: ExplainedRect?
    if let guide = explanation.adjustment?.topGuide
      ?? index.policyController(of: explanation.field.id).map({
        index.topGuide(forMovedController: index.movedController(forPolicyController: $0))
      }), guide > scene.statusBarHeight + 0.5
    {
      navigationBar = ExplainedRect(
        x: 0, y: scene.statusBarHeight, width: scene.window.width,
        height: guide - scene.statusBarHeight)
    }
    let keyboard = focused.keyboard.map { ExplainedRect($0.normalizedFrame(in: scene.window)) }
    return ScenePicture(
      windowWidth: scene.window.width, windowHeight: scene.window.height,
      statusBarHeight: scene.statusBarHeight,
      navigationBar: navigationBar, keyboard: (keyboard?.height ?? 0) > 0 ? keyboard : nil,
      before: elements(index, focus: explanation.field.id, root: rootView),
      after: elements(afterIndex, focus: explanation.field.id, root: rootView))
  }

  private func elements(_ index: SceneIndex, focus: String, root: String?) -> [PictureElement] {
    var result: [PictureElement] = []
    for id in index.allViewIDs {
      guard let view = index.view(id), !view.isHidden, view.alpha > 0,
        let frame = index.windowRect(of: id)
      else { continue }
      let role: PictureElement.Role
      var label = ""
      if id == focus {
        role = .focused
        label = view.accessibilityIdentifier ?? id
      } else if index.textInputKind(of: id) != nil {
        role = .textInput
        label = view.accessibilityIdentifier ?? id
      } else if id == root {
        role = .root
        label = id
      } else if index.isScrollView(id) {
        role = .scrollView
        let offset = index.scrollState(of: id)?.contentOffset.y ?? 0
        label = "\(id) · offset \(PointsFormat.rounded(offset))"
      } else if index.isKind(id, of: "UITableViewCell")
        || index.isKind(id, of: "UICollectionViewCell")
      {
        continue
      } else if view.className != "UIView" {
        role = .other
        label = view.accessibilityIdentifier ?? id
      } else {
        continue
      }
      var clip: Rect?
      for ancestor in index.scrollViews(around: id) {
        guard let rect = index.windowRect(of: ancestor) else { continue }
        clip = clip.map { Self.intersect($0, rect) } ?? rect
      }
      result.append(
        PictureElement(
          id: id, role: role, frame: ExplainedRect(frame), clip: clip.map(ExplainedRect.init),
          label: label))
    }
    return result
  }

  static func intersect(_ a: Rect, _ b: Rect) -> Rect {
    let x = max(a.minX, b.minX)
    let y = max(a.minY, b.minY)
    let right = min(a.maxX, b.maxX)
    let bottom = min(a.maxY, b.maxY)
    return Rect(x: x, y: y, width: max(0, right - x), height: max(0, bottom - y))
  }
}
