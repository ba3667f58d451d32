#if canImport(UIKit) && os(iOS)
  import Foundation
  import ObjectiveC
  import UIKit

  /// The delegate the runtime puts in front of a text view's own while it handles the text
  /// view's return (`ReturnDelegateProxy`): the app sets no delegate for it, and keeps its own.
  ///
  /// It implements one method, `textView(_:shouldChangeTextIn:replacementText:)`: the app's
  /// delegate answers first, then the runtime decides (`KeyboardRuntime.shouldChangeText`).
  /// Every other `UITextViewDelegate` (and `UIScrollViewDelegate`) call reaches the app's
  /// delegate unchanged: `responds(to:)` answers for it and `forwardingTarget(for:)` sends the
  /// message on, so a method UIKit adds later is forwarded too. The app's delegate is held weakly;
  /// the runtime sets it, and puts it back on the text view when it stops managing it.
  @MainActor
  final class TextViewDelegateProxy: NSObject, UITextViewDelegate, ReturnDelegateProxy {
    /// The app's delegate. Read by `responds(to:)` and `forwardingTarget(for:)`, which NSObject
    /// declares nonisolated; UIKit calls both on the main thread, where it is written.
    nonisolated(unsafe) weak var appDelegate: AnyObject?
    /// The runtime that decides (held weakly: it holds the proxy).
    weak var runtime: KeyboardRuntime?

    /// The app's delegate as UIKit's protocol.
    private var appTextViewDelegate: (any UITextViewDelegate)? {
      appDelegate as? UITextViewDelegate
    }

    /// The proxy's own methods, and every method the app's delegate implements.
    nonisolated override func responds(to selector: Selector!) -> Bool {
      if super.responds(to: selector) { return true }
      return (appDelegate as? NSObject)?.responds(to: selector) ?? false
    }

    /// The app's delegate, for every method the proxy does not implement itself.
    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      if let app = appDelegate as? NSObject, app.responds(to: selector) { return app }
      return super.forwardingTarget(for: selector)
    }

    /// The app's delegate's answer, then the runtime's: a return the runtime handles moves on
    /// and inserts no line break.
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      let appAllows = appTextViewDelegate?.textView?(
        textView, shouldChangeTextIn: range, replacementText: text)
      guard let runtime else { return appAllows ?? true }
      return runtime.shouldChangeText(in: textView, replacement: text, appAllows: appAllows)
    }
  }
#endif
