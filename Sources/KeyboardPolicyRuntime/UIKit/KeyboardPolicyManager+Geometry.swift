#if canImport(UIKit) && os(iOS)
  import Foundation
  import UIKit

  /// Following the focused field's window scene's geometry: a window resized or moved with the
  /// keyboard up (Stage Manager, iPadOS 26 windows) re-adjusts without a keyboard event.
  extension KeyboardPolicyManager {
    /// Follows the scene geometry of `window`'s scene (iOS 16 `effectiveGeometry`, key-value
    /// observable): a window resized or moved with the keyboard up re-adjusts at once
    /// (`KeyboardRuntime.windowGeometryChanged(_:)`). iOS 15 has no such property: there the next
    /// keyboard event adjusts.
    func followGeometry(of window: UIWindow?) {
      guard #available(iOS 16, *) else { return }
      let scene = window?.windowScene
      guard scene !== observedScene || geometryObservation == nil else { return }
      geometryObservation?.invalidate()
      geometryObservation = nil
      observedScene = scene
      geometryObservation = scene?.observe(\.effectiveGeometry) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.geometryChanged() }
      }
    }

    /// Stops following the scene geometry (editing ended).
    func stopFollowingGeometry() {
      geometryObservation?.invalidate()
      geometryObservation = nil
      observedScene = nil
    }

    private func geometryChanged() {
      guard let window = (runtime.focusedField as? UIView)?.window else { return }
      refreshControlsIfScrolled(runtime.windowGeometryChanged(window))
    }
  }
#endif
