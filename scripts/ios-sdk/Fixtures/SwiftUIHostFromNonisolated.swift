// A hosting controller (main-actor isolated, as SwiftUI declares it) made in nonisolated
// synchronous code: Swift 6 rejects the call.
// expect-error: call to main actor-isolated initializer 'init(rootView:)' in a synchronous nonisolated context
import SwiftUI

nonisolated func fixtureHost() -> UIHostingController<EmptyView> {
  UIHostingController(rootView: EmptyView())
}
