// A SwiftUI modifier from iOS 16 used without `#available` in a package whose floor is iOS 15: the
// availability check must reject it, as Xcode does.
// expect-error: 'scrollDismissesKeyboard' is only available in iOS 16.0 or newer
import SwiftUI

struct FixtureScrollDismissal: ViewModifier {
  func body(content: Content) -> some View {
    content.scrollDismissesKeyboard(.immediately)
  }
}
