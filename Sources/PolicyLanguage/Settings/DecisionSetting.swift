/// The facts of one decision setting, taken from its row of `SettingCatalogue.table`: its
/// precedence ladder, its built-in default, the scene format's key for its code setting and that
/// setting's IQKeyboardManager equivalent.
///
/// Everything else reads these: the compiled policy's winners path and explain's losers walk the
/// ladder, lint's `redundant-override` reads what lies below a rule on it.
public struct DecisionSetting: Hashable, Sendable {
  /// Which setting.
  public let name: SettingName
  /// Where its value can come from, strongest first (grammar.md "Precedence").
  public let ladder: [PrecedenceRung]
  /// The key of its code setting in a scene's `code` object (grammar.md, the scene format), when
  /// its ladder has the `code` rung: `"distance"`, `"skipInOrder"`.
  public let codeKey: String?
  /// What its code setting is in IQKeyboardManager (and the runtime), for grammar.md's table of
  /// code settings, which is generated from it; nil when code cannot set it.
  public let codeMeaning: String?

  /// The value it has when nothing on its ladder sets it.
  public let builtinDefault: SettingValue

  /// The facts of the decision setting `spec` declares.
  init(_ spec: SettingSpec) {
    self.name = spec.settingName ?? .avoidance
    self.ladder = spec.ladder
    self.codeKey = spec.code?.key
    self.codeMeaning = spec.code?.meaning
    self.builtinDefault = spec.builtinDefault
  }

  /// The rungs below `rung` on the ladder: where the value comes from when nothing at `rung` or
  /// above sets it (empty when `rung` is not on the ladder).
  public func rungs(below rung: PrecedenceRung) -> ArraySlice<PrecedenceRung> {
    guard let index = ladder.firstIndex(of: rung) else { return [] }
    return ladder[(index + 1)...]
  }

  /// The ladder packed four bits a rung (`rawValue + 1`, strongest in the low bits, 0 ending
  /// it), for the winners path: it walks the ladder without touching an array.
  var packedLadder: UInt64 { PrecedenceRung.packed(ladder) }
}
