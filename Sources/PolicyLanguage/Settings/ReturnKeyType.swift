/// The return key a field shows when it is the last field (`toolbar.last-return-key`; UIKit's
/// `UIReturnKeyType`, in the policy's spelling).
public enum ReturnKeyType: String, Hashable, Sendable, CaseIterable, Codable {
  /// `.default` ("return").
  case `default`
  /// `.go`.
  case go
  /// `.google`.
  case google
  /// `.join`.
  case join
  /// `.next`.
  case next
  /// `.route`.
  case route
  /// `.search`.
  case search
  /// `.send`.
  case send
  /// `.yahoo`.
  case yahoo
  /// `.done`.
  case done
  /// `.emergencyCall`.
  case emergencyCall = "emergency-call"
  /// `.continue`.
  case `continue`

  /// Its name in UIKit's `UIReturnKeyType`: `done`, `emergencyCall`.
  public var uiKitName: String { self == .emergencyCall ? "emergencyCall" : rawValue }
}
