// The SwiftUI layer registering a screen's host from nonisolated code: the runtime is
// `@MainActor` (not `@preconcurrency`), so Swift 6 rejects the call.
// expect-error: call to main actor-isolated instance method 'registerSwiftUIScreen(_:host:)' in a synchronous nonisolated context
import KeyboardPolicyRuntime
import SwiftUI

nonisolated func fixtureRegister(_ runtime: KeyboardRuntime, host: UIView) {
  runtime.registerSwiftUIScreen(SwiftUIScreen(name: "SignUp"), host: host)
}
