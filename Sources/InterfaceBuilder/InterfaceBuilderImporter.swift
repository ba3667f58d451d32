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

  /// The most storyboards read because a reference names them (beyond the documents given).
  public static let maximumReferencedDocuments = 64

  /// Imports a document from its text.
  public func importDocument(text: String) -> ImportResult {
    importDocument(bytes: Array(text.utf8))
  }

  /// Imports a document from its bytes (UTF-8 XML).
  public func importDocument(bytes: [UInt8]) -> ImportResult {
    importDocuments([InterfaceBuilderDocument(path: "", bytes: bytes)])
  }

  /// Imports several documents as one app: storyboard references (`<viewControllerPlaceholder>`)
  /// between them are followed, so a controller reached through a reference gets the referencing
  /// side's navigation controller, bar and tab bar. A reference to a storyboard not among
  /// `documents` asks `storyboardNamed(name, referencingPath)` for it (the CLI looks beside the
  /// referencing file); such a storyboard adds only the controllers reached through references.
  /// Issues name their document (`ImportIssue.file`) when more than one was read.
  public func importDocuments(
    _ documents: [InterfaceBuilderDocument],
    storyboardNamed: (_ name: String, _ referencingPath: String) -> InterfaceBuilderDocument? = {
      _, _ in nil
    }
  ) -> ImportResult {
    var issues: [ImportIssue] = []
    var loaded: [LoadedDocument] = []
    var firstFailure: Int?
    func load(_ document: InterfaceBuilderDocument, given: Bool) -> Bool {
      var documentIssues: [ImportIssue] = []
      let result = loadDocument(
        document, index: loaded.count, given: given, issues: &documentIssues)
      issues += documentIssues.map { issue in
        var issue = issue
        issue.file = issue.file ?? document.path
        return issue
      }
      guard let result else { return false }
      loaded.append(result)
      return true
    }
    let copies = Self.localizedCopies(documents.map(\.path))
    for (index, document) in documents.enumerated() {
      if let base = copies[index] {
        issues.append(
          ImportIssue(
            .localizedCopy(document.path, of: documents[base].path), path: "document",
            file: document.path))
        continue
      }
      if !load(document, given: true) { firstFailure = firstFailure ?? loaded.count }
    }

    // Storyboards named by references: the given ones, then ones found through `storyboardNamed`.
    var byName: [String: Int] = [:]
    for (index, document) in loaded.enumerated() where document.kind == .storyboard {
      if byName[document.storyboardName] == nil { byName[document.storyboardName] = index }
    }
    var asked: Set<String> = []
    var next = 0
    while next < loaded.count {
      let document = loaded[next]
      next += 1
      for controller in document.controllers {
        guard let name = controller.reference?.storyboardName, byName[name] == nil,
          asked.insert(name).inserted, asked.count <= Self.maximumReferencedDocuments,
          let found = storyboardNamed(name, document.path)
        else { continue }
        if load(found, given: false) { byName[name] = loaded.count - 1 }
      }
    }

    useOneDevice(&loaded, issues: &issues)
    let mounts = resolveMounts(loaded, issues: &issues)
    let targets = resolveReferences(loaded, byName: byName, issues: &issues)
    let controllers = loaded.flatMap(\.controllers)
    let files = loaded.map { Optional($0.path) }
    let graph = ControllerGraph(controllers, targets: targets, files: files)
    issues += graph.issues
    let byKey = Dictionary(
      controllers.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let referenced = Set(targets.values)
    var scenes: [ImportedScene] = []
    var sceneCounts: [Int] = Array(repeating: 0, count: loaded.count)
    for document in loaded {
      var assembler = SceneAssembler(controllers: byKey, graph: graph, context: document.context)
      assembler.mounts = mounts
      for controller in document.controllers
      where controller.reference == nil && !controller.isContainer
        && !graph.isEmbedded(controller.key)
      {
        if !document.isGiven {
          // Reached from a given document: held by one of its containers, or a reference target.
          guard
            referenced.contains(controller.key)
              || graph.ancestors(of: controller.key).contains(where: {
                byKey[$0].map { loaded[$0.document].isGiven } ?? false
              })
          else { continue }
        }
        var skipped: [ImportIssue] = []
        guard var scene = assembler.scene(for: controller, skipped: &skipped) else {
          issues += skipped.map { issue in
            var issue = issue
            issue.file = issue.file ?? document.path
            return issue
          }
          continue
        }
        scene.document = document.path
        scene.controllerModule = controller.module
        scene.notes = scene.notes.map { note in
          var note = note
          note.file = note.file ?? document.path
          return note
        }
        scenes.append(scene)
        sceneCounts[controller.document] += 1
      }
    }
    if scenes.isEmpty && firstFailure == nil && !loaded.isEmpty {
      issues.append(
        ImportIssue(
          .noTextInputNote(documents: loaded.count), path: "document",
          file: loaded.count == 1 ? loaded[0].path : nil))
    }
    // One document: issues need no file name.
    if loaded.count + (firstFailure == nil ? 0 : 1) <= 1 && documents.count <= 1 {
      issues = issues.map { issue in
        var issue = issue
        issue.file = nil
        return issue
      }
      scenes = scenes.map { scene in
        var scene = scene
        scene.notes = scene.notes.map { note in
          var note = note
          note.file = nil
          return note
        }
        return scene
      }
    }
    let first = loaded.first
    var definedClasses: [String: String] = [:]
    for document in loaded {
      definedClasses.merge(document.definedClasses) { first, _ in first }
    }
    return ImportResult(
      kind: first?.kind, device: first?.context.device,
      orientation: first?.context.orientation ?? .portrait,
      keyboardHeight: first?.context.keyboardHeight,
      scenes: scenes, issues: issues,
      documents: loaded.enumerated().map { index, document in
        ImportResult.Document(
          path: document.path, kind: document.kind, device: document.context.device,
          orientation: document.context.orientation,
          keyboardHeight: document.context.keyboardHeight, isGiven: document.isGiven,
          scenes: sceneCounts[index])
      }, definedClasses: definedClasses)
  }

  /// Resolves every storyboard reference to its target's key; one note per reference that cannot
  /// be resolved, naming it.
  private func resolveReferences(
    _ documents: [LoadedDocument], byName: [String: Int], issues: inout [ImportIssue]
  ) -> [String: String] {
    var targets: [String: String] = [:]
    // Per document: storyboard identifier → controller, id → controller (first wins).
    let byIdentifier = documents.map { document in
      Dictionary(
        document.controllers.filter { $0.reference == nil }.compactMap { c in
          c.storyboardIdentifier.map { ($0, c) }
        }, uniquingKeysWith: { first, _ in first })
    }
    let byID = documents.map { document in
      Dictionary(
        document.controllers.filter { $0.reference == nil }.map { ($0.id, $0) },
        uniquingKeysWith: { first, _ in first })
    }
    for (index, document) in documents.enumerated() {
      for controller in document.controllers {
        guard let reference = controller.reference else { continue }
        let display = reference.display(
          in: document.storyboardName.isEmpty
            ? "this storyboard" : "\(document.storyboardName).storyboard")
        func unresolved(_ message: ImportMessage) {
          issues.append(
            ImportIssue(
              message, path: controller.path, line: controller.line, column: controller.column,
              file: document.path))
        }
        let targetIndex = reference.storyboardName.map { byName[$0] } ?? index
        guard let targetIndex else {
          unresolved(
            .missingStoryboard(
              display, storyboard: reference.storyboardName ?? "", beside: document.path))
          continue
        }
        let found: ControllerInfo?
        if let identifier = reference.referencedIdentifier {
          found = byIdentifier[targetIndex][identifier]
          if found == nil {
            unresolved(.missingStoryboardIdentifier(display, identifier: identifier))
            continue
          }
        } else {
          found = documents[targetIndex].initialController.flatMap { byID[targetIndex][$0] }
          if found == nil {
            unresolved(.missingInitialController(display))
            continue
          }
        }
        if let found { targets[controller.key] = found.key }
      }
    }
    return targets
  }
}
