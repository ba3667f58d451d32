import PolicyLanguage
import SceneModel

/// A direction in the previous/next order.
public enum FieldDirection: Hashable, Sendable {
  /// Previous.
  case previous
  /// Next.
  case next
}

extension KeyboardRuntime {
  /// The field Previous / Next (or return) moves to from `field`, worked out when the button is
  /// used: the neighbour in policy order on the screen as it is now. In a list (a table or
  /// collection view) whose next row's cell is not realised, the list is scrolled by one row
  /// towards it (`scrollOneRow`) and laid out (`layoutLiveIfNeeded()`, realising the cells), then
  /// asked again;
  /// becoming first responder then brings the field into view. `nil` when there is none.
  public func neighbour(_ direction: FieldDirection, of field: any LiveView) -> (any LiveView)? {
    guard let controls = refreshedControls(for: field) else { return nil }
    if let found = realisedNeighbour(direction, controls) { return found }
    guard direction == .next ? controls.canGoNext : controls.canGoPrevious,
      let id = controls.list, let list = snapshotter.view(id)
    else { return nil }
    scrollOneRow(list, direction)
    return refreshedControls(for: field).flatMap { realisedNeighbour(direction, $0) }
  }

  /// Whether there is a field `direction` of `field` now (IQ `canGoPrevious` / `canGoNext`): a
  /// neighbour, or rows beyond the realised cells of its list.
  public func canGo(_ direction: FieldDirection, from field: any LiveView) -> Bool {
    guard let controls = refreshedControls(for: field) else { return false }
    return direction == .next ? controls.canGoNext : controls.canGoPrevious
  }

  private func realisedNeighbour(_ direction: FieldDirection, _ controls: FieldControls)
    -> (any LiveView)?
  {
    (direction == .next ? controls.next : controls.previous).flatMap(snapshotter.view)
  }

  /// Scrolls `list` towards `direction` by one row's extent, then lays it out: the row past the
  /// realised cells comes into view, not a whole page (the focused field's own cell stays on
  /// screen). An unrealised row's height is unknown until its cell exists, so the realised cell
  /// at that edge gives it (a list without cells: its height). Next: the visible bottom (`offset +
  /// height`, or the last cell's bottom when it reaches further) plus that row must be on screen;
  /// Previous: the visible top (or the first cell's top when higher) minus that row. Within the
  /// content (top: `-inset.top`; bottom: `contentSize.height + inset.bottom - height`).
  private func scrollOneRow(_ list: any LiveView, _ direction: FieldDirection) {
    let attributes = list.liveAttributes
    guard let scroll = attributes.scroll else { return }
    let height = attributes.frame.height
    let top = scroll.contentOffset.y
    let bottom = top + height
    let cells = list.liveSubviews.lazy.filter(isCell).map(\.liveAttributes.frame)
    let wanted: Double
    switch direction {
    case .next:
      let edge = cells.max { $0.maxY < $1.maxY }
      wanted = max(bottom, edge?.maxY ?? bottom) + (edge?.height ?? height) - height
    case .previous:
      let edge = cells.min { $0.minY < $1.minY }
      wanted = min(top, edge?.minY ?? top) - (edge?.height ?? height)
    }
    let lowest = -scroll.contentInset.top
    let highest = max(lowest, scroll.contentSize.height + scroll.contentInset.bottom - height)
    list.scrollLive(toOffsetY: min(highest, max(lowest, wanted)), animated: false)
    list.layoutLiveIfNeeded()
  }

  /// Whether `view` (a list's subview) is a table or collection view cell.
  private func isCell(_ view: any LiveView) -> Bool {
    let chain = snapshotter.classes.facts(of: view).chain
    return chain.contains("UITableViewCell") || chain.contains("UICollectionViewCell")
  }
}
