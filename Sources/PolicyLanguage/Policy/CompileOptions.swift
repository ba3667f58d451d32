/// Options for `Policy.compile(_:options:)`.
public struct CompileOptions: Hashable, Sendable {
  /// Whether the embedded default policy is layered under the file (as if the file said
  /// `extends none` when false). A file's own `extends none` always wins over `true`.
  public var includesDefaultLayer: Bool

  /// Creates options; by default the default layer is included.
  public init(includesDefaultLayer: Bool = true) {
    self.includesDefaultLayer = includesDefaultLayer
  }
}
