#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SceneModel
  import SwiftUI

  /// The named fields of a screen, in declaration order (preferences reduce in view order).
  struct KeyboardPolicyFieldsKey: PreferenceKey {
    static var defaultValue: [SwiftUIField] { [] }
    static func reduce(value: inout [SwiftUIField], nextValue: () -> [SwiftUIField]) {
      value.append(contentsOf: nextValue())
    }
  }

  /// The companions of a screen.
  struct KeyboardPolicyCompanionsKey: PreferenceKey {
    static var defaultValue: [SwiftUICompanion] { [] }
    static func reduce(value: inout [SwiftUICompanion], nextValue: () -> [SwiftUICompanion]) {
      value.append(contentsOf: nextValue())
    }
  }

  /// The containers of a screen.
  struct KeyboardPolicyContainersKey: PreferenceKey {
    static var defaultValue: [SwiftUIContainer] { [] }
    static func reduce(value: inout [SwiftUIContainer], nextValue: () -> [SwiftUIContainer]) {
      value.append(contentsOf: nextValue())
    }
  }

  extension CGRect {
    /// The frame as the platform-independent model measures it.
    var policyRect: SceneModel.Rect {
      SceneModel.Rect(
        x: Double(origin.x), y: Double(origin.y), width: Double(size.width),
        height: Double(size.height))
    }
  }
#endif
