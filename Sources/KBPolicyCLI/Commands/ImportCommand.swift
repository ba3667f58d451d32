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
    usage: kbpolicy import FILE.storyboard|FILE.xib [--out DIR] [--device ID[:ORIENT]] [--keyboard-height N]

    Reads an Xcode storyboard or xib and builds one scene per view controller whose views hold a
    text input (frames are Interface Builder's stored frames). Without --out, lists the scenes
    found; with --out, writes each as DIR/<storyboard id or class>.scene.json.

    options:
      --out DIR               write the scenes' JSON into DIR (created if missing)
      --device ID[:ORIENT]    device metrics instead of the document's (e.g. retina6_1, retina4_7:landscape)
      --keyboard-height N     keyboard height in points (default: the device's typical height)

    exit: 0 success, 1 the document has errors, 2 usage or I/O error

    """
  static let arguments = ArgumentSpec(
    options: ["--out", "--device", "--keyboard-height"], allowsPositionals: true)

  var file: String
  var outDirectory: String?
  var source: SceneSource

  init(parsed: ParsedArguments) throws(UsageError) {
    guard parsed.positionals.count == 1 else {
      throw UsageError(
        parsed.positionals.isEmpty ? "missing storyboard or xib file" : "import takes one file")
    }
    file = parsed.positionals[0]
    outDirectory = parsed.value("--out")
    var forwarded = parsed
    forwarded.positionals = []
    forwarded.values["--out"] = nil
    forwarded.values[file.hasSuffix(".xib") ? "--xib" : "--storyboard"] = [file]
    guard let source = try SceneSource(parsed: forwarded) else {
      throw UsageError("missing storyboard or xib file")
    }
    self.source = source
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    guard let result = try source.importDocument(console: console) else { return .inputErrors }
    for imported in result.scenes {
      SceneSource.printNotes(imported.notes, path: file, console: console)
    }
    if let device = result.device {
      let window = device.window(result.orientation)
      let keyboard = result.keyboardHeight.map(Self.format) ?? "?"
      console.out(
        "\(file): \(result.scenes.count) scene\(result.scenes.count == 1 ? "" : "s") "
          + "(device \(device.id), \(result.orientation.rawValue), \(Self.format(window.width))x\(Self.format(window.height)), keyboard \(keyboard))\n"
      )
    }
    guard let outDirectory else {
      for imported in result.scenes {
        console.out(
          "  \(imported.summary)\n    fields: \(Self.fields(of: imported.scene).joined(separator: ", "))\n"
        )
      }
      return .success
    }
    do {
      try FileManager.default.createDirectory(
        atPath: outDirectory, withIntermediateDirectories: true)
    } catch {
      throw UsageError("cannot create directory '\(outDirectory)': \(error.localizedDescription)")
    }
    for imported in result.scenes {
      let problems = imported.scene.validate().filter { $0.severity == .error }
      guard problems.isEmpty else {
        for problem in problems {
          console.err(
            "error: \(file): \(imported.controllerClass): \(problem) [\(problem.code.rawValue)]\n")
        }
        return .inputErrors
      }
      let path = (outDirectory as NSString).appendingPathComponent(imported.fileName)
      try FileIO.writeAtomically(imported.scene.jsonText(), to: path)
      console.out(
        "wrote \(path)  (\(imported.controllerClass), \(Self.fields(of: imported.scene).count) text inputs)\n"
      )
    }
    return .success
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

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
