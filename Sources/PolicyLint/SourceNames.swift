/// The SwiftUI names an app's code gives (`kbpolicy lint --sources`): its screens'
/// (`.keyboardPolicyScreen("SignUp")`) and its fields' (`.keyboardPolicyField("email")`, with
/// the accessibility identifiers the code sets), for `unknown-screen`.
public struct SourceNames: Sendable, Equatable {
  /// The screen names.
  public var screens: Set<String>
  /// The field names and accessibility identifiers.
  public var fields: Set<String>

  /// Creates the names.
  public init(screens: Set<String> = [], fields: Set<String> = []) {
    self.screens = screens
    self.fields = fields
  }
}
