/// The embedded default policy: the text of `rules/default.kbpolicy`, byte for byte.
///
/// Compiled into the binary so `kbpolicy` works from any directory. A test
/// (`DefaultPolicyTests.embeddedTextMatchesRulesFile`) fails when this copy and the file drift;
/// regenerate it by pasting the file between the delimiters.
enum DefaultPolicy {
  /// The policy text.
  static let text = #"""
    # rules/default.kbpolicy: IQKeyboardManager 8's defaults, the layer under every policy.
    #
    # Every policy is compiled on top of this file unless it says `extends none`. Each line names
    # the IQKeyboardManager 8 setting it stands for; explanations attribute default values to the
    # line here. The one deliberate difference from IQ: avoidance is on (apps set isEnabled = true
    # at launch). Lists start empty in IQ where no line is given (enabledDistanceHandlingClasses,
    # enabledToolbarClasses, enabledTouchResignedClasses).

    version 1     # policy language version
    extends none  # the default layer stands alone

    avoidance {       # IQKeyboardManager: distance handling
      enabled = true  # IQKeyboardManager.shared.isEnabled (IQ 8 default false; apps set true)
      distance = 10   # IQKeyboardManager.shared.keyboardDistance = 10
      disable in UITableViewController, UIInputViewController, UIAlertController  # disabledDistanceHandlingClasses
    }

    toolbar {               # IQKeyboardToolbarManager: the Previous / Next / Done toolbar
      enabled = false       # IQKeyboardToolbarManager.shared.isEnabled = false (since 1.1.2)
      order = subviews      # toolbarConfiguration.manageBehavior = .bySubviews
      # kbpolicy: ignore toolbar-settings-unused -- the layer under every policy; used where the toolbar is on
      placeholder = true    # toolbarConfiguration.placeholderConfiguration.showPlaceholder = true
      # kbpolicy: ignore toolbar-settings-unused -- the layer under every policy; used where the toolbar is on
      previous-next = auto  # toolbarConfiguration.previousNextDisplayMode = .default
      disable in UIAlertController, UIInputViewController  # disabledToolbarClasses
      deep-containers UITableView, UICollectionView, IQDeepResponderContainerView  # deepResponderAllowedContainerClasses
    }

    resign-on-touch {  # IQKeyboardResignHandler: tap outside resigns the field
      enabled = false  # IQKeyboardManager.shared.resignOnTouchOutside = false
      disable in UIAlertController, UIInputViewController  # disabledTouchResignedClasses
      ignore-touches-in UIControl, UINavigationBar  # touchResignedGestureIgnoreClasses
    }

    scroll-view UIScrollView {  # per-scroll-view flags (UIScrollView+IQKeyboardManagerExtension)
      adjust = on               # scrollView.iq.ignoreScrollingAdjustment = false
      adjust-inset = on         # scrollView.iq.ignoreContentInsetAdjustment = false
      restore-offset = off      # scrollView.iq.restoreContentOffset = false
    }

    """#
}
