#if canImport(UIKit) && os(iOS)
  import AvoidanceEngine
  import SceneModel
  import UIKit

  /// A `UIWindow` as the runtime reads it (`UIWindow.keyboardPolicyLiveWindow`): a value over
  /// the window, made per read and never kept.
  @MainActor
  struct UIKitLiveWindow: @preconcurrency LiveWindowAccess {
    /// The window.
    let window: UIWindow

    /// `bounds.size`.
    var liveSize: SceneModel.Size {
      SceneModel.Size(width: Double(window.bounds.width), height: Double(window.bounds.height))
    }

    /// The top guide's height under no navigation bar: the window scene's status bar height, or
    /// the window's top safe area when that is taller (`TopGuide`).
    var liveStatusBarHeight: Double {
      TopGuide.height(
        statusBar: Double(window.windowScene?.statusBarManager?.statusBarFrame.height ?? 0),
        safeAreaTop: Double(window.safeAreaInsets.top))
    }

    /// The window scene's interface orientation.
    var liveOrientation: Orientation? {
      guard let scene = window.windowScene else { return nil }
      let orientation: UIInterfaceOrientation
      if #available(iOS 16, *) {
        orientation = scene.effectiveGeometry.interfaceOrientation
      } else {
        orientation = scene.interfaceOrientation
      }
      return orientation.isLandscape ? .landscape : .portrait
    }

    /// `subviews`.
    var liveSubviews: [any LiveView] { window.subviews }

    /// `convert(_:from: screen.coordinateSpace)`.
    func liveConvertFromScreen(_ rect: SceneModel.Rect) -> SceneModel.Rect {
      let frame = CGRect(
        x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
      return SceneModel.Rect(window.convert(frame, from: window.screen.coordinateSpace))
    }
  }
#endif
