import PolicyLanguage

/// A problem with a scene snapshot, named by its JSON path: `views[3].subviews[0].frame: expected
/// 4 numbers [S003]`.
public struct SceneIssue: Hashable, Sendable, CustomStringConvertible {
  /// The stable code (grammar.md Part 2 lists them all).
  public var code: Code
  /// Errors make the scene unusable; warnings (unknown keys) do not.
  public var severity: Diagnostic.Severity
  /// The JSON path of the offending value, `views[3].subviews[0].frame`; `$` for the document.
  public var path: String
  /// Lowercase, no trailing period.
  public var message: String

  /// Creates an issue.
  public init(code: Code, severity: Diagnostic.Severity = .error, path: String, message: String) {
    self.code = code
    self.severity = severity
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }

  /// The stable scene error codes.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// The text is not JSON (the message has the line and column).
    case invalidJSON = "S001"
    /// A value has the wrong JSON type.
    case wrongType = "S002"
    /// An array has the wrong number of elements.
    case wrongShape = "S003"
    /// A required key is missing.
    case missingKey = "S004"
    /// A key the format does not define (a warning; the value is ignored).
    case unknownKey = "S005"
    /// A value is out of range or not one of the allowed words.
    case invalidValue = "S006"
    /// The same key twice in one object.
    case duplicateKey = "S007"
    /// Two views share an id.
    case duplicateViewID = "S008"
    /// Two controllers share an id.
    case duplicateControllerID = "S009"
    /// An id that names no view or controller.
    case unknownReference = "S010"
    /// `focus` names a view that is not a text input.
    case focusNotTextInput = "S011"
    /// A cycle in controller parents or in `classes`.
    case cycle = "S012"
    /// One view is the root view of two controllers.
    case sharedRootView = "S013"
    /// The view tree is nested too deeply.
    case tooDeep = "S014"
    /// A number is NaN or infinite.
    case notFinite = "S015"
    /// The scene has more views than `Scene.maximumViewCount`.
    case tooManyViews = "S016"
    /// The scene's JSON is larger than `Scene.maximumJSONSize`.
    case tooLarge = "S017"
  }
}
