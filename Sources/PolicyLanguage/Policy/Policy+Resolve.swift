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

  /// Creates resolved values.
  public init(
    avoidance: Bool, toolbar: Bool, resignOnTouch: Bool, distance: Double, order: FieldOrder,
    placeholder: Bool, previousNext: PreviousNextMode, skipInOrder: Bool,
    lastReturnKey: ReturnKeyType = .done, dismissOnReturn: Bool = false
  ) {
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
  /// The value of setting `name`.
  public subscript(name: SettingName) -> SettingValue {
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
    }
  }

  /// The switch or flag with setting ordinal `ordinal` (false for the others).
  func bool(_ ordinal: Int) -> Bool {
    switch ordinal {
    case 0: avoidance
    case 1: toolbar
    case 2: resignOnTouch
    case 5: placeholder
    case 7: skipInOrder
    case 9: dismissOnReturn
    default: false
    }
  }
}

extension Decision {
  /// The decision's values, without provenance (what `Policy.resolve(for:)` returns).
  public var values: ResolvedValues {
    ResolvedValues(
      avoidance: avoidance, toolbar: toolbar, resignOnTouch: resignOnTouch, distance: distance,
      order: order, placeholder: placeholder, previousNext: previousNext, skipInOrder: skipInOrder,
      lastReturnKey: lastReturnKey, dismissOnReturn: dismissOnReturn)
  }
}

extension Policy {
  /// The values `decide(for:)` gives, without provenance: the winners of `winners(for:)` mapped
  /// to their values, with no allocation (what the engine asks on every event).
  public func resolve(for field: FieldContext) -> ResolvedValues {
    values(of: winners(for: field), field)
  }

  /// The values `winners` chose for `field`.
  @inline(__always)
  func values(of winners: Winners, _ field: FieldContext) -> ResolvedValues {
    let code = field.code
    let defaults = SettingCatalogue.builtinDefaults
    return ResolvedValues(
      avoidance: bool(winners, 0, code: code.avoidance),
      toolbar: bool(winners, 1, code: code.toolbar),
      resignOnTouch: bool(winners, 2, code: code.resignOnTouch),
      distance: winners.step(3) == .code
        ? (winners.distanceFromSearchBar ? field.searchBar?.codeDistance : code.distance)
          ?? defaults.distance
        : number(winners, 3),
      order: ordinal(winners, 4).map { SettingChoice.fieldOrders[$0] } ?? defaults.order,
      placeholder: bool(winners, 5, code: code.placeholder),
      previousNext: ordinal(winners, 6).map { SettingChoice.previousNextModes[$0] }
        ?? defaults.previousNext,
      skipInOrder: bool(winners, 7, code: code.skipInOrder),
      lastReturnKey: winners.step(8) == .code
        ? code.lastReturnKey ?? defaults.lastReturnKey
        : ordinal(winners, 8).map { SettingChoice.returnKeys[$0] } ?? defaults.lastReturnKey,
      dismissOnReturn: bool(winners, 9, code: code.dismissOnReturn))
  }

  /// The value of the switch or flag `s` that `winners` chose.
  @inline(__always)
  private func bool(_ winners: Winners, _ s: Int, code: Bool?) -> Bool {
    switch winners.step(s) {
    case .builtinExemption, .disableList: return false
    case .enableList: return true
    case .code: return code ?? false
    case .fieldRule, .controllerRule, .featureSetting:
      let position = winners.positions[s]
      guard position >= 0 else { return SettingCatalogue.builtinDefaults.bool(s) }
      return storage.rules[Int(position)].valueKind == 2
    }
  }

  /// The number of setting `s` that a rule (or the built-in default) gives.
  @inline(__always)
  private func number(_ winners: Winners, _ s: Int) -> Double {
    let position = winners.positions[s]
    guard position >= 0 else { return SettingCatalogue.builtinDefaults.distance }
    return storage.numbers[Int(storage.rules[Int(position)].value)]
  }

  /// The ordinal of the enum-like value a rule gives setting `s` (nil: the built-in default).
  @inline(__always)
  private func ordinal(_ winners: Winners, _ s: Int) -> Int? {
    let position = winners.positions[s]
    return position >= 0 ? Int(storage.rules[Int(position)].value) : nil
  }
}
