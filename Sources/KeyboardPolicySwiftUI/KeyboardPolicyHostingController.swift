#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  /// A host whose keyboard safe area region the layer can take away
  /// (`KeyboardPolicyHostingController`).
  @MainActor
  protocol KeyboardPolicyKeyboardRegionHost: AnyObject {
    /// Takes `.keyboard` out of the host's safe area regions (`true`) or puts it back.
    func keyboardPolicyRemovesKeyboardRegion(_ removes: Bool)
  }

  /// A `UIHostingController` for a SwiftUI screen inside a UIKit app whose SwiftUI keyboard
  /// avoidance the policy can switch off: on iOS 16.4 and later, `.keyboard` leaves its
  /// `safeAreaRegions` while a policy screen in it says `avoidance` is off (earlier systems keep
  /// SwiftUI's avoidance; the content still ignores the keyboard's safe area).
  open class KeyboardPolicyHostingController<Content: View>: UIHostingController<Content>,
    KeyboardPolicyKeyboardRegionHost
  {
    func keyboardPolicyRemovesKeyboardRegion(_ removes: Bool) {
      guard #available(iOS 16.4, *) else { return }
      if removes {
        safeAreaRegions.remove(.keyboard)
      } else {
        safeAreaRegions.insert(.keyboard)
      }
    }
  }
#endif
