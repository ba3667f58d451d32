import Foundation
import TestSupport
import Testing

/// The package snippets of the documents resolve as written: a version requirement (`from:`,
/// `exact:`) names a tag of this repository; otherwise the snippet depends on a branch, a
/// revision or a path, which need no release.
@Suite struct PackageSnippetTests {
  /// This repository's tags (`git tag`); empty when there are none.
  static func tags() throws -> Set<String> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", Repository.root.path, "tag"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
  }

  @Test func everyPackageSnippetResolvesAsWritten() throws {
    let tags = try Self.tags()
    let regex = try NSRegularExpression(pattern: #"\.package\(([^)]*)\)"#)
    var checked = 0
    for document in Repository.documents {
      let text = try Repository.text(document)
      for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let arguments = (text as NSString).substring(with: match.range(at: 1))
        let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
        checked += 1
        let version = try NSRegularExpression(pattern: #"(from|exact): *"([^"]*)""#)
          .firstMatch(in: arguments, range: NSRange(arguments.startIndex..., in: arguments))
        if let version {
          let tag = (arguments as NSString).substring(with: version.range(at: 2))
          #expect(
            tags.contains(tag),
            "\(document):\(line): '.package(\(arguments))' asks for version \(tag), which is no tag of this repository: it cannot resolve"
          )
        } else {
          #expect(
            ["path:", "branch:", "revision:"].contains { arguments.contains($0) },
            "\(document):\(line): '.package(\(arguments))' names no version, branch, revision or path"
          )
        }
      }
    }
    #expect(checked >= 2, "the documents show no package snippet")
  }

  /// The build plugin lints a policy only when it changed, so its warnings do not show again on
  /// the next build; README says so (SwiftLint's plugin documents the same limit).
  @Test func readmeStatesTheBuildPluginsWarningLimit() throws {
    let readme = try Repository.text("docs/plugins.md")
    #expect(readme.contains("warnings therefore show on the build that linted it"))
  }
}
