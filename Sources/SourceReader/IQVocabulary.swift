/// Every name of IQKeyboardManager's configuration the reader recognises, by what it is on:
/// the managers (every version's spelling), the class lists, per-view properties, calls and the
/// return-key handlers. `PolicyMigration` maps them; the reader only needs to know them.
public enum IQVocabulary {
  /// Properties set on the keyboard manager (`IQKeyboardManager.shared`, the Objective-C pod's
  /// `sharedManager`) or the 8.x toolbar manager, with the paths of 7.x and 8.x configuration
  /// objects (`toolbarConfiguration.manageBehavior`).
  public static let managerProperties: Set<String> = [
    // switches and values
    "enable", "isEnabled", "keyboardDistanceFromTextField", "keyboardDistance", "enableAutoToolbar",
    "isEnableAutoToolbar", "toolbarManageBehaviour", "toolbarManageBehavior",
    "toolbarConfiguration.manageBehavior", "previousNextDisplayMode",
    "toolbarConfiguration.previousNextDisplayMode", "shouldShowToolbarPlaceholder",
    "shouldShowTextFieldPlaceholder",
    "toolbarConfiguration.placeholderConfiguration.showPlaceholder",
    "shouldResignOnTouchOutside", "resignOnTouchOutside",
    // appearance
    "shouldToolbarUsesTextFieldTintColor", "toolbarConfiguration.useTextFieldTintColor",
    "toolbarConfiguration.useTextInputViewTintColor", "toolbarTintColor", "toolbarBarTintColor",
    "toolbarConfiguration.tintColor", "toolbarConfiguration.barTintColor",
    "toolbarDoneBarButtonItemText", "toolbarDoneBarButtonItemImage",
    "toolbarDoneBarButtonItemAccessibilityLabel", "toolbarPreviousBarButtonItemText",
    "toolbarPreviousBarButtonItemImage", "toolbarPreviousBarButtonItemAccessibilityLabel",
    "toolbarNextBarButtonItemText", "toolbarNextBarButtonItemImage",
    "toolbarNextBarButtonItemAccessibilityLabel", "toolbarConfiguration.doneBarButtonConfiguration",
    "toolbarConfiguration.previousBarButtonConfiguration",
    "toolbarConfiguration.nextBarButtonConfiguration", "placeholderFont", "placeholderColor",
    "placeholderButtonColor", "toolbarTitlBarButtonItemAccessibilityLabel",
    "toolbarConfiguration.placeholderConfiguration.font",
    "toolbarConfiguration.placeholderConfiguration.color",
    "toolbarConfiguration.placeholderConfiguration.buttonColor",
    "toolbarConfiguration.placeholderConfiguration.accessibilityLabel", "shouldPlayInputClicks",
    "playInputClicks", "overrideKeyboardAppearance", "keyboardAppearance",
    "keyboardConfiguration.overrideAppearance", "keyboardConfiguration.appearance",
    // code and legacy
    "layoutIfNeededOnUpdate", "movedDistanceChanged", "enableDebugging", "isDebuggingEnabled",
    "resignFirstResponderGesture", "resignGesture", "preventShowingBottomBlankSpace",
    "shouldFixInteractivePopGestureRecognizer", "canAdjustAdditionalSafeAreaInsets",
  ]

  /// The class lists, with every version's name.
  public static let lists: Set<String> = [
    "disabledDistanceHandlingClasses", "enabledDistanceHandlingClasses", "disabledToolbarClasses",
    "enabledToolbarClasses", "toolbarPreviousNextAllowedClasses",
    "deepResponderAllowedContainerClasses", "disabledTouchResignedClasses",
    "enabledTouchResignedClasses", "touchResignedGestureIgnoreClasses",
  ]

  /// Methods called on a manager.
  public static let calls: Set<String> = [
    "reloadLayoutIfNeeded", "resignFirstResponder", "goNext", "goPrevious", "reloadInputViews",
    "registerTextFieldViewClass", "registerAllNotifications", "unregisterAllNotifications",
  ]

