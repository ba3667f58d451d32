import Foundation
import Testing

/// `scripts/artifact-bundle.sh` on its own: the bundle's `info.json` lists each variant the bundle
/// holds with the triples it serves, `merge` adds another machine's variant, and the plugins
/// package takes a release URL only with a checksum SwiftPM can check. No `swift build` here.
struct ArtifactBundleScriptTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbpolicy-bundle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A stand-in executable (the script packs any executable file; the plugin tests pack the real
  /// tool).
  func executable(in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent("tool")
    try "#!/bin/sh\necho kbpolicy 0.0.0\n".write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    return url
  }

  func script(_ arguments: [String], in directory: URL) throws -> PluginFixture.Run {
    try PluginFixture.run(
      ["bash", root.appendingPathComponent("scripts/artifact-bundle.sh").path] + arguments,
      in: directory)
  }

  struct Info: Decodable {
    struct Artifact: Decodable {
      struct Variant: Decodable {
        var path: String
        var supportedTriples: [String]
      }
      var version: String
      var type: String
      var variants: [Variant]
    }
    var schemaVersion: String
    var artifacts: [String: Artifact]
  }

  func info(_ bundle: URL) throws -> Info {
    try JSONDecoder().decode(
      Info.self, from: Data(contentsOf: bundle.appendingPathComponent("info.json")))
  }

  @Test func bundleListsThisMachinesVariantAndMergeAddsAnother() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tool = try executable(in: directory)
    let out = directory.appendingPathComponent("out")
    let made = try script(["bundle", "--binary", tool.path, "--out", out.path], in: directory)
    #expect(made.status == 0, "\(made.output)")
    let bundle = out.appendingPathComponent("kbpolicy.artifactbundle")
    let first = try info(bundle)
    #expect(first.schemaVersion == "1.0")
    let artifact = try #require(first.artifacts["kbpolicy"])
    #expect(artifact.type == "executable")
    // The tool's own version, as `kbpolicy --version` prints it.
    let cli = try String(
      contentsOf: root.appendingPathComponent("Sources/KBPolicyCLI/KBPolicy.swift"), encoding: .utf8
    )
    #expect(cli.contains("public static let version = \"\(artifact.version)\""))
    #if os(Linux) && arch(x86_64)
      #expect(artifact.variants.map(\.path) == ["kbpolicy-linux-x86_64/bin/kbpolicy"])
      #expect(artifact.variants.map(\.supportedTriples) == [["x86_64-unknown-linux-gnu"]])
    #endif
    for variant in artifact.variants {
      #expect(
        FileManager.default.isExecutableFile(
          atPath: bundle.appendingPathComponent(variant.path).path))
    }

    // Another machine's bundle (a macOS variant) merged in: both listed, in name order.
    let other = directory.appendingPathComponent("other/kbpolicy.artifactbundle")
    let mac = other.appendingPathComponent("kbpolicy-macos/bin")
    try FileManager.default.createDirectory(at: mac, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: tool, to: mac.appendingPathComponent("kbpolicy"))
    try "{}".write(to: other.appendingPathComponent("info.json"), atomically: true, encoding: .utf8)
    let merged = try script(["merge", out.path, other.path], in: directory)
    #expect(merged.status == 0, "\(merged.output)")
    let both = try #require(try info(bundle).artifacts["kbpolicy"])
    #expect(both.variants.count == artifact.variants.count + 1)
    let macVariant = try #require(both.variants.first { $0.path == "kbpolicy-macos/bin/kbpolicy" })
    #expect(macVariant.supportedTriples == ["arm64-apple-macosx", "x86_64-apple-macosx"])
    #expect(both.variants.map(\.path) == both.variants.map(\.path).sorted())
  }

  @Test func aVariantWithoutAnExecutableIsRefused() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let other = directory.appendingPathComponent("other/kbpolicy.artifactbundle")
    try FileManager.default.createDirectory(
      at: other.appendingPathComponent("kbpolicy-macos/bin"), withIntermediateDirectories: true)
    try "{}".write(to: other.appendingPathComponent("info.json"), atomically: true, encoding: .utf8)
    let run = try script(
      ["merge", directory.appendingPathComponent("out").path, other.path], in: directory)
    #expect(run.status == 1)
    #expect(
      run.output.contains("kbpolicy-macos/bin/kbpolicy is missing or not executable"),
      "\(run.output)")
  }

  @Test func thePluginsPackageNamesTheReleaseByURLAndChecksum() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("KeyboardPolicyPlugins")
    let url = "https://example.com/releases/kbpolicy-0.1.0.artifactbundle.zip"
    let checksum = String(repeating: "0123456789abcdef", count: 4)
    let run = try script(
      ["plugins", out.path, "--url", url, "--checksum", checksum], in: directory)
    #expect(run.status == 0, "\(run.output)")
    let manifest = try String(
      contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      manifest.contains(
        ".binaryTarget(name: \"kbpolicy\", url: \"\(url)\", checksum: \"\(checksum)\")"))
    // The plugins' declarations and sources are this repository's, unchanged.
    let ours = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for name in ["KBPolicyBuildToolPlugin", "KBPolicyCommandPlugin"] {
      #expect(manifest.contains("name: \"\(name)\""))
      let file = "Plugins/\(name)/\(name).swift"
      #expect(
        try Data(contentsOf: out.appendingPathComponent(file))
          == Data(contentsOf: root.appendingPathComponent(file)))
    }
    #expect(
      manifest.contains(
        ours.components(separatedBy: "capability: .command(")[1].components(
          separatedBy: "dependencies: [\"kbpolicy\"]")[0]))

    // A checksum SwiftPM cannot check, or a URL that is not an https zip, is refused.
    for arguments in [
      ["--url", url, "--checksum", "abc"],
      ["--url", "http://example.com/kbpolicy.artifactbundle.zip", "--checksum", checksum],
      ["--url", "https://example.com/a\"b.artifactbundle.zip", "--checksum", checksum],
    ] {
      let refused = try script(["plugins", out.path] + arguments, in: directory)
      #expect(refused.status == 1, "\(arguments): \(refused.output)")
    }
  }
}
