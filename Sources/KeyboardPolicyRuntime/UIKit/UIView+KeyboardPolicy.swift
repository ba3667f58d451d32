#if canImport(UIKit) && os(iOS)
  import ObjectiveC
  import UIKit

  // The per-view settings API: `emailField.keyboardPolicy.distance = 30`, like IQ's
  // `emailField.iq.distanceFromKeyboard = 30`. The settings object is pure Swift
  // (`LiveViewSettings`); UIKit only stores it on the view.

  @MainActor private var settingsKey: UInt8 = 0

  extension UIView {
    /// Settings made in code for this view (they beat every policy rule; `explain` shows them as
    /// `set in code`).
    public var keyboardPolicy: LiveViewSettings {
      if let settings = objc_getAssociatedObject(self, &settingsKey) as? LiveViewSettings {
        return settings
      }
      let settings = LiveViewSettings()
      objc_setAssociatedObject(self, &settingsKey, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return settings
    }
  }
#endif
