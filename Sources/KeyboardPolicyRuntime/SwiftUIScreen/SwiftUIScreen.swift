import SceneModel

/// A SwiftUI screen as the policy sees it: its name (`.keyboardPolicyScreen("SignUp")`), the
/// fields that carry policy names (`.keyboardPolicyField("email", order: 1)`), in declaration
/// order, the scrolling containers they sit in, and the companions that stay visible with them
/// (`.keyboardPolicyCompanion("terms")`). Frames are measured in the host's coordinate space.
///
/// Platform-independent: the SwiftUI layer builds one from its modifiers' preferences, tests build
/// them by hand, and `SwiftUIScreenPlanner` decides everything from it and the compiled policy.
public struct SwiftUIScreen: Hashable, Sendable {
  /// The screen's policy name (`.keyboardPolicyScreen("SignUp")`).
  public var name: String
  /// The class of the controller that hosts the screen as UIKit reports it, when known
  /// (`UIHostingController<SignUpView>`, an app's `UIHostingController` subclass); `nil`: the
  /// generic `UIHostingController`.
  public var hostClass: String?
  /// The named fields, in declaration order (the order of the modifiers in the view body).
  public var fields: [SwiftUIField]
  /// The `ScrollView`s, `Form`s and `List`s the fields sit in.
  public var containers: [SwiftUIContainer]
  /// The views declared as companions (`keep-visible` names them).
  public var companions: [SwiftUICompanion]
  /// The host's size (the window's, for a screen that fills it).
  public var size: Size

  /// Creates a screen.
  public init(
    name: String, hostClass: String? = nil, fields: [SwiftUIField] = [],
    containers: [SwiftUIContainer] = [], companions: [SwiftUICompanion] = [],
    size: Size = Size(width: 393, height: 852)
  ) {
    self.name = name
    self.hostClass = hostClass
    self.fields = fields
    self.containers = containers
    self.companions = companions
    self.size = size
  }

  /// The field called `name`, if the screen declares one.
  public func field(named name: String) -> SwiftUIField? {
    fields.first { $0.name == name }
  }

  /// The container with id `id`, if any.
  public func container(_ id: String?) -> SwiftUIContainer? {
    guard let id else { return nil }
    return containers.first { $0.id == id }
  }
}
