import PolicyLanguage

/// The field whose return key the runtime set, with the key the app had given it (put back when
/// the field ends editing, the policy stops managing it, or the runtime stops).
struct ManagedReturnKey {
  /// The field.
  weak var field: (any LiveView)?
  /// The app's own key (`default`: the runtime only takes fields the app left at `default`).
  var original: ReturnKeyType
  /// The key the runtime set.
  var key: ReturnKeyType
}

/// What `KeyboardRuntime.updateReturnKey(of:)` did to a field's return key.
public enum ReturnKeyUpdate: Hashable, Sendable {
  /// Not managed: the policy leaves return keys alone here, it is a search field, or the app
  /// set a key of its own. The UI layer handles no return for it.
  case unmanaged
  /// Managed, and its key is `key`; `changed` when this call wrote it (a focused field then
  /// needs `reloadInputViews()` for the keyboard to show it).
  case managed(key: ReturnKeyType, changed: Bool)
  /// No longer managed: the app's key was put back (`changed` as above). The UI layer removes
  /// its return handling.
  case released(changed: Bool)

  /// Whether the UI layer handles return for the field.
  public var isManaged: Bool {
    if case .managed = self { return true }
    return false
  }

  /// Whether the key shown changed (the keyboard needs reloading).
  public var changed: Bool {
    switch self {
    case .unmanaged: false
    case .managed(_, let changed), .released(let changed): changed
    }
  }
}
