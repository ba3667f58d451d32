import Foundation
import PackagePlugin

/// `swift package kbpolicy lint|fmt|test [--target T]... [OPTIONS] [PATH...]`: runs `kbpolicy`
/// over the package's policies (`.kbpolicy`) or policy tests (`.kbtest`).
///
/// With no PATH, the files come from the package's targets (every target, or the ones named with
/// `--target`). Other options pass through to `kbpolicy` (`--strict`, `--reporter sarif`,
/// `--check`, `--update`). `fmt` rewrites files, so the plugin asks for permission to write to
/// the package directory (`--allow-writing-to-package-directory`).
@main
struct KBPolicyCommandPlugin: CommandPlugin {
  /// Each verb's `kbpolicy` options that take a value (so their values are not read as paths).
  static let valueOptions: [String: Set<String>] = [
    "lint": ["--reporter", "--scene", "--storyboard", "--xib", "--sources"],
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
    if paths.isEmpty {
      let suffix = verb == "test" ? "kbtest" : "kbpolicy"
      let targets =
        targetNames.isEmpty
        ? context.package.targets : try context.package.targets(named: targetNames)
      paths = targets.compactMap(\.sourceModule).flatMap { module in
        module.sourceFiles(withSuffix: suffix).map(\.url.path)
      }.sorted()
      // As the CLI does with a directory holding none: an error, so CI cannot go green with
      // nothing checked.
      guard !paths.isEmpty else {
        let targets =
          targetNames.isEmpty
          ? "the package's targets" : "targets \(targetNames.joined(separator: ", "))"
        throw PluginError(
          "kbpolicy \(verb): no .\(suffix) files in \(targets)"
            + (verb == "test" ? ": 0 tests ran" : ": nothing was checked"))
      }
    }
    let tool = try context.tool(named: "kbpolicy")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = [verb] + options + paths
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw PluginError("kbpolicy \(verb) failed (exit code \(process.terminationStatus))")
    }
  }
}

/// A one-line failure, shown by `swift package` as `error: ...`.
struct PluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
