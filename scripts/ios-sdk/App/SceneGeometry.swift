// An app file that also imports SceneModel (to build a scene or read the runtime's geometry) names
// `Rect`, `Size` and `Point` unqualified: Swift hides Darwin's MacTypes names of the same spelling
// (see ../Darwin/module.modulemap). Only the "sdk" pass compiles what follows: with those names
// made visible ("strict"), any file importing both would have to qualify them.
#if !STANDIN_MACTYPES_VISIBLE
  import KeyboardPolicyRuntime
  import SceneModel
  import UIKit

  func sceneRect(_ rect: CGRect) -> Rect {
    Rect(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }

  @MainActor func sceneSize(of window: UIWindow) -> Size {
    Size(width: Double(window.bounds.width), height: Double(window.bounds.height))
  }

  let origin: Point = Point(x: 0, y: 0)
#endif
