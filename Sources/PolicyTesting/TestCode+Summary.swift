import PolicyLanguage

extension TestCode: DiagnosticCatalogue {
  /// What the code means, as grammar.md's code table words it.
  public var summary: String {
    switch self {
    case .unknownStatement:
      "A line that starts with no known statement, with a did-you-mean (`polcy` → `policy`)."
    case .syntax:
      "Missing, extra or misplaced words (`expect distance 40`, a tolerance on a setting, `from` on an engine result)."
    case .unterminatedString: "An unterminated string."
    case .unknownSubject:
      "`expect` names no setting or result, with a did-you-mean (`distnce` → `distance`)."
    case .invalidValue:
      "A value the subject cannot take (`toolbar.order = positon`, with a did-you-mean)."
    case .version: "The file does not start with `version 1`."
    case .braces: "A `{` never closed, or a `}` that closes nothing."
    case .missingSetup: "A test with no policy, no scene, or no field when the scene has no focus."
    case .duplicateTest: "Two tests with one name in a file."
    case .noExpectations: "A test with no `expect` line (`--update` fills it in)."
    case .unreadableFile:
      "A file the test names cannot be read, with a did-you-mean from its directory."
    case .policyErrors: "The policy has errors (shown in full once per run)."
    case .sceneErrors:
      "The scene has errors (each with its JSON path), or the storyboard's controller is missing or ambiguous."
    case .unknownField: "The field names no text input of the scene, with a did-you-mean."
    case .eventErrors:
      "The event script has errors (its own `V` codes, at their line in the script or the test file)."
    }
  }
}
