/// A `PolicyRule` in 24 bytes, as a compiled policy stores it: names as `NameStore` ids, the
/// setting as its typed key's ordinal, the value as a code plus an index, the location as 32-bit
/// integers. `Policy.rules` puts the full `PolicyRule` back together when asked.
struct PackedRule: Sendable {
  /// kind, layer, feature, list, target kind, value kind, file, written-value flag and the
  /// setting's key, packed where `Layout` says.
  var bits: UInt32
  /// The target's name id (class or identifier), or -1.
  var target: Int32
  /// A number's index in the layer's `numbers`, an enum-like value's ordinal, or -1.
  var value: Int32
  /// Where the rule is written (its file is `fileIndex`'s).
  var point: SourcePoint

  // MARK: - Fields

  var kind: PolicyRule.Kind { Self.kinds[Int(Layout.kind.read(bits))] }
  var layer: PolicyRule.Layer { Layout.layer.read(bits) == 0 ? .default : .user }
  var feature: Feature? { Layout.feature.optional(bits).map { Feature.allCases[$0] } }
  var list: ClassListKind? { Layout.list.optional(bits).map { ClassListKind.allCases[$0] } }
  /// 0: none, 1: an identifier, 2: a class name, 3: a SwiftUI screen (its name id is
  /// `PolicyRule.Target.screenKey`'s, so the controller tables hold it as a class).
  var targetKind: UInt32 { Layout.targetKind.read(bits) }
  /// 0: none, 1: false, 2: true, 3: number, 4: an enum-like value (`value` is its ordinal),
  /// 5: a list of view ids (`value` is where it starts in the policy's `idLists`).
  var valueKind: UInt32 { Layout.valueKind.read(bits) }
  /// The index of the rule's file in the policy's `files`.
  var fileIndex: Int { Int(Layout.file.read(bits)) }
  /// Whether the value is written differently from its canonical spelling (kept aside).
  var hasWrittenValue: Bool { Layout.writtenValue.read(bits) != 0 }
  /// The ordinal of the `SettingName` (field, controller and feature settings) or
  /// `ScrollSetting` (scroll-view flags) the rule feeds; nil for class-list entries.
  var keyOrdinal: Int? { Layout.key.optional(bits) }

  /// The setting the rule feeds, typed: a `scroll-view` rule feeds a scroll flag, every other
  /// setting rule a decision setting; nil for class-list entries.
  var key: SettingEntry.Feeds? {
    guard let ordinal = keyOrdinal else { return nil }
    return kind == .scrollView
      ? .scroll(ScrollSetting.all[ordinal]) : .setting(SettingName.all[ordinal])
  }

  /// The block the rule is written in, if it holds a setting.
  var block: SettingBlock? {
    switch kind {
    case .classListEntry: nil
    case .featureSetting: feature.map(SettingBlock.feature)
    case .controller: .controller
    case .field: .field
    case .scrollView: .scrollView
    }
  }

  /// The setting's name as written in its block (`distance`, `toolbar.order`), from the
  /// catalogue.
  var settingName: String? {
    guard let key, let block else { return nil }
    return SettingCatalogue.name(of: key, in: block)
  }

  /// The same rule, written in the policy's file `fileIndex` (`MergedLayers`).
  func with(fileIndex: Int) -> PackedRule {
    var rule = self
    rule.bits = Layout.file.write(UInt32(fileIndex), into: bits)
    return rule
  }

  static let kinds = PolicyRule.Kind.allCases

  // MARK: - Packing

  /// Packs a rule's parts. `target`, `value` are already ids or indices (see the fields).
  static func pack(
    kind: PolicyRule.Kind, layer: PolicyRule.Layer, feature: Feature?, list: ClassListKind?,
    targetKind: UInt32, valueKind: UInt32, fileIndex: Int, hasWrittenValue: Bool, keyOrdinal: Int?
  ) -> UInt32 {
    var bits = Layout.kind.write(UInt32(CaseOrdinal.of(kind)), into: 0)
    bits = Layout.layer.write(layer == .user ? 1 : 0, into: bits)
    bits = Layout.feature.write(optional: feature.map(CaseOrdinal.of), into: bits)
    bits = Layout.list.write(optional: list.map(CaseOrdinal.of), into: bits)
    bits = Layout.targetKind.write(targetKind, into: bits)
    bits = Layout.valueKind.write(valueKind, into: bits)
    bits = Layout.file.write(UInt32(fileIndex), into: bits)
    bits = Layout.writtenValue.write(hasWrittenValue ? 1 : 0, into: bits)
    return Layout.key.write(optional: keyOrdinal, into: bits)
  }
}
