extension SourceLexer {
  /// Skips a comment starting at the current `/`; false when it starts none.
  mutating func skipComment() -> Bool {
    let start = index
    let startLine = line
    let next = byte(index + 1)
    if next == 0x2F {
      while index < bytes.count {
        if bytes[index] == 0x0A {
          // C splices a line ending in `\` (before LF or CR LF) into the next, comments too.
          guard language == .objectiveC, splicedBefore(index) else { break }
        }
        step()
      }
    } else if next == 0x2A {
      index += 2
      var depth = 1
      while index < bytes.count {
        let b = bytes[index]
        if b == 0x2A, byte(index + 1) == 0x2F {
          index += 2
          depth -= 1
          if depth == 0 { break }
        } else if b == 0x2F, byte(index + 1) == 0x2A, language == .swift {
          index += 2
          depth += 1
        } else {
          step()
        }
      }
    } else {
      return false
    }
    comments.append(SourceComment(start: start, end: index, line: startLine))
    return true
  }

  /// Whether the line break at `offset` (an LF) follows a `\` (directly or through a CR): a C
  /// line splice.
  func splicedBefore(_ offset: Int) -> Bool {
    if offset > 0, bytes[offset - 1] == 0x5C { return true }
    return offset > 1 && bytes[offset - 1] == 0x0D && bytes[offset - 2] == 0x5C
  }

  /// Skips an Objective-C preprocessor line, with its `\` continuations and comments.
  mutating func skipPreprocessorLine() {
    while index < bytes.count {
      let b = bytes[index]
      if b == 0x0A {
        if splicedBefore(index) {
          step()
          continue
        }
        return
      }
      if b == 0x2F, byte(index + 1) == 0x2A {
        _ = skipComment()
        continue
      }
      if b == 0x2F, byte(index + 1) == 0x2F { return }
      index += 1
    }
  }

  /// Skips a C string or character literal (the current byte is its quote); it ends at its
  /// closing quote or, unterminated, before the line break.
  mutating func skipCString(quote: UInt8) {
    index += 1
    while index < bytes.count {
      let b = bytes[index]
      if b == quote {
        index += 1
        return
      }
      if b == 0x0A {
        // `\` then LF (or CR LF) splices the next line into the literal.
        guard splicedBefore(index) else { return }
        step()
        continue
      }
      if b == 0x5C, index + 1 < bytes.count, bytes[index + 1] != 0x0A, bytes[index + 1] != 0x0D {
        index += 2
        continue
      }
      step()
    }
  }

  /// Skips a C++ raw string whose `"` is the current byte: `"delim( ... )delim"` (a delimiter of
  /// at most 16 characters); unterminated, it ends at the end of the input. Linear: each `)` is
  /// compared with at most 17 bytes.
  mutating func skipRawString() {
    index += 1
    let delimiterStart = index
    while index < bytes.count, index - delimiterStart <= 16, bytes[index] != 0x28,
      bytes[index] > 0x20, bytes[index] != 0x29, bytes[index] != 0x5C
    {
      index += 1
    }
    guard index < bytes.count, bytes[index] == 0x28 else {
      // Not a raw string's opening: read it as a plain string.
      index = delimiterStart - 1
      skipCString(quote: 0x22)
      return
    }
    let delimiter = bytes[delimiterStart..<index]
    index += 1
    while index < bytes.count {
      if bytes[index] == 0x29, closesRawString(at: index, delimiter) {
        index += delimiter.count + 2
        return
      }
      step()
    }
  }

  /// Whether `)delimiter"` starts at `offset`.
  func closesRawString(at offset: Int, _ delimiter: ArraySlice<UInt8>) -> Bool {
    var i = offset + 1
    for b in delimiter {
      guard i < bytes.count, bytes[i] == b else { return false }
      i += 1
    }
    return i < bytes.count && bytes[i] == 0x22
  }

