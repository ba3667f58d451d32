// A constraint's items are optional (`unowned(unsafe) var firstItem: AnyObject? { get }`: a
// constraint on a constant size has no second item, and since iOS 10 the first may be nil too):
// code that reads one as an object must unwrap it, as the keyboard-guide detection does.
// expect-error: value of optional type 'AnyObject?' must be unwrapped
import UIKit

extension NSLayoutConstraint {
  var fixtureFirst: AnyObject { firstItem }
}
