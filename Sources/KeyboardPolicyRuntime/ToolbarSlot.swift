/// One place on the Previous / Next / Done toolbar (`FieldControls.toolbarSlots`).
public enum ToolbarSlot: Hashable, Sendable {
  /// The app's extra item before the arrows, at this index of its leading items (IQ
  /// `additionalLeadingItems`).
  case leadingItem(Int)
  /// Previous, Next or Done.
  case button(ToolbarButton)
  /// A flexible space.
  case flexibleSpace
  /// The title; `tappable`: a button that tells the app (IQ's title bar button with a target),
  /// else a label.
  case title(tappable: Bool)
  /// The app's extra item before Done, at this index of its trailing items (IQ
  /// `additionalTrailingItems`).
  case trailingItem(Int)
}

extension FieldControls {
  /// The toolbar's places, left to right, as IQ lays them out: the app's `leadingItems` extra
  /// items, Previous and Next (when the controls show them), a flexible space, the title (when
  /// there is one: tappable when `titleIsTappable`) and another flexible space, the app's
  /// `trailingItems`, Done.
  public func toolbarSlots(leadingItems: Int, trailingItems: Int, titleIsTappable: Bool)
    -> [ToolbarSlot]
  {
    var slots = (0..<max(0, leadingItems)).map(ToolbarSlot.leadingItem)
    if showsPreviousNext { slots += [.button(.previous), .button(.next)] }
    slots.append(.flexibleSpace)
    if title != nil { slots += [.title(tappable: titleIsTappable), .flexibleSpace] }
    slots += (0..<max(0, trailingItems)).map(ToolbarSlot.trailingItem)
    slots.append(.button(.done))
    return slots
  }
}
