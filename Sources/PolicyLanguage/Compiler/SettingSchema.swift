/// Which settings each kind of block takes, what values they accept, and which decision setting
/// each one feeds (grammar.md, "Settings").
enum SettingSchema {
  /// The blocks that hold settings.
  enum Context: Hashable, Sendable {
    case feature(Feature)
    case controller
    case field
    case scrollView

    /// The block keyword, for messages.
    var name: String {
      switch self {
      case .feature(let feature): feature.rawValue
      case .controller: "controller"
      case .field: "field"
      case .scrollView: "scroll-view"
      }
    }

    static let all: [Context] =
      Feature.allCases.map(Context.feature) + [.controller, .field, .scrollView]
  }

  /// What a setting accepts.
  enum ValueType: Hashable, Sendable {
    /// `true` | `false` (feature switches and plain booleans).
    case bool
    /// `on` | `off` (per-field and per-scroll-view modes).
    case mode
    /// A finite number of points, `>= 0`.
    case distance
    /// One of a fixed set of words.
    case choice([String])

    /// `true or false`, `subviews, tag or position`.
    var expected: String {
      switch self {
      case .bool: "true or false"
      case .mode: "on or off"
      case .distance: "a number of points"
      case .choice(let words): SettingSchema.list(words, conjunction: "or")
      }
    }
  }

  /// What a setting feeds.
  enum Key: Hashable, Sendable {
    case setting(SettingName)
    case scroll(ScrollSetting)
  }

  /// One allowed setting.
  struct Entry: Hashable, Sendable {
    var name: String
    var type: ValueType
    var key: Key

    /// The ordinal of the `SettingName` (`PolicyIndex.settingOrdinal`) or `ScrollSetting` the
    /// setting feeds.
    var keyOrdinal: Int {
      switch key {
      case .setting(let name): Int(PolicyIndex.settingOrdinal(name))
      case .scroll(let flag): Int(PolicyIndex.scrollOrdinal(flag))
      }
    }
  }

  static let orders = FieldOrder.allCases.map(\.rawValue)
  static let previousNextModes = PreviousNextMode.allCases.map(\.rawValue)

  /// The settings of `context`, in documentation order (built once: the compiler asks for every
  /// setting it reads).
  static func entries(for context: Context) -> [Entry] {
    switch context {
    case .feature(.avoidance): Tables.avoidance
    case .feature(.toolbar): Tables.toolbar
    case .feature(.resignOnTouch): Tables.resignOnTouch
    case .controller: Tables.controller
    case .field: Tables.field
    case .scrollView: Tables.scrollView
    }
  }

  private enum Tables {
    static let avoidance = [
      Entry(name: "enabled", type: .bool, key: .setting(.avoidance)),
      Entry(name: "distance", type: .distance, key: .setting(.distance)),
    ]
    static let toolbar = [
      Entry(name: "enabled", type: .bool, key: .setting(.toolbar)),
      Entry(name: "order", type: .choice(orders), key: .setting(.toolbarOrder)),
      Entry(name: "placeholder", type: .bool, key: .setting(.toolbarPlaceholder)),
      Entry(
        name: "previous-next", type: .choice(previousNextModes),
        key: .setting(.toolbarPreviousNext)),
    ]
    static let resignOnTouch = [
      Entry(name: "enabled", type: .bool, key: .setting(.resignOnTouch))
    ]
    static let controller = [
      Entry(name: "distance", type: .distance, key: .setting(.distance)),
      Entry(name: "toolbar.order", type: .choice(orders), key: .setting(.toolbarOrder)),
      Entry(name: "toolbar.placeholder", type: .bool, key: .setting(.toolbarPlaceholder)),
      Entry(
        name: "toolbar.previous-next", type: .choice(previousNextModes),
        key: .setting(.toolbarPreviousNext)),
    ]
    static let field = [
      Entry(name: "avoidance", type: .mode, key: .setting(.avoidance)),
      Entry(name: "toolbar", type: .mode, key: .setting(.toolbar)),
      Entry(name: "resign-on-touch", type: .mode, key: .setting(.resignOnTouch)),
      Entry(name: "distance", type: .distance, key: .setting(.distance)),
      Entry(name: "skip-in-order", type: .bool, key: .setting(.skipInOrder)),
      Entry(name: "toolbar.placeholder", type: .bool, key: .setting(.toolbarPlaceholder)),
    ]
    static let scrollView = ScrollSetting.allCases.map {
      Entry(name: $0.rawValue, type: .mode, key: .scroll($0))
    }
  }

  /// The entry called `name` in `context`.
  static func entry(named name: String, in context: Context) -> Entry? {
    entries(for: context).first { $0.name == name }
  }

  /// The contexts that accept a setting called `name`.
  static func contexts(allowing name: String) -> [Context] {
    Context.all.filter { entry(named: name, in: $0) != nil }
  }

  /// Which class lists a feature block takes.
  static func allows(_ list: ClassListKind, in feature: Feature) -> Bool {
    switch list {
    case .enableIn, .disableIn: true
    case .deepContainers: feature == .toolbar
    case .ignoreTouchesIn: feature == .resignOnTouch
    }
  }

  /// `'a', 'b' or 'c'` without quotes: `a, b or c`.
  static func list(_ words: [String], conjunction: String) -> String {
    guard let last = words.last else { return "" }
    let rest = words.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " \(conjunction) " + last
  }
}
