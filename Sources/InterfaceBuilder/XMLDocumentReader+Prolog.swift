extension XMLDocumentReader {
  /// Checks what must hold before XMLParser sees a byte: the document is UTF-8 (Foundation's
  /// parser traps on some invalid sequences), and its DOCTYPE, if any, has no internal subset.
  /// Interface Builder never writes a DOCTYPE; entities declared in one would be expanded by the
  /// parser (a few hundred kilobytes can expand to gigabytes), and `<!NOTATION` or an
  /// `<!ATTLIST ... #IMPLIED>` crashes Foundation's parser, so a subset is refused unread.
  static func checkBeforeParsing(_ bytes: [UInt8]) -> Failure? {
    if String(validating: bytes, as: UTF8.self) == nil {
      return Failure(.notUTF8, line: 1, column: 1)
    }
    if let (offset, scalar) = characterXMLCannotHold(in: bytes) {
      return failure(.characterXMLCannotHold(scalar), at: offset, in: bytes)
    }
    if let offset = processingInstruction(in: bytes) {
      return failure(.processingInstruction, at: offset, in: bytes)
    }
    switch doctypeProblem(in: bytes) {
    case nil:
      guard let (offset, keyword) = markupDeclaration(in: bytes) else { return nil }
      return failure(.markupDeclaration(keyword), at: offset, in: bytes)
    case .entity(let offset): return failure(.entityDeclaration, at: offset, in: bytes)
    case .internalSubset(let offset): return failure(.internalSubset, at: offset, in: bytes)
    case .misplaced(let offset): return failure(.misplacedDoctype, at: offset, in: bytes)
    }
  }

  /// `problem` at the line and column of byte `offset` in `bytes`.
  static func failure(_ problem: XMLReadProblem, at offset: Int, in bytes: [UInt8]) -> Failure {
    let (_, line, column) = position(of: offset, in: bytes)
    return Failure(problem, line: line, column: column)
  }

  /// The first markup declaration (`<!ENTITY`, `<!ATTLIST`, `<!NOTATION`, `<!ELEMENT`) anywhere
  /// in the document, comments included: the prolog scan can be derailed (a broken XML
  /// declaration hides what follows from it while libxml2 recovers and reads on), so this
  /// backstop does not parse at all. Interface Builder writes none of them.
  static func markupDeclaration(in bytes: [UInt8]) -> (Int, String)? {
    let keywords = ["<!ENTITY", "<!ATTLIST", "<!NOTATION", "<!ELEMENT"].map { Array($0.utf8) }
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!") {
        for keyword in keywords
        where index + keyword.count <= bytes.count
          && bytes[index..<(index + keyword.count)].elementsEqual(keyword)
        {
          return (index, String(decoding: keyword, as: UTF8.self))
        }
      }
      index += 1
    }
    return nil
  }

  /// What is wrong with a document's DOCTYPE, at a byte offset.
  enum DoctypeProblem: Equatable {
    /// An `<!ENTITY` declaration in the internal subset.
    case entity(Int)
    /// An internal subset (the `[`): Foundation's parser crashes on some declarations in one
    /// (`<!NOTATION`, `<!ATTLIST ... #IMPLIED>`), and Interface Builder never writes one.
    case internalSubset(Int)
    /// A `<!DOCTYPE` after the prolog.
    case misplaced(Int)
  }

  /// The DOCTYPE's problem, if any: an internal subset (an entity declaration in it named as
  /// such), or a DOCTYPE after the prolog (outside comments and CDATA sections).
  static func doctypeProblem(in bytes: [UInt8]) -> DoctypeProblem? {
    if let (offset, entity) = internalSubset(in: bytes) {
      return entity.map { .entity($0) } ?? .internalSubset(offset)
    }
    return misplacedDoctype(in: bytes).map { .misplaced($0) }
  }

  /// Where the first `<!DOCTYPE` outside the prolog is (outside comments and CDATA sections).
  static func misplacedDoctype(in bytes: [UInt8]) -> Int? {
    let doctype = Array("<!DOCTYPE".utf8)
    let comment = Array("<!--".utf8)
    let cdata = Array("<![CDATA[".utf8)
    func at(_ index: Int, _ pattern: [UInt8]) -> Bool {
      index + pattern.count <= bytes.count
        && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }
    func skip(from index: Int, past pattern: [UInt8]) -> Int {
      var index = index
      while index < bytes.count, !at(index, pattern) { index += 1 }
      return index + pattern.count
    }
    var index = 0
    var inProlog = true
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if at(index, comment) {
        index = skip(from: index + 4, past: Array("-->".utf8))
      } else if at(index, cdata) {
        index = skip(from: index + 9, past: Array("]]>".utf8))
      } else if at(index, doctype) {
        if !inProlog { return index }
        index += doctype.count
      } else {
        if index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "?") { inProlog = false }
        index += 1
      }
    }
    return nil
  }

  /// Where the first character XML 1.0 cannot hold is (offset and scalar value), if any: a C0
  /// control other than tab, line feed and carriage return, or U+FFFE / U+FFFF. `bytes` is valid
  /// UTF-8. libxml2 reports one as an error and, recovering, leaves the comment or CDATA section
  /// it is in, so what follows is parsed as markup the processing-instruction check skipped as
  /// text (a `<?name?>` there crashed Foundation's parser).
  static func characterXMLCannotHold(in bytes: [UInt8]) -> (Int, UInt32)? {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return (index, UInt32(byte)) }
      // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
      if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF,
        bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
      {
        return (index, bytes[index + 2] == 0xBE ? 0xFFFE : 0xFFFF)
      }
      index += 1
    }
    return nil
  }

  /// Where the first processing instruction other than the XML declaration is, if any (outside
  /// comments and CDATA sections; `<` cannot appear unescaped anywhere else). Foundation's parser
  /// crashes on one without data (`<?name?>`), and Interface Builder never writes any.
  static func processingInstruction(in bytes: [UInt8]) -> Int? {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let declaration = Array("<?xml".utf8)
    func at(_ index: Int, _ pattern: [UInt8]) -> Bool {
      index + pattern.count <= bytes.count
        && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }
    func skip(from index: Int, past pattern: [UInt8]) -> Int {
      var index = index
      while index < bytes.count, !at(index, pattern) { index += 1 }
      return index + pattern.count
    }
    let comment = Array("<!--".utf8)
    let commentEnd = Array("-->".utf8)
    let cdata = Array("<![CDATA[".utf8)
    let cdataEnd = Array("]]>".utf8)
    var index = start
    if at(start, declaration), start + 5 < bytes.count,
      [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 5])
    {
      index = skip(from: start, past: Array("?>".utf8))
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if at(index, comment) {
        index = skip(from: index + 4, past: commentEnd)
      } else if at(index, cdata) {
        index = skip(from: index + 9, past: cdataEnd)
      } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") {
        return index
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The line and column of a byte offset.
  static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int, Int) {
    var line = 1
    var lineStart = 0
    for i in 0..<offset where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    return (offset, line, offset - lineStart + 1)
  }

  /// Where the prolog's DOCTYPE opens an internal subset (the `[`'s offset), with the first
  /// `<!ENTITY` in it, if any. Scans only the prolog (the XML declaration, comments, processing
  /// instructions and the DOCTYPE), skipping quoted strings and comments inside the subset.
  static func internalSubset(in bytes: [UInt8]) -> (Int, Int?)? {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    func at(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count, bytes[index] == text.utf8Start.pointee else {
        return false
      }
      for offset in 1..<count where bytes[index + offset] != text.utf8Start[offset] {
        return false
      }
      return true
    }
    func skip(past text: StaticString) {
      while index < bytes.count, !at(text) { index += 1 }
      index = min(bytes.count, index + text.utf8CodeUnitCount)
    }
    // The prolog.
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default:
        if at("<?") {
          skip(past: "?>")
        } else if at("<!--") {
          skip(past: "-->")
        } else if at("<!DOCTYPE") {
          index += 9
          return scanDoctype()
        } else {
          return nil
        }
      }
    }
    return nil

    func scanDoctype() -> (Int, Int?)? {
      var subset: Int?
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          index += 1
          while index < bytes.count, bytes[index] != byte { index += 1 }
          index += 1
        } else if subset != nil, at("<!--") {
          skip(past: "-->")
        } else if subset != nil, at("<?") {
          skip(past: "?>")
        } else if let subset, at("<!ENTITY") {
          return (subset, index)
        } else if byte == UInt8(ascii: "["), subset == nil {
          subset = index
          index += 1
        } else if byte == UInt8(ascii: "]"), let subset {
          return (subset, nil)
        } else if byte == UInt8(ascii: ">"), subset == nil {
          return nil
        } else {
          index += 1
        }
      }
      return subset.map { ($0, nil) }
    }

  }
}
