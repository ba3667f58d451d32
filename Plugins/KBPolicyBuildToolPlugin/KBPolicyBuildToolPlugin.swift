import Foundation
import PackagePlugin

/// Lints every `.kbpolicy` file of the target it is applied to, at build time.
///
/// One build command per policy: `kbpolicy lint --reporter xcode --stamp STAMP --sources SRC...
/// FILE`, where SRC are the target's Swift and Objective-C files (so the policy knows every
/// controller class the target defines without `class` lines), with the policy and those files
/// as its inputs and the stamp as its output: the build system re-lints a policy only when it,
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

  /// The suffixes of the Swift and Objective-C files passed with `--sources`.
  static let codeExtensions: Set<String> = ["swift", "m", "mm", "h"]

  /// One lint command per policy, each with its own stamp; `code` is the target's files (the
  /// Swift and Objective-C ones among them are passed with `--sources`).
  static func commands(policies: [URL], code: [URL], tool: URL, workDirectory: URL) -> [Command] {
    let sources = code.filter { codeExtensions.contains($0.pathExtension) }.sorted {
      $0.path < $1.path
    }
    let sourceArguments = sources.flatMap { ["--sources", $0.path] }
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
