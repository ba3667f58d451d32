import CFileAttributes
import Foundation

/// Writes a file the user named, replacing only what was asked:
///
/// - a character device or FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written through,
///   never renamed over; a directory, a block device or a socket is refused;
/// - a symbolic link is followed: the target gets the new text and the link stays (unless
///   `followsLinks` is off, as for `import --out`: then the link is refused and left as it is);
/// - a regular file is replaced through a new temporary file beside it
///   (`.NAME.kbpolicy-tmp-XXXXXX`, never a leftover reused) that first gets the file's extended
///   attributes, owner and mode, then a rename; when any of them cannot be kept the write is
///   refused and the file is untouched; the file is locked (`flock`) meanwhile, so a second
///   `kbpolicy` writing it at once is refused;
/// - a file with several hard links can be neither renamed over (the links would split) nor
///   written into safely (a full disk or a kill would leave it cut short): it is left whole, and
///   the error names the temporary file that holds the new text;
/// - with `expecting`, the file must still hold exactly those bytes just before it is replaced
///   (an edit made meanwhile is never overwritten).
///
/// Errors are `UsageError`s (exit 2) naming the path and the system's reason.
struct FileWriter: Sendable {
  /// Changes a descriptor's owner (`fchown`); replaceable so tests can play an unprivileged user.
  var changeOwner: @Sendable (Int32, uid_t, gid_t) -> Int32 = { fchown($0, $1, $2) }

  /// Whether a symbolic link is written through (its target replaced) or refused.
  var followsLinks = true

