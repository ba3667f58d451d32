import PolicyLanguage

/// What a machine report (`json`, `sarif`, `github`) needs besides the findings: the directory
/// its paths are relative to, the tool's version, and how many results one run may carry.
///
/// The command line fills it in (the repository root above the working directory); library
/// callers that leave it empty get paths as given.
public struct ReportContext: Sendable {
  /// The most results a `json` or `sarif` report carries in one run: below GitHub code
  /// scanning's 25,000 per run. Past it the report says how many were left out. (The 100 per
  /// file of the other reporters is for people reading them.)
  public static let maximumResults = 20_000

  /// The absolute directory report paths are relative to (SARIF's `SRCROOT`), or nil to show
  /// paths as given.
  public var root: String?
  /// The absolute directory relative paths were given from (the working directory).
  public var workingDirectory: String?
  /// The tool's version (`kbpolicy --version`), for SARIF's driver.
  public var toolVersion: String?
  /// The per-run cap of `json` and `sarif` (`maximumResults`).
  public var maximumResults: Int
  /// Where this project's documents can be read on the web (a repository's file browser at a
  /// version, for example `https://github.com/OWNER/KeyboardPolicy/blob/v0.1.0`): each SARIF rule
  /// then links (`helpUri`) to the section of the document that describes its code. Nil: no
  /// links (the tool has no web address of its own to assume).
  public var documentationURL: String?

  /// Creates a context.
  public init(
    root: String? = nil, workingDirectory: String? = nil, toolVersion: String? = nil,
    maximumResults: Int = ReportContext.maximumResults, documentationURL: String? = nil
  ) {
    self.root = root
    self.workingDirectory = workingDirectory
    self.toolVersion = toolVersion
    self.maximumResults = maximumResults
    self.documentationURL = documentationURL
  }

  /// How a report names a file: relative to `root` when it lies below it (`./` and `..`
  /// resolved), else absolute; as given when there is no root. Standard input stays `<stdin>`.
  public func reportPath(_ path: String) -> String {
    guard let root, !path.hasPrefix("<") else { return path }
    let absolute = Self.normalized(
      path.hasPrefix("/") ? path : (workingDirectory ?? root) + "/" + path)
    let base = Self.normalized(root)
    if absolute == base { return "." }
    let prefix = base == "/" ? "/" : base + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }

  /// Whether report paths are relative to a root (SARIF then names it as `SRCROOT`).
  public var hasRoot: Bool { root != nil }

  /// Whether `path` is the built-in default policy, which a report must not point at as if it
  /// were a file of the repository (it is compiled into the tool).
  public static func isBuiltIn(_ path: String) -> Bool { path == Policy.defaultPolicyPath }

  /// An absolute path with `.`, `..` and repeated slashes resolved (no symbolic links followed).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
