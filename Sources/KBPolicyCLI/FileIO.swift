import Foundation

/// File access for the CLI: bounded reads of validated UTF-8 (files, pipes, FIFOs, standard
/// input), and writes that replace only what they were asked to (`FileIO+Write.swift`).
enum FileIO {
  /// The largest input file accepted (bytes); a read stops at one byte more.
  static let maximumFileSize = 16 * 1024 * 1024

  /// The UTF-8 byte-order mark, accepted (and dropped) at the start of every input.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Reads a file (or standard input for `-`) as UTF-8 text, without a leading byte-order mark.
  /// A file that is not UTF-8 is an input error (exit 1); a missing or unreadable one exits 2.
  static func readText(_ path: String, console: Console) throws(UsageError) -> String {
    try text(of: readBytes(path, console: console), path: path)
  }

  /// `bytes` as text without a leading byte-order mark; an input error naming the first byte
  /// that is not UTF-8 (line and column) otherwise.
  static func text(of bytes: [UInt8], path: String) throws(UsageError) -> String {
    let body = bytes.starts(with: byteOrderMark) ? bytes[3...] : bytes[...]
    if let text = String(validating: body, as: UTF8.self) { return text }
    var line = 1
    var column = 1
    var iterator = body.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
      if scalar.count == 1, scalar.first == 0x0A {
        line += 1
        column = 1
      } else {
        column += scalar.count
      }
    }
    throw UsageError(
      "\(displayName(path)):\(line):\(column): the file is not UTF-8 text", exitCode: .inputErrors)
  }

  /// How messages name an input: `<stdin>` for `-`.
  static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

  /// Reads at most `maximumFileSize` + 1 bytes of `path` (standard input for `-`): regular
  /// files, pipes, FIFOs and `/dev/fd/N` alike, as a stream; fails with the system's reason.
  static func readBytes(_ path: String, console: Console) throws(UsageError) -> [UInt8] {
    if path == "-" {
      let bytes = try console.readStandardInput()
      guard bytes.count <= maximumFileSize else { throw tooLarge(path) }
      return bytes
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw readFailure(path, errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw readFailure(path, errno) }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: throw UsageError("'\(path)' is a directory")
    case S_IFREG where info.st_size > maximumFileSize: throw tooLarge(path)
    default: break
    }
    // A regular file's size is known: read into one buffer of it (and the byte that tells a
    // file grown since), never grown by copying.
    let expected = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) + 1 : 0
    return try readStream(descriptor, path: path, expected: expected)
  }

  /// Reads `descriptor` to its end, stopping one byte past the limit (then: too large);
  /// `expected` bytes are reserved first.
  static func readStream(_ descriptor: Int32, path: String, expected: Int = 0) throws(UsageError)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(expected, maximumFileSize + 1))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= maximumFileSize {
      let wanted = min(chunk.count, maximumFileSize + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw readFailure(path, errno)
      }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
    }
    throw tooLarge(path)
  }

  /// Standard input, bounded like a file (`Console.standard`).
  static func readStandardInput() throws(UsageError) -> [UInt8] {
    try readStream(STDIN_FILENO, path: "-")
  }

  static func tooLarge(_ path: String) -> UsageError {
    UsageError("'\(displayName(path))' is larger than \(maximumFileSize / 1024 / 1024) MB")
  }

  static func readFailure(_ path: String, _ code: Int32) -> UsageError {
    if code == ENOENT { return UsageError("no such file '\(path)'") }
    if code == EISDIR { return UsageError("'\(displayName(path))' is a directory") }
    return UsageError("cannot read '\(displayName(path))': \(reason(code))")
  }

  /// The system's description of an errno value, lowercased like our messages.
  static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
