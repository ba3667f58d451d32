#if canImport(UIKit) && os(iOS)
  import AvoidanceEngine
  import ObjectiveC
  import PolicyLanguage
  import SceneModel
  import UIKit

  // UIKit views as the runtime's live views: reads and one write, no decisions.

  extension UIView: @preconcurrency LiveView {
    /// The class name as the runtime and the policy spell it (an observed view's own class, not
    /// the `NSKVONotifying_` subclass KVO made).
    public var liveClassName: String { String(describing: unobservedClass(of: self)) }

    /// The class chain, nearest first, up to `NSObject`.
    public var liveClassChain: [String] { liveClassNames(of: unobservedClass(of: self)) }

    /// Everything the engine reads, in one scene view (its id, class and subviews unread).
    public var liveAttributes: SceneView {
      let settings = existingKeyboardPolicy
      var attributes = SceneView(
        id: "", frame: SceneModel.Rect(frame), tag: tag,
        accessibilityIdentifier: accessibilityIdentifier,
        isHidden: isHidden, alpha: Double(alpha),
        isUserInteractionEnabled: isUserInteractionEnabled,
        safeAreaInsets: Insets(safeAreaInsets), layoutMargins: Insets(layoutMargins),
        code: settings?.code ?? CodeSettings(),
        scrollCode: settings?.scrollCode ?? ScrollViewCodeSettings())
      if let field = self as? UITextField {
        attributes.isEnabled = field.isEnabled
        attributes.placeholder = field.placeholder
        attributes.keyboardType = recordedKeyboardType(field.keyboardType)
      } else if let textView = self as? UITextView {
        attributes.isEnabled = textView.isEditable
        attributes.keyboardType = recordedKeyboardType(textView.keyboardType)
      } else if let searchBar = self as? UISearchBar {
        attributes.placeholder = searchBar.placeholder
      }
      if case .app = liveInputAccessory, let accessory = inputAccessoryView {
        attributes.inputAccessoryHeight = Double(accessory.frame.height)
      }
      if let scrollView = self as? UIScrollView {
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
    public var liveToolbarTitle: String? { existingKeyboardPolicy?.toolbarTitle }

    /// The stable name set in code (`keyboardPolicy.stableName`): a member of `UIView` itself, so
    /// it is the one the runtime reads for every subclass.
    public var liveStableName: String? { existingKeyboardPolicy?.stableName }

    /// The superview, or `nil` for a window's direct subview.
    public var liveSuperview: (any LiveView)? {
      guard let superview, !(superview is UIWindow) else { return nil }
      return superview
    }

    /// `subviews`.
    public var liveSubviews: [any LiveView] { subviews }

    /// The controller whose root view this is.
    public var liveViewController: (any LiveViewController)? {
      guard let controller = next as? UIViewController, controller.viewIfLoaded === self else {
        return nil
      }
      return controller
    }

    /// `window`.
    public var liveWindow: (any LiveWindow)? { window }

    /// A text field's or text view's `returnKeyType`.
    public var liveReturnKey: ReturnKeyType? {
      if let field = self as? UITextField { return ReturnKeyType(field.returnKeyType) }
      if let textView = self as? UITextView { return ReturnKeyType(textView.returnKeyType) }
      return nil
    }

    /// Sets a text field's or text view's `returnKeyType`.
    public func setLiveReturnKey(_ key: ReturnKeyType) {
      if let field = self as? UITextField {
        field.returnKeyType = UIReturnKeyType(key)
      } else if let textView = self as? UITextView {
        textView.returnKeyType = UIReturnKeyType(key)
      }
    }

    /// `inputAccessoryView`, as the toolbar decision sees it.
    public var liveInputAccessory: InputAccessory {
      guard let accessory = inputAccessoryView else { return .none }
      if let toolbar = accessory as? PolicyToolbar { return .runtimeToolbar(toolbar.controls) }
      return .other(
        className: String(describing: unobservedClass(of: accessory)),
        subviewCount: accessory.subviews.count)
    }

    /// A text view's `findInteraction?.isFindNavigatorVisible` (iOS 16).
    public var liveShowsFindNavigator: Bool {
      guard #available(iOS 16, *), let textView = self as? UITextView else { return false }
      return textView.findInteraction?.isFindNavigatorVisible ?? false
    }

    /// A text view's `isFindInteractionEnabled` (iOS 16).
    public var liveUsesFindInteraction: Bool {
      guard #available(iOS 16, *), let textView = self as? UITextView else { return false }
      return textView.isFindInteractionEnabled
    }

    /// Writes one planned value (called inside the runtime's animation).
    public func setLiveValue(_ property: ViewProperty, to value: Double) {
      let points = CGFloat(value)
      switch property {
      case .originY: frame.origin.y = points
      case .contentOffsetY: (self as? UIScrollView)?.contentOffset.y = points
      case .contentInsetBottom: (self as? UIScrollView)?.contentInset.bottom = points
      case .indicatorInsetBottom:
        (self as? UIScrollView)?.verticalScrollIndicatorInsets.bottom = points
      }
    }

    /// `setContentOffset(_:animated:)` with the new y (tables, collection views).
    public func scrollLive(toOffsetY value: Double, animated: Bool) {
      guard let scrollView = self as? UIScrollView else { return }
      let offset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(value))
      scrollView.setContentOffset(offset, animated: animated)
    }

    /// `layoutIfNeeded()`.
    public func layoutLiveIfNeeded() { layoutIfNeeded() }

    /// `becomeFirstResponder()`.
    public func liveBecomeFirstResponder() -> Bool { becomeFirstResponder() }

    /// `resignFirstResponder()`.
    public func liveResignFirstResponder() -> Bool { resignFirstResponder() }
  }

  extension UIWindow: @preconcurrency LiveWindow {
    /// `bounds.size`.
    public var liveSize: SceneModel.Size {
      SceneModel.Size(width: Double(bounds.width), height: Double(bounds.height))
    }

    /// The top guide's height under no navigation bar: the window scene's status bar height, or
    /// the window's top safe area when that is taller (`TopGuide`).
    public var liveStatusBarHeight: Double {
      TopGuide.height(
        statusBar: Double(windowScene?.statusBarManager?.statusBarFrame.height ?? 0),
        safeAreaTop: Double(safeAreaInsets.top))
    }

    /// The window scene's interface orientation.
    public var liveOrientation: Orientation? {
      guard let scene = windowScene else { return nil }
      let orientation: UIInterfaceOrientation
      if #available(iOS 16, *) {
        orientation = scene.effectiveGeometry.interfaceOrientation
      } else {
        orientation = scene.interfaceOrientation
      }
      return orientation.isLandscape ? .landscape : .portrait
    }

    /// `convert(_:from: screen.coordinateSpace)`.
    public func liveConvertFromScreen(_ rect: SceneModel.Rect) -> SceneModel.Rect {
      let frame = CGRect(
        x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
      return SceneModel.Rect(convert(frame, from: screen.coordinateSpace))
    }
  }

  extension UIViewController: @preconcurrency LiveViewController {
    /// The class name (past a KVO subclass).
    public var liveClassName: String { String(describing: unobservedClass(of: self)) }
    /// The class chain, nearest first.
    public var liveClassChain: [String] { liveClassNames(of: unobservedClass(of: self)) }
    /// `parent`.
    public var liveParent: (any LiveViewController)? { parent }
    /// `viewIfLoaded`.
    public var liveRootView: (any LiveView)? { viewIfLoaded }
    /// The stable name set in code (`keyboardPolicy.stableName`), for every subclass.
    public var liveStableName: String? { existingKeyboardPolicy?.stableName }
    /// The container kind set in code (`keyboardPolicy.container`: a custom container such as a
    /// side menu), for every subclass; `nil` derives it from the class chain.
    public var liveContainer: ContainerKind? { existingKeyboardPolicy?.container }
    /// The screen's settings made in code (`keyboardPolicy`).
    public var liveCodeSettings: CodeSettings? { existingKeyboardPolicy?.code }

    /// A navigation controller's visible bar's bottom edge in window coordinates.
    public var liveNavigationBarBottom: Double? {
      guard let navigation = self as? UINavigationController, !navigation.isNavigationBarHidden
      else { return nil }
      let bar = navigation.navigationBar
      return Double(bar.convert(bar.bounds, to: nil).maxY)
    }

    /// True for a navigation controller whose bar is hidden.
    public var liveNavigationBarHidden: Bool? {
      (self as? UINavigationController)?.isNavigationBarHidden == true ? true : nil
    }

    /// `navigationItem.searchController?.searchBar`.
    public var liveNavigationSearchBar: (any LiveView)? {
      navigationItem.searchController?.searchBar
    }
  }

  /// The class of `object` as the app declared it: past the `NSKVONotifying_` subclass KVO makes
  /// for an observed object.
  private func unobservedClass(of object: AnyObject) -> AnyClass {
    LiveClassName.unobserved(
      type(of: object) as AnyClass, name: { String(describing: $0) },
      superclass: { class_getSuperclass($0) })
  }

  /// The names of `type` and its superclasses, nearest first.
  private func liveClassNames(of type: AnyClass) -> [String] {
    var names: [String] = []
    var current: AnyClass? = type
    while let cls = current {
      names.append(String(describing: cls))
      current = class_getSuperclass(cls)
    }
    return names
  }

  extension SceneModel.Rect {
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width),
        height: Double(rect.height))
    }
  }

  extension Insets {
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }
#endif
