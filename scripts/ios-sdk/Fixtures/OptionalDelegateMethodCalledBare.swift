// A text view delegate's optional method called as if it were required (the delegate proxy asks
// the app's delegate with `textView?(...)`): `@objc optional` requirements are optional
// functions, so the call must unwrap. The check must reject it, as Xcode does.
// expect-error: value of optional type '(@MainActor (UITextView, NSRange, String) -> Bool)?'
import UIKit

@MainActor func fixtureAsk(_ delegate: any UITextViewDelegate, _ textView: UITextView) -> Bool {
  delegate.textView(
    textView, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "\n")
}
