import AvoidanceEngine
import InterfaceBuilder
import PolicyExplain
import PolicyLanguage
import SceneModel

/// A compiled policy and the sources its rules point into.
struct LoadedPolicy: Sendable {
  var path: String
  var policy: Policy
  var source: SourceFile
  var syntax: PolicyFile?
  var sources: [String: SourceFile]
}

/// A loaded scene (JSON, or one controller of an Interface Builder document).
struct LoadedScene: Sendable {
  var scene: Scene
  var imported: ImportedScene?
}

/// A parsed event script.
struct LoadedEvents: Sendable {
  var events: [ScriptedEvent]
  var source: SourceFile
}

/// Why a test could not run: its errors, the files they point into, and a key so a broken file
/// is shown in full only once per run.
struct LoadFailure: Error {
  /// The error at the test's own line (always shown).
  var headline: Diagnostic
  /// The file's own errors (shown the first time).
  var details: [Diagnostic] = []
  var sources: [String: SourceFile] = [:]
  var key: String
}

extension PolicyTestRunner {
  /// The failure's diagnostics to attach to a test (details only the first time).
  mutating func report(_ failure: LoadFailure, sources: inout [String: SourceFile])
    -> [Diagnostic]
  {
    for (path, source) in failure.sources { sources[path] = source }
    guard reported.insert(failure.key).inserted else { return [failure.headline] }
    return [failure.headline] + failure.details
  }

  static func failure(
    _ message: TestMessage, at reference: TestPath, key: String, notes: [Diagnostic.Note] = [],
    fixIts: [Diagnostic.FixIt] = []
  ) -> LoadFailure {
    LoadFailure(
      headline: Diagnostic(message, at: reference.range, notes: notes, fixIts: fixIts), key: key)
  }

  /// Reads a file a test names; a missing file gets a did-you-mean from its directory.
  func read(_ reference: TestPath, testFile: String) -> Result<SourceFile, LoadFailure> {
    let path = TestPaths.resolve(reference.path, relativeTo: testFile)
    if let reason = confinement(of: reference.path, resolved: path, testFile: testFile) {
      return .failure(
        Self.failure(
          .unreadableFile(path, reason: reason, suggestion: nil), at: reference,
          key: "read:" + path))
    }
    switch files.read(path) {
    case .success(let text): return .success(SourceFile(path: path, text: text))
    case .failure(let error):
      let directory = TestPaths.directory(of: path)
      let name = TestPaths.fileName(reference.path)
      let suggestion = Suggestions.closest(
        to: name, in: files.list(directory.isEmpty ? "." : directory).filter { $0 != name })
      let written = reference.path
      let replacement = suggestion.map { s -> String in
        let prefix = written.hasSuffix(name) ? String(written.dropLast(name.count)) : ""
        return prefix + s
      }
      return .failure(
        Self.failure(
          .unreadableFile(path, reason: error.message, suggestion: replacement),
          at: reference, key: "read:" + path,
          fixIts: replacement.map {
            [.replacing(reference.range, written, with: $0, writing: "\"\($0)\"")]
          } ?? []))
    }
  }

