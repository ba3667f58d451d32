#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SwiftUI
  import UIKit

  /// An invisible UIKit view in the screen's background that ties the screen to its host: in a
  /// window, it registers the hosting controller's root view with the runtime
  /// (`KeyboardRuntime.registerSwiftUIScreen(_:host:)`, so the UIKit runtime leaves the screen's
  /// fields alone) and, on iOS 16.4 and later, takes `.keyboard` out of a
  /// `KeyboardPolicyHostingController`'s safe area regions when the policy turns avoidance off.
  struct KeyboardPolicyScreenMarker: UIViewRepresentable {
    let runtime: KeyboardRuntime?
    let screen: SwiftUIScreen
    let safeArea: SwiftUIKeyboardSafeArea

    func makeUIView(context: Context) -> KeyboardPolicyMarkerView {
      let view = KeyboardPolicyMarkerView(frame: .zero)
      view.isUserInteractionEnabled = false
      return view
    }

    func updateUIView(_ view: KeyboardPolicyMarkerView, context: Context) {
      view.runtime = runtime
      view.screen = screen
      view.safeArea = safeArea
      view.register()
    }
  }

  /// The marker's view (`KeyboardPolicyScreenMarker`).
  final class KeyboardPolicyMarkerView: UIView {
    weak var runtime: KeyboardRuntime?
    var screen = SwiftUIScreen(name: "")
    var safeArea = SwiftUIKeyboardSafeArea.kept
    private weak var host: UIView?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      register()
    }

    /// Registers the host (the nearest superview that is a controller's root view) while in a
    /// window, and forgets it otherwise.
    func register() {
      guard window != nil else {
        if let host { runtime?.unregisterSwiftUIScreen(host: host) }
        host = nil
        return
      }
      var view = superview
      while let current = view, !(current.next is UIViewController) { view = current.superview }
      guard let found = view else { return }
      host = found
      runtime?.registerSwiftUIScreen(screen, host: found)
      if let controller = found.next as? any KeyboardPolicyKeyboardRegionHost {
        controller.keyboardPolicyRemovesKeyboardRegion(safeArea == .removed)
      }
    }
  }
#endif
