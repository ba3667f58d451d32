import AvoidanceEngine
import SceneModel
import Foundation
import InterfaceBuilder
import KBPolicyCLI
import PolicyLanguage

/// The targets that fuzz the event-script parser, the Interface Builder reader and the
/// command line (`kbpolicy` argument paths, run in a sandbox directory).
extension FuzzTargets {
  /// The scene event scripts run against: two fields in a scroll view.
  static let eventScene: Scene = Scene.decode(
    json: """
      {"version": 1, "window": {"width": 393, "height": 852},
       "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "scroll", "class": "UIScrollView", "frame": [0, 59, 393, 793],
          "scroll": {"contentOffset": [0, 0], "contentSize": [393, 1200]}, "subviews": [
           {"id": "name", "class": "UITextField", "frame": [24, 220, 345, 44], "tag": 1},
           {"id": "bio", "class": "UITextView", "frame": [24, 700, 345, 300], "tag": 2}]}]}],
       "controllers": [{"id": "c", "class": "UIViewController", "view": "root"}]}
      """
  ).scene!

  /// Event scripts: diagnostics in range and rendered; a clean script simulates with finite plans.
  static func events(_ bytes: [UInt8]) {
    let file = SourceFile(path: "fuzz.events", text: String(decoding: bytes, as: UTF8.self))
    let (events, diagnostics) = EventScript.parse(file)
    checkDiagnostics(diagnostics, in: file)
    guard diagnostics.isEmpty else { return }
    let result = Simulation.run(scene: eventScene, events: events, policy: enginePolicy)
    checkDiagnostics(result.diagnostics, in: file)
    for step in result.steps {
      for change in step.step.plan.changes {
        fuzzCheck(change.to.isFinite, "planned value for \(change.view) is not finite")
      }
      _ = step.step.renderText()
    }
    _ = result.finalScene.jsonText()
  }

  /// Interface Builder documents: every issue has a 1-based position; every scene the importer
  /// returns without validation errors survives a JSON round trip; a screen's constraints solved
  /// on the canvas give finite frames (the solver is bounded, so it returns). Each document is
  /// imported twice: on its own device, and on the smallest supported phone, where a screen with
  /// constraints is laid out by them (every frame finite).
  static func interfaceBuilder(_ bytes: [UInt8]) {
    for device in [nil, "retina4_0"] {
      interfaceBuilder(bytes, device: device)
    }
  }

  private static func interfaceBuilder(_ bytes: [UInt8], device: String?) {
    var options = ImportOptions(device: device)
    options.checksCanvasLayout = device == nil
    let result = InterfaceBuilderImporter(options: options).importDocument(bytes: bytes)
    for issue in result.issues {
      fuzzCheck((issue.line ?? 1) >= 1 && (issue.column ?? 1) >= 1, "issue position is 1-based")
      fuzzCheck(!issue.message.isEmpty, "an issue says something")
    }
    if !result.errors.isEmpty { return }
    for imported in result.scenes {
      for view in imported.canvasLayout?.views ?? [] {
        fuzzCheck(view.solved.components.allSatisfy(\.isFinite), "a solved frame is finite")
      }
      var stack = imported.scene.views
      while let view = stack.popLast() {
        fuzzCheck(view.frame.components.allSatisfy(\.isFinite), "a placed frame is finite")
        stack += view.subviews
      }
      guard !imported.scene.validate().contains(where: { $0.severity == .error }) else { continue }
      let again = Scene.decode(json: imported.scene.jsonText())
      fuzzCheck(again.scene != nil, "an imported valid scene must decode again")
    }
  }

  /// The command line: argv is the input's lines before the first NUL, standard input the rest.
  /// Runs in a sandbox directory refreshed before every input; paths cannot leave it.
  static func arguments(_ bytes: [UInt8]) {
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let stdin = split < bytes.endIndex ? Array(bytes[(split + 1)...]) : []
    let words = bytes[..<split].split(separator: 0x0A, omittingEmptySubsequences: false)
      .prefix(16).map { String(decoding: $0, as: UTF8.self) }
    guard !words.isEmpty else { return }
    Sandbox.shared.refresh()
    let arguments = words.enumerated().map { index, word in
      index == 0 ? word : Sandbox.confine(word)
    }
    let out = CountingSink()
    let err = CountingSink()
    let console = Console(
      out: { out.add($0) }, err: { err.add($0) }, readStandardInput: { stdin }, isTerminal: false)
    let code = KBPolicy.run(arguments, console: console)
    fuzzCheck([0, 1, 2, 3].contains(code), "exit code \(code) is not 0, 1, 2 or 3")
    if code == 2 { fuzzCheck(err.sawText, "exit 2 must say why on standard error") }
    fuzzCheck(
      out.bytes < 4 << 20 && err.bytes < 4 << 20,
      "output must stay small: \(out.bytes) \(err.bytes)")
  }

  /// Counts what a command prints (never stores it).
  final class CountingSink: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ text: String) { lock.withLock { count += text.utf8.count } }
    var bytes: Int { lock.withLock { count } }
    var sawText: Bool { bytes > 0 }
  }
}

/// A directory the command-line target runs in (it changes into it once), refilled with the
/// shipped example inputs before every input so that `fmt` or `--out` only ever touch copies.
final class Sandbox: @unchecked Sendable {
  static let shared = Sandbox()

  let directory: String
  private let files: [(name: String, contents: Data)]

  private init() {
    directory = NSTemporaryDirectory() + "kbpolicy-fuzz-sandbox-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var files: [(String, Data)] = []
    for (name, relative) in [
      ("p.kbpolicy", "rules/examples/checkout.kbpolicy"),
      ("s.json", "rules/examples/checkout.scene.json"),
      ("e.events", "rules/examples/checkout.events"),
      ("d.storyboard", "rules/examples/Checkout.storyboard"),
      ("x.xib", "Tests/InterfaceBuilderTests/Fixtures/Login.xib"),
    ] {
      let data =
        FileManager.default.contents(atPath: repository.appendingPathComponent(relative).path)
        ?? Data("version 1\n".utf8)
      files.append((name, data))
    }
    self.files = files
    _ = FileManager.default.changeCurrentDirectoryPath(directory)
  }

  /// Puts the example files back (and removes what the last input wrote).
  func refresh() {
    let fm = FileManager.default
    for name in (try? fm.contentsOfDirectory(atPath: directory)) ?? [] {
      try? fm.removeItem(atPath: directory + "/" + name)
    }
    for (name, contents) in files {
      _ = fm.createFile(atPath: directory + "/" + name, contents: contents)
    }
  }

  /// An argument that cannot name anything outside the sandbox: no `/`, no leading `..`.
  static func confine(_ argument: String) -> String {
    var text = argument.replacingOccurrences(of: "/", with: "_")
    if let equals = text.firstIndex(of: "="), text.hasPrefix("-") {
      let value = String(text[text.index(after: equals)...])
      if value.hasPrefix("..") { text = String(text[...equals]) + "_" + value }
    } else if text.hasPrefix("..") {
      text = "_" + text
    }
    return text
  }
}
