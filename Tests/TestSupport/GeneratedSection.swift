import Foundation
import Testing

/// A part of a repository document generated from code: the lines between
/// `<!-- generated: NAME ... -->` and `<!-- end generated: NAME -->` must be what the generator
/// renders, or the test fails (the copy is stale). `RECORD_SNAPSHOTS=1 swift test` (what
/// `scripts/generate-docs.sh` runs) writes the rendering in place instead, and the test still
/// fails, naming the file: a regeneration is read before it lands, as a golden is.
public enum GeneratedSection {
  /// The opening marker's start for section `name` (the rest of its line says where it comes
  /// from).
  public static func begin(_ name: String) -> String { "<!-- generated: \(name) " }

  /// The closing marker of section `name`.
  public static func end(_ name: String) -> String { "<!-- end generated: \(name) -->" }

  /// Checks that section `name` of the repository file `path` holds `rendered` (its lines,
  /// without the markers); records it when `RECORD_SNAPSHOTS=1`.
  public static func check(
    _ rendered: String, section name: String, in path: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let text = try Repository.text(path)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let open = lines.firstIndex(where: { $0.hasPrefix(begin(name)) }),
      let close = lines[open...].firstIndex(of: end(name))
    else {
      Issue.record(
        "\(path) has no section '\(name)' between \(begin(name))...--> and \(end(name))",
        sourceLocation: sourceLocation)
      return
    }
    let current = lines[(open + 1)..<close].joined(separator: "\n")
    let wanted = rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered
    guard current != wanted else { return }
    if Golden.isRecording {
      lines.replaceSubrange(
        (open + 1)..<close,
        with: wanted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      try lines.joined(separator: "\n").write(
        to: Repository.url(path), atomically: true, encoding: .utf8)
      Issue.record(
        "regenerated section '\(name)' of \(path) (RECORD_SNAPSHOTS=1); read it, then run again",
        sourceLocation: sourceLocation)
    } else {
      Issue.record(
        "section '\(name)' of \(path) is stale; run scripts/generate-docs.sh (or fix the generator)",
        sourceLocation: sourceLocation)
    }
  }
}
