/// The position of a case among its enum's cases, read from the value itself.
///
/// An enum whose cases carry no payload is stored as the case's number in declaration order, the
/// smallest integer that holds them (Swift's type layout; `allCases` lists the cases in the same
/// order). `CaseOrdinalTests` checks every enum that uses it against `allCases.firstIndex(of:)`,
/// the search it replaces on the compiler's and the evaluators' paths.
enum CaseOrdinal {
  /// The position of `value` in `E.allCases`. `E` must be a payload-free enum of at most 256 cases
  /// (one byte: checked).
  @inline(__always)
  static func of<E: CaseIterable>(_ value: E) -> Int {
    precondition(MemoryLayout<E>.size == 1, "CaseOrdinal reads one-byte enums only")
    return Int(unsafeBitCast(value, to: UInt8.self))
  }
}
