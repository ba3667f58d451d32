import Foundation

/// The cost of the plugins in an app's clean build: the plugin-test fixture
/// (`Tests/KBPolicyPluginTests/Fixtures/PluginFixture`) built from an empty scratch path with the
/// plugins from source (SwiftPM compiles `kbpolicy` first) against the same fixture over the
/// prebuilt plugins package (`scripts/artifact-bundle.sh`, the tool an artifact bundle). Run only
/// when asked (`--only=plugin-build`): each build is one clean build of minutes, so the figure is
/// one sample of each, not a median.
enum PluginBuildBench {
  /// This checkout: three folders up from this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func run() -> [BenchRow] {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbpolicy-bench-plugin-build-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: base) }
    do {
      try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
      progress("plugin-build: a clean build of the fixture with the plugins from source")
      let source = base.appendingPathComponent("source")
      let fromSource = try cleanBuild(
        fixtureAt: source, dependency: root.path, package: root.lastPathComponent)
      // The bundle holds the binary that build made (the app's build time does not depend on
      // how the tool was built).
      // SwiftPM names a tool it builds for a plugin `NAME-tool`.
      let binary = source.appendingPathComponent("scratch/debug/kbpolicy-tool")
      let script = root.appendingPathComponent("scripts/artifact-bundle.sh").path
      try shell(["bash", script, "bundle", "--binary", binary.path, "--out", base.path], in: base)
      let plugins = base.appendingPathComponent("KeyboardPolicyPlugins")
      try shell(
        [
          "bash", script, "plugins", plugins.path, "--bundle",
          base.appendingPathComponent("kbpolicy.artifactbundle").path,
        ], in: base)
      progress("plugin-build: a clean build of the fixture with the prebuilt plugins")
      let prebuilt = try cleanBuild(
        fixtureAt: base.appendingPathComponent("prebuilt"), dependency: plugins.path,
        package: "KeyboardPolicyPlugins")
      return [
        BenchRow(
          section: "plugin-build", name: "clean build of an app target, prebuilt plugins",
          value: prebuilt, unit: "s", baselineName: "plugins from source", baseline: fromSource,
          ratio: fromSource / prebuilt, goal: ">= 5x faster than from source",
          met: fromSource / prebuilt >= 5)
      ]
    } catch {
      progress("plugin-build: \(error)")
      return []
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Copies the fixture to `directory`, points its dependency at `dependency` (a package whose
  /// identity is `package`), and times `swift build --target App` from an empty scratch path.
  static func cleanBuild(fixtureAt directory: URL, dependency: String, package: String) throws
    -> Double
  {
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("Tests/KBPolicyPluginTests/Fixtures/PluginFixture"),
      to: directory)
    let manifest = directory.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try text.replacingOccurrences(of: "\"../../../..\"", with: "\"\(dependency)\"")
      .replacingOccurrences(of: "package: \"KeyboardPolicy\"", with: "package: \"\(package)\"")
      .write(to: manifest, atomically: true, encoding: .utf8)
    let start = Bench.clock.now
    try shell(
      [
        "swift", "build", "--target", "App", "--scratch-path",
        directory.appendingPathComponent("scratch").path,
      ], in: directory)
    return Bench.seconds(Bench.clock.now - start)
  }

  /// Runs `arguments` in `directory`; a non-zero exit throws with the command's output.
  static func shell(_ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw Failure(
        description: "\(arguments.joined(separator: " ")) failed: "
          + String(decoding: output.suffix(2000), as: UTF8.self))
    }
  }
}
