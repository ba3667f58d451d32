/// One setting of the policy language, declared once: a row of `SettingCatalogue.table`.
///
/// A row says everything the package knows about the setting: what it sets (a field decision's
/// `SettingName` or a scroll view's `ScrollSetting`), the blocks that take it with its name, type
/// and IQKeyboardManager meaning there, its precedence ladder, its built-in default, and the
/// setting made in code (its scene key, IQ's words for it, what it is in IQ). The catalogue's
/// entries, the decision settings' facts, the built-in defaults, the code statements, the scene
/// format's keys and grammar.md's settings and code-settings tables are all derived from the rows.
public struct SettingSpec: Sendable {
  /// What the setting sets.
  public let key: SettingEntry.Feeds
  /// The blocks that take it, with its name, type and meaning in each.
  public let appearances: [Appearance]
  /// Where its value can come from, strongest first (a scroll view flag's is the flags' one
  /// ladder, `ScrollSetting.ladder`, which the winners path reads as a constant).
  public let ladder: [PrecedenceRung]
  /// The value it has when nothing on its ladder sets it.
  public let builtinDefault: SettingValue
  /// The setting made in code, when code can set it.
  public let code: CodeSetting?

  /// The setting in one block: `distance` in `controller`, `toolbar.order` in `controller`.
  public struct Appearance: Sendable {
    /// The block.
    public let block: SettingBlock
    /// Its name there.
    public let name: String
    /// What it accepts there (a switch is `on`/`off` in a feature block, a mode in a `field`).
    public let type: SettingType
    /// What it stands for in IQKeyboardManager 8 (grammar.md's "meaning" column).
    public let meaning: String

    /// The setting as `block` takes it.
    public init(_ block: SettingBlock, _ name: String, _ type: SettingType, _ meaning: String) {
      self.block = block
      self.name = name
      self.type = type
      self.meaning = meaning
    }
  }

  /// A setting made in code: its key in a scene's `code` object, how IQKeyboardManager's API
  /// writes it, and what it is in IQ (grammar.md's table of code settings).
  public struct CodeSetting: Sendable {
    /// The key in a scene's `code` object: `distance`, `skipInOrder`, `restoreOffset`.
    public let key: String
    /// How IQ's API writes a value set in code (explain's code sources).
    public let words: CodeWords
    /// What it is in IQKeyboardManager and the runtime.
    public let meaning: String

    /// A setting code can set.
    public init(_ key: String, _ words: CodeWords, _ meaning: String) {
      self.key = key
      self.words = words
      self.meaning = meaning
    }
  }

  /// How IQKeyboardManager's API writes a value set in code.
  public enum CodeWords: Hashable, Sendable {
    /// A switch: the statement for on and the one for off (`enableMode = .enabled`).
    case switchWords(on: String, off: String)
    /// `property = value`, the value as Swift writes it (`20`, `.done`, `[a, b]`).
    case assignment(String)

    /// The statement for `value`.
    func statement(_ value: SettingValue) -> String {
      switch self {
      case .switchWords(let on, let off): (value.boolValue ?? false) ? on : off
      case .assignment(let property): "\(property) = \(Self.swiftText(value))"
      }
    }

    /// `value` as Swift code writes it.
    private static func swiftText(_ value: SettingValue) -> String {
      switch value {
      case .returnKey(let key): ".\(key.uiKitName)"
      case .viewIDs: "[\(value)]"
      default: value.description
      }
    }
  }

  /// A field decision's setting.
  init(
    _ name: SettingName, ladder: [PrecedenceRung], default builtinDefault: SettingValue,
    code: CodeSetting? = nil, in appearances: [Appearance]
  ) {
    self.key = .setting(name)
    self.appearances = appearances
    self.ladder = ladder
    self.builtinDefault = builtinDefault
    self.code = code
  }

  /// A scroll view's flag (a `scroll-view` block's setting, a mode).
  init(
    _ flag: ScrollSetting, default builtinDefault: Bool, code: CodeSetting, in meaning: String
  ) {
    self.key = .scroll(flag)
    self.appearances = [Appearance(.scrollView, flag.rawValue, .mode, meaning)]
    self.ladder = flag.ladder
    self.builtinDefault = .bool(builtinDefault)
    self.code = code
  }

  /// The decision setting it sets, if any.
  public var settingName: SettingName? {
    if case .setting(let name) = key { name } else { nil }
  }

  /// The scroll view flag it sets, if any.
  public var scrollSetting: ScrollSetting? {
    if case .scroll(let flag) = key { flag } else { nil }
  }

  /// How IQ's API writes `value` set in code: the code words, or `name = value` for a setting
  /// code cannot set.
  func codeStatement(_ value: SettingValue) -> String {
    if let code { return code.words.statement(value) }
    return "\(settingName?.rawValue ?? scrollSetting?.rawValue ?? "") = \(value)"
  }
}
