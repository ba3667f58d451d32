/// The keyboard a text input asks for (`UIKeyboardType`), spelt as Interface Builder's
/// `keyboardType` attribute and the scene's `keyboardType` key write it.
///
/// On an iPhone the four pads (`numberPad`, `phonePad`, `decimalPad`,
/// `asciiCapableNumberPad`) are keypads with no predictive (QuickType) bar; every other type is a
/// keyboard with the bar. On an iPad every type is the full keyboard (a pad type shows its
/// numbers layout), so the type never changes the height there.
public enum KeyboardType: String, Hashable, Sendable, CaseIterable {
  /// `UIKeyboardType.default`.
  case `default`
  /// `.asciiCapable`.
  case asciiCapable
  /// `.numbersAndPunctuation`.
  case numbersAndPunctuation
  /// `.URL`.
  case URL
  /// `.numberPad`: a keypad, no predictive bar.
  case numberPad
  /// `.phonePad`: a keypad, no predictive bar.
  case phonePad
  /// `.namePhonePad`: opens on the letters, with the predictive bar.
  case namePhonePad
  /// `.emailAddress`.
  case emailAddress
  /// `.decimalPad`: a keypad, no predictive bar.
  case decimalPad
  /// `.twitter`.
  case twitter
  /// `.webSearch`.
  case webSearch
  /// `.asciiCapableNumberPad`: a keypad, no predictive bar.
  case asciiCapableNumberPad

  /// Whether an iPhone shows this type as a keypad without the predictive bar.
  public var isPad: Bool {
    switch self {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: true
    default: false
    }
  }

  /// `UIKeyboardType`'s raw value for this type (the runtime reads a live field's type by it).
  public var uiKitRawValue: Int {
    switch self {
    case .default: 0
    case .asciiCapable: 1
    case .numbersAndPunctuation: 2
    case .URL: 3
    case .numberPad: 4
    case .phonePad: 5
    case .namePhonePad: 6
    case .emailAddress: 7
    case .decimalPad: 8
    case .twitter: 9
    case .webSearch: 10
    case .asciiCapableNumberPad: 11
    }
  }

  /// The type whose `UIKeyboardType` raw value is `raw`; `nil` for one this table does not know.
  public init?(uiKitRawValue raw: Int) {
    guard let type = Self.allCases.first(where: { $0.uiKitRawValue == raw }) else { return nil }
    self = type
  }
}
