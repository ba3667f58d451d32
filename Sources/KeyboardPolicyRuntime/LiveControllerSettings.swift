import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// Per-screen settings made in app code at run time, the controller's "set in code" source:
/// IQ's `disabledDistanceHandlingClasses`, `enabledToolbarClasses`,
/// `disabledTouchResignedClasses` and `iq_parentContainerViewController()`, for one controller
/// object. Every field under the controller's root view takes the field settings as its own
/// (a field's own settings, and a nearer controller's, beat them); they beat every policy rule,
/// and `kbpolicy explain` shows them as `set in code`. This is how a screen a policy cannot name
/// is configured: a SwiftUI `UIHostingController<…>` (its class name is generic), or one screen
/// among several of a class.
///
/// On iOS every `UIViewController` has one (`controller.keyboardPolicy`); `nil` means "not set".
public final class LiveControllerSettings {
  /// Avoidance for the screen's fields (`false`: a SwiftUI screen that avoids the keyboard
  /// itself).
  public var avoidance: Bool? {
    get { settings.avoidance }
    set { settings.avoidance = newValue }
  }
  /// The toolbar for the screen's fields.
  public var toolbar: Bool? {
    get { settings.toolbar }
    set { settings.toolbar = newValue }
  }
  /// Resign on touch for the screen's fields.
  public var resignOnTouch: Bool? {
    get { settings.resignOnTouch }
    set { settings.resignOnTouch = newValue }
  }
  /// Points between the screen's fields and the keyboard.
  public var distance: Double? {
    get { settings.distance }
    set { settings.distance = newValue }
  }
  /// Leave the screen's fields out of previous/next.
  public var skipInOrder: Bool? {
    get { settings.skipInOrder }
    set { settings.skipInOrder = newValue }
  }
  /// Show the placeholder as the toolbar title.
  public var showsPlaceholder: Bool? {
    get { settings.placeholder }
    set { settings.placeholder = newValue }
  }
  /// The controller's stable name in scenes, logs and explanations (default: named from its
  /// class).
  public var stableName: String?
  /// The container kind of a custom container (IQ `iq_parentContainerViewController()`: a side
  /// menu that holds the screens moves like a navigation controller: `.navigation`).
  public var container: ContainerKind?

  /// The storage of the named field settings above, and of any setting code can set.
  var settings = CodeSettings()

  /// No settings.
  public init() {}

  /// The field settings as a scene records them on each field; `nil` when none is set.
  public var code: CodeSettings? {
    get { settings.isEmpty ? nil : settings }
    set { settings = newValue ?? CodeSettings() }
  }
}
