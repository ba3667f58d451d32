/// The one number syntax of every input kbpolicy reads besides JSON (policies, `.kbtest` files,
/// event scripts, `--keyboard-height`): an optional `-`, digits, an optional fraction, an
/// optional exponent (`12`, `-5`, `0.25`, `1e3`). Hexadecimal (`0x10`), `inf`, `nan`, a leading
/// `+` or `.` are not numbers anywhere (grammar.md, "Numbers").
public enum DecimalNumber {
  /// The value of `text` when it is a decimal number in the grammar's syntax (it may be
  /// infinite, as `1e999` is: callers check the range), nil otherwise.
  public static func value(_ text: some StringProtocol) -> Double? {
    // Plain digits (most values written): exact as an integer below 10^15, so the same Double
    // as parsing the text.
    var integer = 0
    var count = 0
    for byte in text.utf8 {
      guard byte >= 0x30, byte <= 0x39, count < 15 else {
        count = -1
        break
      }
      integer = integer * 10 + Int(byte - 0x30)
      count += 1
    }
    if count > 0 { return Double(integer) }
    guard isDecimal(text.utf8) else { return nil }
    return Double(String(text))
  }

  /// Whether `bytes` spell `-? digit+ ("." digit+)? ([eE] [+-]? digit+)?`.
  static func isDecimal(_ bytes: some Collection<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    var next = iterator.next()
    func digits() -> Bool {
      var count = 0
      while let byte = next, byte >= 0x30, byte <= 0x39 {
        count += 1
        next = iterator.next()
      }
      return count > 0
    }
    if next == UInt8(ascii: "-") { next = iterator.next() }
    guard digits() else { return false }
    if next == UInt8(ascii: ".") {
      next = iterator.next()
      guard digits() else { return false }
    }
    if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
      next = iterator.next()
      if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { next = iterator.next() }
      guard digits() else { return false }
    }
    return next == nil
  }
}
