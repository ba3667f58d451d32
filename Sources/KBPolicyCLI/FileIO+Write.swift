import Foundation

extension FileIO {
  /// Writes an output the user named (`explain --svg`, `import --out`): `-` is standard output;
  /// everything else goes through `FileWriter`.
  static func writeOutput(_ text: String, to path: String, console: Console) throws(UsageError) {
    if path == "-" {
      console.out(text)
      return
    }
    try FileWriter().write(Array(text.utf8), to: path)
  }

  /// Replaces a file that was read as `original` with `text` (`fmt`, `test --update`): links,
  /// mode, owner and extended attributes are kept, a byte-order mark the file started with
  /// stays, and an edit made since the read is never overwritten.
  static func replace(_ path: String, original: [UInt8], with text: String) throws(UsageError) {
    let mark = original.starts(with: byteOrderMark) ? byteOrderMark : []
    try FileWriter().write(mark + Array(text.utf8), to: path, expecting: original)
  }

  /// Writes all of `bytes` to `descriptor`, retrying short writes; the errno of a failure.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += count
    }
    return nil
  }

  /// Writes `text` to a standard stream as it is produced (errors such as a closed pipe are
  /// dropped: there is nowhere left to report them).
  static func write(_ text: String, to descriptor: Int32) {
    _ = writeAll(Array(text.utf8), to: descriptor)
  }
}
