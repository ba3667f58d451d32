/// What a return pressed in a field did (`KeyboardRuntime.pressReturn(in:appAllows:)`).
public enum ReturnPress: Hashable, Sendable {
  /// Not the runtime's: it does not manage the field's return key (the policy leaves return keys
  /// alone there, it is a search field, the app set a key of its own, the runtime is off), or
  /// return in this text view inserts a line break. The app's and UIKit's handling stands.
  case notManaged
  /// The app's delegate refused the return (`textFieldShouldReturn(_:)`, or for a text view
  /// `textView(_:shouldChangeTextIn:replacementText:)` with the line break, returned `false`): the
  /// app handled it; nothing moves.
  case refusedByApp
  /// The field with this stable id became first responder (the next field in policy order).
  case moved(to: String)
  /// The field ended editing (the last field; no next field could be found).
  case resigned
  /// The next field or the field refused the responder change (a delegate said no).
  case responderRefused

  /// Whether the runtime handled the return (a text view then inserts no line break).
  public var isHandled: Bool {
    switch self {
    case .notManaged, .refusedByApp: false
    case .moved, .resigned, .responderRefused: true
    }
  }
}
