/// The values of one decision, without provenance: what the engine asks on every event.
///
/// `Policy.resolve(for:)` returns the same values as `Policy.decide(for:)` (grammar.md "Precedence"), without
/// building candidates, sources or reason strings.
public struct ResolvedValues: Hashable, Sendable {
  /// Whether the engine moves anything for this field.
  public var avoidance: Bool
  /// Whether the automatic toolbar is shown.
  public var toolbar: Bool
  /// Whether a tap outside resigns the field.
  public var resignOnTouch: Bool
  /// Points between the field's bottom and the keyboard's top.
  public var distance: Double
  /// How previous/next orders sibling fields.
  public var order: FieldOrder
  /// Whether the toolbar shows the placeholder as its title.
  public var placeholder: Bool
  /// When the toolbar shows previous/next arrows.
  public var previousNext: PreviousNextMode
  /// Whether the field is left out of previous/next.
  public var skipInOrder: Bool
  /// The return key the field shows when it is the last field.
  public var lastReturnKey: ReturnKeyType
  /// Whether return in a text view moves on (next field, or resign) instead of a line break.
  public var dismissOnReturn: Bool
  /// Whether the runtime sets and handles the field's return key.
  public var returnKeys: Bool
  /// The views (accessibility identifiers or scene ids) that stay visible above the keyboard
  /// together with the field, in the order written (`keep-visible`; empty: none).
  public var keepVisible: [String]

  /// Creates resolved values from a value for every setting (`SettingCatalogue.builtinDefaults`
  /// gives the built-in ones).
  public init(
    avoidance: Bool, toolbar: Bool, resignOnTouch: Bool, distance: Double, order: FieldOrder,
    placeholder: Bool, previousNext: PreviousNextMode, skipInOrder: Bool,
    lastReturnKey: ReturnKeyType, dismissOnReturn: Bool, returnKeys: Bool, keepVisible: [String]
  ) {
    self.keepVisible = keepVisible
    self.returnKeys = returnKeys
    self.lastReturnKey = lastReturnKey
    self.dismissOnReturn = dismissOnReturn
    self.avoidance = avoidance
    self.toolbar = toolbar
    self.resignOnTouch = resignOnTouch
    self.distance = distance
    self.order = order
    self.placeholder = placeholder
    self.previousNext = previousNext
    self.skipInOrder = skipInOrder
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
