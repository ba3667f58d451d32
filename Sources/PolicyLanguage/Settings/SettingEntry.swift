/// One setting a policy block accepts: its name, its type and the decision setting it feeds.
public struct SettingEntry: Hashable, Sendable {
  /// The block that takes it.
  public var block: SettingBlock
  /// Its name as written in that block: `enabled`, `distance`, `toolbar.order`, `restore-offset`.
  public var name: String
  /// What it accepts.
  public var type: SettingType
  /// What it sets.
  public var feeds: Feeds
  /// What it stands for in IQKeyboardManager 8 (grammar.md's "meaning" column).
  public var meaning: String

  /// What a setting sets: a field's decision setting, or a scroll view's flag.
  public enum Feeds: Hashable, Sendable {
    /// One of a field decision's settings.
    case setting(SettingName)
    /// One of a scroll view decision's flags.
    case scroll(ScrollSetting)
  }

  /// Creates an entry.
  public init(
    block: SettingBlock, name: String, type: SettingType, feeds: Feeds, meaning: String
  ) {
    self.block = block
    self.name = name
    self.type = type
    self.feeds = feeds
    self.meaning = meaning
  }

  /// The field decision setting it sets, if any.
  public var settingName: SettingName? {
    if case .setting(let name) = feeds { name } else { nil }
  }

  /// The ordinal of the `SettingName` or `ScrollSetting` it feeds (the policy's table keys).
  var keyOrdinal: Int {
    switch feeds {
    case .setting(let name): name.ordinal
    case .scroll(let flag): flag.ordinal
    }
  }
}

extension SettingName {
  /// `allCases`, built once (`allCases` builds a new array on every call).
  static let all = SettingName.allCases

  /// The set of words of an enum-like setting (`toolbar.order`, `toolbar.previous-next`,
  /// `toolbar.last-return-key`).
  public var choice: SettingChoice? {
    switch self {
    case .toolbarOrder: .fieldOrder
    case .toolbarPreviousNext: .previousNext
    case .toolbarLastReturnKey: .returnKey
    default: nil
    }
  }

  /// The position in `allCases` (the policy's table keys).
  var ordinal: Int {
    switch self {
    case .avoidance: 0
    case .toolbar: 1
    case .resignOnTouch: 2
    case .distance: 3
    case .toolbarOrder: 4
    case .toolbarPlaceholder: 5
    case .toolbarPreviousNext: 6
    case .skipInOrder: 7
    case .toolbarLastReturnKey: 8
    case .toolbarDismissOnReturn: 9
    }
  }
}

extension ScrollSetting {
  /// The position in `allCases` (the policy's table keys).
  var ordinal: Int {
    switch self {
    case .adjust: 0
    case .adjustInset: 1
    case .restoreOffset: 2
    }
  }
}
