#if canImport(UIKit) && os(iOS)
  import AvoidanceEngine
  import PolicyLanguage
  import SceneModel
  import UIKit

  /// A `UIView` as the runtime reads and writes it (`UIView.keyboardPolicyLive`): reads and one
  /// write, no decisions. A value over the view, made per read and never kept, so the `live…`
  /// members are the runtime's alone and no app sees them on its views.
  @MainActor
  struct UIKitLiveView: @preconcurrency LiveViewAccess {
    /// The view.
    let view: UIView

    /// The class name as the runtime and the policy spell it (an observed view's own class, not
    /// the `NSKVONotifying_` subclass KVO made).
    var liveClassName: String { String(describing: unobservedClass(of: view)) }

    /// The class chain, nearest first, up to `NSObject`.
    var liveClassChain: [String] { liveClassNames(of: unobservedClass(of: view)) }

    /// Everything the engine reads, in one scene view (its id, class and subviews unread).
    var liveAttributes: SceneView {
      let settings = view.existingKeyboardPolicy
      var attributes = SceneView(
        id: "", frame: SceneModel.Rect(view.frame), tag: view.tag,
        accessibilityIdentifier: view.accessibilityIdentifier,
        isHidden: view.isHidden, alpha: Double(view.alpha),
        isUserInteractionEnabled: view.isUserInteractionEnabled,
        safeAreaInsets: Insets(view.safeAreaInsets), layoutMargins: Insets(view.layoutMargins),
        code: settings?.code ?? CodeSettings(),
        scrollCode: settings?.scrollCode ?? ScrollViewCodeSettings())
      if let field = view as? UITextField {
        attributes.isEnabled = field.isEnabled
        attributes.placeholder = field.placeholder
        attributes.keyboardType = recordedKeyboardType(field.keyboardType)
      } else if let textView = view as? UITextView {
        attributes.isEnabled = textView.isEditable
        attributes.keyboardType = recordedKeyboardType(textView.keyboardType)
      } else if let searchBar = view as? UISearchBar {
        attributes.placeholder = searchBar.placeholder
      }
      if case .app = liveInputAccessory, let accessory = view.inputAccessoryView {
        attributes.inputAccessoryHeight = Double(accessory.frame.height)
      }
      if let scrollView = view as? UIScrollView {
        attributes.scroll = ScrollState(
          contentOffset: SceneModel.Point(
            x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)),
          contentInset: Insets(scrollView.contentInset),
          contentSize: SceneModel.Size(
            width: Double(scrollView.contentSize.width),
            height: Double(scrollView.contentSize.height)),
          scrollEnabled: scrollView.isScrollEnabled,
          indicatorInsets: Insets(scrollView.verticalScrollIndicatorInsets))
      }
      return attributes
    }

    /// A field's keyboard type as the scene records it: `nil` for `.default` (the scene's
    /// default) and for a type the scene format does not know.
    private func recordedKeyboardType(_ type: UIKeyboardType) -> KeyboardType? {
      guard let recorded = KeyboardType(uiKitRawValue: type.rawValue), recorded != .default else {
        return nil
      }
      return recorded
    }

    /// The toolbar title set in code (`keyboardPolicy.toolbarTitle`).
    var liveToolbarTitle: String? { view.existingKeyboardPolicy?.toolbarTitle }

    /// The stable name set in code (`keyboardPolicy.stableName`), for every subclass.
    var liveStableName: String? { view.existingKeyboardPolicy?.stableName }

    /// The superview, or `nil` for a window's direct subview.
    var liveSuperview: (any LiveView)? {
      guard let superview = view.superview, !(superview is UIWindow) else { return nil }
      return superview
    }

    /// `subviews`.
    var liveSubviews: [any LiveView] { view.subviews }

    /// The controller whose root view this is.
    var liveViewController: (any LiveViewController)? {
      guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view
      else { return nil }
      return controller
    }

    /// `window`.
    var liveWindow: (any LiveWindow)? { view.window }

    /// A text field's or text view's `returnKeyType`.
    var liveReturnKey: ReturnKeyType? {
      if let field = view as? UITextField { return ReturnKeyType(field.returnKeyType) }
      if let textView = view as? UITextView { return ReturnKeyType(textView.returnKeyType) }
      return nil
    }

    /// Sets a text field's or text view's `returnKeyType`.
    func setLiveReturnKey(_ key: ReturnKeyType) {
      if let field = view as? UITextField {
        field.returnKeyType = UIReturnKeyType(key)
      } else if let textView = view as? UITextView {
        textView.returnKeyType = UIReturnKeyType(key)
      }
    }

    /// A text view: UIKit tells its delegate of return, nothing else.
    var liveReturnsThroughDelegate: Bool { view is UITextView }

    /// A text view's `delegate`.
    var liveDelegate: AnyObject? { (view as? UITextView)?.delegate }

    /// Sets a text view's `delegate` (an object that is no `UITextViewDelegate` sets none).
    func setLiveDelegate(_ delegate: AnyObject?) {
      (view as? UITextView)?.delegate = delegate as? UITextViewDelegate
    }

    /// `inputAccessoryView`, as the toolbar decision sees it.
    var liveInputAccessory: InputAccessory {
      guard let accessory = view.inputAccessoryView else { return .none }
      if let toolbar = accessory as? PolicyToolbar { return .runtimeToolbar(toolbar.controls) }
      return .other(
        className: String(describing: unobservedClass(of: accessory)),
        subviewCount: accessory.subviews.count)
    }

    /// A text view's `findInteraction?.isFindNavigatorVisible` (iOS 16).
    var liveShowsFindNavigator: Bool {
      guard #available(iOS 16, *), let textView = view as? UITextView else { return false }
      return textView.findInteraction?.isFindNavigatorVisible ?? false
    }

    /// A text view's `isFindInteractionEnabled` (iOS 16).
    var liveUsesFindInteraction: Bool {
      guard #available(iOS 16, *), let textView = view as? UITextView else { return false }
      return textView.isFindInteractionEnabled
    }

    /// Writes one planned value (called inside the runtime's animation).
    func setLiveValue(_ property: ViewProperty, to value: Double) {
      let points = CGFloat(value)
      switch property {
      case .originY: view.frame.origin.y = points
      case .contentOffsetY: (view as? UIScrollView)?.contentOffset.y = points
      case .contentInsetBottom: (view as? UIScrollView)?.contentInset.bottom = points
      case .indicatorInsetBottom:
        (view as? UIScrollView)?.verticalScrollIndicatorInsets.bottom = points
      }
    }

    /// `setContentOffset(_:animated:)` with the new y (tables, collection views).
    func scrollLive(toOffsetY value: Double, animated: Bool) {
      guard let scrollView = view as? UIScrollView else { return }
      let offset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(value))
      scrollView.setContentOffset(offset, animated: animated)
    }

    /// `layoutIfNeeded()`.
    func layoutLiveIfNeeded() { view.layoutIfNeeded() }

    /// `becomeFirstResponder()`.
    func liveBecomeFirstResponder() -> Bool { view.becomeFirstResponder() }

    /// `resignFirstResponder()`.
    func liveResignFirstResponder() -> Bool { view.resignFirstResponder() }
  }
#endif
