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
    "--scene", "--controller", "--device", "--keyboard-height", NotesMode.option,
  ]

  /// The options a command taking a scene accepts more than once: several documents are one app.
  static let repeatable: Set<String> = ["--storyboard", "--xib", "--mount"]

  /// The lines for a command's help text.
  static let help = """
      --scene FILE             the scene snapshot (JSON)
      --storyboard FILE        read the scene from an Interface Builder storyboard instead;
                               repeatable, or a directory: imported as one app, storyboard
                               references followed (also to storyboards beside the file)
      --xib FILE               read the scene from a xib instead (repeatable)
      --controller ID          the controller to use: IB object id, storyboard identifier or class
                               (required when the document has several; the candidates are listed)
      --device ID[:ORIENT]     device metrics for --storyboard/--xib (e.g. retina6_1, retina4_7:landscape);
                               'all' (explain only): every supported iPhone and iPad class,
                               worst first
      --keyboard-height N      the docked keyboard's height in points (default: the scene's
                               keyboard; for --storyboard/--xib the device's)
      --mount VIEW@TABLE       put a cell xib's view (custom class, reuse identifier, id or xib
                               name; give the xib with --xib) in a screen's table (accessibility
                               identifier or id) as the code that registers it does (repeatable)
    \(NotesMode.help(column: 27))

    """

  /// One loaded scene and where it came from.
  struct Loaded: Sendable {
    /// The scene.
    var scene: Scene
    /// `path` for JSON, `path#ControllerClass` for Interface Builder scenes.
    var label: String
    /// The imported scene's details when it came from Interface Builder.
    var imported: ImportedScene?
    /// Every class the Interface Builder documents define (`ImportResult.definedClasses`), the
    /// same for every scene of one import; empty for JSON.
    var definedClasses: [String: String] = [:]

    /// The scene to run with a policy: an imported scene's classes refined by the policy's
    /// `class` declarations (`ImportedScene.scene(refinedBy:)`); a JSON scene as written.
    func scene(declaring classes: ClassHierarchy) -> Scene {
      imported?.scene(refinedBy: classes) ?? scene
    }

    /// Warns about views whose class neither UIKit, the scene nor the policy declares (JSON
    /// scenes; an imported scene's classes come from its document).
    func warnUnknownClasses(declared classes: ClassHierarchy, console: Console) {
      guard imported == nil else { return }
      let issues = scene.unknownClasses(declared: classes)
      SceneSource.report(issues.map { $0.diagnostic(file: label) }, console: console)
    }
  }

  /// The input.
  enum Input: Sendable, Equatable {
    /// A scene JSON file, with an optional keyboard height that replaces the scene's keyboard.
    case json(path: String, keyboardHeight: Double?)
    /// Interface Builder documents (files or directories), imported as one app.
    case interfaceBuilder(paths: [String], controller: String?, options: ImportOptions)
  }

  /// The input chosen by the arguments.
  var input: Input
  /// Which notes about the input are printed (`--notes`).
  var notes = NotesMode.all
  /// `--device all[:ORIENT]`: the orientation suffix (empty for the document's), and the input
  /// is imported once per `DeviceClass.supported`; nil for one device.
  var sweep: String?

  /// A source for a known input.
  init(input: Input) {
    self.input = input
  }

  /// Reads the source options; `nil` when none was given and `required` is false. `--device all`
  /// is accepted only where the command `sweeps` every device class (explain).
  init?(parsed: ParsedArguments, required: Bool = true, sweeps: Bool = false) throws(UsageError) {
    notes = try NotesMode(parsed: parsed)
    let scene = parsed.value("--scene")
    let documents = parsed.allValues("--storyboard") + parsed.allValues("--xib")
    if scene != nil, !documents.isEmpty {
      throw UsageError("give either --scene or --storyboard / --xib, not both")
    }
    let given = (scene.map { [$0] } ?? []) + documents
    let ibOnly = ["--controller", "--device", "--mount"].filter { parsed.value($0) != nil }
    var keyboardHeight: Double?
    if let text = parsed.value("--keyboard-height") {
      guard let height = DecimalNumber.value(text), LengthRange.contains(height), height >= 0 else {
        throw UsageError(
          "--keyboard-height expects a number >= 0 and \(LengthRange.description), got '\(text)'")
      }
      keyboardHeight = height
    }
    guard !given.isEmpty else {
      if !ibOnly.isEmpty { throw UsageError("\(ibOnly[0]) needs --storyboard or --xib") }
      if required {
        throw UsageError("missing required option '--scene' (or '--storyboard' / '--xib')")
      }
      return nil
    }
    if let scene {
      if !ibOnly.isEmpty {
        let why = ibOnly[0] == "--device" ? ": a JSON scene's geometry is fixed" : ""
        throw UsageError("\(ibOnly[0]) applies to --storyboard and --xib, not --scene\(why)")
      }
      input = .json(path: scene, keyboardHeight: keyboardHeight)
      return
    }
    var options = ImportOptions()
    if let device = parsed.value("--device") {
      let parts = device.split(separator: ":", maxSplits: 1).map(String.init)
      let id = parts.first ?? ""
      if id == Self.allDevices {
        guard sweeps else {
          throw UsageError(
            "--device all applies to explain, lint and test; give one device id here (e.g. retina4_0)"
          )
        }
        sweep = parts.count == 2 ? parts[1] : ""
      } else {
        guard DeviceProfile.named(id) != nil else { throw Self.unknownDevice(id) }
        options.device = device
      }
    }
    options.keyboardHeight = keyboardHeight
    for text in parsed.allValues("--mount") {
      guard let mount = Mount(text) else {
        throw UsageError(
          "--mount expects VIEW@TABLE (a xib's cell or view, a screen's table), got '\(text)'")
      }
      options.mounts.append(mount)
    }
    input = .interfaceBuilder(
      paths: documents, controller: parsed.value("--controller"), options: options)
  }

  /// What loading produced.
  enum Outcome: Sendable {
    /// The scenes (one unless every scene of a document was asked for).
    case scenes([Loaded])
    /// The input has errors; they were printed (exit 1).
    case inputErrors
    /// Valid Interface Builder input without a screen holding a text input; the note was
    /// printed (exit 0).
    case noTextInput
  }

  /// Loads the one scene the arguments name (`all`: every scene of the documents unless
  /// `--controller` names one). Notes and errors are printed; usage problems are thrown.
  func load(all: Bool = false, console: Console) throws(UsageError) -> Outcome {
    console.showNotes(notes)
    switch input {
    case .json(let path, let keyboardHeight):
      let text = try FileIO.readText(path, console: console)
      let result = Scene.decode(json: text)
      let name = path == "-" ? "<stdin>" : path
      Self.report(result.issues.map { $0.diagnostic(file: name) }, console: console)
      guard var scene = result.scene else { return .inputErrors }
      if let keyboardHeight { scene.keyboard = .height(keyboardHeight) }
      return .scenes([Loaded(scene: scene, label: name, imported: nil)])
    case .interfaceBuilder(let paths, let controller, _):
      guard let result = try importDocuments(console: console) else { return .inputErrors }
      if result.scenes.isEmpty { return .noTextInput }
      let label = paths.count == 1 ? paths[0] : "the documents"
      func loaded(_ imported: ImportedScene) -> Loaded {
        Self.printNotes(imported.notes, path: imported.document, console: console)
        let document = imported.document.isEmpty ? label : imported.document
        return Loaded(
          scene: imported.scene, label: "\(document)#\(imported.controllerClass)",
          imported: imported, definedClasses: result.definedClasses)
      }
      // An imported scene holds the document's numbers: one the engine cannot use (a frame
      // beyond the length range) is invalid input, as in a JSON scene.
      func valid(_ scenes: [Loaded]) -> Outcome {
        var invalid = false
        for loaded in scenes {
          let errors = loaded.scene.validate().filter { $0.severity == .error }
          Self.report(errors.map { $0.diagnostic(file: loaded.label) }, console: console)
          invalid = invalid || !errors.isEmpty
        }
        return invalid ? .inputErrors : .scenes(scenes)
      }
      if all && controller == nil { return valid(result.scenes.map(loaded)) }
      switch result.select(controller: controller) {
      case .scene(let imported):
        return valid([loaded(imported)])
      case .ambiguous(let candidates):
        let what =
          controller.map { "controller '\($0)' is ambiguous" }
          ?? "'\(label)' has \(candidates.count) controllers with text inputs"
        // With several documents, each candidate names its file.
        let named = result.documents.count > 1
        throw UsageError(
          "\(what); pick one with --controller (id, storyboard identifier or class):",
          details: candidates.map { candidate in
            "  \(candidate.summary)"
              + (named && !candidate.document.isEmpty ? "  (in \(candidate.document))" : "")
          })
      case .notFound(let issue):
        let names = result.scenes.flatMap { scene in
          [scene.controllerID, scene.controllerClass]
            + (scene.storyboardIdentifier.map { [$0] } ?? [])
        }
        let hint =
          controller.flatMap { Suggestions.closest(to: $0, in: names) }.map {
            "; did you mean '\($0)'?"
          } ?? ""
        throw UsageError("\(label): \(issue.message)\(hint)")
      }
    }
  }

  /// The files `paths` name: a directory means every `.storyboard` and `.xib` below it (sorted);
  /// a file named twice is read once.
  static func documentFiles(_ paths: [String], console: Console) throws(UsageError) -> [String] {
    var result: [String] = []
    var seen: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError("no such file '\(path)'")
      }
      guard isDirectory.boolValue else {
        if seen.insert((path as NSString).standardizingPath).inserted { result.append(path) }
        continue
      }
      // Like every directory argument: an unreadable directory below it is an error.
      let found = try FileIO.expand([path], suffixes: [".storyboard", ".xib"], console: console)
      guard !found.isEmpty else {
        throw UsageError("no .storyboard or .xib files in '\(path)'")
      }
      result += found.filter { seen.insert(($0 as NSString).standardizingPath).inserted }
    }
    return result
  }

  /// The storyboard a reference names, looked up beside the referencing file: `NAME.storyboard`
  /// in its directory, then in a sibling `Base.lproj`.
  static func storyboard(named name: String, beside referencing: String, console: Console)
    -> InterfaceBuilderDocument?
  {
    guard !name.contains("/"), !referencing.isEmpty else { return nil }
    let directory = (referencing as NSString).deletingLastPathComponent
    let parent = (directory as NSString).deletingLastPathComponent
    let candidates = [
      (directory as NSString).appendingPathComponent("\(name).storyboard"),
      ((parent as NSString).appendingPathComponent("Base.lproj") as NSString)
        .appendingPathComponent("\(name).storyboard"),
    ]
    // Found, not named: only a regular file is read (a FIFO there would wait for ever).
    for candidate in candidates where FileIO.isRegularFile(candidate) {
      guard let text = try? FileIO.readText(candidate, console: console) else { return nil }
      return InterfaceBuilderDocument(path: candidate, bytes: Array(text.utf8))
    }
    return nil
  }

  /// Imports the Interface Builder documents as one app; prints document-level issues; `nil`
  /// on errors.
  func importDocuments(console: Console) throws(UsageError) -> ImportResult? {
    guard case .interfaceBuilder(let paths, _, let options) = input else { return nil }
    var documents: [InterfaceBuilderDocument] = []
    for path in try Self.documentFiles(paths, console: console) {
      let text = try FileIO.readText(path, console: console)
      documents.append(InterfaceBuilderDocument(path: path, bytes: Array(text.utf8)))
    }
    let result = InterfaceBuilderImporter(options: options).importDocuments(documents) {
      name, referencing in Self.storyboard(named: name, beside: referencing, console: console)
    }
    Self.printNotes(result.issues, path: paths.count == 1 ? paths[0] : "", console: console)
    return result.errors.isEmpty ? result : nil
  }

  /// Prints issues, one line each (`render`); an issue's own file wins over `path`.
  static func printNotes(_ issues: [ImportIssue], path: String, console: Console) {
    report(issues.map { $0.diagnostic(file: path) }, console: console)
  }

  /// Prints the diagnostics of a scene input (JSON issues, import issues) one line each, as Xcode
  /// shows them inline: `file[:line:column]: severity: path: message [code]`.
  /// At most `DiagnosticRenderer.maximumPerFile` per file in the whole run (the console's
  /// budget; the rest are counted when the run ends); escaped.
  static func report(_ diagnostics: [Diagnostic], console: Console) {
    console.report(diagnostics)
  }
}
