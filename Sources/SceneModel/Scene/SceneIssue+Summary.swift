import PolicyLanguage

extension SceneIssue.Code: DiagnosticCatalogue {
  /// Unknown keys and classes are warnings (the scene is still usable); the rest are errors.
  public var severity: Diagnostic.Severity {
    self == .unknownKey || self == .unknownClass ? .warning : .error
  }

  /// What the code means, as grammar.md's code table words it.
  public var summary: String {
    switch self {
    case .invalidJSON: "Not JSON; the message has the line and column."
    case .wrongType: "Wrong JSON type (`expected true or false, found a string`)."
    case .wrongShape: "An array of the wrong length (`expected 4 numbers`)."
    case .missingKey:
      "A required key is missing (`window`, a view's `id` or `frame`, a controller's `class`, a keyboard's `height`/`frame`)."
    case .unknownKey: "An unknown key; ignored, with a did-you-mean."
    case .invalidValue:
      "A value out of range or not an allowed word (negative size, a length beyond ±1,000,000 pt, an integer of more than 15 digits, alpha outside 0…1, `version` ≠ 1, both `height` and `frame`, a `classes` entry that contradicts UIKit's class table)."
    case .duplicateKey: "The same key twice in one object."
    case .duplicateViewID: "Two views with the same id."
    case .duplicateControllerID: "Two controllers with the same id."
    case .unknownReference:
      "An id that names no view or controller (`focus`, `view`, `parent`, `navigationSearchBar`)."
    case .focusNotTextInput: "`focus` names a view that is not a text input."
    case .cycle: "A cycle in controller `parent`s or in `classes`."
    case .sharedRootView: "One view is the root view of two controllers."
    case .tooDeep: "Views nested more than 100 levels deep."
    case .notFinite: "A number that is not finite."
    case .tooManyViews: "More than 100,000 views in the scene."
    case .tooLarge: "Scene JSON larger than 16 MiB."
    case .controllerChainTooLong:
      "A controller with more than 100 parents (a chain of `parent`s longer than UIKit nests)."
    case .unknownClass:
      "A view's class is neither UIKit's nor declared (in `classes` or the policy), with a did-you-mean (`UITextFeild`); the view counts as a plain `UIView` (reported by `explain` and `simulate`)."
    }
  }
}
