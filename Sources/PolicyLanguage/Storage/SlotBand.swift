/// The tables of `PolicyIndex`, as bands of the 7-bit slot key: a slot's key is its band's base
/// plus a lane (the list's number, or the setting's or flag's ordinal). The one place the bands'
/// bases and widths are written; `PolicyIndex` makes keys and `PrecedenceTable` reads them from
/// here.
enum SlotBand: Int, CaseIterable, Sendable {
  /// `enable in`, `disable in`, `deep containers` and `ignore touches in` entries: lane
  /// `4 × feature + list` (`PolicyIndex.listKey`).
  case list
  /// `field Class { ... }` settings, by `SettingName.ordinal`.
  case field
  /// `controller Class { ... }` and `screen "Name" { ... }` settings, by `SettingName.ordinal`.
  case controller
  /// `field "id" { ... }` settings, by `SettingName.ordinal`.
  case fieldIdentifier
  /// `scroll-view Class { ... }` flags, by `ScrollSetting.ordinal`.
  case scrollClass
  /// `scroll-view "id" { ... }` flags, by `ScrollSetting.ordinal`.
  case scrollIdentifier

  /// How many lanes the band has.
  var width: Int {
    switch self {
    case .list: 16
    case .field, .controller, .fieldIdentifier: SettingName.capacity
    case .scrollClass, .scrollIdentifier: ScrollSetting.capacity
    }
  }

  /// The band's first key.
  var base: Int { Self.bases[rawValue] }

  /// The key of lane `lane` of the band.
  @inline(__always)
  func key(_ lane: Int) -> UInt8 { UInt8(base + lane) }

  /// Every key the bands use (`PolicyIndex.Slot` keeps 7 bits).
  static let keyCount = allCases.reduce(0) { $0 + $1.width }

  /// Each band's base: the widths of the bands before it.
  private static let bases: [Int] = {
    var bases: [Int] = []
    var next = 0
    for band in allCases {
      bases.append(next)
      next += band.width
    }
    return bases
  }()

  /// The band and lane of every key, by key (nil past the last band).
  static let byKey: [(band: SlotBand, lane: Int)?] = {
    var table = [(band: SlotBand, lane: Int)?](repeating: nil, count: 128)
    for band in allCases {
      for lane in 0..<band.width where band.base + lane < table.count {
        table[band.base + lane] = (band, lane)
      }
    }
    return table
  }()
}
