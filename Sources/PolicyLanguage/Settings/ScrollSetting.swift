/// The flags of a `scroll-view` block (IQ's per-scroll-view properties).
public enum ScrollSetting: String, Hashable, Sendable, CaseIterable, Codable {
  /// `adjust`: false = IQ `ignoreScrollingAdjustment = true`.
  case adjust
  /// `adjust-inset`: false = IQ `ignoreContentInsetAdjustment = true`.
  case adjustInset = "adjust-inset"
  /// `restore-offset`: IQ `restoreContentOffset`.
  case restoreOffset = "restore-offset"
}

extension ScrollSetting {
  /// The flag's key in a scene's `code` object: `adjust`, `adjustInset`, `restoreOffset` (its
  /// row of `SettingCatalogue.table`).
  public var codeKey: String { SettingCatalogue.spec(of: self).code?.key ?? rawValue }

  /// What the flag set in code is in IQKeyboardManager, for grammar.md's table of code settings
  /// (generated from it).
  public var codeMeaning: String { SettingCatalogue.spec(of: self).code?.meaning ?? "" }
}

extension ScrollSetting {
  /// Where the flag's value can come from, strongest first (grammar.md "Precedence", scroll
  /// views): a flag set in code → a `scroll-view "id"` rule → the `scroll-view Class` rule for
  /// the nearest class of the scroll view's chain → the built-in default. The winners path
  /// (`Policy.scrollWinners(for:)`, packed: `packedLadder`), explain's losers and lint's
  /// `redundant-override` read it, as they read a decision setting's `DecisionSetting.ladder`.
  public var ladder: [PrecedenceRung] { Self.ladder }

  /// Every flag's ladder (the flags differ only in their built-in default), packed: written as
  /// its four rungs so the optimizer folds it to a constant and unrolls the winners path's walk
  /// over it (read from an array at run time, it made `scrollWinners(for:)`, which the engine
  /// asks for every scroll view around the field, a tenth to a fifth slower).
  static var packedLadder: UInt64 {
    @inline(__always) get {
      PrecedenceRung.packed(.code, .scrollIdentifierRule, .scrollClassRule, .featureSetting)
    }
  }

  /// `packedLadder` read back.
  private static let ladder = PrecedenceRung.rungs(of: packedLadder)

  /// The rungs below `rung` on the ladder: where the value comes from when nothing at `rung` or
  /// above sets it (empty when `rung` is not on the ladder).
  public func rungs(below rung: PrecedenceRung) -> ArraySlice<PrecedenceRung> {
    guard let index = ladder.firstIndex(of: rung) else { return [] }
    return ladder[(index + 1)...]
  }

  /// The flag set in code as IQKeyboardManager's API writes it: `ignoreScrollingAdjustment =
  /// true`, `restoreContentOffset = false` (its row's `CodeWords`).
  public func codeStatement(_ value: Bool) -> String {
    SettingCatalogue.spec(of: self).codeStatement(.bool(value))
  }
}
