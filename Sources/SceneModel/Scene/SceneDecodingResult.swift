/// The outcome of decoding a scene: the scene (when there are no errors) and every issue.
public struct SceneDecodingResult: Sendable {
  /// The decoded, validated scene; `nil` when any issue is an error.
  public var scene: Scene?
  /// Errors and warnings, in document order.
  public var issues: [SceneIssue]

  /// Creates a result.
  public init(scene: Scene?, issues: [SceneIssue]) {
    self.scene = scene
    self.issues = issues
  }

  /// The issues that are errors.
  public var errors: [SceneIssue] { issues.filter { $0.severity == .error } }
}
