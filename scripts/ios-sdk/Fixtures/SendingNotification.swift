// A Notification (not Sendable) handed from a @Sendable observer block to the main actor: Swift 6
// reports it only when code is generated (SIL), so this fails only because the check goes that far.
// expect-error: sending 'notification' risks causing data races
import Foundation
import UIKit

@MainActor final class FixtureObserver {
  func handle(_ notification: Notification) {}

  func start() -> any NSObjectProtocol {
    NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
    ) { [weak self] notification in
      MainActor.assumeIsolated { self?.handle(notification) }
    }
  }
}
