/// An event the engine reacts to: UIKit's text-input and keyboard notifications, and rotation.
public enum EngineEvent: Hashable, Sendable, CustomStringConvertible {
  /// `textDidBeginEditing`: the field with this id becomes first responder.
  case beginEditing(field: String)
  /// `textDidEndEditing`: the focused field resigns.
  case endEditing
  /// `keyboardWillShow` with this end frame.
  case keyboardWillShow(Keyboard)
  /// `keyboardWillChangeFrame` while shown.
  case keyboardWillChangeFrame(Keyboard)
  /// `keyboardWillHide`.
  case keyboardWillHide
  /// The interface rotates to this orientation.
  case orientationChange(Orientation)

  /// The event in the event-script syntax: `focus email`, `keyboard show height 291`.
  public var description: String {
    switch self {
    case .beginEditing(let field): "focus \(field)"
    case .endEditing: "blur"
    case .keyboardWillShow(let keyboard): "keyboard show \(Self.describe(keyboard))"
    case .keyboardWillChangeFrame(let keyboard): "keyboard change \(Self.describe(keyboard))"
    case .keyboardWillHide: "keyboard hide"
    case .orientationChange(let orientation): "rotate \(orientation.rawValue)"
    }
  }

  private static func describe(_ keyboard: Keyboard) -> String {
    switch keyboard {
    case .height(let h): "height \(JSONValue.format(h))"
    case .frame(let f): "frame " + f.components.map(JSONValue.format).joined(separator: " ")
    }
  }
}
