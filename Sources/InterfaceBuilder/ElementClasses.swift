/// Interface Builder element names and the UIKit classes they stand for.
enum ElementClasses {
  /// View controller elements → UIKit class.
  static let controllers: [String: String] = [
    "viewController": "UIViewController",
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "navigationController": "UINavigationController",
    "tabBarController": "UITabBarController",
    "splitViewController": "UISplitViewController",
    "pageViewController": "UIPageViewController",
    "hostingController": "UIHostingController",
    "glkViewController": "GLKViewController",
    "avPlayerViewController": "AVPlayerViewController",
  ]

  /// View elements → UIKit class.
  static let views: [String: String] = [
    "view": "UIView",
    "containerView": "UIView",
    "textField": "UITextField",
    "textView": "UITextView",
    "searchBar": "UISearchBar",
    "scrollView": "UIScrollView",
    "tableView": "UITableView",
    "collectionView": "UICollectionView",
    "tableViewCell": "UITableViewCell",
    "tableViewCellContentView": "UIView",
    "collectionViewCell": "UICollectionViewCell",
    "collectionViewCellContentView": "UIView",
    "collectionReusableView": "UICollectionReusableView",
    "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    "stackView": "UIStackView",
    "navigationBar": "UINavigationBar",
    "toolbar": "UIToolbar",
    "tabBar": "UITabBar",
    "button": "UIButton",
    "label": "UILabel",
    "imageView": "UIImageView",
    "switch": "UISwitch",
    "slider": "UISlider",
    "stepper": "UIStepper",
    "segmentedControl": "UISegmentedControl",
    "datePicker": "UIDatePicker",
    "pickerView": "UIPickerView",
    "pageControl": "UIPageControl",
    "activityIndicatorView": "UIActivityIndicatorView",
    "progressView": "UIProgressView",
    "visualEffectView": "UIVisualEffectView",
    "colorWell": "UIColorWell",
    "mapView": "MKMapView",
    "wkWebView": "WKWebView",
    "webView": "UIWebView",
    "imageButton": "UIButton",
    "sceneKitView": "SCNView",
    "skView": "SKView",
    "arscnView": "ARSCNView",
    "arskView": "ARSKView",
    "mtkView": "MTKView",
    "glkView": "GLKView",
  ]

  /// Superclasses for classes `views` and `controllers` name that UIKitClasses does not know.
  static let frameworkSuperclasses: [String: String] = [
    "MKMapView": "UIView", "WKWebView": "UIView", "UIWebView": "UIView", "SCNView": "UIView",
    "SKView": "UIView", "ARSCNView": "SCNView", "ARSKView": "SKView", "MTKView": "UIView",
    "GLKView": "UIView", "GLKViewController": "UIViewController",
    "AVPlayerViewController": "UIViewController",
  ]

  /// Objects that are not views and not controllers; skipped silently wherever they appear.
  static let ignoredObjects: Set<String> = [
    "placeholder", "customObject", "exit", "viewControllerPlaceholder", "barButtonItem",
    "navigationItem",
    "tabBarItem", "searchDisplayController", "tapGestureRecognizer", "panGestureRecognizer",
    "swipeGestureRecognizer", "pinchGestureRecognizer", "pongPressGestureRecognizer",
    "rotationGestureRecognizer", "screenEdgePanGestureRecognizer", "hoverGestureRecognizer",
    "segue", "connections", "layoutGuides", "menu", "command", "keyCommand", "image", "point",
    "windowTemplate", "window", "navigationBar", "toolbarItems", "objectController",
    "userDefaultsController",
  ]

  /// Cell and reusable view elements: never a screen at a xib's top level.
  static let cells: Set<String> = [
    "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
  ]

  /// Keys of child elements that are subviews (besides the `<subviews>` list), in the order UIKit
  /// stacks them.
  static let subviewKeys: [String] = ["contentView", "tableHeaderView", "tableFooterView"]
}
