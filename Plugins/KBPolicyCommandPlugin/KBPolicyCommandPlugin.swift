import Foundation
import PackagePlugin

/// `swift package kbpolicy lint|fmt|test [--target T]... [OPTIONS] [PATH...]`: runs `kbpolicy`
/// over the package's policies (`.kbpolicy`) or policy tests (`.kbtest`).
///
/// With no PATH, the files come from the package's targets (every target, or the ones named with
/// `--target`). `lint` gets the targets' Swift and Objective-C code as the build-tool plugin
/// passes it (`--sources-from` a list in the plugin's work directory), so a class the code
/// declares is known here as at build time: one `kbpolicy lint` run per target with policies,
/// each with its own target's code (with PATHs: one run, with the code of the targets named, or
/// of every target). Other options pass through to `kbpolicy` (`--strict`, `--reporter sarif`,
/// `--check`, `--update`). `fmt` rewrites files, so the plugin asks for permission to write to
/// the package directory (`--allow-writing-to-package-directory`).
@main
struct KBPolicyCommandPlugin: CommandPlugin {
  /// Each verb's `kbpolicy` options that take a value (so their values are not read as paths).
  static let valueOptions: [String: Set<String>] = [
    "lint": [
      "--reporter", "--scene", "--storyboard", "--xib", "--sources", "--sources-from", "--stamp",
      "--docs-url", "--baseline", "--write-baseline", "--notes",
    ],
    "fmt": [],
    "test": ["--reporter"],
  ]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let remaining = extractor.remainingArguments
    guard let verb = remaining.first, let valueOptions = Self.valueOptions[verb] else {
      throw PluginError(
        "usage: swift package kbpolicy lint|fmt|test [--target T]... [OPTIONS] [PATH...]"
          + (remaining.first.map { " (unknown verb '\($0)')" } ?? ""))
    }
    var options: [String] = []
    var paths: [String] = []
    var index = 1
    let rest = Array(remaining)
    while index < rest.count {
      let argument = rest[index]
      if argument.hasPrefix("-") {
        options.append(argument)
        if valueOptions.contains(argument), index + 1 < rest.count {
          options.append(rest[index + 1])
          index += 1
        }
      } else {
        paths.append(argument)
      }
      index += 1
    }
    let targets =
      targetNames.isEmpty
      ? context.package.targets : try context.package.targets(named: targetNames)
    let modules = targets.compactMap(\.sourceModule)
    let tool = try context.tool(named: "kbpolicy").url
    // Each run: the files it checks and, for lint, the code whose classes it knows.
    var runs: [(paths: [String], code: [URL])] = []
    if paths.isEmpty {
      let suffix = verb == "test" ? "kbtest" : "kbpolicy"
      for module in modules {
        let files = module.sourceFiles(withSuffix: suffix).map(\.url.path).sorted()
        guard !files.isEmpty else { continue }
        runs.append((files, Self.code(of: [module])))
      }
      if verb != "lint" {
        // One run over every target's files, as before: fmt and test take no code.
        runs = runs.isEmpty ? [] : [(runs.flatMap(\.paths).sorted(), [])]
      }
      // As the CLI does with a directory holding none: an error, so CI cannot go green with
      // nothing checked.
      guard !runs.isEmpty else {
        let targets =
          targetNames.isEmpty
          ? "the package's targets" : "targets \(targetNames.joined(separator: ", "))"
        throw PluginError(
          "kbpolicy \(verb): no .\(suffix) files in \(targets)"
            + (verb == "test" ? ": 0 tests ran" : ": nothing was checked"))
      }
    } else {
      runs = [(paths, verb == "lint" ? Self.code(of: modules) : [])]
    }
    var failures: [Int32] = []
    for (index, run) in runs.enumerated() {
      var sources: [String] = []
      if !run.code.isEmpty {
        let list = context.pluginWorkDirectoryURL.appending(path: "kbpolicy-sources-\(index).txt")
        sources = try Self.sourceArguments(run.code, list: list)
      }
      let process = Process()
      process.executableURL = tool
      process.arguments = [verb] + options + sources + run.paths
      try process.run()
      process.waitUntilExit()
      if process.terminationReason != .exit || process.terminationStatus != 0 {
        failures.append(process.terminationStatus)
      }
    }
    if let status = failures.max() {
      throw PluginError("kbpolicy \(verb) failed (exit code \(status))")
    }
  }

  /// The suffixes of the Swift and Objective-C files passed as the code (as the build-tool
  /// plugin passes them).
  static let codeExtensions: Set<String> = ["swift", "m", "mm", "h"]

  /// The Swift and Objective-C files of `modules`, sorted.
  static func code(of modules: [any SourceModuleTarget]) -> [URL] {
    modules.flatMap { $0.sourceFiles.map(\.url) }
      .filter { codeExtensions.contains($0.pathExtension) }
      .sorted { $0.path < $1.path }
  }

  /// `--sources-from LIST` with `code` written to `list` one a line (a path holding a line
  /// break as `--sources PATH` instead).
  static func sourceArguments(_ code: [URL], list: URL) throws -> [String] {
    let listed = code.filter { !$0.path.contains("\n") && !$0.path.contains("\r") }
    let unlisted = code.filter { $0.path.contains("\n") || $0.path.contains("\r") }
    try FileManager.default.createDirectory(
      at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(listed.map { $0.path + "\n" }.joined().utf8).write(to: list, options: .atomic)
    return (listed.isEmpty ? [] : ["--sources-from", list.path])
      + unlisted.flatMap { ["--sources", $0.path] }
  }
}

/// A one-line failure, shown by `swift package` as `error: ...`.
struct PluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
