import SceneModel

extension InterfaceBuilderImporter {
  /// Parses one document: checks its kind, reads its controllers and device; `nil` (with an
  /// error among `issues`) when it cannot be imported.
  func loadDocument(
    _ document: InterfaceBuilderDocument, index: Int, given: Bool, issues: inout [ImportIssue]
  ) -> LoadedDocument? {
    if let issue = Self.notXML(document.bytes) {
      issues.append(issue)
      return nil
    }
    let root: XMLNode
    switch XMLDocumentReader.parse(document.bytes) {
    case .failure(let error):
      issues.append(
        ImportIssue(
          .malformedXML(error.message), path: "", line: error.line, column: error.column))
      return nil
    case .success(let node):
      root = node
    }
    let kind: ImportResult.DocumentKind
    switch checkDocument(root) {
    case .failure(let issue):
      issues.append(issue)
      return nil
    case .success(let value): kind = value
    }
    var controllers =
      kind == .storyboard
      ? storyboardControllers(root, issues: &issues) : xibControllers(root, issues: &issues)
    for i in controllers.indices { controllers[i].document = index }
    let firstRootSize = controllers.lazy.compactMap { info -> Size? in
      guard let rect = info.rootView?.node.child("rect", key: "frame"),
        let w = IBValue.number(rect["width"] ?? ""), let h = IBValue.number(rect["height"] ?? ""),
        w > 0, h > 0
      else { return nil }
      return Size(width: w, height: h)
    }.first
    guard var context = resolveContext(root, firstRootSize: firstRootSize, issues: &issues) else {
      return nil
    }
    context.isXib = kind == .xib
    let screens = Set(controllers.compactMap { $0.rootView?.node["id"] })
    return LoadedDocument(
      path: document.path, storyboardName: document.storyboardName, kind: kind,
      controllers: controllers, context: context,
      initialController: root["initialViewController"].flatMap { $0.isEmpty ? nil : $0 },
      isGiven: given, definedClasses: Self.definedClasses(root),
      looseViews: kind == .xib
        ? LooseView.all(in: root, document: document.path, screens: screens) : [])
  }

  // MARK: - Document

  func checkDocument(_ root: XMLNode) -> Result<ImportResult.DocumentKind, ImportIssue> {
    let type = root["type"] ?? ""
    func error(_ message: ImportMessage) -> Result<ImportResult.DocumentKind, ImportIssue> {
      .failure(ImportIssue(message, path: root.name, line: root.line, column: root.column))
    }
    guard root.name == "document" else {
      if root.name == "archive", type.contains("InterfaceBuilder") {
        return error(.interfaceBuilder3Archive(version: root["version"]))
      }
      return error(.wrongRootElement(root.name))
    }
    let kind: ImportResult.DocumentKind
    switch type {
    case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
    // Current Xcode still writes the iPad type for xibs that target the iPad.
    case "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
      "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB":
      kind = .xib
    case "":
      return error(.missingDocumentType)
    default:
      if type.hasPrefix("com.apple.InterfaceBuilder") {
        return error(.unsupportedDocumentType(type))
      }
      return error(.notInterfaceBuilderType(type))
    }
    guard root["version"] == "3.0" else {
      return error(.unsupportedDocumentVersion(root["version"]))
    }
    return .success(kind)
  }

  // MARK: - Controllers