  /// Whether the first line with code (past blank and comment lines) starts with `version`.
  static func startsLikeAPolicy(_ text: String) -> Bool {
    for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" }) {
      let code = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{FEFF}" }
      if code.isEmpty || code.hasPrefix("#") { continue }
      return code.hasPrefix("version")
    }
    return false
  }

  /// Why a path a test names may not be read, if it may not: `-`, or a path (absolute, or with
  /// `..`) that leaves the test file's directory (or `root`), or one that leads out of it through
  /// a link (also when the file does not exist: the directory it would be in). Checked before
  /// any read, so nothing outside the tree is opened, listed or shown.
  func confinement(of written: String, resolved: String, testFile: String) -> String? {
    if written == "-" {
      return "a test names files by path; '-' (standard input) is not one"
    }
    let tree = root ?? TestPaths.directory(of: testFile)
    let base = absolute(tree)
    let target = absolute(resolved)
    let shown = tree.isEmpty ? "." : tree
    guard Self.contains(base, target) else {
      return "it is outside the test file's directory '\(shown)' "
        + "('kbpolicy test --root DIR' widens it)"
    }
    // Where the path leads once symbolic links are followed (a link inside the tree may point
    // anywhere): that must be inside the tree too. A path that does not exist is judged by the
    // nearest directory above it that does (`etclink/passwdd` by `etclink`): its did-you-mean
    // would list that directory.
    guard let realPath = files.realPath, let realBase = realPath(base) else { return nil }
    var probe = target
    var realTarget = realPath(probe)
    while realTarget == nil, probe.count > base.count {
      probe = TestPaths.directory(of: probe)
      realTarget = realPath(probe)
    }
    guard let realTarget, !Self.contains(realBase, realTarget) else { return nil }
    return "it is a symbolic link (or is reached through one) that leads outside the test "
      + "file's directory '\(shown)' ('kbpolicy test --root DIR' widens it)"
  }

  /// Whether absolute path `target` is `base` or lies below it.
  static func contains(_ base: String, _ target: String) -> Bool {
    base == "/" || target == base || target.hasPrefix(base + "/")
  }

  /// `path` from the filesystem root, cleaned lexically (`workingDirectory` before a relative
  /// one).
  private func absolute(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    let cleaned = TestPaths.resolve(joined, relativeTo: "")
    return cleaned.hasPrefix("/") ? cleaned : "/" + cleaned
  }

  /// The policy at `reference`, compiled once per run.
  mutating func loadPolicy(_ reference: TestPath, testFile: String)
    -> Result<LoadedPolicy, LoadFailure>
  {
    let resolved = TestPaths.resolve(reference.path, relativeTo: testFile)
    if let cached = policies[resolved] { return .success(cached) }
    let source: SourceFile
    switch read(reference, testFile: testFile) {
    case .success(let read): source = read
    case .failure(let failure): return .failure(failure)
    }
    let path = source.path
    let compiled = Policy.compile(source)
    let sources = [Policy.defaultPolicyPath: Policy.defaultSource].merging([path: source]) {
      _, user in user
    }
    guard let policy = compiled.policy else {
      let errors = compiled.diagnostics.filter { $0.severity == .error }
      var failure = Self.failure(
        .policyErrors(path, count: errors.count), at: reference, key: "policy:" + path)
      // A file that does not even start like a policy (`version`) is not shown line by line:
      // it may be anything (a credentials file), and its lines are not policy errors.
      failure.details = Self.startsLikeAPolicy(source.text) ? errors : []
      failure.sources = sources
      return .failure(failure)
    }
    let loaded = LoadedPolicy(
      path: path, policy: policy, source: source, syntax: compiled.file, sources: sources)
    policies[resolved] = loaded
    return .success(loaded)
  }

  /// The explanation builder for a policy and a scene, built once per run.
  mutating func builderFor(
    policy: LoadedPolicy, scene reference: TestScene, setup: TestSetup, testFile: String
  ) -> Result<ExplanationBuilder, LoadFailure> {
    let resolved = TestPaths.resolve(reference.path.path, relativeTo: testFile)
    var sceneKey = resolved
    if case .interfaceBuilder(_, let controller, _) = reference {
      sceneKey += "#" + (controller ?? "")
    }
    if let height = setup.keyboardHeight { sceneKey += "@\(height)" }
    if let device = setup.device { sceneKey += "~" + device }
    if let mount = setup.mount {
      sceneKey += "+" + TestPaths.resolve(mount.xib.path, relativeTo: testFile) + "@" + mount.table
    }
    let builderKey = policy.path + "\n" + sceneKey
    if let cached = builders[builderKey] { return .success(cached) }
    let loaded: LoadedScene
    if let cached = scenes[sceneKey] {
      loaded = cached
    } else {
      switch loadScene(
        reference, keyboardHeight: setup.keyboardHeight, mount: setup.mount,
        device: setup.device, testFile: testFile)
      {
      case .success(let value): loaded = value
      case .failure(let failure): return .failure(failure)
      }
      scenes[sceneKey] = loaded
    }
    let scene = loaded.imported?.scene(refinedBy: policy.policy.classHierarchy) ?? loaded.scene
    let builder = ExplanationBuilder(
      policy: policy.policy, source: policy.source, syntax: policy.syntax, scene: scene,
      keyboard: nil, includesWhatIfs: false)
    builders[builderKey] = builder
    return .success(builder)
  }

  /// Reads and decodes a scene; scene and import errors become one error with a note each.
  func loadScene(
    _ reference: TestScene, keyboardHeight: Double?, mount: TestMount? = nil,
    device: String? = nil, testFile: String
  ) -> Result<LoadedScene, LoadFailure> {
    let path: String
    let text: String
    switch read(reference.path, testFile: testFile) {
    case .success(let read): (path, text) = (read.path, read.text)
    case .failure(let failure): return .failure(failure)
    }
    func sceneFailure(_ message: TestMessage, notes: [Diagnostic.Note]) -> LoadFailure {
      Self.failure(
        message, at: reference.path, key: "scene:" + path, notes: Array(notes.prefix(20)))
    }
    switch reference {
    case .json:
      let result = Scene.decode(json: text)
      guard var scene = result.scene else {
        let errors = result.issues.filter { $0.severity == .error }
        return .failure(
          sceneFailure(.sceneErrors(path), notes: errors.map(Diagnostic.Note.sceneIssue)))
      }
      if let keyboardHeight { scene.keyboard = .height(keyboardHeight) }
      return .success(LoadedScene(scene: scene, imported: nil))
    case .interfaceBuilder(_, let controller, let controllerRange):
      var options = ImportOptions(device: device)
      options.keyboardHeight = keyboardHeight
      var documents = [InterfaceBuilderDocument(path: path, bytes: Array(text.utf8))]
      if let mount {
        switch read(mount.xib, testFile: testFile) {
        case .success(let xib):
          documents.append(InterfaceBuilderDocument(path: xib.path, bytes: Array(xib.text.utf8)))
          let name = TestPaths.fileName(xib.path)
          options.mounts = [
            Mount(
              view: name.hasSuffix(".xib") ? String(name.dropLast(4)) : name, table: mount.table)
          ]
        case .failure(let failure): return .failure(failure)
        }
      }
      let result = InterfaceBuilderImporter(options: options).importDocuments(documents)
      guard result.errors.isEmpty else {
        return .failure(
          sceneFailure(
            .documentErrors(path), notes: result.errors.map(Diagnostic.Note.importIssue)))
      }
      switch result.select(controller: controller) {
      case .scene(let imported):
        return .success(LoadedScene(scene: imported.scene, imported: imported))
      case .ambiguous(let candidates):
        var failure = sceneFailure(
          controller.map { .ambiguousController($0, in: path) }
            ?? .severalControllers(in: path, count: candidates.count),
          notes: candidates.map { Diagnostic.Note(message: $0.summary) })
        if let controllerRange { failure.headline.range = controllerRange }
        return .failure(failure)
      case .notFound(let issue):
        var failure = sceneFailure(.controllerNotFound(in: path, issue), notes: [])
        if let controllerRange { failure.headline.range = controllerRange }
        return .failure(failure)
      }
    }
  }
}
