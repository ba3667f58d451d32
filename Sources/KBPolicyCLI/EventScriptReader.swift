import Foundation
import PolicyLanguage
import SceneModel

/// `simulate`'s event script, read line by line as often as the command needs to go through it
/// (check, then run): a regular file from its descriptor each time, so memory holds one line
/// (at most `EventScript.maximumLineLength` bytes; a longer line is a `V005` error at the first
/// byte past the limit); a pipe, a FIFO or standard input is read whole first, bounded as every
/// input. A line that is not UTF-8 stops the reading with the error every input gets (exit 1).
struct EventScriptReader {
  let path: String
  /// The regular file's descriptor; nil when the script was read whole into `bytes`.
  private let descriptor: Int32?
  private let bytes: [UInt8]

  /// Opens `path` (standard input for `-`), failing as `FileIO.readBytes` does.
  init(path: String, console: Console) throws(UsageError) {
    self.path = path
    guard path != "-" else {
      descriptor = nil
      bytes = try FileIO.readBytes(path, console: console)
      return
    }
    let opened = open(path, O_RDONLY | O_CLOEXEC)
    guard opened >= 0 else { throw FileIO.readFailure(path, errno) }
    var info = stat()
    guard fstat(opened, &info) == 0 else {
      let code = errno
      Foundation.close(opened)
      throw FileIO.readFailure(path, code)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      defer { Foundation.close(opened) }
      if info.st_mode & S_IFMT == S_IFDIR { throw UsageError("'\(path)' is a directory") }
      descriptor = nil
      bytes = try FileIO.readStream(opened, path: path)
      return
    }
    guard info.st_size <= FileIO.maximumFileSize else {
      Foundation.close(opened)
      throw FileIO.tooLarge(path)
    }
    descriptor = opened
    bytes = []
  }

  /// Closes the file.
  func close() {
    if let descriptor { Foundation.close(descriptor) }
  }

  /// Reads the script from its start and hands `body` what each line holds (blank lines and
  /// comments skipped) until `body` returns false.
  func forEach(_ body: (EventScript.Line) throws(UsageError) -> Bool) throws(UsageError) {
    var line = LineState()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var offset = 0
    var first = true
    while true {
      let count: Int
      if let descriptor {
        count = chunk.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress, $0.count, off_t(offset))
        }
        if count < 0, errno == EINTR { continue }
        guard count >= 0 else { throw FileIO.readFailure(path, errno) }
      } else {
        count = offset == 0 ? bytes.count : 0
        if count > 0 { chunk = bytes }
      }
      // Past the size every input is held to, a file that grew meanwhile is cut short.
      guard count > 0, offset < FileIO.maximumFileSize else { break }
      offset += count
      var start = 0
      if first {
        first = false
        if chunk[0..<count].starts(with: FileIO.byteOrderMark) { start = 3 }
      }
      for byte in chunk[start..<count] {
        guard byte == 0x0A else {
          line.append(byte)
          continue
        }
        if let meaning = try parse(line), try !body(meaning) { return }
        line.next()
      }
    }
    if let meaning = try parse(line) { _ = try body(meaning) }
  }

  /// The line being read: its bytes (up to the limit), number and offset in the text.
  private struct LineState {
    var bytes: [UInt8] = []
    var number = 1
    var start = 0
    var length = 0
    /// Whether a line with code came before this one (`version 1` may stand only before).
    var seenCode = false

    mutating func append(_ byte: UInt8) {
      if bytes.count < EventScript.maximumLineLength + 1 { bytes.append(byte) }
      length += 1
    }

    mutating func next() {
      if !seenCode {
        let code = bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
        seenCode = code != nil && code != UInt8(ascii: "#")
      }
      start += length + 1
      length = 0
      number += 1
      bytes.removeAll(keepingCapacity: true)
    }
  }

  private func parse(_ line: LineState) throws(UsageError) -> EventScript.Line? {
    var bytes = line.bytes[...]
    if bytes.last == 0x0D, line.length <= EventScript.maximumLineLength + 1 {
      bytes = bytes.dropLast()
    }
    guard bytes.count <= EventScript.maximumLineLength else {
      let column = EventScript.maximumLineLength + 1
      let location = SourceLocation(
        file: path, line: line.number, column: column, offset: line.start + column - 1)
      return .diagnostic(
        Diagnostic(
          EventScriptMessage.lineTooLong(EventScript.maximumLineLength),
          at: SourceRange(at: location)))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      var column = 1
      var iterator = bytes.makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      while case .valid(let scalar) = parser.parseScalar(from: &iterator) { column += scalar.count }
      throw UsageError(
        "\(FileIO.displayName(path)):\(line.number):\(column): the file is not UTF-8 text",
        exitCode: .inputErrors)
    }
    return EventScript.parse(
      line: text[...], number: line.number, start: line.start, path: path, first: !line.seenCode)
  }
}
