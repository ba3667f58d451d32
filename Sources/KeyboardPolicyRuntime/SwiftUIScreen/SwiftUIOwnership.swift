/// Who handles a focused text input in a mixed app: the UIKit runtime (`KeyboardPolicyManager`)
/// or the SwiftUI layer (`.keyboardPolicyScreen`). Each field gets exactly one: one mover and one
/// toolbar.
public enum SwiftUIOwnership: Hashable, Sendable {
  /// The UIKit runtime: its move, its toolbar, its return key (every UIKit screen, a SwiftUI
  /// screen without the layer's modifier, a UIKit screen or view inside SwiftUI through a
  /// representable).
  case uikitRuntime
  /// The SwiftUI layer of the screen with this name: SwiftUI's keyboard safe area, the layer's
  /// keyboard toolbar and submit label; the UIKit runtime leaves the field alone.
  case swiftUILayer(screen: String)

  /// One view on the way up from a field to its window, as `owner(of:)` reads it.
  public struct Step: Hashable, Sendable {
    /// The view's class name (`UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<…>>`).
    public var className: String
    /// The class chain of the controller whose root view this is, nearest first; `nil` for a
    /// view that is no controller's root.
    public var controllerChain: [String]?
    /// The screen name when the SwiftUI layer registered this view as a screen's host
    /// (`KeyboardRuntime.registerSwiftUIScreen(_:host:)`).
    public var layerScreen: String?

    /// Creates a step.
    public init(className: String, controllerChain: [String]? = nil, layerScreen: String? = nil) {
      self.className = className
      self.controllerChain = controllerChain
      self.layerScreen = layerScreen
    }
  }

  /// The owner of a field whose superviews are `path`, nearest first. The SwiftUI layer owns it
  /// when a layer-registered host is met before anything that marks UIKit code: the root view of
  /// a controller that is not a `UIHostingController` (a UIKit screen through a
  /// `UIViewControllerRepresentable`), or the platform view host of an app's
  /// `UIViewRepresentable` (its adaptor's argument is not one of SwiftUI's own `Platform…`
  /// adaptors, which back `TextField`, `SecureField` and `TextEditor`). Otherwise the UIKit
  /// runtime owns it.
  public static func owner(of path: [Step]) -> SwiftUIOwnership {
    for step in path {
      if let screen = step.layerScreen { return .swiftUILayer(screen: screen) }
      if let chain = step.controllerChain, !chain.contains("UIHostingController") {
        return .uikitRuntime
      }
      if isAppRepresentableHost(step.className) { return .uikitRuntime }
    }
    return .uikitRuntime
  }

  /// Whether `className` is the view SwiftUI wraps an app's `UIViewRepresentable` in:
  /// `…ViewRepresentableAdaptor<Argument>` with an argument not named `Platform…` (module
  /// prefixes cut).
  public static func isAppRepresentableHost(_ className: String) -> Bool {
    let marker = Array("ViewRepresentableAdaptor<")
    let name = Array(className)
    guard name.count >= marker.count else { return false }
    for start in 0...(name.count - marker.count) where name[start] == marker[0] {
      guard Array(name[start..<(start + marker.count)]) == marker else { continue }
      // The argument's first component after any module prefix (`SwiftUI.`, `MyApp.`).
      let argument = name[(start + marker.count)...].prefix { $0 != "<" && $0 != ">" }
      let bare: [Character] = argument.split(separator: ".").last.map { Array($0) } ?? []
      return !String(bare).hasPrefix("Platform")
    }
    return false
  }
}
