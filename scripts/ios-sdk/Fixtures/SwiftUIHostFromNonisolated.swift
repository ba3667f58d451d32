// A hosting controller made in nonisolated synchronous code. SwiftUI declares
// UIHostingController `@MainActor @preconcurrency`, so Swift 6 (and Xcode) warns, it does not
// fail: the check must compile it with the warning, never reject what Xcode accepts.
// expect-warning: call to main actor-isolated initializer 'init(rootView:)' in a synchronous nonisolated context
import SwiftUI

nonisolated func fixtureHost() -> UIHostingController<EmptyView> {
  UIHostingController(rootView: EmptyView())
}
