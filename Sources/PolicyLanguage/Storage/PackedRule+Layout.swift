extension PackedRule {
  /// Where each part of a packed rule's `bits` lies: the one place that knows a shift or a width.
  /// 25 of the 32 bits are used; `PackedRuleLayoutTests` checks that the fields do not overlap and
  /// that `key` holds every ordinal up to `SettingName.capacity`.
  enum Layout {
    /// One field of `bits`: `width` bits from bit `shift`.
    struct Field: Sendable {
      /// The lowest bit.
      let shift: UInt32
      /// How many bits.
      let width: UInt32

      /// The bits the field covers, in place.
      var mask: UInt32 { ((1 << width) - 1) << shift }
      /// The largest value the field holds.
      var largest: UInt32 { (1 << width) - 1 }

      /// The field's value in `bits`.
      @inline(__always)
      func read(_ bits: UInt32) -> UInt32 { (bits >> shift) & largest }

      /// `bits` with the field set to `value` (which must fit).
      @inline(__always)
      func write(_ value: UInt32, into bits: UInt32) -> UInt32 {
        precondition(value <= largest, "a packed rule's field is too narrow for \(value)")
        return bits & ~mask | value << shift
      }

      /// An optional field, stored as `value + 1` (0 meaning nil).
      @inline(__always)
      func optional(_ bits: UInt32) -> Int? {
        let raw = read(bits)
        return raw == 0 ? nil : Int(raw) - 1
      }

      /// `bits` with the optional field set to `value` (nil: 0).
      @inline(__always)
      func write(optional value: Int?, into bits: UInt32) -> UInt32 {
        write(value.map { UInt32($0 + 1) } ?? 0, into: bits)
      }
    }

    /// `PolicyRule.Kind`'s index (five kinds).
    static let kind = Field(shift: 0, width: 3)
    /// 0: the default layer, 1: the user's.
    static let layer = Field(shift: 3, width: 1)
    /// `Feature`'s index + 1 (three features).
    static let feature = Field(shift: 4, width: 2)
    /// `ClassListKind`'s index + 1 (four lists).
    static let list = Field(shift: 6, width: 3)
    /// `PackedRule.targetKind`.
    static let targetKind = Field(shift: 9, width: 2)
    /// `PackedRule.valueKind`.
    static let valueKind = Field(shift: 11, width: 3)
    /// The file's index in the policy's `files` (at most 16 files).
    static let file = Field(shift: 14, width: 4)
    /// Whether the value is written differently from its canonical spelling.
    static let writtenValue = Field(shift: 18, width: 1)
    /// The setting key's ordinal + 1: up to 63 ordinals, above `SettingName.capacity`.
    static let key = Field(shift: 19, width: 6)

    /// Every field, for the overlap check.
    static let all = [kind, layer, feature, list, targetKind, valueKind, file, writtenValue, key]
  }
}
