/// One compiled file (the default layer or the user's policy) before layering, in the compact
/// form a `Policy` keeps: names interned once, rules packed (`PackedRule`).
struct CompiledLayer: Sendable {
  /// Every name the rules and class declarations use.
  var names = NameStore()
  /// The file's rules in source order.
  var rules: [PackedRule] = []
  /// The numbers the rules' values refer to, each distinct number once.
  var numbers: [Double] = []
  /// Where each number is in `numbers`, by bit pattern (while compiling: the policy keeps only
  /// `numbers`; thousands of rules share a few dozen distances).
  private var numberIndex: [UInt64: Int32] = [:]
  /// Values written differently from their canonical spelling (`012`, `1e1`), by rule position.
  var writtenValues: [Int32: String] = [:]
  /// `class X: Y` declarations (name ids), in source order.
  var classes: [(name: Int32, superclass: Int32)] = []
  /// The file the rules are written in.
  var file: String
  /// False when the file says `extends none`.
  var extendsDefault = true
  /// `remove ...` entries (name ids of this layer): the default layer's class-list entries left
  /// out when the layers are put together.
  var removals: [(feature: Feature, list: ClassListKind, name: Int32)] = []
  /// Which layer the rules belong to.
  let layer: PolicyRule.Layer

  init(file: String, layer: PolicyRule.Layer) {
    self.file = file
    self.layer = layer
  }

  /// Appends one rule. Its target is already interned: `targetKind` 1 for an identifier, 2 for a
  /// class name, 0 for none (`targetID` -1). `setting` must be a `SettingCatalogue` name
  /// (`keyOrdinal` is the ordinal of the `SettingName` or `ScrollSetting` it feeds);
  /// `writtenValue` is the value's source text.
  mutating func append(
    kind: PolicyRule.Kind, feature: Feature? = nil, list: ClassListKind? = nil,
    targetKind: UInt32 = 0, targetID: Int32 = -1, setting: String? = nil, keyOrdinal: Int? = nil,
    value: SettingValue? = nil, writtenValue: String? = nil, at location: SourceLocation
  ) {
    var valueKind: UInt32 = 0
    var valueIndex: Int32 = -1
    switch value {
    case .bool(let b)?: valueKind = b ? 2 : 1
    case .number(let n)?:
      valueKind = 3
      if let known = numberIndex[n.bitPattern] {
        valueIndex = known
      } else {
        valueIndex = Int32(numbers.count)
        numbers.append(n)
        numberIndex[n.bitPattern] = valueIndex
      }
    case .order(let order)?:
      valueKind = 4
      valueIndex = Int32(FieldOrder.allCases.firstIndex(of: order) ?? 0)
    case .previousNext(let mode)?:
      valueKind = 4
      valueIndex = Int32(PreviousNextMode.allCases.firstIndex(of: mode) ?? 0)
    case .returnKey(let key)?:
      valueKind = 4
      valueIndex = Int32(ReturnKeyType.allCases.firstIndex(of: key) ?? 0)
    case nil: break
    }
    let written =
      writtenValue.map {
        !Self.isCanonical($0, kind: kind, setting: setting, value: value)
      } ?? false
    if written { writtenValues[Int32(rules.count)] = writtenValue }
    let settingCode = setting.flatMap { SettingCatalogue.names.firstIndex(of: $0) }
    rules.append(
      PackedRule(
        bits: PackedRule.pack(
          kind: kind, layer: layer, feature: feature, list: list, targetKind: targetKind,
          settingCode: settingCode, valueKind: valueKind, fileIndex: 0, hasWrittenValue: written,
          keyOrdinal: keyOrdinal),
        target: targetID, value: valueIndex, point: location.point))
  }

  /// Whether `text` is how `value` is written the plain way (a cheap test for plain integers
  /// first: formatting a number costs more than the rest of a rule).
  static func isCanonical(
    _ text: String, kind: PolicyRule.Kind, setting: String?, value: SettingValue?
  ) -> Bool {
    if case .number(let n)? = value, n >= 0, n < 1e15 {
      var plain = true
      var count = 0
      var first: UInt8 = 0
      for byte in text.utf8 {
        if count == 0 { first = byte }
        if !Ascii.isDigit(byte) {
          plain = false
          break
        }
        count += 1
      }
      if plain, count > 0, count < 16, count == 1 || first != UInt8(ascii: "0") { return true }
    }
    return text == PolicyRule.canonicalText(kind: kind, setting: setting, value: value)
  }
}
