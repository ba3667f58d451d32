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

    /// The ordinal of the `SettingName` or `ScrollSetting` (the policy's table keys).
    var ordinal: Int {
      switch self {
      case .setting(let name): name.ordinal
      case .scroll(let flag): flag.ordinal
      }
    }
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
}

extension SettingName {
  /// The set of words of an enum-like setting (`toolbar.order`, `toolbar.previous-next`,
  /// `toolbar.last-return-key`).
  public var choice: SettingChoice? { Self.choices[ordinal] }

  /// `choice` of every setting, by ordinal: the type its row's blocks give it.
  private static let choices: [SettingChoice?] = all.map { name in
    SettingCatalogue.spec(of: name).appearances.lazy.compactMap { appearance in
      if case .choice(let choice) = appearance.type { choice } else { nil }
    }.first
  }
}

extension ScrollSetting {
  /// `allCases`, built once.
  static let all = ScrollSetting.allCases

  /// The most scroll-view flags a compiled policy's tables hold: `SlotBand`'s scroll bands, the
  /// lanes of a `ScrollLanes` (each rung of a `PrecedenceTable` scroll row, `ScrollWinners`) and
  /// the bits of a table entry's scroll masks.
  static let capacity = 4

  /// The position in `allCases` (the policy's table keys).
  var ordinal: Int { CaseOrdinal.of(self) }
}
