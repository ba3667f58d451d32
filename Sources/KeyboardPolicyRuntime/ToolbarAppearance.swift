/// How the Previous / Next / Done toolbar and the keyboard look: app code, not policy (colours,
/// titles and images are design, not behaviour a policy review decides). The UIKit layer reads it;
/// everything here is plain values.
public struct ToolbarAppearance: Hashable, Sendable {
  /// The buttons' tint (IQ `toolbarTintColor`); `nil`: the system's.
  public var tintColor: RGBAColor?
  /// The bar's tint (IQ `toolbarBarTintColor`); `nil`: the system's.
  public var barTintColor: RGBAColor?
  /// Tint the buttons with the field's own tint colour (IQ `useTextInputViewTintColor`).
  public var usesFieldTintColor: Bool
  /// The Done button (IQ `toolbarDoneBarButtonItemText/Image/AccessibilityLabel`).
  public var done: ButtonStyle
  /// The Previous button.
  public var previous: ButtonStyle
  /// The Next button.
  public var next: ButtonStyle
  /// The title's font name and size (IQ `placeholderFont`); `nil`: the system's.
  public var titleFont: FontStyle?
  /// The title's colour (IQ `placeholderColor`, and `placeholderButtonColor` for a tappable title).
  public var titleColor: RGBAColor?
  /// The title's accessibility label (IQ `placeholderConfiguration.accessibilityLabel`); `nil`:
  /// the title itself.
  public var titleAccessibilityLabel: String?
  /// The keyboard's appearance for every managed field (IQ `overrideKeyboardAppearance` +
  /// `keyboardAppearance`); `nil` leaves each field's own.
  public var keyboardAppearance: KeyboardAppearance?
  /// Play the system input click when a toolbar button is tapped (IQ `playInputClicks`).
  public var playsInputClicks: Bool

  /// The system look: IQ's defaults (clicks on, nothing overridden).
  public init(
    tintColor: RGBAColor? = nil, barTintColor: RGBAColor? = nil, usesFieldTintColor: Bool = false,
    done: ButtonStyle = ButtonStyle(), previous: ButtonStyle = ButtonStyle(),
    next: ButtonStyle = ButtonStyle(), titleFont: FontStyle? = nil, titleColor: RGBAColor? = nil,
    titleAccessibilityLabel: String? = nil, keyboardAppearance: KeyboardAppearance? = nil,
    playsInputClicks: Bool = true
  ) {
    self.tintColor = tintColor
    self.barTintColor = barTintColor
    self.usesFieldTintColor = usesFieldTintColor
    self.done = done
    self.previous = previous
    self.next = next
    self.titleFont = titleFont
    self.titleColor = titleColor
    self.titleAccessibilityLabel = titleAccessibilityLabel
    self.keyboardAppearance = keyboardAppearance
    self.playsInputClicks = playsInputClicks
  }

  /// A toolbar button: a title or an image (by asset name), and its accessibility label. All `nil`:
  /// the system item (chevrons for previous/next, Done).
  public struct ButtonStyle: Hashable, Sendable {
    /// The title (IQ `…BarButtonItemText`).
    public var title: String?
    /// An image asset name (IQ `…BarButtonItemImage`).
    public var imageName: String?
    /// The accessibility label (IQ `…BarButtonItemAccessibilityLabel`).
    public var accessibilityLabel: String?

    /// Creates a button style.
    public init(title: String? = nil, imageName: String? = nil, accessibilityLabel: String? = nil) {
      self.title = title
      self.imageName = imageName
      self.accessibilityLabel = accessibilityLabel
    }
  }

  /// A font by name and size.
  public struct FontStyle: Hashable, Sendable {
    /// The font name (`nil`: the system font).
    public var name: String?
    /// Points.
    public var size: Double

    /// Creates a font style.
    public init(name: String? = nil, size: Double) {
      self.name = name
      self.size = size
    }
  }

  /// The style of `button`.
  public func style(of button: ToolbarButton) -> ButtonStyle {
    switch button {
    case .previous: previous
    case .next: next
    case .done: done
    }
  }

  /// The accessibility label of `button`: the app's, else, for a button with no title of its own
  /// (an image, the arrows' chevrons), `ToolbarButton.defaultAccessibilityLabel`; `nil` for a
  /// titled button and the system Done item, which VoiceOver reads by themselves.
  public func accessibilityLabel(of button: ToolbarButton) -> String? {
    let style = style(of: button)
    if let label = style.accessibilityLabel { return label }
    if style.title != nil { return nil }
    if button == .done, style.imageName == nil { return nil }
    return button.defaultAccessibilityLabel
  }

  /// Whether the bar is dark (`UIBarStyle.black`) for a field whose keyboard appearance is
  /// `keyboard`: with a dark keyboard, as IQ does (in dark mode the system bar turns dark by
  /// itself).
  public static func barIsDark(forKeyboard keyboard: KeyboardAppearance) -> Bool {
    keyboard == .dark
  }

  /// The keyboard appearance to set on a field whose keyboard has `current`, `nil` when nothing
  /// changes (no override, or the field has it already). When it is set on a field already
  /// editing, the UI layer reloads the keyboard (`reloadInputViews()`): UIKit read the traits when
  /// the field became first responder, so without a reload the override shows only from the next
  /// session (IQ reloads).
  public func keyboardAppearanceChange(from current: KeyboardAppearance) -> KeyboardAppearance? {
    guard let keyboardAppearance, keyboardAppearance != current else { return nil }
    return keyboardAppearance
  }

  /// `UIKeyboardAppearance`.
  public enum KeyboardAppearance: String, Hashable, Sendable, CaseIterable {
    /// `.default`.
    case `default`
    /// `.light`.
    case light
    /// `.dark`.
    case dark
  }
}

/// A colour as red, green, blue and alpha in 0…1 (sRGB).
public struct RGBAColor: Hashable, Sendable {
  /// Red.
  public var red: Double
  /// Green.
  public var green: Double
  /// Blue.
  public var blue: Double
  /// Alpha.
  public var alpha: Double

  /// Creates a colour.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}
