import PolicyLanguage
import SceneModel

/// How `keep-visible` names become views of one scene, and which of those views the engine
/// leaves out for a field: the one implementation that `adjustPosition` and lint's
/// `companion-never-acts` share.
///
/// A name is a view's scene id, else the first view (depth first) with that accessibility
/// identifier. The names are resolved in one pass over the views, and only when some name is no
/// view's id; each question after that is a lookup.
package struct CompanionResolver {
  /// The scene the names are resolved in.
  package let index: SceneIndex
  /// Scene view id by name, for the names that match a view.
  private var views: [String: String] = [:]

  /// Resolves `names` in `index`.
  package init(_ names: some Sequence<String>, in index: SceneIndex) {
    self.index = index
    var wanted: Set<String> = []
    for name in names {
      if index.view(name) != nil { views[name] = name } else { wanted.insert(name) }
    }
    guard !wanted.isEmpty else { return }
    for view in index.tree.views {
      guard let identifier = view.accessibilityIdentifier, wanted.contains(identifier) else {
        continue
      }
      views[identifier] = view.id
      wanted.remove(identifier)
      if wanted.isEmpty { break }
    }
  }

  /// The scene view `name` resolves to, or nil when no view has that id or accessibility
  /// identifier.
  package func view(named name: String) -> String? { views[name] }

  /// Why the engine leaves `view` out of the move for `field`, or nil when it makes room for it:
  /// hidden (itself or a superview), in another controller's view, or, when it moves with the
  /// field (`movesWithField`: in the scroll view that scrolls the field, or any view when no
  /// scroll view does), above the field's top.
  ///
  /// - Parameters:
  ///   - frame: `view`'s window rect.
  ///   - fieldRect: the field's window rect.
  ///   - fieldController: the id of the controller whose policy decides the field.
  package func ignoreReason(
    _ view: String, frame: Rect, fieldRect: Rect, fieldController: String?, movesWithField: Bool
  ) -> CompanionOutcome.IgnoreReason? {
    if let own = index.view(view), own.isHidden || own.alpha <= 0 {
      return .hidden(superview: nil)
    }
    for ancestor in index.superviewChain(of: view) {
      if let superview = index.view(ancestor), superview.isHidden || superview.alpha <= 0 {
        return .hidden(superview: ancestor)
      }
    }
    let controller = index.policyController(of: view)?.id
    if let controller, controller != fieldController { return .otherController(controller) }
    if movesWithField, frame.maxY <= fieldRect.minY + 1e-9 { return .aboveField }
    return nil
  }

  /// Whether `view` moves with the field when `scroll` is the scroll view the engine scrolls for
  /// it: `view` is inside `scroll`, or no scroll view scrolls (the root moves both).
  package func movesWithField(_ view: String, scroll: String?) -> Bool {
    scroll.map { index.superviewChain(of: view).contains($0) } ?? true
  }

  /// Why the engine leaves the view named `name` out for `field` before anything moves
  /// (`.missing` when no view has that name), or nil when it makes room for it: the scroll view
  /// it scrolls, the field's controller and both frames as `adjustPosition` finds them.
  package func ignoreReason(
    _ name: String, field: String, policy: any DecisionSource
  ) -> CompanionOutcome.IgnoreReason? {
    guard let view = view(named: name), let frame = index.windowRect(of: view),
      let fieldRect = index.windowRect(of: field)
    else { return .missing }
    let scroll = AvoidanceEngine.adjustableScrollView(above: field, in: index) {
      index.scrollViewContext(for: $0).map(policy.decide(scrollView:)) ?? .defaults
    }.scroll
    return ignoreReason(
      view, frame: frame, fieldRect: fieldRect,
      fieldController: index.policyController(of: field)?.id,
      movesWithField: movesWithField(view, scroll: scroll))
  }
}
