/// A message about an input file (`F0xx`): the one place its words are written.
public typealias InputFileMessage = DiagnosticMessage<InputFileCode>

/// The input-file messages, one builder per wording, in code order.
extension DiagnosticMessage where Code == InputFileCode {
  /// `F001`: the file could not be read, with the reason (`no such file`, `permission denied`).
  package static func cannotRead(reason: String) -> Self {
    Self(.unreadable, "the file cannot be read: \(reason)")
  }

  /// `F002`: the first byte that is not UTF-8 is at the diagnostic's location.
  package static var notUTF8: Self { Self(.notUTF8, "the file is not UTF-8 text") }
}
