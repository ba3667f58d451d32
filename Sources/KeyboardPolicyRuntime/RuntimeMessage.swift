import PolicyLanguage

/// A message of the in-app runtime (`R0xx`): the one place its words are written.
public typealias RuntimeMessage = DiagnosticMessage<RuntimeCode>

/// The runtime's messages, one builder per wording, in code order.
extension DiagnosticMessage where Code == RuntimeCode {
  /// `R001`: `name.ext` is not among the bundle's resources.
  package static func notInBundle(_ path: String) -> Self {
    Self(.missingResource, "policy resource '\(path)' is not in the bundle")
  }

  /// `R002`: the resource's size or bytes could not be read.
  package static func cannotRead(_ path: String) -> Self {
    Self(.unreadableResource, "policy resource '\(path)' cannot be read")
  }

  /// `R002`: the bytes are not UTF-8.
  package static func notUTF8(_ path: String) -> Self {
    Self(.unreadableResource, "policy resource '\(path)' is not UTF-8")
  }

  /// `R003`: the resource is over the policy size limit.
  package static func tooLarge(_ path: String, bytes: Int) -> Self {
    Self(.resourceTooLarge, "policy resource '\(path)' is larger than 16 MiB (\(bytes) bytes)")
  }
}
