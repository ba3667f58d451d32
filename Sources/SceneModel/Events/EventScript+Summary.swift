import PolicyLanguage

extension EventScript.Code: DiagnosticCatalogue {
  /// What the code means, as grammar.md's code table words it.
  public var summary: String {
    switch self {
    case .unknownEvent: "Not an event (`wobble`, `keyboard jump`), with a did-you-mean."
    case .wrongArguments: "Missing or extra words (`focus` without an id, `rotate sideways`)."
    case .invalidNumber:
      "A number that is not finite or beyond ±1,000,000 pt, a negative height, or a negative frame size."
    case .unknownField: "`focus` names no text input of the scene (checked before anything runs)."
    case .lineTooLong: "A line longer than 4,096 bytes (`simulate` reads a script line by line)."
    }
  }
}
