import SceneModel

/// Reads Xcode Interface Builder documents (`.storyboard`, `.xib`) into scenes, so `explain`,
/// `simulate` and `lint` run on an app's real screens without building it (grammar.md, Part 3).
///
/// Every view controller whose views hold a text input becomes one `ImportedScene`; a xib's
/// top-level views become scenes of a plain `UIViewController` (or File's Owner's class). Never
/// traps on bad input: problems come back as `ImportIssue`s with the element's path.
///
/// ```swift
/// let result = InterfaceBuilderImporter().importDocument(text: storyboardText)
/// if case .scene(let imported) = result.select(controller: "CheckoutViewController") {
///   print(imported.scene.jsonText())
/// }
/// ```
public struct InterfaceBuilderImporter: Sendable {
  /// The device and keyboard overrides.
  public var options: ImportOptions

  /// Creates an importer.
  public init(options: ImportOptions = ImportOptions()) {
    self.options = options
  }

  /// Imports a document from its text.
  public func importDocument(text: String) -> ImportResult {
    importDocument(bytes: Array(text.utf8))
  }

  /// Imports a document from its bytes (UTF-8 XML).
  public func importDocument(bytes: [UInt8]) -> ImportResult {
    func failure(_ issue: ImportIssue) -> ImportResult {
      ImportResult(kind: nil, device: nil, scenes: [], issues: [issue])
    }
    let root: XMLNode
    switch XMLDocumentReader.parse(bytes) {
    case .failure(let error):
      return failure(
        ImportIssue(
          code: .malformedXML, severity: .error, path: "", line: error.line, column: error.column,
          message: "malformed XML: \(error.message)"))
    case .success(let node):
      root = node
    }
    let kind: ImportResult.DocumentKind
    switch checkDocument(root) {
    case .failure(let issue): return failure(issue)
    case .success(let value): kind = value
    }

    var issues: [ImportIssue] = []
    let controllers =
      kind == .storyboard
      ? storyboardControllers(root, issues: &issues) : xibControllers(root, issues: &issues)
    let firstRootSize = controllers.lazy.compactMap { info -> Size? in
      guard let rect = info.rootView?.node.child("rect", key: "frame"),
        let w = IBValue.number(rect["width"] ?? ""), let h = IBValue.number(rect["height"] ?? ""),
        w > 0, h > 0
      else { return nil }
      return Size(width: w, height: h)
    }.first
    guard let context = resolveContext(root, firstRootSize: firstRootSize, issues: &issues) else {
      return ImportResult(kind: kind, device: nil, scenes: [], issues: issues)
    }

    let graph = ControllerGraph(controllers)
    issues += graph.issues
    let byID = Dictionary(controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let assembler = SceneAssembler(controllers: byID, graph: graph, context: context)
    var scenes: [ImportedScene] = []
    for controller in controllers where !controller.isContainer && !graph.isEmbedded(controller.id)
    {
      if let scene = assembler.scene(for: controller) { scenes.append(scene) }
    }
    if scenes.isEmpty {
      issues.append(
        ImportIssue(
          code: .noTextInput, severity: .note, path: "document",
          message: "no controller in the document has a text input"))
    }
    return ImportResult(
      kind: kind, device: context.device, orientation: context.orientation,
      keyboardHeight: context.keyboardHeight,
      scenes: scenes, issues: issues)
  }

  // MARK: - Document

  private func checkDocument(_ root: XMLNode) -> Result<ImportResult.DocumentKind, ImportIssue> {
    let type = root["type"] ?? ""
    func error(_ code: ImportIssue.Code, _ message: String) -> Result<
      ImportResult.DocumentKind, ImportIssue
    > {
      .failure(
        ImportIssue(
          code: code, severity: .error, path: root.name, line: root.line, column: root.column,
          message: message))
    }
    guard root.name == "document" else {
      if root.name == "archive", type.contains("InterfaceBuilder") {
        return error(
          .unsupportedDocument,
          "an Interface Builder 3 archive (version \(root["version"] ?? "?"), Xcode 4 or older); open and save it in a current Xcode first"
        )
      }
      return error(
        .notInterfaceBuilder,
        "not an Interface Builder document (the root element is <\(root.name)>, expected <document>)"
      )
    }
    let kind: ImportResult.DocumentKind
    switch type {
    case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
    case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
    case "":
      return error(
        .notInterfaceBuilder, "not an Interface Builder document (<document> has no 'type')")
    default:
      if type.hasPrefix("com.apple.InterfaceBuilder") {
        return error(
          .unsupportedDocument,
          "unsupported document type '\(type)' (only iOS storyboards and xibs, com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB and com.apple.InterfaceBuilder3.CocoaTouch.XIB, are supported)"
        )
      }
      return error(.notInterfaceBuilder, "not an Interface Builder document (type '\(type)')")
    }
    guard root["version"] == "3.0" else {
      return error(
        .unsupportedDocument,
        "unsupported document version '\(root["version"] ?? "none")' (version 3.0, Xcode 8 and later, is supported; open and save it in a current Xcode)"
      )
    }
    return .success(kind)
  }

  // MARK: - Controllers

  private func storyboardControllers(_ root: XMLNode, issues: inout [ImportIssue])
    -> [ControllerInfo]
  {
    var result: [ControllerInfo] = []
    guard let scenesIndex = root.children.firstIndex(where: { $0.name == "scenes" }) else {
      return []
    }
    let scenes = root.children[scenesIndex]
    let scenesPath = root.path(ofChild: scenesIndex, under: root.name)
    for (s, scene) in scenes.children.enumerated() where scene.name == "scene" {
      let scenePath = scenes.path(ofChild: s, under: scenesPath)
      guard let objectsIndex = scene.children.firstIndex(where: { $0.name == "objects" }) else {
        continue
      }
      let objects = scene.children[objectsIndex]
      let objectsPath = scene.path(ofChild: objectsIndex, under: scenePath)
      for (o, object) in objects.children.enumerated() {
        let path = objects.path(ofChild: o, under: objectsPath)
        if let controller = controller(object, path: path, issues: &issues) {
          result.append(controller)
        } else if !ElementClasses.ignoredObjects.contains(object.name)
          && ElementClasses.views[object.name] == nil
        {
          issues.append(
            ImportIssue(
              code: .unknownElement, severity: .note, path: path, line: object.line,
              column: object.column,
              message: "unknown element <\(object.name)> skipped"))
        }
      }
    }
    return result
  }

  private func xibControllers(_ root: XMLNode, issues: inout [ImportIssue]) -> [ControllerInfo] {
    guard let objectsIndex = root.children.firstIndex(where: { $0.name == "objects" }) else {
      return []
    }
    let objects = root.children[objectsIndex]
    let objectsPath = root.path(ofChild: objectsIndex, under: root.name)
    let owner = objects.children.first {
      $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner"
    }
    let ownerView = owner?.child("connections")?.children.first {
      $0.name == "outlet" && $0["property"] == "view"
    }?["destination"]
    let ownerClass = owner?["customClass"].flatMap { $0.isEmpty ? nil : $0 } ?? "UIViewController"
    var result: [ControllerInfo] = []
    for (o, object) in objects.children.enumerated() {
      let path = objects.path(ofChild: o, under: objectsPath)
      if let controller = controller(object, path: path, issues: &issues) {
        result.append(controller)
      } else if ElementClasses.views[object.name] != nil {
        let viewID = object["id"] ?? path
        if viewID == ownerView {
          result.append(
            ControllerInfo(id: "filesOwner", className: ownerClass, rootView: object, path: path))
        } else {
          result.append(
            ControllerInfo(
              id: "viewController-\(viewID)", className: "UIViewController", rootView: object,
              path: path))
        }
      } else if !ElementClasses.ignoredObjects.contains(object.name) {
        issues.append(
          ImportIssue(
            code: .unknownElement, severity: .note, path: path, line: object.line,
            column: object.column,
            message: "unknown element <\(object.name)> skipped"))
      }
    }
    return result
  }

  /// A controller element (a known controller element, or any element with
  /// `sceneMemberID="viewController"`), else `nil`.
  private func controller(_ node: XMLNode, path: String, issues: inout [ImportIssue])
    -> ControllerInfo?
  {
    let known = ElementClasses.controllers[node.name]
    guard known != nil || node["sceneMemberID"] == "viewController" else { return nil }
    if known == nil {
      issues.append(
        ImportIssue(
          code: .unknownElement, severity: .note, path: path, line: node.line, column: node.column,
          message: "unknown controller element <\(node.name)> read as a UIViewController"))
    }
    let uikit = known ?? "UIViewController"
    let custom = node["customClass"].flatMap { $0.isEmpty ? nil : $0 }
    return ControllerInfo(node: node, path: path, uikitClass: uikit, className: custom ?? uikit)
  }

  // MARK: - Device

  private func resolveContext(_ root: XMLNode, firstRootSize: Size?, issues: inout [ImportIssue])
    -> ImportContext?
  {
    var documentDevice: DeviceProfile?
    var orientation = Orientation.portrait
    var documentWindow: Size?
    let devicePath = "\(root.name)/device"
    if let node = root.child("device") {
      orientation = node["orientation"] == "landscape" ? .landscape : .portrait
      let id = node["id"] ?? ""
      if let profile = DeviceProfile.named(id) {
        documentDevice = profile
      } else if let size = firstRootSize, let profile = DeviceProfile.matching(size) {
        documentDevice = profile
        documentWindow = size
        issues.append(
          ImportIssue(
            code: .device, severity: .note, path: devicePath, line: node.line, column: node.column,
            message:
              "unknown device '\(id)'; using \(profile.id) (\(profile.name)), which has the same window size"
          ))
      } else {
        documentWindow = firstRootSize
        issues.append(
          ImportIssue(
            code: .device, severity: .note, path: devicePath, line: node.line, column: node.column,
            message:
              "unknown device '\(id)'; using \(DeviceProfile.defaultID) (override with --device)"))
      }
    } else if let metrics = root.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics")
    {
      if let screen = metrics.child("simulatedScreenMetrics", key: "destination"),
        let id = DeviceProfile.legacyScreenTypes[screen["type"] ?? ""]
      {
        documentDevice = DeviceProfile.named(id)
      }
      if let orientationNode = metrics.child("simulatedOrientationMetrics", key: "orientation"),
        orientationNode["orientation"]?.hasPrefix("landscape") == true
      {
        orientation = .landscape
      }
    }
    if documentDevice == nil && root.child("device") == nil {
      if let size = firstRootSize, let profile = DeviceProfile.matching(size) {
        documentDevice = profile
        issues.append(
          ImportIssue(
            code: .device, severity: .note, path: root.name,
            message:
              "the document names no device; using \(profile.id) (\(profile.name)), which has the same window size"
          ))
      } else {
        documentWindow = firstRootSize
        issues.append(
          ImportIssue(
            code: .device, severity: .note, path: root.name,
            message:
              "the document names no device; using \(DeviceProfile.defaultID) (override with --device)"
          ))
      }
    }
    let documentProfile = documentDevice ?? DeviceProfile.fallback
    let storedWindow = documentWindow ?? documentProfile.window(orientation)

    var device = documentProfile
    if let requested = options.device {
      let parts = requested.split(separator: ":", maxSplits: 1).map(String.init)
      guard let profile = DeviceProfile.named(parts.first ?? "") else {
        issues.append(
          ImportIssue(
            code: .device, severity: .error, path: "",
            message:
              "unknown device '\(parts.first ?? "")' (known: \(DeviceProfile.all.map(\.id).joined(separator: ", ")))"
          ))
        return nil
      }
      device = profile
      if parts.count == 2 {
        guard let value = Orientation(rawValue: parts[1]) else {
          issues.append(
            ImportIssue(
              code: .device, severity: .error, path: "",
              message: "unknown orientation '\(parts[1])' (expected portrait or landscape)"))
          return nil
        }
        orientation = value
      }
    }
    var keyboard = device.keyboardHeight(orientation)
    if let height = options.keyboardHeight {
      guard height.isFinite, height >= 0 else {
        issues.append(
          ImportIssue(
            code: .invalidValue, severity: .error, path: "",
            message: "the keyboard height must be a number >= 0"))
        return nil
      }
      keyboard = height
    }
    return ImportContext(
      device: device, orientation: orientation, documentWindow: storedWindow,
      keyboardHeight: keyboard)
  }
}
