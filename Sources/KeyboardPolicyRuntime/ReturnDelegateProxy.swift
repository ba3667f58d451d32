/// The object the UI layer puts in front of a text view's delegate while the runtime handles the
/// text view's return: UIKit gives a text view's return no action of its own, only its delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)` with a line break. On iOS a
/// `UITextViewDelegate` that forwards every other call to `appDelegate` (its `responds(to:)` and
/// `forwardingTarget(for:)` answer for the app's delegate, as IQ's return manager forwards each
/// call) and asks `KeyboardRuntime.shouldChangeText(in:replacement:appAllows:)` about the text;
/// in memory in tests.
///
/// The runtime sets it (`KeyboardRuntime.returnDelegateProxy`) on the text view whose return it
/// manages (`updateReturnKey(of:)`), with the delegate the app gave the text view, before the
/// runtime took it or since; and puts the app's delegate back when the text view leaves its
/// management (`releaseReturnKey()`). The app's own delegate is never replaced for good, and the
/// proxy never keeps it alive.
@MainActor
public protocol ReturnDelegateProxy: AnyObject {
  /// The delegate the app gave the text view, to which the proxy forwards every call; held
  /// weakly. The runtime sets it when it puts the proxy in front, and clears it when it takes the
  /// proxy away.
  var appDelegate: AnyObject? { get set }
}
