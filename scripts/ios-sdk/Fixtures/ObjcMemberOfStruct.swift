// An `@objc` member of a struct: the check (Objective-C interop on, as for every Apple target)
// must reject it.
// expect-error: '@objc' can only be used with members of classes, '@objc' protocols, and concrete extensions of classes
import UIKit

struct FixtureTarget {
  @objc func tapped() {}
}
