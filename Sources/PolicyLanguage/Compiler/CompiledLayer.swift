/// One compiled file (the default layer or the user's policy) before layering.
struct CompiledLayer: Sendable {
  /// The file's rules in source order (their `order` is assigned when layers are merged).
  var rules: [PolicyRule]
  /// `class X: Y` declarations.
  var classes: [String: String]
  /// False when the file says `extends none`.
  var extendsDefault: Bool
}
