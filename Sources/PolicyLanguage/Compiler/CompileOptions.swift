/// Options for `Policy.compile(_:options:)`.
public struct CompileOptions: Hashable, Sendable {
  /// Whether the embedded default policy is layered under the file (as if the file said
  /// `extends none` when false). A file's own `extends none` always wins over `true`.
  public var includesDefaultLayer: Bool
  /// Classes the app's code declares (class → superclass; `kbpolicy lint --sources`): known to
  /// the compiler and part of the policy's class hierarchy as if the file declared them. The
  /// file's own `class` declarations and UIKit's classes win over them.
  public var appClasses: [String: String]

  /// Creates options; by default the default layer is included and no app class is known.
  public init(includesDefaultLayer: Bool = true, appClasses: [String: String] = [:]) {
    self.includesDefaultLayer = includesDefaultLayer
    self.appClasses = appClasses
  }
}
