/// One lane per decision setting (`SettingName.ordinal`): what the precedence walk keeps per
/// setting while it looks for winners (a rule position, -1 for none). Its width is
/// `SettingName.capacity`.
typealias SettingLanes = SIMD32<Int32>

/// One bit per decision setting lane (bit `SettingName.ordinal`).
typealias SettingMask = UInt32

/// One lane per decision setting holding a `PrecedenceRung`'s raw value (`Winners.rungs`); as
/// wide as `SettingLanes`.
typealias SettingRungs = SIMD32<UInt8>

/// One lane per scroll-view flag (`ScrollSetting.ordinal`): a `PrecedenceTable` scroll row's
/// rule positions, and the winners of one scroll view decision (`ScrollWinners`, a `LadderWinners`). Its width is
/// `ScrollSetting.capacity`.
typealias ScrollLanes = SIMD4<Int32>
