/// One compiled rule of a policy, with where it is written: a class-list entry, a feature
/// block's setting, or one setting of a `controller`, `field` or `scroll-view` block.
///
/// `Policy.rules` lists them all (default layer first, then the user's policy, each in source
/// order); `explain` uses them for near misses and `compile --format json` prints them.
public struct PolicyRule: Hashable, Sendable {
  /// What sort of rule.
  public var kind: Kind
  /// Whether it comes from the embedded default policy or the user's file.
  public var layer: Layer
  /// The feature block it sits in (class-list entries and feature settings); nil otherwise.
  public var feature: Feature?
  /// The list it belongs to (class-list entries only).
  public var list: ClassListKind?
  /// What it applies to: the class of a class-list entry, or the selector of a `controller`,
  /// `field` or `scroll-view` block; nil for feature settings.
  public var target: Target?
  /// The setting's name as written in its block (`enabled`, `distance`, `toolbar.order`,
  /// `restore-offset`); nil for class-list entries.
  public var setting: String?
  /// The setting's value; nil for class-list entries.
  public var value: SettingValue?
  /// Where the rule is written: the class name of a list entry, or the setting's name.
  public var location: SourceLocation {
    get {
      SourceLocation(file: file, point: point)
    }
    set {
      file = newValue.file
      point = newValue.point
    }
  }
  /// The rule in words: `avoidance { disable in UITableViewController }`,
  /// `field "email" { distance = 24 }`. Put together on demand (only explanations and
  /// `compile` print it).
  public var text: String {
    get {
      extras?.text
        ?? Self.text(
          kind: kind, feature: feature, list: list, target: target, setting: setting,
          valueText: extras?.writtenValue
            ?? Self.canonicalText(kind: kind, setting: setting, value: value))
    }
    set { extras = Extras(writtenValue: extras?.writtenValue, text: newValue) }
  }
  /// The rule's position in `Policy.rules`; a larger order means "later in the cascade".
  public var order: Int {
    get { Int(storedOrder) }
    set { storedOrder = Int32(clamping: newValue) }
  }

  // Compact storage: the location's parts, the order as 32-bit integers; the text only when it
  // cannot be put together from the other fields.
  private var file: String
  private var point: SourcePoint
  private var storedOrder: Int32
  /// What little cannot be worked out from the other fields (nil for almost every rule: one
  /// pointer instead of two optional strings per rule).
  private var extras: Extras?

  /// The value as written, when it differs from its canonical spelling (`012`, `1e1`), and a text
  /// given to the public initializer that differs from the one put together.
  private final class Extras: Hashable, Sendable {
    let writtenValue: String?
    let text: String?

    init(writtenValue: String?, text: String?) {
      self.writtenValue = writtenValue
      self.text = text
    }

    static func == (lhs: Extras, rhs: Extras) -> Bool {
      lhs.writtenValue == rhs.writtenValue && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(writtenValue)
      hasher.combine(text)
    }
  }

  /// Creates a rule.
  public init(
    kind: Kind, layer: Layer, feature: Feature? = nil, list: ClassListKind? = nil,
    target: Target? = nil, setting: String? = nil, value: SettingValue? = nil,
    location: SourceLocation, text: String, order: Int
  ) {
    self.init(
      kind: kind, layer: layer, feature: feature, list: list, target: target, setting: setting,
      value: value, location: location, writtenValue: nil, order: order)
    if text != self.text { self.text = text }
  }

  /// Creates a rule whose value is written `writtenValue` in its file (nil: the canonical way).
  init(
    kind: Kind, layer: Layer, feature: Feature? = nil, list: ClassListKind? = nil,
    target: Target? = nil, setting: String? = nil, value: SettingValue? = nil,
    location: SourceLocation, writtenValue: String?, order: Int
  ) {
    self.kind = kind
    self.layer = layer
    self.feature = feature
    self.list = list
    self.target = target
    self.setting = setting
    self.value = value
    self.file = location.file
    self.point = location.point
    self.storedOrder = Int32(clamping: order)
    self.extras = nil
    if let writtenValue,
      writtenValue != Self.canonicalText(kind: kind, setting: setting, value: value)
    {
      self.extras = Extras(writtenValue: writtenValue, text: nil)
    }
  }

