/// The values of one decision, without provenance: what the engine asks on every event.
///
/// `Policy.resolve(for:)` returns the same values as `Policy.decide(for:)` (grammar.md "Precedence"), without
/// building candidates, sources or reason strings. A setting has a named field here so the engine
/// and the runtime read it by name (`values.distance`); the compiler stops at the subscript's
/// getter until a new `SettingName` has its field.
public struct ResolvedValues: Hashable, Sendable {
  // Each field starts at its type's zero; `init()` gives every one its built-in default (the
  // catalogue's rows), and `subscript(name)` below is the one table between settings and fields.

  /// Whether the engine moves anything for this field.
  public var avoidance = false
  /// Whether the automatic toolbar is shown.
  public var toolbar = false
  /// Whether a tap outside resigns the field.
  public var resignOnTouch = false
  /// Points between the field's bottom and the keyboard's top.
  public var distance: Double = 0
  /// How previous/next orders sibling fields.
  public var order = FieldOrder.subviews
  /// Whether the toolbar shows the placeholder as its title.
  public var placeholder = false
  /// When the toolbar shows previous/next arrows.
  public var previousNext = PreviousNextMode.auto
  /// Whether the field is left out of previous/next.
  public var skipInOrder = false
  /// The return key the field shows when it is the last field.
  public var lastReturnKey = ReturnKeyType.default
  /// Whether return in a text view moves on (next field, or resign) instead of a line break.
  public var dismissOnReturn = false
  /// Whether the runtime sets and handles the field's return key.
  public var returnKeys = false
  /// The views (accessibility identifiers or scene ids) that stay visible above the keyboard
  /// together with the field, in the order written (`keep-visible`; empty: none).
  public var keepVisible: [String] = []

  /// Every setting at its built-in default (`SettingCatalogue.builtinDefaults`).
  public init() { self = SettingCatalogue.builtinDefaults }

  /// Every setting at `value(name)`.
  init(_ value: (SettingName) -> SettingValue) {
    for name in SettingName.all { self[name] = value(name) }
  }
}

extension ResolvedValues {
  /// The value of setting `name`: with the setter below, the one table between the settings and
  /// the fields (a setting added to `SettingName` is a compile error here until it has its field).
  public subscript(name: SettingName) -> SettingValue {
    get {
      switch name {
      case .avoidance: .bool(avoidance)
      case .toolbar: .bool(toolbar)
      case .resignOnTouch: .bool(resignOnTouch)
      case .distance: .number(distance)
      case .toolbarOrder: .order(order)
      case .toolbarPlaceholder: .bool(placeholder)
      case .toolbarPreviousNext: .previousNext(previousNext)
      case .skipInOrder: .bool(skipInOrder)
      case .toolbarLastReturnKey: .returnKey(lastReturnKey)
      case .toolbarDismissOnReturn: .bool(dismissOnReturn)
      case .toolbarReturnKeys: .bool(returnKeys)
      case .keepVisible: .viewIDs(keepVisible)
      }
    }
    set {
      // A value of another type than the setting's is left out (a compiled policy never gives
      // one; a decision made by hand may).
      switch (name, newValue) {
      case (.avoidance, .bool(let b)): avoidance = b
      case (.toolbar, .bool(let b)): toolbar = b
      case (.resignOnTouch, .bool(let b)): resignOnTouch = b
      case (.distance, .number(let n)): distance = n
      case (.toolbarOrder, .order(let o)): order = o
      case (.toolbarPlaceholder, .bool(let b)): placeholder = b
      case (.toolbarPreviousNext, .previousNext(let m)): previousNext = m
      case (.skipInOrder, .bool(let b)): skipInOrder = b
      case (.toolbarLastReturnKey, .returnKey(let k)): lastReturnKey = k
      case (.toolbarDismissOnReturn, .bool(let b)): dismissOnReturn = b
      case (.toolbarReturnKeys, .bool(let b)): returnKeys = b
      case (.keepVisible, .viewIDs(let ids)): keepVisible = ids
      default: break
      }
    }
  }
}
