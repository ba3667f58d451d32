/// The stable codes of policy test diagnostics (grammar.md Part 4, "Errors").
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
  /// A file the test names cannot be read, with a did-you-mean from its directory.
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
}
