import SceneModel

/// What importing an Interface Builder document produced: scenes, the device used, and issues.
public struct ImportResult: Sendable {
  /// The kind of document read.
  public enum DocumentKind: String, Hashable, Sendable {
    /// A `.storyboard` (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`).
    case storyboard
    /// A `.xib` (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
    case xib
  }

  /// One document read by an import.
  public struct Document: Hashable, Sendable {
    /// Its path.
    public var path: String
    /// Storyboard or xib.
    public var kind: DocumentKind
    /// The device its scenes are built for.
    public var device: DeviceProfile
    /// The orientation.
    public var orientation: Orientation
    /// The keyboard height its scenes state (`--keyboard-height`); `nil`: they state none, and
    /// each field's keyboard is assumed from the device.
    public var keyboardHeight: Double?
    /// False for a storyboard read only because a reference names it (found beside a document).
    public var isGiven: Bool
    /// How many scenes it gave.
    public var scenes: Int
  }

  /// The document kind; `nil` when the document could not be read.
  public var kind: DocumentKind?
  /// The device scenes were built for; `nil` when the document could not be read.
  public var device: DeviceProfile?
  /// The orientation scenes were built for.
  public var orientation: Orientation
  /// The keyboard height every scene states (`nil`: none, each field's is assumed).
  public var keyboardHeight: Double?
  /// One scene per controller with a text input, in document order; file names are unique.
  public var scenes: [ImportedScene]
  /// Document-level errors and notes (scene-level notes are on each scene).
  public var issues: [ImportIssue]
  /// Every document read, in order: the ones given, then the storyboards references led to.
  public var documents: [Document]
  /// Every custom class the documents define on a view or controller element (class → the
  /// element's UIKit class), screens without a text input and cell xibs included: what `lint
  /// --storyboard` counts as known, the same classes `explain` reads from the documents.
  public var definedClasses: [String: String] = [:]

  /// Creates a result; file names of `scenes` are made unique (a clash appends the controller id).
  public init(
    kind: DocumentKind?, device: DeviceProfile?, orientation: Orientation = .portrait,
    keyboardHeight: Double? = nil,
    scenes: [ImportedScene], issues: [ImportIssue], documents: [Document] = [],
    definedClasses: [String: String] = [:]
  ) {
    self.definedClasses = definedClasses
    self.kind = kind
    self.device = device
    self.orientation = orientation
    self.keyboardHeight = keyboardHeight
    self.issues = issues
    self.documents = documents
    // A class name two modules define: such scenes are named with their module.
    var modules: [String: Set<String>] = [:]
    for scene in scenes { modules[scene.controllerClass, default: []].insert(scene.qualifiedClass) }
    let scenes = scenes.map { scene in
      var scene = scene
      scene.classNameIsShared = (modules[scene.controllerClass]?.count ?? 0) > 1
      if scene.classNameIsShared,
        scene.fileName == ImportedScene.sanitize(scene.controllerClass) + ".scene.json"
      {
        scene.fileName = ImportedScene.sanitize(scene.qualifiedClass) + ".scene.json"
      }
      return scene
    }
    var counts: [String: Int] = [:]
    for scene in scenes { counts[scene.fileName.lowercased(), default: 0] += 1 }
    var used: Set<String> = []
    self.scenes = scenes.map { scene in
      var scene = scene
      if counts[scene.fileName.lowercased(), default: 0] > 1 {
        let stem = String(scene.fileName.dropLast(".scene.json".count))
        scene.fileName = "\(stem)-\(ImportedScene.sanitize(scene.controllerID)).scene.json"
      }
      var candidate = scene.fileName
      var n = 2
      while !used.insert(candidate.lowercased()).inserted {
        candidate = "\(scene.fileName.dropLast(".scene.json".count))-\(n).scene.json"
        n += 1
      }
      scene.fileName = candidate
      return scene
    }
  }

  /// The errors among `issues`.
  public var errors: [ImportIssue] { issues.filter { $0.severity == .error } }

  /// Picks one scene: the one whose controller id, storyboard identifier, class or file name is
  /// `controller` (an id or storyboard identifier wins over a class shared by several); with no
  /// query, the only scene.
  public func select(controller: String?) -> SceneSelection {
    guard let controller else {
      if scenes.count == 1 { return .scene(scenes[0]) }
      if scenes.isEmpty {
        return .notFound(
          ImportIssue(.noTextInput, path: "document"))
      }
      return .ambiguous(scenes)
    }
    let exact = scenes.filter {
      $0.controllerID == controller || $0.storyboardIdentifier == controller
    }
    if exact.count == 1 { return .scene(exact[0]) }
    let matches = scenes.filter { $0.matches(controller) }
    if matches.count == 1 { return .scene(matches[0]) }
    if matches.count > 1 { return .ambiguous(matches) }
    return .notFound(
      ImportIssue(
        .unknownController(controller, classes: scenes.map(\.controllerClass)),
        path: kind == .xib ? "document/objects" : "document/scenes"))
  }
}