  /// How a value is written when written the plain way: `on`/`off` for modes (`field` switches,
  /// `scroll-view` flags), `true`/`false` for other switches, numbers and words as printed.
  static func canonicalText(kind: Kind, setting: String?, value: SettingValue?) -> String {
    guard let value else { return "" }
    if case .bool(let b) = value {
      // The catalogue's type says whether a switch is a mode (`on`/`off`).
      let mode =
        kind == .scrollView
        || (kind == .field
          && setting.flatMap { SettingCatalogue.entry(named: $0, in: .field) }?.type == .mode)
      return mode ? (b ? "on" : "off") : (b ? "true" : "false")
    }
    return value.description
  }

  /// The rule in words, as the compiler writes it (one allocation: decisions ask it of every
  /// candidate).
  static func text(
    kind: Kind, feature: Feature?, list: ClassListKind?, target: Target?, setting: String?,
    valueText: String
  ) -> String {
    var parts: (String, String, String, String, String, String, String, String, String) =
      ("", "", "", "", "", "", "", "", "")
    var targetText = ""
    var keyword = kind.rawValue
    if let target {
      switch target {
      case .identifier(let id): targetText = "\"" + id + "\""
      case .className(let name): targetText = name
      case .screen(let name):
        targetText = "screen \"" + name + "\""
        keyword = ""
      }
    }
    switch kind {
    case .classListEntry:
      parts = (
        feature?.rawValue ?? "", " { ", list?.rawValue ?? "", " ", targetText, " }", "", "", ""
      )
    case .featureSetting:
      parts = (feature?.rawValue ?? "", " { ", setting ?? "", " = ", valueText, " }", "", "", "")
    case .controller, .field, .scrollView:
      // A screen rule is a controller-kind rule whose target text says `screen "Name"`.
      parts = (
        keyword, keyword.isEmpty ? "" : " ", targetText, " { ", setting ?? "", " = ", valueText,
        " }", ""
      )
    }
    // Copied byte by byte into one buffer, then one String: `+=` on strings costs far more.
    let total =
      parts.0.utf8.count + parts.1.utf8.count + parts.2.utf8.count + parts.3.utf8.count
      + parts.4.utf8.count + parts.5.utf8.count + parts.6.utf8.count + parts.7.utf8.count
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(total, 1)) { buffer in
      var at = 0
      func put(_ part: String) {
        var part = part
        part.withUTF8 { bytes in
          for byte in bytes {
            buffer[at] = byte
            at += 1
          }
        }
      }
      put(parts.0)
      put(parts.1)
      put(parts.2)
      put(parts.3)
      put(parts.4)
      put(parts.5)
      put(parts.6)
      put(parts.7)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<at]), as: UTF8.self)
    }
  }

  /// The sorts of rule.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// An entry of `enable in`, `disable in`, `deep-containers` or `ignore-touches-in`.
    case classListEntry = "class-list-entry"
    /// A setting of a feature block: `avoidance { distance = 10 }`.
    case featureSetting = "feature-setting"
    /// A setting of a `controller` block.
    case controller
    /// A setting of a `field` block.
    case field
    /// A setting of a `scroll-view` block.
    case scrollView = "scroll-view"
  }

  /// Which file a rule comes from.
  public enum Layer: String, Hashable, Sendable, CaseIterable, Codable {
    /// The embedded default policy, `rules/default.kbpolicy`.
    case `default`
    /// The policy being compiled.
    case user
  }

  /// What a rule applies to.
  public enum Target: Hashable, Sendable {
    /// An accessibility identifier (`field "email"`).
    case identifier(String)
    /// A class and its subclasses.
    case className(String)
    /// A SwiftUI screen by the name `.keyboardPolicyScreen("SignUp")` gives it: the target of
    /// a `screen "SignUp"` block (a rule of kind `controller`) and of a
    /// `disable in screen "SignUp"` entry.
    case screen(String)

    /// `"email"`, `UITextField` or `screen "SignUp"`, as written in a policy.
    public var description: String {
      switch self {
      case .identifier(let id): "\"\(id)\""
      case .className(let name): name
      case .screen(let name): "screen \"\(name)\""
      }
    }

    /// The name a screen is kept under in a compiled policy's names: a text no class name can
    /// spell (a class name has no space or quote), so screen "Chat" and class `Chat` never meet
    /// on the controller walk.
    static func screenKey(_ name: String) -> String { "screen \"" + name + "\"" }
  }

  /// The kind of source a decision reports for this rule.
  var sourceKind: ValueSource.Kind { layer == .default ? .default : .rule }
}
