// A non-Sendable value captured by NotificationCenter's @Sendable observer block. The method is
// imported from Objective-C, so implicitly `@preconcurrency`: Swift 6 (and Xcode) warns, it does
// not fail. The check must compile it with the warning.
// expect-warning: capture of 'counter' with non-Sendable type 'FixtureCounter' in a '@Sendable' closure
import Foundation
import UIKit

final class FixtureCounter {
  var shows = 0
}

func fixtureObserve(_ counter: FixtureCounter) -> any NSObjectProtocol {
  NotificationCenter.default.addObserver(
    forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
  ) { _ in
    counter.shows += 1
  }
}
