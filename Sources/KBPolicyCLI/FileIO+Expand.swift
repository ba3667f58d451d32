import Foundation
import PolicyLanguage

extension FileIO {
  /// Expands directories into the files below them ending in `suffix` (sorted; symbolic links to
  /// directories are not followed); files pass through. A directory below an argument that
  /// cannot be read is an I/O error, never skipped: a check that silently misses files passes
  /// when it should fail. Only regular files (or links to them) are taken from a directory: a
  /// FIFO, a device or a link to one (`/dev/stdin`) could wait for ever, so it is skipped with a
  /// note on standard error; only an argument named on the command line may be a stream. An
  /// entry whose name is not UTF-8 (a Latin-1 name from an old archive) cannot be named in a
  /// message or an argument: it is skipped with a note when it is a directory or its name ends in
  /// a suffix asked for, silently otherwise, and never fails the walk.
  static func expand(_ paths: [String], suffix: String, console: Console = .silent)
    throws(UsageError)
    -> [String]
  {
    try expand(paths, suffixes: [suffix], console: console)
  }

  /// `expand(_:suffix:console:)` for files ending in any of `suffixes`.
  static func expand(_ paths: [String], suffixes: [String], console: Console = .silent)
    throws(UsageError)
    -> [String]
  {
    var result: [String] = []
    var seen: Set<FileIdentity> = []
    for path in paths {
      var info = stat()
      if path != "-", stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        var found: [String] = []
        var skipped: [(String, String)] = []
        try collect(in: path, suffixes: suffixes, into: &found, skipping: &skipped)
        for (file, why) in skipped.sorted(by: { $0.0 < $1.0 }) {
          console.err("note: skipped '\(DiagnosticRenderer.escaped(file))': \(why)\n")
        }
        result += found.sorted().filter { seen.insert(FileIdentity(of: $0)).inserted }
      } else if seen.insert(FileIdentity(of: path)).inserted {
        result.append(path)
      }
    }
    return result
  }

  /// What makes two paths the same file: device and inode when the path exists (a file named
  /// twice, through a directory or a link, is read once), the path itself otherwise.
  struct FileIdentity: Hashable {
    var device: UInt64 = 0
    var inode: UInt64 = 0
    var path: String?

    init(of path: String) {
      var info = stat()
      if path != "-", stat(path, &info) == 0 {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
      } else {
        self.path = path
      }
    }
  }

  /// Appends the files below `directory` whose names end in one of `suffixes`.
  private static func collect(
    in directory: String, suffixes: [String], into found: inout [String],
    skipping skipped: inout [(String, String)]
  )
    throws(UsageError)
  {
    guard let handle = opendir(directory) else {
      throw UsageError("cannot read directory '\(directory)': \(reason(errno))")
    }
    defer { closedir(handle) }
    var subdirectories: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(handle) else {
        if errno != 0 {
          throw UsageError("cannot read directory '\(directory)': \(reason(errno))")
        }
        break
      }
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix(while: { $0 != 0 }))
      }
      guard let name = String(validating: bytes, as: UTF8.self) else {
        skipUndecodable(bytes, in: directory, suffixes: suffixes, skipping: &skipped)
        continue
      }
      if name == "." || name == ".." { continue }
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else {
        throw UsageError("cannot read '\(path)': \(reason(errno))")
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        subdirectories.append(path)
      } else if suffixes.contains(where: { name.hasSuffix($0) }) {
        if let kind = streamKind(path, info: info) {
          skipped.append(
            (path, "\(kind), not a regular file (name it as an argument to read it as a stream)"))
        } else {
          found.append(path)
        }
      }
    }
    for subdirectory in subdirectories {
      try collect(in: subdirectory, suffixes: suffixes, into: &found, skipping: &skipped)
    }
  }

  /// Notes a directory entry whose name is not UTF-8 when it is a directory or ends in one of
  /// `suffixes` (the name shown with U+FFFD for each byte that is not UTF-8): no `String` path
  /// can name it, so it is judged by its bytes and never opened.
  private static func skipUndecodable(
    _ name: [UInt8], in directory: String, suffixes: [String],
    skipping skipped: inout [(String, String)]
  ) {
    let shown = String(decoding: name, as: UTF8.self)
    let path = directory.hasSuffix("/") ? directory + shown : directory + "/" + shown
    var bytes = Array(directory.utf8)
    if bytes.last != UInt8(ascii: "/") { bytes.append(UInt8(ascii: "/")) }
    bytes += name
    bytes.append(0)
    var info = stat()
    let isDirectory =
      bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
      } && info.st_mode & S_IFMT == S_IFDIR
    if isDirectory {
      skipped.append((path, "a directory whose name is not UTF-8 (nothing below it is read)"))
    } else if suffixes.contains(where: { shown.hasSuffix($0) }) {
      skipped.append((path, "its name is not UTF-8 (rename it to read it)"))
    }
  }

  /// What `path` is (following links) when it is not a regular file: `a FIFO or pipe`, `a
  /// character device`, ...; nil for a regular file or a path that cannot be read.
  static func nonRegularKind(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFIFO: return "a FIFO or pipe"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFDIR: return "a directory"
    default: return "not a regular file"
    }
  }

  /// Whether `path` is a regular file or a link to one.
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// What a directory entry is when it is not a regular file (nor a link to one): `a FIFO`, `a
  /// character device`, ...; nil for a regular file. A link is judged by what it points to (a
  /// broken link passes, and its read reports it).
  private static func streamKind(_ path: String, info: stat) -> String? {
    var info = info
    if info.st_mode & S_IFMT == S_IFLNK {
      guard stat(path, &info) == 0 else { return nil }
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFDIR: return "a link to a directory"
    default: return "not a regular file"
    }
  }
}
