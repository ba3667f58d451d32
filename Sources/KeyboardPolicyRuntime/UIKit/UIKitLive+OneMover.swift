#if canImport(UIKit)
  import SceneModel
  import UIKit

  // One mover on device (grammar.md Part 2 A.6): the facts the runtime reads to tell a field
  // UIKit moves with the keyboard (an input accessory view, a window that is not the app's) and
  // an iPad sheet UIKit raises (a presented form or page sheet, the window's size class). What
  // follows from them is decided in platform-independent code (`LiveSnapshotter.placement`,
  // `KeyboardRuntime.isInRaisedSheet`).

  extension UIKitLiveView {
    /// Whether the view is the `inputAccessoryView` of the top view controller (the last one
    /// presented) of one of the app's windows in its window scene: a chat composer, which UIKit
    /// shows in its keyboard window. Read only for a view outside the app's windows.
    var liveIsInputAccessoryView: Bool {
      guard let window = view.window, !UIKitLiveWindow(window: window).liveIsAppWindow,
        let scene = window.windowScene
      else {
        return false
      }
      for candidate in scene.windows where UIKitLiveWindow(window: candidate).liveIsAppWindow {
        var controller = candidate.rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        if let accessory = controller?.inputAccessoryView, accessory === view { return true }
      }
      return false
    }
  }

  extension UIKitLiveWindow {
    /// Whether the window is the app's own: the window its scene delegate holds
    /// (`UIWindowSceneDelegate.window`); the keyboard's window and other windows are not. A
    /// scene whose delegate keeps no window counts every window as the app's.
    var liveIsAppWindow: Bool {
      guard let scene = window.windowScene,
        let delegate = scene.delegate as? any UIWindowSceneDelegate,
        let appWindow = delegate.window ?? nil
      else { return true }
      return appWindow === window
    }

    /// `traitCollection.horizontalSizeClass` (`nil` when unspecified).
    var liveHorizontalSizeClass: SizeClass? {
      switch window.traitCollection.horizontalSizeClass {
      case .regular: .regular
      case .compact: .compact
      default: nil
      }
    }
  }

  extension UIKitLiveController {
    /// How a presented controller is shown: its presentation controller's `presentationStyle`
    /// (`.automatic` resolved by UIKit), else `modalPresentationStyle`; `nil` when it is not
    /// presented (`presentingViewController` is nil: `presentationController` is not asked, as
    /// asking creates one).
    var liveModalPresentationStyle: ModalPresentationStyle? {
      guard controller.presentingViewController != nil, controller.parent == nil else {
        return nil
      }
      let style =
        controller.presentationController?.presentationStyle ?? controller.modalPresentationStyle
      switch style {
      case .fullScreen: return .fullScreen
      case .pageSheet: return .pageSheet
      case .formSheet: return .formSheet
      case .currentContext: return .currentContext
      case .custom: return .custom
      case .overFullScreen: return .overFullScreen
      case .overCurrentContext: return .overCurrentContext
      case .popover: return .popover
      case .automatic: return .automatic
      default: return nil
      }
    }
  }
#endif
