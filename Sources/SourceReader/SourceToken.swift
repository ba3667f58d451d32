/// One token of a Swift or Objective-C file: a byte range, its position and its kind.
///
/// Comments are not tokens (the lexer keeps them apart, as `SourceComment`s), so text inside a
/// comment is never read as a statement.
public struct SourceToken: Sendable, Equatable {
  /// What a token is.
  public enum Kind: UInt8, Sendable, Equatable {
    /// A name or keyword (`IQKeyboardManager`, `func`, `self`); Objective-C `@interface`,
    /// `@end`, `@property` (with the `@`); `$0`.
    case identifier
    /// A number literal (`10`, `2.5`, `10.0f`, `0x1F`).
    case number
    /// A string literal (Swift `"..."`, `"""..."""`, `#"..."#`; Objective-C `"..."`, `@"..."`).
    case string
    /// An Objective-C character literal (`'a'`).
    case character
    /// Punctuation or an operator (`{`, `.`, `=`, `==`, `+=`, `->`, `^`, `@` alone).
    case punctuation
    /// A compiler directive: Swift `#if`, `#elseif`, `#else`, `#endif` (and `#selector`, ...);
    /// a whole Objective-C preprocessor line (`#define X 10`, `#if DEBUG`).
    case directive
  }

  /// The token's kind.
  public var kind: Kind {
    get { Kind(rawValue: UInt8(truncatingIfNeeded: packed >> 27) & 0x7) ?? .punctuation }
    set { packed = packed & ~(0x7 << 27) | UInt32(newValue.rawValue) << 27 }
  }
  /// The first byte (offset in the file).
  public var start: Int {
    get { Int(startOffset) }
    set { startOffset = Self.clamped(newValue, to: UInt32.max) }
  }
  /// One past the last byte.
  public var end: Int {
    get { Int(endOffset) }
    set { endOffset = Self.clamped(newValue, to: UInt32.max) }
  }
  /// The 1-based line of the first byte (its column: `SourceOutline.column(of:)`, from the
  /// file's line starts).
  public var line: Int {
    get { Int(packed & Self.lineMask) }
    set { packed = packed & ~Self.lineMask | Self.clamped(newValue, to: Self.lineMask) }
  }
  /// Whether a line break comes between the previous token and this one.
  public var startsLine: Bool {
    get { packed >> 31 != 0 }
    set { packed = packed & ~(1 << 31) | (newValue ? 1 << 31 : 0) }
  }

  // Twelve bytes a token (a file of `{` is one token a byte): offsets as 32 bits (inputs are at
  // most 16 MB), the line in 27 bits with the kind and `startsLine` above it; the column is not
  // kept (the line's start gives it). Larger values are clamped, never wrapped.
  private var startOffset: UInt32 = 0
  private var endOffset: UInt32 = 0
  private var packed: UInt32 = 0
  private static let lineMask: UInt32 = (1 << 27) - 1

  private static func clamped(_ value: Int, to maximum: UInt32) -> UInt32 {
    UInt32(max(0, min(value, Int(maximum))))
  }

  /// Creates a token.
  public init(kind: Kind, start: Int, end: Int, line: Int, startsLine: Bool) {
    self.kind = kind
    self.start = start
    self.end = end
    self.line = line
    self.startsLine = startsLine
  }
}

/// A comment: its byte range and first line (the reader reports IQ configuration seen in one as
/// ignored, never as a statement).
public struct SourceComment: Sendable, Equatable {
  /// The first byte (the `/`).
  public var start: Int
  /// One past the last byte.
  public var end: Int
  /// The 1-based line of the first byte.
  public var line: Int

  /// Creates a comment.
  public init(start: Int, end: Int, line: Int) {
    self.start = start
    self.end = end
    self.line = line
  }
}
