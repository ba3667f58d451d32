/// The keyboard's end frame as a scene or an event states it: a height (docked at the bottom of
/// the window, full width) or an explicit frame in window coordinates.
public enum Keyboard: Hashable, Sendable {
  /// A docked keyboard of this height.
  case height(Double)
  /// The keyboard end frame in window coordinates (`UIKeyboardFrameEndUserInfoKey`).
  case frame(Rect)

  /// The end frame in a window of `window` size, normalised as IQKeyboardNotification does, and
  /// one step further: a keyboard that does not reach the window's bottom (floating, undocked or
  /// split on an iPad, whatever its width; IQ only catches the narrower floating one) covers
  /// nothing and has height 0; otherwise the height is what the frame covers of the window,
  /// `max(window.height − frame.minY, 0)`, and never more than the window height.
  public func normalizedFrame(in window: Size) -> Rect {
    switch self {
    case .height(let height):
      let h = max(0, min(height, window.height))
      return Rect(x: 0, y: window.height - h, width: window.width, height: h)
    case .frame(let frame):
      if frame.maxY < window.height {
        return Rect(x: frame.minX, y: window.height, width: frame.width, height: 0)
      }
      let h = max(0, min(window.height - frame.minY, window.height))
      return Rect(x: frame.minX, y: window.height - h, width: frame.width, height: h)
    }
  }

  /// The normalised height in a window of `window` size (0 means hidden).
  public func height(in window: Size) -> Double { normalizedFrame(in: window).height }
}
