import PolicyLanguage

/// The stable codes of the in-app runtime's own diagnostics (grammar.md, "Codes of the in-app
/// runtime"): a policy resource that cannot be loaded. A policy that loads but has errors reports
/// the language's own codes.
public enum RuntimeCode: String, CaseIterable, Sendable {
  /// The policy resource is not in the bundle.
  case missingResource = "R001"
  /// The policy resource cannot be read, or is not UTF-8 text.
  case unreadableResource = "R002"
  /// The policy resource is larger than the 16 MiB policy limit (nothing of it is read).
  case resourceTooLarge = "R003"
}

extension RuntimeCode: DiagnosticCatalogue {
  /// What the code means, as grammar.md's code table words it.
  public var summary: String {
    switch self {
    case .missingResource: "The policy resource is not in the bundle."
    case .unreadableResource: "The policy resource cannot be read, or is not UTF-8 text."
    case .resourceTooLarge:
      "The policy resource is larger than the 16 MiB policy limit (nothing of it is read)."
    }
  }
}
