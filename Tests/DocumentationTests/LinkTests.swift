import Foundation
import TestSupport
import Testing

/// Every relative link in the documents reaches a file of the repository, and every `#anchor`
/// a heading of that file (as GitHub names headings), so moving a section into docs/ cannot
/// leave a link behind.
@Suite struct LinkTests {
  /// `(document, line, target)` for each Markdown link outside code fences and code spans.
  static func links(in text: String) -> [(line: Int, target: String)] {
    var result: [(Int, String)] = []
    var fenced = false
    let regex = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        fenced.toggle()
        continue
      }
      guard !fenced else { continue }
      // Code spans (`…`) hold sample text, not links.
      let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      for match in regex.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)) {
        result.append((index + 1, (prose as NSString).substring(with: match.range(at: 1))))
      }
    }
    return result
  }

  /// GitHub's anchors for a document's headings: lower-cased, punctuation dropped, spaces to
  /// hyphens, a repeated heading numbered (`-1`, `-2`).
  static func anchors(in text: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var result: Set<String> = []
    var fenced = false
    for raw in text.split(separator: "\n") {
      let line = String(raw)
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { fenced.toggle() }
      guard !fenced, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let slug = String(
        title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
          if scalar == " " { return "-" }
          if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
            return Character(scalar)
          }
          return nil
        })
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      result.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return result
  }

  @Test func slugsAreGitHubs() {
    let text =
      "# A\n## Why is (or isn't) my field moving? `kbpolicy explain`\n## A\n### `--format json`\n"
    #expect(
      Self.anchors(in: text) == [
        "a", "why-is-or-isnt-my-field-moving-kbpolicy-explain", "a-1", "--format-json",
      ])
    #expect(
      Self.links(in: "see [x](docs/a.md#b) and `[y](z)`\n```\n[q](r)\n```").map(\.target) == [
        "docs/a.md#b"
      ])
  }

  @Test(arguments: Repository.documents)
  func everyLinkResolves(_ document: String) throws {
    let text = try Repository.text(document)
    let directory = (document as NSString).deletingLastPathComponent
    for (line, target) in Self.links(in: text) {
      if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:")
      {
        continue
      }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let file =
        path.isEmpty
        ? document
        : ((directory as NSString).appendingPathComponent(path) as NSString).standardizingPath
      guard FileManager.default.fileExists(atPath: Repository.url(file).path) else {
        Issue.record("\(document):\(line): the link '\(target)' names no file of the repository")
        continue
      }
      guard parts.count == 2 else { continue }
      let anchor = String(parts[1])
      let targetText = try Repository.text(file)
      #expect(
        Self.anchors(in: targetText).contains(anchor),
        "\(document):\(line): the link '\(target)' names no heading of \(file)")
    }
  }
}
