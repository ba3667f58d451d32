#if canImport(UIKit) && os(iOS)
  import UIKit

  /// How many companions without a name have been given one (`keep-visible-1`, ...).
  @MainActor private var unnamedCompanions = 0

  extension LiveViewSettings {
    /// The views kept visible above the keyboard with this field: the Log In button under a
    /// password field, `passwordField.keyboardPolicy.keepVisible = [loginButton]` (IQ has no
    /// equivalent: apps guess a larger `distanceFromKeyboard`). Stored by name
    /// (`keepVisibleIDs`): each view's stable name, else its accessibility identifier; a view
    /// with neither is given the stable name `keep-visible-N`. Reading gives back the views set
    /// that still exist and whose names are still listed (`keepVisibleIDs` stays the truth).
    @MainActor public var keepVisible: [UIView] {
      get {
        let listed = Set(keepVisibleIDs ?? [])
        return keepVisibleObjects.compactMap { reference -> UIView? in
          guard let view = reference.object as? UIView,
            let name = Self.existingName(view), listed.contains(name)
          else { return nil }
          return view
        }
      }
      set {
        keepVisibleObjects = newValue.map(WeakObject.init)
        keepVisibleIDs = newValue.map(Self.companionName)
      }
    }

    /// The name a view already has: its stable name, else its accessibility identifier.
    @MainActor private static func existingName(_ view: UIView) -> String? {
      if let name = view.existingKeyboardPolicy?.stableName { return name }
      if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
      return nil
    }

    /// The name a companion view is known by in scenes and policies (given one if it has none).
    @MainActor private static func companionName(_ view: UIView) -> String {
      if let name = existingName(view) { return name }
      unnamedCompanions += 1
      let name = "keep-visible-\(unnamedCompanions)"
      view.keyboardPolicy.stableName = name
      return name
    }
  }
#endif
