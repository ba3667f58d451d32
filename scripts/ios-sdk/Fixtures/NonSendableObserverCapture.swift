// A non-Sendable value captured by NotificationCenter's @Sendable observer block: the check must
// reject it (Swift 6 mode).
// expect-error: capture of 'counter' with non-Sendable type 'FixtureCounter' in a '@Sendable' closure
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
