import SceneModel

/// One scene read from an Interface Builder document: a view controller with a text input.
public struct ImportedScene: Hashable, Sendable {
  /// The controller's IB object id (`fq7-4A-8UN`); for a xib's top-level view `filesOwner` (the
  /// view File's Owner's `view` outlet points at) or `viewController-<view id>`.
  public var controllerID: String
  /// The controller's class: its custom class, else the UIKit class of its element.
  public var controllerClass: String
  /// The storyboard identifier, if set.
  public var storyboardIdentifier: String?
  /// The navigation item's title or the element's label, if any.
  public var title: String?
  /// The controller element's path in the document.
  public var path: String
  /// The scene, with the document's numbers and ids as they are: a document can hold what a
  /// scene may not (a frame beyond ±1,000,000 pt, two views with one id), so check
  /// `scene.validate()` before handing it to the engine. `kbpolicy import`, `explain` and
  /// `simulate` refuse a scene with errors (exit 1).
  public var scene: Scene
  /// Notes about this scene: first the stored-frames note, then anything skipped or approximated.
  public var notes: [ImportIssue]
  /// The path of the document the controller is in (empty when the import read text directly).
  public var document: String = ""
  /// The controller class's module (`customModule`), when the document names one.
  public var controllerModule: String?
  /// Whether another scene of the import has a controller class of the same name from another
  /// module: lists then name the class with its module (`Shop.CheckoutViewController`).
  public var classNameIsShared = false
  /// The controller's outlets to views of the scene: view id → outlet property (`emailField`).
  public var outlets: [String: String] = [:]
  /// The screen's constraints solved on the canvas beside its stored frames, when the import
  /// asked for it (`ImportOptions.checksCanvasLayout`) and the screen has constraints.
  package var canvasLayout: CanvasLayoutCheck?
  /// A file name for the scene's JSON, unique within the import (`CheckoutViewController.scene.json`).
  public var fileName: String

  /// Creates an imported scene.
  public init(
    controllerID: String, controllerClass: String, storyboardIdentifier: String? = nil,
    title: String? = nil,
    path: String, scene: Scene, notes: [ImportIssue] = [], fileName: String = ""
  ) {
    self.controllerID = controllerID
    self.controllerClass = controllerClass
    self.storyboardIdentifier = storyboardIdentifier
    self.title = title
    self.path = path
    self.scene = scene
    self.notes = notes
    self.fileName =
      fileName.isEmpty
      ? ImportedScene.sanitize(storyboardIdentifier ?? controllerClass) + ".scene.json" : fileName
  }

  /// Whether `query` names this scene: its controller id, storyboard identifier, class or file
  /// name (with or without `.scene.json`).
  public func matches(_ query: String) -> Bool {
    query == controllerID || query == storyboardIdentifier || query == controllerClass
      || query == qualifiedClass || query == fileName
      || query + ".scene.json" == fileName
  }

  /// One line for candidate lists: `fq7-4A-8UN  CheckoutViewController  (storyboard id: Checkout)`.
  public var summary: String {
    var text = "\(controllerID)  \(classNameIsShared ? qualifiedClass : controllerClass)"
    if let storyboardIdentifier { text += "  (storyboard id: \(storyboardIdentifier))" }
    if let title, !title.isEmpty { text += "  \"\(title)\"" }
    return text
  }

  /// The class with its module, `Shop.CheckoutViewController` (the class alone without one).
  public var qualifiedClass: String {
    controllerModule.map { "\($0).\(controllerClass)" } ?? controllerClass
  }

  /// `name` reduced to letters, digits, `.`, `_` and `-` (others become `_`).
  /// The longest id or class kept in a file name (characters, each one byte once sanitized):
  /// with a controller id and a counter added to tell scenes apart it stays far below the file
  /// systems' 255-byte limit.
  static let maximumNameLength = 100

  static func sanitize(_ name: String) -> String {
    let cleaned = String(
      name.prefix(maximumNameLength).map {
        $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_"
      })
    return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "scene" : cleaned
  }
}
