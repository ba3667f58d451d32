import Foundation
import PackagePlugin

/// Lints every `.kbpolicy` file of the target it is applied to, at build time.
///
/// One build command per policy: `kbpolicy lint --reporter xcode --stamp STAMP --sources-from
/// LIST FILE`, where LIST (in the plugin's work directory) names the target's Swift and
/// Objective-C files one a line (so the policy knows every controller class the target defines
/// without `class` lines, and lint's `unknown-screen` every SwiftUI screen and field name its
/// `.keyboardPolicyScreen` / `.keyboardPolicyField` calls give; a list keeps the command line
/// short however big the app), with the
/// policy and those files as its inputs and the stamp as its output: the build system re-lints a policy only when it,
/// the target's code (or `kbpolicy`) changed. Findings print as `file:line:column: warning: ...`, which
/// `swift build` and Xcode show inline; an error exits non-zero and fails the build. `kbpolicy`
/// is built from source as this plugin's dependency.
///
/// The stamp is a Swift file holding one comment: SwiftPM and Xcode run a build command only
/// when the target consumes its output, and a Swift file is an output every target compiles.
@main
struct KBPolicyBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let policies = module.sourceFiles(withSuffix: "kbpolicy").map(\.url)
    return try Self.commands(
      policies: policies, code: module.sourceFiles.map(\.url),
      tool: context.tool(named: "kbpolicy").url, workDirectory: context.pluginWorkDirectoryURL)
  }

  /// The file listing the target's code for `--sources-from`, in the work directory.
  static func sourceList(in workDirectory: URL) -> URL {
    workDirectory.appending(path: "kbpolicy-sources.txt")
  }

  /// Writes `sources` one a line to `list` (left as it is when it already says so). A path
  /// holding a line break cannot be a line of the list: it is returned, for `--sources`.
  static func writeSourceList(_ sources: [URL], to list: URL) throws -> [URL] {
    var listed: [URL] = []
    var unlisted: [URL] = []
    for source in sources {
      if source.path.contains("\n") || source.path.contains("\r") {
        unlisted.append(source)
      } else {
        listed.append(source)
      }
    }
    let text = listed.map { $0.path + "\n" }.joined()
    if (try? String(contentsOf: list, encoding: .utf8)) != text {
      try FileManager.default.createDirectory(
        at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: list, options: .atomic)
    }
    return unlisted
  }

  /// The suffixes of the Swift and Objective-C files passed with `--sources`.
  static let codeExtensions: Set<String> = ["swift", "m", "mm", "h"]

  /// One lint command per policy, each with its own stamp; `code` is the target's files (the
  /// Swift and Objective-C ones among them are listed for `--sources-from`).
  static func commands(policies: [URL], code: [URL], tool: URL, workDirectory: URL) throws
    -> [Command]
  {
    let sources = code.filter { codeExtensions.contains($0.pathExtension) }.sorted {
      $0.path < $1.path
    }
    var sourceArguments: [String] = []
    if !sources.isEmpty, !policies.isEmpty {
      let list = sourceList(in: workDirectory)
      let unlisted = try writeSourceList(sources, to: list)
      sourceArguments =
        ["--sources-from", list.path] + unlisted.flatMap { ["--sources", $0.path] }
    }
    var used: [String: Int] = [:]
    return policies.sorted { $0.path < $1.path }.map { policy in
      let stem = stampStem(for: policy)
      used[stem, default: 0] += 1
      let count = used[stem] ?? 1
      let name = "kbpolicy-lint_" + stem + (count > 1 ? "_\(count)" : "") + ".swift"
      let stamp = workDirectory.appending(path: name)
      return .buildCommand(
        displayName: "kbpolicy lint \(policy.lastPathComponent)",
        executable: tool,
        arguments: ["lint", "--reporter", "xcode", "--stamp", stamp.path] + sourceArguments + [
          policy.path
        ],
        inputFiles: [policy] + sources,
        outputFiles: [stamp])
    }
  }

  /// `app.kbpolicy` → `app` (letters and digits kept, the rest `_`); two policies with one
  /// name get `_2`, `_3`: a module cannot compile two files with one name.
  static func stampStem(for policy: URL) -> String {
    let stem = policy.deletingPathExtension().lastPathComponent
    return String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension KBPolicyBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let policies = target.inputFiles.filter { $0.url.pathExtension == "kbpolicy" }.map(\.url)
      return try Self.commands(
        policies: policies, code: target.inputFiles.map(\.url),
        tool: context.tool(named: "kbpolicy").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