  func storyboardControllers(_ root: XMLNode, issues: inout [ImportIssue])
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
              .unknownElement(object.name), path: path, line: object.line, column: object.column))
        }
      }
    }
    return result
  }

  /// A xib's screens: File's Owner's view (the view its `view` outlet points at), a top-level
  /// controller element's view, and, when File's Owner has no `view` outlet but is a controller
  /// class, its first top-level view. Every other top-level view is not a screen: cells, input
  /// accessory views and views loaded in code get a note (IB013) and no scene.
  func xibControllers(_ root: XMLNode, issues: inout [ImportIssue]) -> [ControllerInfo] {
    guard let objectsIndex = root.children.firstIndex(where: { $0.name == "objects" }) else {
      return []
    }
    let objects = root.children[objectsIndex]
    let objectsPath = root.path(ofChild: objectsIndex, under: root.name)
    let owner = objects.children.first {
      $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner"
    }
    let ownerOutlets = owner?.child("connections")?.children.filter { $0.name == "outlet" } ?? []
    let ownerView = ownerOutlets.first { $0["property"] == "view" }?["destination"]
    let ownerCustom = owner?["customClass"].flatMap { $0.isEmpty ? nil : $0 }
    let ownerClass = ownerCustom ?? "UIViewController"
    // An owner without a `view` outlet is a controller only by its class name.
    var ownerIsController = ownerView == nil && ownerCustom?.hasSuffix("Controller") == true
    // Views some outlet uses as an input accessory view.
    var accessories: Set<String> = []
    func collectAccessories(_ node: XMLNode, depth: Int) {
      guard depth < 200 else { return }
      for child in node.children {
        if child.name == "outlet", child["property"]?.lowercased().contains("accessory") == true,
          let destination = child["destination"]
        {
          accessories.insert(destination)
        }
        collectAccessories(child, depth: depth + 1)
      }
    }
    collectAccessories(objects, depth: 0)
    var result: [ControllerInfo] = []
    for (o, object) in objects.children.enumerated() {
      let path = objects.path(ofChild: o, under: objectsPath)
      if let controller = controller(object, path: path, issues: &issues) {
        result.append(controller)
        continue
      }
      guard let uikit = ElementClasses.views[object.name] else {
        if !ElementClasses.ignoredObjects.contains(object.name) {
          issues.append(
            ImportIssue(
              .unknownElement(object.name), path: path, line: object.line, column: object.column))
        }
        continue
      }
      let viewID = object["id"] ?? path
      if viewID == ownerView || (ownerIsController && !ElementClasses.cells.contains(object.name)) {
        ownerIsController = false
        result.append(
          ControllerInfo(id: "filesOwner", className: ownerClass, rootView: object, path: path))
        continue
      }
      let custom = object["customClass"].flatMap { $0.isEmpty ? nil : $0 }
      let (element, name) = (object.name, custom ?? viewID)
      let message: ImportMessage
      if ElementClasses.cells.contains(object.name) {
        message = .cellNotAScreen(
          element, name, cellClass: custom.map { "\($0) (\(uikit))" } ?? uikit,
          reuseIdentifier: object["reuseIdentifier"])
      } else if accessories.contains(viewID) {
        message = .accessoryNotAScreen(element, name)
      } else if ownerView != nil {
        message = .loadedViewNotAScreen(element, name)
      } else {
        message = .ownerWithoutView(element, name, owner: ownerCustom ?? "NSObject")
      }
      issues.append(
        ImportIssue(message, path: path, line: object.line, column: object.column))
    }
    return result
  }

  /// A controller element (a known controller element, or any element with
  /// `sceneMemberID="viewController"`), else `nil`.
  func controller(_ node: XMLNode, path: String, issues: inout [ImportIssue])
    -> ControllerInfo?
  {
    if node.name == "viewControllerPlaceholder" {
      return ControllerInfo(
        node: node, path: path, uikitClass: "UIViewController", className: "UIViewController")
    }
    let known = ElementClasses.controllers[node.name]
    guard known != nil || node["sceneMemberID"] == "viewController" else { return nil }
    if known == nil {
      issues.append(
        ImportIssue(
          .unknownControllerElement(node.name), path: path, line: node.line, column: node.column))
    }
    let uikit = known ?? "UIViewController"
    let custom = node["customClass"].flatMap { $0.isEmpty ? nil : $0 }
    return ControllerInfo(node: node, path: path, uikitClass: uikit, className: custom ?? uikit)
  }

  // MARK: - Device

  func resolveContext(_ root: XMLNode, firstRootSize: Size?, issues: inout [ImportIssue])
    -> ImportContext?
  {
    var documentDevice: DeviceProfile?
    var orientation = Orientation.portrait
    let devicePath = "\(root.name)/device"
    if let node = root.child("device") {
      orientation = node["orientation"] == "landscape" ? .landscape : .portrait
      let id = node["id"] ?? ""
      if let profile = DeviceProfile.interfaceBuilderNamed(id) {
        documentDevice = profile
      } else if let size = firstRootSize, let profile = DeviceProfile.matching(size) {
        documentDevice = profile
        issues.append(
          ImportIssue(
            .unknownDevice(id, sameSizeAs: profile), path: devicePath, line: node.line,
            column: node.column))
      } else {
        issues.append(
          ImportIssue(.unknownDevice(id), path: devicePath, line: node.line, column: node.column))
      }
    } else if let metrics = root.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics")
    {
      if let screen = metrics.child("simulatedScreenMetrics", key: "destination") {
        let type = screen["type"] ?? ""
        documentDevice =
          DeviceProfile.simulated(type: type)
          ?? (type.isEmpty && root["targetRuntime"] == "iOS.CocoaTouch.iPad"
            ? DeviceProfile.named(DeviceProfile.defaultPadID) : nil)
      }
      if let orientationNode = metrics.child("simulatedOrientationMetrics", key: "orientation"),
        orientationNode["orientation"]?.hasPrefix("landscape") == true
      {
        orientation = .landscape
      }
    }
    if documentDevice == nil && root.child("device") == nil {
      let iPad =
        root["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"
        || root["targetRuntime"] == "iOS.CocoaTouch.iPad"
      if let size = firstRootSize, let profile = DeviceProfile.matching(size),
        profile.isPad || !iPad
      {
        documentDevice = profile
        issues.append(
          ImportIssue(.noDevice(sameSizeAs: profile), path: root.name))
      } else if iPad, let profile = DeviceProfile.named(DeviceProfile.defaultPadID) {
        documentDevice = profile
        issues.append(ImportIssue(.noDeviceInPadDocument(profile), path: root.name))
      } else {
        issues.append(
          ImportIssue(.noDevice, path: root.name))
      }
    }
    let documentProfile = documentDevice ?? DeviceProfile.fallback
    let storedWindow = documentProfile.window(orientation)

    var device = documentProfile
    let documentOrientation = orientation
    if let requested = options.device {
      let parts = requested.split(separator: ":", maxSplits: 1).map(String.init)
      guard let profile = DeviceProfile.named(parts.first ?? "") else {
        issues.append(
          ImportIssue(.unknownDeviceOption(parts.first ?? ""), path: ""))
        return nil
      }
      device = profile
      if parts.count == 2 {
        guard let value = Orientation(rawValue: parts[1]) else {
          issues.append(
            ImportIssue(.unknownOrientation(parts[1]), path: ""))
          return nil
        }
        orientation = value
      }
    }
    var keyboard: Double?
    if let height = options.keyboardHeight {
      guard height.isFinite, height >= 0 else {
        issues.append(
          ImportIssue(.negativeKeyboardHeight, path: ""))
        return nil
      }
      keyboard = height
    }
    return ImportContext(
      device: device, orientation: orientation, documentWindow: storedWindow,
      documentDevice: documentProfile, documentOrientation: documentOrientation,
      keyboardHeight: keyboard, checksCanvasLayout: options.checksCanvasLayout)
  }
}
