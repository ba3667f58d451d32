import PolicyLanguage

/// SwiftUI's `SubmitLabel`, by name: the keys a `.submitLabel` can show.
public enum SwiftUISubmitLabel: String, Hashable, Sendable, CaseIterable {
  /// `.done`.
  case done
  /// `.go`.
  case go
  /// `.send`.
  case send
  /// `.join`.
  case join
  /// `.route`.
  case route
  /// `.search`.
  case search
  /// `.return`.
  case `return`
  /// `.next`.
  case next
  /// `.continue`.
  case `continue`

  /// The label for a policy return key: the same name where SwiftUI has it; `default` is
  /// `return`, `google` and `yahoo` are `search`, `emergency-call` is `done` (SwiftUI has no such
  /// label).
  public init(_ key: ReturnKeyType) {
    switch key {
    case .default: self = .return
    case .go: self = .go
    case .google, .yahoo, .search: self = .search
    case .join: self = .join
    case .next: self = .next
    case .route: self = .route
    case .send: self = .send
    case .done, .emergencyCall: self = .done
    case .continue: self = .continue
    }
  }
}
