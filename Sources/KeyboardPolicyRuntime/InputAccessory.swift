/// What a field's input accessory view is, as the toolbar decision sees it
/// (`LiveView.liveInputAccessory`).
public enum InputAccessory: Hashable, Sendable {
  /// None.
  case none
  /// SwiftUI's empty keyboard-toolbar host (a field in a SwiftUI view with no
  /// `ToolbarItemGroup(placement: .keyboard)`): the runtime may put its toolbar there, as IQ does.
  case emptyPlaceholder
  /// The runtime's own toolbar, built for these controls.
  case runtimeToolbar(FieldControls)
  /// The app's own accessory (a chat composer, a formatting bar, a SwiftUI keyboard toolbar):
  /// never replaced.
  case app

  /// The class-name prefixes of SwiftUI's keyboard accessory hosts (IQ's list): with no
  /// subviews, such a view is an empty placeholder.
  public static let placeholderClassPrefixes = [
    "InputAccessoryHost", "RootUIView", "_UIInputViewContent", "_UIKeyboardInputAccessory",
  ]

  /// An accessory view that is not the runtime's toolbar, from its class name and subview count:
  /// an empty SwiftUI host is a placeholder, anything else is the app's.
  public static func other(className: String, subviewCount: Int) -> InputAccessory {
    let isHost = placeholderClassPrefixes.contains { className.hasPrefix($0) }
    return isHost && subviewCount == 0 ? .emptyPlaceholder : .app
  }
}

/// What the UI layer does to a field's input accessory view.
public enum AccessoryChange: Hashable, Sendable {
  /// Nothing: the accessory is the app's, or already the toolbar the controls want, or no toolbar
  /// is wanted and none of the runtime's is there (no `reloadInputViews()` either).
  case keep
  /// Sets a new runtime toolbar built for the controls.
  case install
  /// Removes the runtime's toolbar (sets the accessory to `nil`).
  case remove
}

extension FieldControls {
  /// What to do with a field's accessory `current` for these controls: never replace the app's
  /// accessory; put the toolbar only over nothing, an empty SwiftUI placeholder or the runtime's
  /// own toolbar; rebuild the runtime's toolbar only when what it shows changed.
  public func accessoryChange(from current: InputAccessory) -> AccessoryChange {
    switch current {
    case .app: .keep
    case .none, .emptyPlaceholder: showsToolbar ? .install : .keep
    case .runtimeToolbar(let shown):
      !showsToolbar ? .remove : shown.showsSameToolbar(as: self) ? .keep : .install
    }
  }

  /// Whether a toolbar built for `other` looks and acts as one built for these controls: the
  /// arrows, their states and the title (the buttons ask the runtime when tapped).
  func showsSameToolbar(as other: FieldControls) -> Bool {
    showsPreviousNext == other.showsPreviousNext && canGoPrevious == other.canGoPrevious
      && canGoNext == other.canGoNext && title == other.title
  }
}
