extension InterfaceBuilderImporter {
  /// An `IB002` issue when `bytes` cannot be an Interface Builder document because they are not
  /// XML at all (a policy, a scene JSON, an empty file), saying what the file looks like instead;
  /// nil when the first character (after a byte order mark and white space) is `<`.
  static func notXML(_ bytes: [UInt8]) -> ImportIssue? {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    if start < bytes.count, bytes[start] == UInt8(ascii: "<") { return nil }
    let message: ImportMessage
    if start == bytes.count {
      message = .emptyFile
    } else if bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") {
      message = .jsonFile
    } else if String(decoding: bytes[start..<min(bytes.count, start + 4096)], as: UTF8.self)
      .split(separator: "\n").contains(where: {
        $0.trimmingPrefix(while: { $0 == " " || $0 == "\t" }).hasPrefix("version ")
      })
    {
      message = .policyFile
    } else {
      message = .otherFile
    }
    var line = 1
    var column = 1
    for byte in bytes[..<min(start, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return ImportIssue(message, path: "", line: line, column: column)
  }
}

extension Substring {
  fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
    self[(firstIndex { !predicate($0) } ?? endIndex)...]
  }
}
