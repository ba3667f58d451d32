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
  /// collection view) whose next row's cell is not realised, the list is scrolled by one page
  /// towards it and laid out (`layoutLiveIfNeeded()`, realising the cells), then asked again;
  /// becoming first responder then brings the field into view. `nil` when there is none.
  public func neighbour(_ direction: FieldDirection, of field: any LiveView) -> (any LiveView)? {
    guard let controls = refreshedControls(for: field) else { return nil }
    if let found = realisedNeighbour(direction, controls) { return found }
    guard direction == .next ? controls.canGoNext : controls.canGoPrevious,
      let id = controls.list, let list = snapshotter.view(id)
    else { return nil }
    scrollOnePage(list, direction)
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

  /// Scrolls `list` by its height towards `direction`, within its content (top: `-inset.top`;
  /// bottom: `contentSize.height + inset.bottom - height`), then lays it out.
  private func scrollOnePage(_ list: any LiveView, _ direction: FieldDirection) {
    let attributes = list.liveAttributes
    guard let scroll = attributes.scroll else { return }
    let height = attributes.frame.height
    let lowest = -scroll.contentInset.top
    let highest = max(lowest, scroll.contentSize.height + scroll.contentInset.bottom - height)
    let wanted = scroll.contentOffset.y + (direction == .next ? height : -height)
    list.scrollLive(toOffsetY: min(highest, max(lowest, wanted)), animated: false)
    list.layoutLiveIfNeeded()
  }
}
