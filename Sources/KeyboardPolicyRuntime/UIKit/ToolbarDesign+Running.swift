#if canImport(UIKit) && os(iOS)
  import Foundation
  import SceneModel

  extension ToolbarDesign {
    /// The design this app runs with: iOS 26's from iOS 26 on, unless the Info.plist sets
    /// `UIDesignRequiresCompatibility`; the design before iOS 26 on earlier versions.
    static var running: ToolbarDesign {
      let compatibility =
        Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false
      if #available(iOS 26, *) {
        return .of(iOSMajor: 26, requiresCompatibility: compatibility)
      }
      return .compatibility
    }
  }
#endif
