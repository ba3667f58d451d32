import Foundation

/// The temporary file a write goes through: `.NAME.kbpolicy-tmp-XXXXXX` beside the target, a new
/// file every time (a random name, created exclusively, mode 0600). A leftover from an interrupted
/// run may hold the only complete copy of a text, so it is never reused, truncated or removed.
struct TemporaryFile {
  /// The open descriptor.
  let descriptor: Int32
  /// Where it is.
  let path: String

  /// The longest part of the target's name kept in the temporary file's name (bytes), so the
  /// name stays under the file system's 255-byte limit.
  static let maximumNameStem = 200

  /// The temporary file's name for a target, with `suffix` in place of `XXXXXX`.
  static func path(beside target: String, suffix: String) -> String {
    let url = URL(fileURLWithPath: target)
    var stem = ""
    for character in url.lastPathComponent {
      guard stem.utf8.count + character.utf8.count <= maximumNameStem else { break }
      stem.append(character)
    }
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(stem).kbpolicy-tmp-\(suffix)"
    ).path
  }

  /// Creates a new, empty temporary file for `target` (exclusively: a name that exists, even a
  /// link, is never opened; another random name is tried).
  init(beside target: String) throws(UsageError) {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    for _ in 0..<100 {
      let suffix = String((0..<6).map { _ in letters.randomElement()! })
      let path = Self.path(beside: target, suffix: suffix)
      let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 {
        self.descriptor = descriptor
        self.path = path
        return
      }
      guard errno == EEXIST else {
        throw UsageError(
          "cannot write '\(target)': cannot create '\(path)': \(FileIO.reason(errno))")
      }
    }
    throw UsageError("cannot write '\(target)': no free temporary file name beside it")
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

  /// Removes the file and closes it (tests).
  func discardAndClose() {
    unlink(path)
    close()
  }

  /// Closes the descriptor.
  func close() {
    Foundation.close(descriptor)
  }
}
