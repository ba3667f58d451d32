import SceneModel
import Foundation
import InterfaceBuilder
import PolicyLanguage

/// `kbpolicy import FILE.storyboard|FILE.xib [--out DIR]`: one scene JSON per controller with a
/// text input, or the list of scenes found.
struct ImportCommand: Command {
  static let name = "import"
  static let summary = "read scenes from an Interface Builder storyboard or xib"
  static let help = """
    usage: kbpolicy import FILE|DIR... [--out DIR] [--identifiers] [--device ID[:ORIENT]] [--keyboard-height N]

    Reads Xcode storyboards and xibs (a directory: every one below it) as one app and builds one
    scene per view controller whose views hold a text input (frames are Interface Builder's
    stored frames on the document's device; on another device a screen's constraints lay it
    out, else the stored frames are moved by the placement rules). Storyboard references are
    followed, to the documents given or to
    NAME.storyboard beside the referencing file. Without --out, lists the scenes found; with
    --out, writes each as DIR/<storyboard id or class>.scene.json.

    options:
      --out DIR               write the scenes' JSON into DIR (created if missing)
      --identifiers           list, under each scene, every text input and outlet view without an
                              accessibility identifier (the only name the running app sees), with
                              its Interface Builder id and a suggested identifier (its outlet, else
                              its placeholder)
      --device ID[:ORIENT]    device metrics instead of the document's (e.g. retina6_1, retina4_7:landscape)
      --keyboard-height N     keyboard height in points (default: the device's typical height)

    exit: 0 success (also when no controller has a text input: a note says so), 1 a document is
          malformed or unsupported (its IB code), 2 usage or I/O error (a missing file)

    """
  static let arguments = ArgumentSpec(
    options: ["--out", "--device", "--keyboard-height"], flags: ["--identifiers"],
    allowsPositionals: true)

  var files: [String]
  var outDirectory: String?
  /// `--identifiers`: list the views without an accessibility identifier.
  var listsIdentifiers = false
  var source: SceneSource

  init(parsed: ParsedArguments) throws(UsageError) {
    guard !parsed.positionals.isEmpty else {
      throw UsageError("missing storyboard or xib file")
    }
    files = parsed.positionals
    outDirectory = parsed.value("--out")
    listsIdentifiers = parsed.has("--identifiers")
    if outDirectory == "-" {
      throw UsageError("--out names a directory for one file per scene; '-' is not one")
    }
    var forwarded = parsed
    forwarded.positionals = []
    forwarded.values["--out"] = nil
    forwarded.flags.remove("--identifiers")
    forwarded.values["--storyboard"] = files
    guard let source = try SceneSource(parsed: forwarded) else {
      throw UsageError("missing storyboard or xib file")
    }
    self.source = source
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    guard let result = try source.importDocuments(console: console) else { return .inputErrors }
    for imported in result.scenes {
      SceneSource.printNotes(imported.notes, path: imported.document, console: console)
    }
    let byDocument = Dictionary(grouping: result.scenes, by: \.document)
    for document in result.documents {
      let window = document.device.window(document.orientation)
      let referenced = document.isGiven ? "" : ", read for storyboard references"
      console.out(
        "\(DiagnosticRenderer.escaped(document.path)): \(document.scenes) scene\(document.scenes == 1 ? "" : "s") "
          + "(device \(document.device.id), \(document.orientation.rawValue), \(PointsFormat.exact(window.width))x\(PointsFormat.exact(window.height)), keyboard \(document.keyboardHeight.map(PointsFormat.exact) ?? "\(PointsFormat.exact(document.device.keyboardHeight(document.orientation))) assumed per field")\(referenced))\n"
      )
      guard outDirectory == nil || listsIdentifiers else { continue }
      for imported in byDocument[document.path] ?? [] {
        console.out(
          "  \(DiagnosticRenderer.escaped(imported.summary))\n    fields: \(Self.fields(of: imported.scene).map(DiagnosticRenderer.escaped).joined(separator: ", "))\n"
        )
        if listsIdentifiers {
          for line in Self.identifierLines(of: imported) {
            console.out(DiagnosticRenderer.escaped(line) + "\n")
          }
        }
      }
    }
    guard let outDirectory else { return .success }
    return try write(result.scenes, into: outDirectory, console: console)
  }

  /// Writes each scene as `DIR/<file name>`. Everything is checked before the first write (every
  /// scene valid, every name free or a regular file), so a run never stops halfway; a name that
  /// is a symbolic link is refused, never written through.
  func write(_ scenes: [ImportedScene], into outDirectory: String, console: Console)
    throws(UsageError) -> ExitCode
  {
    var invalid = false
    for imported in scenes {
      let problems = imported.scene.validate().filter { $0.severity == .error }
      guard !problems.isEmpty else { continue }
      SceneSource.report(
        problems.map { $0.diagnostic(file: "\(imported.document)#\(imported.controllerClass)") },
        console: console)
      invalid = true
    }
    if invalid { return .inputErrors }
    let paths = scenes.map { (outDirectory as NSString).appendingPathComponent($0.fileName) }
    for path in paths { try Self.checkWritable(path) }
    do {
      try FileManager.default.createDirectory(
        atPath: outDirectory, withIntermediateDirectories: true)
    } catch {
      throw UsageError("cannot create directory '\(outDirectory)': \(error.localizedDescription)")
    }
    var writer = FileWriter()
    writer.followsLinks = false
    for (imported, path) in zip(scenes, paths) {
      try writer.write(Array(imported.scene.jsonText().utf8), to: path)
      console.out(
        "wrote \(DiagnosticRenderer.escaped(path))  (\(DiagnosticRenderer.escaped(imported.controllerClass)), \(Self.fields(of: imported.scene).count) text inputs)\n"
      )
    }
    return .success
  }

  /// Refuses an output path that is there and is not a regular file (a link, a directory, a
  /// device), before anything is written.
  static func checkWritable(_ path: String) throws(UsageError) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      guard errno == ENOENT || errno == ENOTDIR else {
        throw UsageError("cannot write '\(path)': \(FileIO.reason(errno))")
      }
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFLNK:
      throw UsageError(
        "cannot write '\(path)': it is a symbolic link; it is left as it is, and no scene was "
          + "written (remove it to write the scene there)")
    default:
      throw UsageError(
        "cannot write '\(path)': it is not a regular file; no scene was written")
    }
  }

  /// The ids of the scene's text inputs, in document order.
  static func fields(of scene: Scene) -> [String] {
    let hierarchy = ClassHierarchy(custom: scene.classes)
    var result: [String] = []
    func walk(_ view: SceneView) {
      if view.textInput
        ?? TextInputKind.derived(fromClassChain: hierarchy.chain(of: view.className)) != nil
      {
        result.append(view.id)
      }
      view.subviews.forEach(walk)
    }
    scene.views.forEach(walk)
    return result
  }
}
