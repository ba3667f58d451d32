import Foundation

/// The temporary file a write goes through: `.NAME.kbpolicy-tmp` beside the target, locked
/// (`flock`) while in use. A leftover from an interrupted run has the same name, so the next
/// write to that file reuses it (and renames it away); one held by a running `kbpolicy` is a
/// conflict, reported instead of shared.
struct TemporaryFile {
  /// The open, locked descriptor.
  let descriptor: Int32
  /// Where it is.
  let path: String

  /// The temporary file's name for a target.
  static func path(beside target: String) -> String {
    let url = URL(fileURLWithPath: target)
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).kbpolicy-tmp"
    ).path
  }

  /// Creates (or takes over a stale) temporary file for `target`, empty and locked.
  init(beside target: String) throws(UsageError) {
    let path = Self.path(beside: target)
    for _ in 0..<4 {
      let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        let code = errno
        if code == ELOOP, unlink(path) == 0 { continue }
        throw UsageError(
          "cannot write '\(target)': cannot create '\(path)': \(FileIO.reason(code))")
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        Foundation.close(descriptor)
        throw UsageError("cannot write '\(target)': another kbpolicy is writing it ('\(path)')")
      }
      var opened = stat()
      var named = stat()
      fstat(descriptor, &opened)
      // Renamed away by the run that held it, or not a plain file of ours: start again.
      guard lstat(path, &named) == 0, named.st_ino == opened.st_ino, named.st_dev == opened.st_dev
      else {
        Foundation.close(descriptor)
        continue
      }
      guard opened.st_mode & S_IFMT == S_IFREG, opened.st_nlink == 1, opened.st_uid == geteuid()
      else {
        Foundation.close(descriptor)
        unlink(path)
        continue
      }
      guard ftruncate(descriptor, 0) == 0 else {
        let code = errno
        Foundation.close(descriptor)
        throw UsageError("cannot write '\(target)': \(FileIO.reason(code))")
      }
      self.descriptor = descriptor
      self.path = path
      return
    }
    throw UsageError("cannot write '\(target)': '\(path)' keeps changing")
  }

  /// Writes `bytes` and flushes them to the disk.
  func fill(with bytes: [UInt8], named target: String) throws(UsageError) {
    if let code = FileIO.writeAll(bytes, to: descriptor) ?? (fsync(descriptor) == 0 ? nil : errno) {
      throw discard(UsageError("cannot write '\(target)': \(FileIO.reason(code))"))
    }
  }

  /// Removes the file and returns `error` (for `throw temporary.discard(error)`).
  func discard(_ error: UsageError) -> UsageError {
    unlink(path)
    return error
  }

  /// Releases the lock.
  func close() {
    Foundation.close(descriptor)
  }
}
