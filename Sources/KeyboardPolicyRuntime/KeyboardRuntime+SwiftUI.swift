import SceneModel

/// SwiftUI screens driven by the SwiftUI layer (`KeyboardPolicySwiftUI`), in a mixed app: the
/// layer registers each screen's host view and model here, the runtime leaves those screens'
/// SwiftUI fields alone (one mover, one toolbar), and its snapshots, scene export and explain
/// name each registered host's screen (controller key `screen`).
extension KeyboardRuntime {
  /// Registers `host` (the view the SwiftUI layer found above its screen marker: the hosting
  /// controller's root view) as the host of the SwiftUI screen `screen`, with the screen's model:
  /// from now on `owner(of:)` gives that screen's fields to the layer. Registering the same host
  /// again replaces its model.
  public func registerSwiftUIScreen(_ screen: SwiftUIScreen, host: any LiveView) {
    swiftUIScreens.removeAll { $0.host == nil || $0.host === host }
    swiftUIScreens.append(RegisteredSwiftUIScreen(host: host, screen: screen))
    noteSwiftUIScreenNames()
  }

  /// Forgets the SwiftUI screen hosted by `host` (its marker left the window).
  public func unregisterSwiftUIScreen(host: any LiveView) {
    swiftUIScreens.removeAll { $0.host == nil || $0.host === host }
    noteSwiftUIScreenNames()
  }

  /// Hands the snapshotter the registered screens' names by host, so snapshots and the scene
  /// export record each SwiftUI host's `screen`.
  private func noteSwiftUIScreenNames() {
    var names: [ObjectIdentifier: String] = [:]
    for registered in swiftUIScreens {
      if let host = registered.host { names[ObjectIdentifier(host)] = registered.screen.name }
    }
    snapshotter.swiftUIScreenNames = names
    cachedControls = nil
  }

  /// The SwiftUI screens registered now, whose hosts are alive, in registration order.
  public var registeredSwiftUIScreens: [SwiftUIScreen] {
    swiftUIScreens.compactMap { $0.host == nil ? nil : $0.screen }
  }

  /// Who handles `field`: `SwiftUIOwnership.owner(of:)` over its superviews (each one's class,
  /// its controller's class chain when it is a controller's root view, the screen registered for
  /// it). The UIKit runtime when no SwiftUI screen is registered.
  public func owner(of field: any LiveView) -> SwiftUIOwnership {
    guard !swiftUIScreens.isEmpty else { return .uikitRuntime }
    var path: [SwiftUIOwnership.Step] = []
    var view = field.keyboardPolicyLive.liveSuperview
    while let current = view, path.count <= SceneDecoder.maximumViewDepth {
      let live = current.keyboardPolicyLive
      let layer = swiftUIScreens.first { $0.host === current }?.screen.name
      path.append(
        SwiftUIOwnership.Step(
          className: live.liveClassName,
          controllerChain: live.liveViewController.map { controller in
            // The live chain of `UIHostingController<V>` skips its generic class: the policy's
            // hierarchy puts it back.
            controller.keyboardPolicyLive.liveClassChain.flatMap(policy.classHierarchy.chain)
          }, layerScreen: layer))
      view = live.liveSuperview
    }
    return SwiftUIOwnership.owner(of: path)
  }

  /// Whether the SwiftUI layer handles `field` (the runtime then ignores its editing).
  public func isOwnedBySwiftUILayer(_ field: any LiveView) -> Bool {
    if case .swiftUILayer = owner(of: field) { return true }
    return false
  }

  /// The registered SwiftUI screens as scenes (`SwiftUIScreen.scene(keyboard:focus:)`), by name:
  /// what the desk reads for them.
  public func swiftUIScenes(keyboard: Keyboard? = nil) -> [(name: String, scene: Scene)] {
    registeredSwiftUIScreens.map { ($0.name, $0.scene(keyboard: keyboard ?? self.keyboard)) }
  }
}

/// A SwiftUI screen the layer registered: its host, held weakly, and its model.
struct RegisteredSwiftUIScreen {
  weak var host: (any LiveView)?
  var screen: SwiftUIScreen
}
