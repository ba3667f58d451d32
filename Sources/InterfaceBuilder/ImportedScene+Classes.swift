import SceneModel
import PolicyLanguage

extension ImportedScene {
  /// The scene with `declared`'s class declarations (a policy's `class` lines) preferred over the
  /// importer's: Interface Builder only knows that `CheckoutViewController` is some
  /// `UIViewController`, a policy may know it is a `BaseFormViewController`. An imported class is
  /// dropped from the scene's `classes` when `declared` declares it with a chain that still
  /// reaches the importer's UIKit superclass (so the declaration refines, never contradicts, the
  /// document). Scenes' own classes otherwise win, as for JSON scenes.
  public func scene(refinedBy declared: ClassHierarchy) -> Scene {
    var scene = self.scene
    for (name, superclass) in scene.classes where declared.declares(name) {
      if declared.chain(of: name).dropFirst().contains(superclass) { scene.classes[name] = nil }
    }
    return scene
  }
}
