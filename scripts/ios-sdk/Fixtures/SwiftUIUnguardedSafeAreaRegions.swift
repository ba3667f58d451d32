// `UIHostingController.safeAreaRegions` (iOS 16.4) set without `#available(iOS 16.4, *)`: an
// `#available(iOS 16, *)` guard is not enough.
// expect-error: 'safeAreaRegions' is only available in iOS 16.4 or newer
import SwiftUI

@MainActor func fixtureTurnOffAvoidance(_ host: UIHostingController<EmptyView>) {
  if #available(iOS 16.0, *) {
    host.safeAreaRegions = .container
  }
}
