/// One part of the keyboard frame UIKit reports for a focused field, with where its height
/// comes from (explain shows each, marked assumed).
public struct KeyboardPart: Hashable, Sendable, Codable {
  /// What the part is.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The system keyboard (or keypad) itself.
    case system
    /// The policy's Previous / Next / Done toolbar, the field's input accessory view.
    case toolbar
    /// The app's own input accessory view, as the scene records its height.
    case accessory
  }

  /// What the part is.
  public var kind: Kind
  /// Its height in points.
  public var height: Double
  /// Where the height comes from, in words
  /// (`iPhone 16 (retina6_12), portrait, numberPad: a keypad, 336 less the 45 pt predictive bar`).
  public var source: String

  /// Creates a part.
  public init(kind: Kind, height: Double, source: String) {
    self.kind = kind
    self.height = height
    self.source = source
  }
}
