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

  /// Creates an issue at `path` from a catalogued message (its code, severity and words).
  public init(_ message: SceneMessage, path: String) {
    self.init(code: message.code, severity: message.severity, path: path, message: message.text)
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }

  /// The stable scene error codes.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// Not JSON; the message has the line and column.
    case invalidJSON = "S001"
    /// Wrong JSON type (`expected true or false, found a string`).
    case wrongType = "S002"
    /// An array of the wrong length (`expected 4 numbers`).
    case wrongShape = "S003"
    /// A required key is missing (`window`, a view's `id` or `frame`, a controller's `class`, a
    /// keyboard's `height`/`frame`).
    case missingKey = "S004"
    /// An unknown key; ignored, with a did-you-mean.
    case unknownKey = "S005"
    /// A value out of range or not an allowed word (negative size, a length beyond ±1,000,000 pt,
    /// an integer of more than 15 digits, alpha outside 0…1, `version` ≠ 1, both `height` and
    /// `frame`, a `classes` entry that contradicts UIKit's class table).
    case invalidValue = "S006"
    /// The same key twice in one object.
    case duplicateKey = "S007"
    /// Two views with the same id.
    case duplicateViewID = "S008"
    /// Two controllers with the same id.
    case duplicateControllerID = "S009"
    /// An id that names no view or controller (`focus`, `view`, `parent`, `navigationSearchBar`).
    case unknownReference = "S010"
    /// `focus` names a view that is not a text input.
    case focusNotTextInput = "S011"
    /// A cycle in controller `parent`s or in `classes`.
    case cycle = "S012"
    /// One view is the root view of two controllers.
    case sharedRootView = "S013"
    /// Views nested more than 100 levels deep.
    case tooDeep = "S014"
    /// A number that is not finite.
    case notFinite = "S015"
    /// More than 100,000 views in the scene.
    case tooManyViews = "S016"
    /// Scene JSON larger than 16 MiB.
    case tooLarge = "S017"
    /// A view's class is neither UIKit's nor declared (in `classes` or the policy), with a
    /// did-you-mean (`UITextFeild`); the view counts as a plain `UIView` (reported by `explain` and
    /// `simulate`).
    case unknownClass = "S018"
    /// A controller with more than 100 parents (a chain of `parent`s longer than UIKit nests).
    case controllerChainTooLong = "S019"
  }
}
