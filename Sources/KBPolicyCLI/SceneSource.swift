import SceneModel
import Foundation
import InterfaceBuilder
import PolicyLanguage

/// Where a command's scene comes from: `--scene FILE.json`, or an Interface Builder document
/// (`--storyboard FILE` / `--xib FILE`) with `--controller ID-or-class` picking one controller,
/// `--device ID[:orientation]` and `--keyboard-height N` overriding the document's device.
///
/// Shared by `explain`, `simulate` and `lint` so the options mean the same everywhere. Problems in
/// the input are printed here (exit 1 for the caller); usage problems — no source, two sources, an
/// unknown or ambiguous controller (with the candidates) — are thrown (exit 2).
struct SceneSource: Sendable {
  /// The options a command taking a scene declares.
  static let options: Set<String> = [
    "--scene", "--storyboard", "--xib", "--controller", "--device", "--keyboard-height",
  ]

  /// The lines for a command's help text.
  static let help = """
      --scene FILE             the scene snapshot (JSON)
      --storyboard FILE        read the scene from an Interface Builder storyboard instead
      --xib FILE               read the scene from a xib instead
      --controller ID          the controller to use: IB object id, storyboard identifier or class
                               (required when the document has several; the candidates are listed)
      --device ID[:ORIENT]     device metrics for --storyboard/--xib (e.g. retina6_1, retina4_7:landscape)
      --keyboard-height N      the docked keyboard's height in points (default: the scene's
                               keyboard; for --storyboard/--xib the device's)

    """

  /// One loaded scene and where it came from.
  struct Loaded: Sendable {
    /// The scene.
    var scene: Scene
    /// `path` for JSON, `path#ControllerClass` for Interface Builder scenes.
    var label: String
    /// The imported scene's details when it came from Interface Builder.
    var imported: ImportedScene?

    /// The scene to run with a policy: an imported scene's classes refined by the policy's
    /// `class` declarations (`ImportedScene.scene(refinedBy:)`); a JSON scene as written.
    func scene(declaring classes: ClassHierarchy) -> Scene {
      imported?.scene(refinedBy: classes) ?? scene
    }
  }

  /// The input.
  enum Input: Sendable, Equatable {
    /// A scene JSON file, with an optional keyboard height that replaces the scene's keyboard.
    case json(path: String, keyboardHeight: Double?)
    /// An Interface Builder document.
    case interfaceBuilder(path: String, controller: String?, options: ImportOptions)
  }

  /// The input chosen by the arguments.
  var input: Input

  /// A source for a known input.
  init(input: Input) {
    self.input = input
  }

  /// Reads the source options; `nil` when none was given and `required` is false.
  init?(parsed: ParsedArguments, required: Bool = true) throws(UsageError) {
    let scene = parsed.value("--scene")
    let storyboard = parsed.value("--storyboard")
    let xib = parsed.value("--xib")
    let given = [scene, storyboard, xib].compactMap { $0 }
    if given.count > 1 { throw UsageError("give only one of --scene, --storyboard and --xib") }
    let ibOnly = ["--controller", "--device"].filter { parsed.value($0) != nil }
    var keyboardHeight: Double?
    if let text = parsed.value("--keyboard-height") {
      guard let height = Double(text), height.isFinite, height >= 0 else {
        throw UsageError("--keyboard-height expects a number >= 0, got '\(text)'")
      }
      keyboardHeight = height
    }
    guard let path = given.first else {
      if !ibOnly.isEmpty { throw UsageError("\(ibOnly[0]) needs --storyboard or --xib") }
      if required {
        throw UsageError("missing required option '--scene' (or '--storyboard' / '--xib')")
      }
      return nil
    }
    if let scene {
      if !ibOnly.isEmpty {
        throw UsageError("\(ibOnly[0]) applies to --storyboard and --xib, not --scene")
      }
      input = .json(path: scene, keyboardHeight: keyboardHeight)
      return
    }
    var options = ImportOptions()
    if let device = parsed.value("--device") {
      let id = String(device.split(separator: ":", maxSplits: 1).first ?? "")
      guard DeviceProfile.named(id) != nil else {
        throw UsageError(
          "unknown device '\(id)' (known: \(DeviceProfile.all.map(\.id).joined(separator: ", ")))")
      }
      options.device = device
    }
    options.keyboardHeight = keyboardHeight
    input = .interfaceBuilder(
      path: path, controller: parsed.value("--controller"), options: options)
  }

