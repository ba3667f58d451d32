#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SwiftUI

  /// The runtime the screens below `keyboardPolicy(_:)` follow.
  struct KeyboardPolicyRuntimeKey: EnvironmentKey {
    static var defaultValue: KeyboardRuntime? { nil }
  }

  /// The enclosing screen's state, for its fields, companions and containers.
  struct KeyboardPolicyScreenKey: EnvironmentKey {
    static var defaultValue: KeyboardPolicyScreenState? { nil }
  }

  /// The enclosing container's id.
  struct KeyboardPolicyContainerKey: EnvironmentKey {
    static var defaultValue: String? { nil }
  }

  extension EnvironmentValues {
    /// The runtime the screens below follow (`keyboardPolicy(_:)`); `nil`: none.
    public var keyboardPolicyRuntime: KeyboardRuntime? {
      get { self[KeyboardPolicyRuntimeKey.self] }
      set { self[KeyboardPolicyRuntimeKey.self] = newValue }
    }

    var keyboardPolicyScreen: KeyboardPolicyScreenState? {
      get { self[KeyboardPolicyScreenKey.self] }
      set { self[KeyboardPolicyScreenKey.self] = newValue }
    }

    var keyboardPolicyContainer: String? {
      get { self[KeyboardPolicyContainerKey.self] }
      set { self[KeyboardPolicyContainerKey.self] = newValue }
    }
  }

  /// The coordinate space fields, companions and containers measure their frames in.
  enum KeyboardPolicySpace {
    static let name = "KeyboardPolicyScreen"
  }

  /// The id of the invisible view under a field or companion that scrolling targets.
  struct KeyboardPolicyScrollID: Hashable {
    var name: String
  }

  /// A scroll the screen asks its containers for (`serial` makes a repeat a change).
  struct KeyboardPolicyScrollRequest: Equatable {
    var target: SwiftUIScrollTarget
    var container: String
    var serial: Int
  }
#endif
