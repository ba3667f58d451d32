import PolicyLanguage

/// The stable codes of policy test diagnostics (grammar.md Part 4, "Errors"), one catalogued
/// wording each.
public enum TestCode: String, CaseIterable, Sendable {
  /// A line that starts with no known statement, with a did-you-mean (`polcy` → `policy`).
  case unknownStatement = "T001"
  /// Missing, extra or misplaced words (`expect distance 40`, a tolerance on a setting, `from` on
  /// an engine result).
  case syntax = "T002"
  /// An unterminated string.
  case unterminatedString = "T003"
  /// `expect` names no setting or result, with a did-you-mean (`distnce` → `distance`).
  case unknownSubject = "T004"
  /// A value the subject cannot take (`toolbar.order = positon`, with a did-you-mean).
  case invalidValue = "T005"
  /// The file does not start with `version 1`.
  case version = "T006"
  /// A `{` never closed, or a `}` that closes nothing.
  case braces = "T007"
  /// A test with no policy, no scene, or no field when the scene has no focus.
  case missingSetup = "T008"
  /// Two tests with one name in a file.
  case duplicateTest = "T009"
  /// A test with no `expect` line (`--update` fills it in).
  case noExpectations = "T010"
  /// A file the test names cannot be read, with a did-you-mean from its directory; or it is `-`,
  /// a FIFO or a device, or lies outside the test file's directory (an absolute path, `..`
  /// leaving it, a link leading out, also to a missing file) and `--root` does not widen the
  /// tree: refused unread.
  case unreadableFile = "T011"
  /// The policy has errors (shown in full once per run).
  case policyErrors = "T012"
  /// The scene has errors (each with its JSON path), or the storyboard's controller is missing or
  /// ambiguous.
  case sceneErrors = "T013"
  /// The field names no text input of the scene, with a did-you-mean.
  case unknownField = "T014"
  /// The event script has errors (its own `V` codes, at their line in the script or the test file).
  case eventErrors = "T015"
  /// More than 1,000 errors in one file: reporting stops there.
  case tooManyErrors = "T016"
  /// A `device` line naming no device class (with a did-you-mean) or no orientation, or a
  /// `device` on a JSON scene (its geometry is fixed).
  case unknownDevice = "T017"
}

extension TestCode: DiagnosticCatalogue {
  /// What the code means, as grammar.md's code table words it.
  public var summary: String {
    switch self {
    case .unknownStatement:
      "A line that starts with no known statement, with a did-you-mean (`polcy` → `policy`)."
    case .syntax:
      "Missing, extra or misplaced words (`expect distance 40`, a tolerance on a setting, `from` on an engine result)."
    case .unterminatedString:
      "An unterminated string."
    case .unknownSubject:
      "`expect` names no setting or result, with a did-you-mean (`distnce` → `distance`)."
    case .invalidValue:
      "A value the subject cannot take (`toolbar.order = positon`, with a did-you-mean)."
    case .version:
      "The file does not start with `version 1`."
    case .braces:
      "A `{` never closed, or a `}` that closes nothing."
    case .missingSetup:
      "A test with no policy, no scene, or no field when the scene has no focus."
    case .duplicateTest:
      "Two tests with one name in a file."
    case .noExpectations:
      "A test with no `expect` line (`--update` fills it in)."
    case .unreadableFile:
      "A file the test names cannot be read, with a did-you-mean from its directory; or it is `-`, a FIFO or a device, or lies outside the test file's directory (an absolute path, `..` leaving it, a link leading out, also to a missing file) and `--root` does not widen the tree: refused unread."
    case .policyErrors:
      "The policy has errors (shown in full once per run)."
    case .sceneErrors:
      "The scene has errors (each with its JSON path), or the storyboard's controller is missing or ambiguous."
    case .unknownField:
      "The field names no text input of the scene, with a did-you-mean."
    case .eventErrors:
      "The event script has errors (its own `V` codes, at their line in the script or the test file)."
    case .tooManyErrors:
      "More than 1,000 errors in one file: reporting stops there."
    case .unknownDevice:
      "A `device` line naming no device class (with a did-you-mean) or no orientation, or a `device` on a JSON scene (its geometry is fixed)."
    }
  }
}