  /// Per-view properties (a text field's or a scroll view's), without `iq.` / `iq_`.
  public static let viewProperties: Set<String> = [
    "keyboardDistanceFromTextField", "distanceFromKeyboard", "enableMode",
    "shouldResignOnTouchOutsideMode", "resignOnTouchOutsideMode", "ignoreSwitchingByNextPrevious",
    "shouldHideToolbarPlaceholder", "hidePlaceholder", "toolbarPlaceholder", "placeholder",
    "shouldIgnoreScrollingAdjustment", "ignoreScrollingAdjustment",
    "shouldIgnoreContentInsetAdjustment", "ignoreContentInsetAdjustment",
    "shouldRestoreScrollViewContentOffset", "restoreContentOffset",
  ]

  /// Per-view properties that are only IQ's behind `iq.` / `iq_` (`placeholder` is UIKit's too).
  public static let viewPropertiesNeedingIQ: Set<String> = [
    "placeholder", "distanceFromKeyboard", "hidePlaceholder",
    "resignOnTouchOutsideMode", "ignoreScrollingAdjustment", "ignoreContentInsetAdjustment",
    "restoreContentOffset",
  ]

  /// Per-view calls that build IQ's toolbar by hand (`iq.addDone(...)`, Objective-C
  /// `addDoneOnKeyboardWithTarget:action:`).
  public static let viewToolbarCallPrefixes = [
    "addDone", "addRightButton", "addRightLeft",
    "addPreviousNext", "addToolbar", "addLeftRightOnKeyboard", "addPreviousNextDone",
    "addPreviousNextRight", "addCancelDone",
  ]

  /// Properties of a return-key handler (`IQKeyboardReturnKeyHandler`, `IQKeyboardReturnManager`).
  public static let returnProperties: Set<String> = [
    "lastTextFieldReturnKeyType", "lastTextInputViewReturnKeyType", "dismissTextViewOnReturn",
  ]

  /// The return-key handler types (every version).
  public static let returnHandlerTypes: Set<String> = [
    "IQKeyboardReturnKeyHandler", "IQKeyboardReturnManager",
  ]

  /// Names of IQKeyboardManager's own types start with one of these: a file that declares one is
  /// IQKeyboardManager's source (vendored or renamed) and is skipped.
  public static let ownTypePrefixes = [
    "IQKeyboard", "IQToolbar", "IQTextView", "IQTextField", "IQTextInputView", "IQBarButtonItem",
    "IQTitleBarButtonItem", "IQPreviousNext", "IQEnableMode", "IQAutoToolbar", "IQInvocation",
    "IQActiveConfiguration", "IQRootControllerConfiguration", "IQScrollViewConfiguration",
    "IQDeepResponder", "IQLayoutGuide", "IQPlaceholderable", "IQUIView", "IQNSArray",
    "IQUIWindow", "IQUIViewController", "IQUIScrollView", "IQUITextField", "IQUIView",
  ]

  /// Member names only IQKeyboardManager declares: a `var`/`@property` with one of these names
  /// in an extension or category of an IQ or UIKit type is IQ's own definition.
  public static let ownMemberNames: Set<String> = lists.union([
    "keyboardDistanceFromTextField", "distanceFromKeyboard", "enableAutoToolbar",
    "shouldResignOnTouchOutside", "resignOnTouchOutside", "shouldShowToolbarPlaceholder",
    "toolbarManageBehaviour", "toolbarManageBehavior", "ignoreSwitchingByNextPrevious",
    "shouldResignOnTouchOutsideMode", "resignOnTouchOutsideMode", "shouldHideToolbarPlaceholder",
    "shouldIgnoreScrollingAdjustment", "ignoreScrollingAdjustment",
    "shouldRestoreScrollViewContentOffset", "restoreContentOffset", "enableMode",
    "keyboardDistance",
    "lastTextFieldReturnKeyType", "previousNextDisplayMode", "toolbarPlaceholder", "iq",
  ])

  /// Whether `name` is one of IQKeyboardManager's own type names.
  public static func isOwnType(_ name: String) -> Bool {
    ownTypePrefixes.contains { name.hasPrefix($0) }
  }
}
