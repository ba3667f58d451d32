/// The keyboard notification's animation: `UIKeyboardAnimationDurationUserInfoKey` and
/// `UIKeyboardAnimationCurveUserInfoKey`, handed unchanged to the host's animation closure.
public struct KeyboardAnimation: Hashable, Sendable {
  /// Seconds.
  public var duration: Double
  /// The raw `UIView.AnimationCurve` value (7 is the keyboard's own, undocumented curve).
  public var curve: Int

  /// Creates an animation.
  public init(duration: Double, curve: Int) {
    self.duration = duration
    self.curve = curve
  }

  /// The keyboard's usual animation on iOS: 0.25 s with curve 7. Used for a field change before
  /// any keyboard notification has said otherwise.
  public static let keyboardDefault = KeyboardAnimation(duration: 0.25, curve: 7)
  /// No animation (duration 0).
  public static let none = KeyboardAnimation(duration: 0, curve: 0)

  /// The raw `UIView.AnimationOptions` the UIKit layer animates with: the curve (bits 16–19),
  /// `beginFromCurrentState` (a change follows the one in flight) and `allowUserInteraction` (a
  /// tap on the moving screen, the next field or a button, is not dropped while the keyboard
  /// animates; IQKeyboardManager sets it too).
  public var animationOptions: UInt {
    let allowUserInteraction: UInt = 1 << 1
    let beginFromCurrentState: UInt = 1 << 2
    return UInt(truncatingIfNeeded: curve & 0xF) << 16 | beginFromCurrentState
      | allowUserInteraction
  }
}

/// The host's animation: runs `changes` inside one animation with the given duration and curve
/// (`UIView.animate(withDuration:delay:options:animations:)` on iOS; tests run it at once).
public typealias KeyboardAnimator = (
  _ animation: KeyboardAnimation, _ changes: @escaping () -> Void
) -> Void
