import Foundation

extension FileIO {
  /// Expands directories into the files below them ending in `suffix` (sorted; symbolic links to
  /// directories are not followed); files pass through. A directory below an argument that
  /// cannot be read is an I/O error, never skipped: a check that silently misses files passes
  /// when it should fail.
  static func expand(_ paths: [String], suffix: String) throws(UsageError) -> [String] {
    try expand(paths, suffixes: [suffix])
  }

  /// `expand(_:suffix:)` for files ending in any of `suffixes`.
  static func expand(_ paths: [String], suffixes: [String]) throws(UsageError) -> [String] {
    var result: [String] = []
    for path in paths {
      var info = stat()
      if path != "-", stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        var found: [String] = []
        try collect(in: path, suffixes: suffixes, into: &found)
        result += found.sorted()
      } else {
        result.append(path)
      }
    }
    return result
  }

  /// Appends the files below `directory` whose names end in one of `suffixes`.
  private static func collect(
    in directory: String, suffixes: [String], into found: inout [String]
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
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
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
        found.append(path)
      }
    }
    for subdirectory in subdirectories {
      try collect(in: subdirectory, suffixes: suffixes, into: &found)
    }
  }
}
