/// The stable codes of policy test diagnostics (grammar.md Part 4, "Errors").
public enum TestCode: String, CaseIterable, Sendable {
  /// A line that starts with no known statement.
  case unknownStatement = "T001"
  /// A statement with missing, extra or wrong words.
  case syntax = "T002"
  /// A string that reaches the end of the line.
  case unterminatedString = "T003"
  /// `expect` names no setting or engine result.
  case unknownSubject = "T004"
  /// A value the setting or result cannot take.
  case invalidValue = "T005"
  /// The file does not start with `version 1`.
  case version = "T006"
  /// A `{` never closed, or a `}` with nothing open.
  case braces = "T007"
  /// A test with no policy, no scene or (with no scene focus) no field.
  case missingSetup = "T008"
  /// Two tests with the same name in one file.
  case duplicateTest = "T009"
  /// A test with no `expect` line (run `kbpolicy test --update` to write them).
  case noExpectations = "T010"
  /// A file the test names cannot be read.
  case unreadableFile = "T011"
  /// The policy has errors.
  case policyErrors = "T012"
  /// The scene has errors, or the controller is not in the storyboard.
  case sceneErrors = "T013"
  /// The field names no text input of the scene.
  case unknownField = "T014"
  /// The event script has errors.
  case eventErrors = "T015"
}