  /// Writes `bytes` to `path`; `expecting` is the content the file must still have.
  func write(_ bytes: [UInt8], to path: String, expecting: [UInt8]? = nil) throws(UsageError) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      let code = errno
      guard code == ENOENT, expecting == nil else { throw failure(path, code) }
      return try create(bytes, at: path)
    }
    var target = path
    if info.st_mode & S_IFMT == S_IFLNK {
      guard followsLinks else {
        throw UsageError(
          "cannot write '\(path)': it is a symbolic link; it is left as it is (remove it to write "
            + "the file there)")
      }
      guard let resolved = realpath(path, nil) else {
        throw UsageError("cannot write '\(path)': it is a symbolic link to a missing file")
      }
      target = String(cString: resolved)
      free(resolved)
      guard stat(target, &info) == 0 else { throw failure(path, errno) }
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: throw UsageError("cannot write '\(path)': it is a directory")
    case S_IFCHR, S_IFIFO: try writeThrough(bytes, to: target, named: path)
    case S_IFREG: try replace(target, info: info, with: bytes, expecting: expecting, named: path)
    default:
      throw UsageError(
        "cannot write '\(path)': not a regular file, character device or FIFO")
    }
  }

  // MARK: - Devices and FIFOs

  private func writeThrough(_ bytes: [UInt8], to target: String, named path: String)
    throws(UsageError)
  {
    let descriptor = open(target, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    if let code = FileIO.writeAll(bytes, to: descriptor) { throw failure(path, code) }
  }

  // MARK: - New files

  private func create(_ bytes: [UInt8], at path: String) throws(UsageError) {
    let temporary = try TemporaryFile(beside: path)
    defer { temporary.close() }
    let mask = umask(0)
    umask(mask)
    try temporary.fill(with: bytes, named: path)
    guard fchmod(temporary.descriptor, 0o666 & ~mask) == 0 else {
      throw temporary.discard(failure(path, errno))
    }
    guard rename(temporary.path, path) == 0 else { throw temporary.discard(failure(path, errno)) }
  }

  // MARK: - Regular files

  private func replace(
    _ target: String, info: stat, with bytes: [UInt8], expecting: [UInt8]?, named path: String
  ) throws(UsageError) {
    guard access(target, W_OK) == 0 else { throw failure(path, errno) }
    let lock = open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard lock >= 0 else { throw failure(path, errno) }
    defer { close(lock) }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      throw UsageError("cannot write '\(path)': another kbpolicy is writing it")
    }
    let temporary = try TemporaryFile(beside: target)
    defer { temporary.close() }
    try temporary.fill(with: bytes, named: path)
    if info.st_nlink > 1 {
      try checkUnchanged(target, expecting: expecting, temporary: temporary, named: path)
      throw UsageError(
        "cannot replace '\(path)': it has \(info.st_nlink) hard links, so it can be neither "
          + "renamed over (the links would split) nor written into safely (an interruption would "
          + "leave it cut short); it is left as it is, and the new text is in '\(temporary.path)'")
    }
    try keepAttributes(of: target, info: info, on: temporary, named: path)
    try checkUnchanged(target, expecting: expecting, temporary: temporary, named: path)
    guard rename(temporary.path, target) == 0 else {
      throw temporary.discard(failure(path, errno))
    }
  }

  /// Extended attributes, then owner (which clears set-id bits), then mode.
  private func keepAttributes(
    of target: String, info: stat, on temporary: TemporaryFile, named path: String
  ) throws(UsageError) {
    let source = open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard source >= 0 else { throw temporary.discard(failure(path, errno)) }
    defer { close(source) }
    for (name, value) in Self.extendedAttributes(of: source) {
      let result = value.withUnsafeBytes {
        kbpolicy_set_xattr(temporary.descriptor, name, $0.baseAddress, $0.count)
      }
      guard result == 0 else {
        throw temporary.discard(
          UsageError(
            "cannot write '\(path)': its extended attribute '\(name)' cannot be kept "
              + "(\(FileIO.reason(errno))); the file is unchanged"))
      }
    }
    var own = stat()
    fstat(temporary.descriptor, &own)
    if own.st_uid != info.st_uid || own.st_gid != info.st_gid {
      guard changeOwner(temporary.descriptor, info.st_uid, info.st_gid) == 0 else {
        throw temporary.discard(
          UsageError(
            "cannot write '\(path)': its owner (uid \(info.st_uid), gid \(info.st_gid)) cannot "
              + "be kept (\(FileIO.reason(errno))); the file is unchanged"))
      }
    }
    guard fchmod(temporary.descriptor, info.st_mode & 0o7777) == 0 else {
      throw temporary.discard(
        UsageError(
          "cannot write '\(path)': its mode cannot be kept (\(FileIO.reason(errno))); "
            + "the file is unchanged"))
    }
  }

  /// Every extended attribute of `descriptor` (none when the file system has none).
  static func extendedAttributes(of descriptor: Int32) -> [(String, [UInt8])] {
    let size = kbpolicy_list_xattrs(descriptor, nil, 0)
    guard size > 0 else { return [] }
    var names = [CChar](repeating: 0, count: size)
    let count = kbpolicy_list_xattrs(descriptor, &names, size)
    guard count > 0 else { return [] }
    var result: [(String, [UInt8])] = []
    for raw in names[0..<count].split(separator: 0) {
      let name = String(decoding: raw.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let length = kbpolicy_get_xattr(descriptor, name, nil, 0)
      guard length >= 0 else { continue }
      var value = [UInt8](repeating: 0, count: length)
      let read = value.withUnsafeMutableBytes {
        kbpolicy_get_xattr(descriptor, name, $0.baseAddress, length)
      }
      guard read >= 0 else { continue }
      result.append((name, Array(value[0..<read])))
    }
    return result
  }

  /// Refuses when the file no longer holds `expecting` (someone saved it meanwhile).
  private func checkUnchanged(
    _ target: String, expecting: [UInt8]?, temporary: TemporaryFile, named path: String
  ) throws(UsageError) {
    guard let expecting else { return }
    let now: [UInt8]
    do {
      now = try FileIO.readBytes(target, console: Console(out: { _ in }, err: { _ in }))
    } catch {
      throw temporary.discard(error)
    }
    guard now == expecting else {
      throw temporary.discard(
        UsageError("'\(path)' changed since it was read; it is left as it is"))
    }
  }

  private func failure(_ path: String, _ code: Int32) -> UsageError {
    UsageError("cannot write '\(path)': \(FileIO.reason(code))")
  }
}
