import PolicyLanguage

/// What the embedded default policy (`rules/default.kbpolicy`, IQKeyboardManager 8's defaults with
/// avoidance on) contributes, as the linter needs it: each feature's `enabled`, its class lists
/// and the feature-level values.
enum DefaultLayer {
  /// Each feature's `enabled` in the default layer.
  static func enabled(_ feature: Feature) -> Bool {
    switch feature {
    case .avoidance: true
    case .toolbar, .resignOnTouch: false
    }
  }

  /// The default layer's class list of `kind` in `feature`.
  static func list(_ feature: Feature, _ kind: ClassListKind) -> [String] {
    switch (feature, kind) {
    case (.avoidance, .disableIn):
      ["UITableViewController", "UIInputViewController", "UIAlertController"]
    case (.toolbar, .disableIn), (.resignOnTouch, .disableIn):
      ["UIAlertController", "UIInputViewController"]
    case (.toolbar, .deepContainers):
      ["UITableView", "UICollectionView", "IQDeepResponderContainerView"]
    case (.resignOnTouch, .ignoreTouchesIn):
      ["UIControl", "UINavigationBar"]
    default: []
    }
  }

  /// The default layer's feature-level values.
  static func value(_ name: SettingName) -> SettingValue? {
    switch name {
    case .distance: .number(10)
    case .toolbarOrder: .word("subviews")
    case .toolbarPlaceholder: .bool(true)
    case .toolbarPreviousNext: .word("auto")
    case .skipInOrder: .bool(false)
    case .avoidance: .bool(enabled(.avoidance))
    case .toolbar: .bool(enabled(.toolbar))
    case .resignOnTouch: .bool(enabled(.resignOnTouch))
    }
  }
}
