extension CodeSettings {
  /// The value set in code for setting `name`, nil when code leaves it unset (or it cannot be
  /// set in code: `toolbar.order`, `toolbar.previous-next`). The one table between the settings
  /// and the code fields; the `code` rung of every ladder reads it.
  public subscript(name: SettingName) -> SettingValue? {
    switch name {
    case .avoidance: avoidance.map(SettingValue.bool)
    case .toolbar: toolbar.map(SettingValue.bool)
    case .resignOnTouch: resignOnTouch.map(SettingValue.bool)
    case .distance: distance.map(SettingValue.number)
    case .toolbarPlaceholder: placeholder.map(SettingValue.bool)
    case .skipInOrder: skipInOrder.map(SettingValue.bool)
    case .toolbarLastReturnKey: lastReturnKey.map(SettingValue.returnKey)
    case .toolbarDismissOnReturn: dismissOnReturn.map(SettingValue.bool)
    case .toolbarReturnKeys: returnKeys.map(SettingValue.bool)
    case .keepVisible: keepVisible.map(SettingValue.viewIDs)
    case .toolbarOrder, .toolbarPreviousNext: nil
    }
  }
}

extension SearchBarContext {
  /// The value set in code on the search bar for setting `name` (its distance only), read by
  /// the `codeOnSearchBar` rung.
  func code(_ name: SettingName) -> SettingValue? {
    name == .distance ? codeDistance.map(SettingValue.number) : nil
  }
}
