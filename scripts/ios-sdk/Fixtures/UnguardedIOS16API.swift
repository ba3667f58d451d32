// An iOS 16 API used without `#available` in a package whose floor is iOS 15: the availability
// check must reject it, as Xcode does.
// expect-error: 'effectiveGeometry' is only available in iOS 16.0 or newer
import UIKit

extension UIWindowScene {
  var fixtureIsLandscape: Bool { effectiveGeometry.interfaceOrientation.isLandscape }
}
