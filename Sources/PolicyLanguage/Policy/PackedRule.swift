/// A `PolicyRule` in 24 bytes, as a compiled policy stores it: names as `NameStore` ids, the
/// setting as a small code, the value as a code plus an index, the location as 32-bit integers.
/// `Policy.rules` puts the full `PolicyRule` back together when asked.
struct PackedRule: Sendable {
  /// kind, layer, feature, list, target kind, setting, value kind, file, written-value flag and
  /// the setting's decision key, packed (see the accessors).
  var bits: UInt32
  /// The target's name id (class or identifier), or -1.
  var target: Int32
  /// A number's index in the layer's `numbers`, an enum-like value's ordinal, or -1.
  var value: Int32
  /// Where the rule is written (its file is `fileIndex`'s).
  var point: SourcePoint

  // MARK: - Fields

  var kind: PolicyRule.Kind { Self.kinds[Int(bits & 0x7)] }
  var layer: PolicyRule.Layer { bits & 0x8 == 0 ? .default : .user }
  var feature: Feature? { field(4, 2).map { Feature.allCases[$0] } }
  var list: ClassListKind? { field(6, 3).map { ClassListKind.allCases[$0] } }
  /// 0: none, 1: an identifier, 2: a class name, 3: a SwiftUI screen (its name id is
  /// `PolicyRule.Target.screenKey`'s, so the controller tables hold it as a class).
  var targetKind: UInt32 { (bits >> 9) & 0x3 }
  /// The setting's index in `settingNames`, if the rule has a setting.
  var settingCode: Int? { field(11, 5) }
  /// 0: none, 1: false, 2: true, 3: number, 4: an enum-like value (`value` is its ordinal),
  /// 5: a list of view ids (`value` is where it starts in the policy's `idLists`).
  var valueKind: UInt32 { (bits >> 16) & 0x7 }
  /// The index of the rule's file in the policy's `files`.
  var fileIndex: Int { Int((bits >> 19) & 0xF) }
  /// Whether the value is written differently from its canonical spelling (kept aside).
  var hasWrittenValue: Bool { bits & (1 << 23) != 0 }
  /// The ordinal of the `SettingName` (field, controller and feature settings) or
  /// `ScrollSetting` (scroll-view flags) the rule feeds; nil for class-list entries.
  var keyOrdinal: Int? { field(24, 4) }

  /// A field stored as `value + 1` (0 meaning nil).
  @inline(__always)
  private func field(_ shift: UInt32, _ width: UInt32) -> Int? {
    let raw = (bits >> shift) & ((1 << width) - 1)
    return raw == 0 ? nil : Int(raw) - 1
  }

  static let kinds = PolicyRule.Kind.allCases

  /// Every setting name a rule can carry, by code (five bits).
  static var settingNames: [String] { SettingCatalogue.names }

  // MARK: - Packing

  /// Packs a rule's parts. `target`, `value` are already ids or indices (see the fields).
  static func pack(
    kind: PolicyRule.Kind, layer: PolicyRule.Layer, feature: Feature?, list: ClassListKind?,
    targetKind: UInt32, settingCode: Int?, valueKind: UInt32, fileIndex: Int,
    hasWrittenValue: Bool, keyOrdinal: Int?
  ) -> UInt32 {
    func optional(_ value: Int?) -> UInt32 { value.map { UInt32($0 + 1) } ?? 0 }
    var bits = UInt32(kinds.firstIndex(of: kind)!)
    if layer == .user { bits |= 0x8 }
    bits |= optional(feature.map { Feature.allCases.firstIndex(of: $0)! }) << 4
    bits |= optional(list.map { ClassListKind.allCases.firstIndex(of: $0)! }) << 6
    bits |= targetKind << 9
    bits |= optional(settingCode) << 11
    bits |= valueKind << 16
    bits |= UInt32(fileIndex & 0xF) << 19
    if hasWrittenValue { bits |= 1 << 23 }
    bits |= optional(keyOrdinal) << 24
    return bits
  }
}
