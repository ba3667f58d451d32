import Foundation

/// The repository's files, found from this source file's location (tests run from any directory).
public enum Repository {
  /// The repository root (the directory holding `Package.swift`).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The URL of a repository file such as `rules/examples/checkout.scene.json`.
  public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// The UTF-8 text of a repository file such as `README.md`.
  public static func text(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }
}

extension Repository {
  /// The repository-relative path of `url` (`rules/default.kbpolicy`), for readable test names;
  /// the full path when `url` is outside the repository.
  public static func relativePath(of url: URL) -> String {
    let rootPath = root.path
    return url.path.hasPrefix(rootPath + "/")
      ? String(url.path.dropFirst(rootPath.count + 1)) : url.path
  }
}

extension Repository {
  /// The Markdown documents a reader is sent to: README.md, grammar.md, ARCHITECTURE.md and
  /// every `docs/*.md` (the reference README links), repository-relative, in a stable order.
  public static var documents: [String] {
    let docs =
      ((try? FileManager.default.contentsOfDirectory(atPath: url("docs").path)) ?? [])
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return ["README.md", "grammar.md", "ARCHITECTURE.md"] + docs
  }
}