  /// The length of a C++ raw string's prefix (`R`, `u8R`, `uR`, `UR`, `LR`) ending right before a
  /// `"` at the current byte, or nil.
  func rawStringPrefix() -> Int? {
    for prefix in ["R", "u8R", "uR", "UR", "LR"] {
      let utf8 = Array(prefix.utf8)
      guard index + utf8.count < bytes.count,
        bytes[index..<(index + utf8.count)].elementsEqual(utf8),
        bytes[index + utf8.count] == 0x22
      else { continue }
      if index > 0, Self.isIdentifierByte(bytes[index - 1]) { return nil }
      return utf8.count
    }
    return nil
  }

  /// Skips a string literal whose opening `"` is the current byte (after `hashes` `#`s).
  ///
  /// Swift: `"""` opens a multi-line string; `\(` (`\#(` in a raw string) opens an interpolation,
  /// lexed as code (parentheses, nested strings, comments) up to its `)`. Frames of nested
  /// strings and interpolations are kept on an explicit stack.
  mutating func skipString(hashes: Int = 0) {
    guard language == .swift else {
      skipCString(quote: 0x22)
      return
    }
    enum Frame {
      case string(hashes: Int, multiline: Bool)
      case interpolation(depth: Int)
    }
    let first = openSwiftString(hashes: hashes)
    var stack: [Frame] = [.string(hashes: first.hashes, multiline: first.multiline)]
    while let top = stack.last, index < bytes.count {
      switch top {
      case .string(let hashes, let multiline):
        switch scanStringBody(hashes: hashes, multiline: multiline) {
        case .closed: stack.removeLast()
        case .interpolation: stack.append(.interpolation(depth: 0))
        }
      case .interpolation(let depth):
        let b = bytes[index]
        if b == 0x2F, skipComment() { continue }
        if b == 0x22 || (b == 0x23 && rawQuoteFollows()) {
          var count = 0
          while byte(index) == 0x23 {
            count += 1
            index += 1
          }
          let opened = openSwiftString(hashes: count)
          stack.append(.string(hashes: opened.hashes, multiline: opened.multiline))
          continue
        }
        if b == 0x28 {
          stack[stack.count - 1] = .interpolation(depth: depth + 1)
        } else if b == 0x29 {
          if depth == 0 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .interpolation(depth: depth - 1)
          }
        }
        step()
      }
    }
  }

  /// Whether `#`s and then `"` start at the current byte.
  func rawQuoteFollows() -> Bool {
    var i = index
    while byte(i) == 0x23 { i += 1 }
    return byte(i) == 0x22
  }

  /// Moves past the opening quote(s) at the current `"`.
  mutating func openSwiftString(hashes: Int) -> (hashes: Int, multiline: Bool) {
    if byte(index + 1) == 0x22, byte(index + 2) == 0x22 {
      index += 3
      return (hashes, true)
    }
    index += 1
    return (hashes, false)
  }

  enum StringStop { case closed, interpolation }

  /// Scans string text up to its closing quote (consumed) or an interpolation's `(` (consumed);
  /// a one-line string also ends, unterminated, before a line break (not consumed); the end of
  /// the input closes everything.
  mutating func scanStringBody(hashes: Int, multiline: Bool) -> StringStop {
    while index < bytes.count {
      let b = bytes[index]
      if b == 0x5C, hashesFollow(index + 1, count: hashes) {
        let escaped = index + 1 + hashes
        if byte(escaped) == 0x28 {
          index = escaped + 1
          return .interpolation
        }
        index = escaped
        if index < bytes.count, bytes[index] != 0x0A || multiline { step() }
        continue
      }
      if b == 0x22 {
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ byte(index + $0) == 0x22 }),
          hashesFollow(index + quotes, count: hashes)
        {
          index += quotes + hashes
          return .closed
        }
      }
      if b == 0x0A, !multiline { return .closed }
      step()
    }
    return .closed
  }

  func hashesFollow(_ offset: Int, count: Int) -> Bool {
    var i = 0
    while i < count {
      if byte(offset + i) != 0x23 { return false }
      i += 1
    }
    return true
  }
}
