#if canImport(UIKit) && os(iOS)
  import ObjectiveC
  import UIKit

  // The settings API in code: `emailField.keyboardPolicy.distance = 30`, like IQ's
  // `emailField.iq.distanceFromKeyboard = 30`, and `controller.keyboardPolicy.avoidance = false`
  // for a whole screen. The settings objects are pure Swift (`LiveViewSettings`,
  // `LiveControllerSettings`); UIKit only stores them on the object. Reading them for a snapshot
  // never attaches one.

  @MainActor private var settingsKey: UInt8 = 0
  @MainActor private var controllerSettingsKey: UInt8 = 0

  extension UIView {
    /// Settings made in code for this view (they beat every policy rule; `explain` shows them as
    /// `set in code`). Created on first use.
    public var keyboardPolicy: LiveViewSettings {
      if let settings = existingKeyboardPolicy { return settings }
      let settings = LiveViewSettings()
      objc_setAssociatedObject(self, &settingsKey, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return settings
    }

    /// The settings made in code, if any were (reading attaches nothing).
    var existingKeyboardPolicy: LiveViewSettings? {
      objc_getAssociatedObject(self, &settingsKey) as? LiveViewSettings
    }
  }

  extension UIViewController {
    /// Settings made in code for this screen: every field under its root view takes them (a
    /// field's own settings beat them), and its stable name and container kind. How a screen a
    /// policy cannot name is configured, e.g. a SwiftUI `UIHostingController`:
    /// `hosting.keyboardPolicy.avoidance = false`. Created on first use.
    public var keyboardPolicy: LiveControllerSettings {
      if let settings = existingKeyboardPolicy { return settings }
      let settings = LiveControllerSettings()
      objc_setAssociatedObject(
        self, &controllerSettingsKey, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return settings
    }

    /// The settings made in code, if any were (reading attaches nothing).
    var existingKeyboardPolicy: LiveControllerSettings? {
      objc_getAssociatedObject(self, &controllerSettingsKey) as? LiveControllerSettings
    }
  }
#endif
