/// One catalogued message of a family of codes: its code, its severity and its text, built from
/// typed arguments (swift-syntax's `DiagnosticMessage` catalogue).
///
/// Each family keeps its messages in one file of static builders, one per wording, each stating
/// its code and its words together: `PolicyMessage` (the language), `SceneMessage`,
/// `EventScriptMessage`, `ImportMessage` and `TestMessage`. Call sites pass names, tokens and
/// numbers (`.unknownSetting("ordr", in: "toolbar")`), never a finished sentence. The builder's
/// name is the message's `id` (from `#function`, as swift-syntax derives its message IDs), so
/// tests can check that every builder renders to its code's catalogued shape.
///
/// The text is built when the message is, which is only ever on an error path.
public struct DiagnosticMessage<Code: DiagnosticCatalogue>: Sendable {
  /// The stable code.
  public let code: Code
  /// How serious the finding is.
  public let severity: Diagnostic.Severity
  /// The words: lowercase, no trailing period, input quoted as `'...'`.
  public let text: String
  /// The builder that made the message (`unknownSetting(_:in:)`).
  public let id: StaticString

  /// Creates a message; called only by a family's builders, so `id` names the builder. The
  /// severity is the code's unless given.
  public init(
    _ code: Code, _ text: String, severity: Diagnostic.Severity? = nil,
    id: StaticString = #function
  ) {
    self.code = code
    self.severity = severity ?? code.severity
    self.text = text
    self.id = id
  }

  /// The builder's name without its argument labels (`unknownSetting`).
  public var name: String {
    let full = "\(id)"
    return full.firstIndex(of: "(").map { String(full[..<$0]) } ?? full
  }
}
