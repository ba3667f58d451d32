/// UIKit's own classes that policies and scenes name, each with its real direct superclass.
///
/// Used to build class chains (`isKind(of:)` matching) when a scene or policy names a UIKit class,
/// and as the dictionary for class-name did-you-mean suggestions. `NSObject` is the root.
public enum UIKitClasses {
  /// Class name → direct superclass name.
  public static let superclass: [String: String] = [
    "UIResponder": "NSObject",
    // Views
    "UIView": "UIResponder",
    "UIWindow": "UIView",
    "UIControl": "UIView",
    "UILabel": "UIView",
    "UIImageView": "UIView",
    "UIStackView": "UIView",
    "UIVisualEffectView": "UIView",
    "UIInputView": "UIView",
    "UIActivityIndicatorView": "UIView",
    "UIProgressView": "UIView",
    "UIPickerView": "UIView",
    "UIToolbar": "UIView",
    "UINavigationBar": "UIView",
    "UITabBar": "UIView",
    "UISearchBar": "UIView",
    "UITableViewCell": "UIView",
    "UITableViewHeaderFooterView": "UIView",
    "UICollectionReusableView": "UIView",
    "UICollectionViewCell": "UICollectionReusableView",
    "UICollectionViewListCell": "UICollectionViewCell",
    "UIScrollView": "UIView",
    "UITableView": "UIScrollView",
    "UICollectionView": "UIScrollView",
    "UITextView": "UIScrollView",
    "UITextField": "UIControl",
    "UISearchTextField": "UITextField",
    "UIButton": "UIControl",
    "UISwitch": "UIControl",
    "UISlider": "UIControl",
    "UIStepper": "UIControl",
    "UISegmentedControl": "UIControl",
    "UIDatePicker": "UIControl",
    "UIPageControl": "UIControl",
    "UIColorWell": "UIControl",
    "IQDeepResponderContainerView": "UIView",
    "IQPreviousNextView": "UIView",
    "IQTextView": "UITextView",
    // View controllers
    "UIViewController": "UIResponder",
    "UINavigationController": "UIViewController",
    "UITabBarController": "UIViewController",
    "UISplitViewController": "UIViewController",
    "UITableViewController": "UIViewController",
    "UICollectionViewController": "UIViewController",
    "UIAlertController": "UIViewController",
    "UIInputViewController": "UIViewController",
    "UIPageViewController": "UIViewController",
    "UISearchController": "UIViewController",
    // SwiftUI's hosting controller (generic: `UIHostingController<ContentView>` is a kind of it)
    // and the subclasses SwiftUI makes for sheets, navigation destinations and tabs, as the
    // runtime reads their names (`String(describing:)` of the class, generic arguments cut).
    "UIHostingController": "UIViewController",
    "PresentationHostingController": "UIHostingController",
    "NavigationStackHostingController": "UIHostingController",
    "TabHostingController": "UIHostingController",
    "UIActivityViewController": "UIViewController",
    "UIDocumentPickerViewController": "UIViewController",
    "UIImagePickerController": "UINavigationController",
    "UIReferenceLibraryViewController": "UIViewController",
    "UIVideoEditorController": "UINavigationController",
    "UIFontPickerViewController": "UIViewController",
    "UIColorPickerViewController": "UIViewController",
    "_UIAlertControllerTextFieldViewController": "UIViewController",
  ]

  /// Every known UIKit class name, sorted (for suggestions and listings).
  public static let allNames: [String] = (Array(superclass.keys) + ["NSObject"]).sorted()
}
