/// How the runner reaches the files a test names: injected, so the library reads nothing itself
/// (the CLI passes bounded reads; tests pass a dictionary).
public struct TestFiles: Sendable {
  /// Reads a file as UTF-8 text, or says in one line why it cannot.
  public var read: @Sendable (String) -> Result<String, TestFileError>
  /// The names of the files in a directory (for did-you-mean); empty when unknown.
  public var list: @Sendable (String) -> [String]
  /// A monotonic clock's reading, so each result carries how long its test took (reports'
  /// `time`); nil leaves tests untimed.
  public var now: (@Sendable () -> Duration)?
  /// The path with every symbolic link resolved (`realpath`), or nil when it does not exist;
  /// with it, a file a test names must resolve inside the test file's tree, so a link inside the
  /// tree that leads out of it is refused. Nil: paths are only checked as written.
  public var realPath: (@Sendable (String) -> String?)?

  /// Creates the file access.
  public init(
    read: @escaping @Sendable (String) -> Result<String, TestFileError>,
    list: @escaping @Sendable (String) -> [String] = { _ in [] },
    now: (@Sendable () -> Duration)? = nil,
    realPath: (@Sendable (String) -> String?)? = nil
  ) {
    self.read = read
    self.list = list
    self.now = now
    self.realPath = realPath
  }
}

/// Why a file could not be read, in one line (`no such file`, `is larger than 16 MB`).
public struct TestFileError: Error, Hashable, Sendable {
  /// The reason, lowercase.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }
}

/// Paths in test files: relative to the test file's directory, cleaned lexically.
enum TestPaths {
  /// The directory part of `path` (`""` for a bare file name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `written` resolved against the directory of `testFile`, with `.` and `a/..` removed.
  static func resolve(_ written: String, relativeTo testFile: String) -> String {
    let base = directory(of: testFile)
    let joined = written.hasPrefix("/") || base.isEmpty ? written : base + "/" + written
    var parts: [Substring] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    let path = parts.joined(separator: "/")
    return joined.hasPrefix("/") ? "/" + path : path
  }

  /// The last path component.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