  /// Loads the one scene the arguments name; `nil` after printing the input's errors.
  func load(console: Console) throws(UsageError) -> Loaded? {
    switch input {
    case .json(let path, let keyboardHeight):
      let text = try FileIO.readText(path, console: console)
      let result = Scene.decode(json: text)
      let name = path == "-" ? "<stdin>" : path
      for issue in result.issues {
        console.err(
          "\(name): \(issue.severity.rawValue): \(issue.description) [\(issue.code.rawValue)]\n")
      }
      guard var scene = result.scene else { return nil }
      if let keyboardHeight { scene.keyboard = .height(keyboardHeight) }
      return Loaded(scene: scene, label: name, imported: nil)
    case .interfaceBuilder(let path, let controller, _):
      guard let result = try importDocument(console: console) else { return nil }
      switch result.select(controller: controller) {
      case .scene(let imported):
        Self.printNotes(imported.notes, path: path, console: console)
        return Loaded(
          scene: imported.scene, label: "\(path)#\(imported.controllerClass)", imported: imported)
      case .ambiguous(let candidates):
        let what =
          controller.map { "controller '\($0)' is ambiguous" }
          ?? "'\(path)' has \(candidates.count) controllers with text inputs"
        throw UsageError(
          "\(what); pick one with --controller (id, storyboard identifier or class):\n"
            + candidates.map { "  \($0.summary)" }.joined(separator: "\n"))
      case .notFound(let issue):
        throw UsageError("\(path): \(issue.message)")
      }
    }
  }

  /// Loads every scene: the JSON scene, or every controller of the document (or the one
  /// `--controller` names). `nil` after printing the input's errors.
  func loadAll(console: Console) throws(UsageError) -> [Loaded]? {
    guard case .interfaceBuilder(let path, let controller, _) = input, controller == nil else {
      return try load(console: console).map { [$0] }
    }
    guard let result = try importDocument(console: console) else { return nil }
    return result.scenes.map { imported in
      Self.printNotes(Array(imported.notes.dropFirst()), path: path, console: console)
      return Loaded(
        scene: imported.scene, label: "\(path)#\(imported.controllerClass)", imported: imported)
    }
  }

  /// Imports the Interface Builder document; prints document-level issues; `nil` on errors.
  func importDocument(console: Console) throws(UsageError) -> ImportResult? {
    guard case .interfaceBuilder(let path, _, let options) = input else { return nil }
    let text = try FileIO.readText(path, console: console)
    let result = InterfaceBuilderImporter(options: options).importDocument(text: text)
    Self.printNotes(result.issues, path: path, console: console)
    return result.errors.isEmpty ? result : nil
  }

  /// Prints issues, one line each (`render`).
  static func printNotes(_ issues: [ImportIssue], path: String, console: Console) {
    for issue in issues { console.err(render(issue, file: path)) }
  }

  /// `file:line:column: note: element/path: message [IB011]`, the form Xcode shows inline.
  static func render(_ issue: ImportIssue, file: String) -> String {
    var location = file
    if let line = issue.line {
      location += ":\(line)"
      if let column = issue.column { location += ":\(column)" }
    }
    let element = issue.path.isEmpty ? "" : "\(issue.path): "
    return
      "\(location): \(issue.severity.rawValue): \(element)\(issue.message) [\(issue.code.rawValue)]\n"
  }
}
