import Foundation
import Testing

/// The plugins run from the prebuilt tool: `scripts/artifact-bundle.sh` packs the `kbpolicy` the
/// fixture built into an artifact bundle and writes the `KeyboardPolicyPlugins` package over it; a
/// copy of the fixture that depends on that package instead of this checkout builds with the
/// build-tool plugin and runs the command plugin without compiling `kbpolicy`.
///
/// Part of `PluginTests` (serialized: the bundle is made from the binary in the shared scratch
/// path). The Linux variant only: the macOS one is built by the release workflow on a Mac.
extension PluginTests {
  @Test func pluginsRunFromThePrebuiltArtifactBundleWithoutBuildingKbpolicy() throws {
    // The from-source build gives the binary to pack (already built by the other plugin tests).
    let source = try fixture.build(["--target", "App"])
    #expect(source.status == 0, "\(source.output)")
    // SwiftPM names a tool it builds for a plugin `NAME-tool`.
    let binary = try #require(
      ["debug/kbpolicy-tool", "debug/kbpolicy"].map(fixture.scratch.appendingPathComponent)
        .first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "the from-source build left no kbpolicy in \(fixture.scratch.path)/debug")

    let base = fixture.scratch.deletingLastPathComponent().appendingPathComponent("prebuilt")
    try? FileManager.default.removeItem(at: base)
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    let script = fixture.root.appendingPathComponent("scripts/artifact-bundle.sh").path
    let bundled = try PluginFixture.run(
      ["bash", script, "bundle", "--binary", binary.path, "--out", base.path], in: base)
    #expect(bundled.status == 0, "\(bundled.output)")
    let bundle = base.appendingPathComponent("kbpolicy.artifactbundle")
    // A path dependency's identity is its directory's name: the package's own name.
    let plugins = base.appendingPathComponent("KeyboardPolicyPlugins")
    let written = try PluginFixture.run(
      ["bash", script, "plugins", plugins.path, "--bundle", bundle.path], in: base)
    #expect(written.status == 0, "\(written.output)")

    // The fixture again, depending on the prebuilt plugins package.
    let app = base.appendingPathComponent("PluginFixture")
    try FileManager.default.copyItem(
      at: fixture.root.appendingPathComponent("Tests/KBPolicyPluginTests/Fixtures/PluginFixture"),
      to: app)
    let manifest = app.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try text.replacingOccurrences(of: "\"../../../..\"", with: "\"\(plugins.path)\"")
      .replacingOccurrences(
        of: "package: \"KeyboardPolicy\"", with: "package: \"KeyboardPolicyPlugins\""
      ).write(to: manifest, atomically: true, encoding: .utf8)
    let scratch = base.appendingPathComponent("scratch")

    let build = try PluginFixture.run(
      ["swift", "build", "--target", "App", "--scratch-path", scratch.path], in: app)
    #expect(build.status == 0, "\(build.output)")
    let policy = app.appendingPathComponent("Sources/App/app.kbpolicy").path
    #expect(
      build.output.contains("\(policy):8:3: warning: 'enable in' changes nothing"),
      "\(build.output)")
    // Nothing of kbpolicy was compiled: no module of this package, no kbpolicy product.
    for module in ["PolicyLanguage", "KBPolicyCLI", "kbpolicy"] {
      #expect(!build.output.contains("Compiling \(module)"), "\(build.output)")
      #expect(
        !FileManager.default.fileExists(
          atPath: scratch.appendingPathComponent("debug/\(module).build").path))
    }
    #expect(
      !FileManager.default.fileExists(atPath: scratch.appendingPathComponent("debug/kbpolicy").path)
    )

    // The command plugin runs the same binary.
    let tests = try PluginFixture.run(
      [
        "swift", "package", "--scratch-path", scratch.path, "--allow-writing-to-package-directory",
        "kbpolicy", "test", "--target", "App",
      ], in: app)
    #expect(tests.status == 0, "\(tests.output)")
    #expect(tests.output.contains("1 test ran: 1 passed, 0 failed"), "\(tests.output)")
  }
}
