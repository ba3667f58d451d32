/// Why the XML reader refuses a document (the reason IB001, `malformedXML`, gives): the one place
/// the reader's own words are written. XMLParser's errors are worded in
/// `XMLDocumentReader.errorWords`.
enum XMLReadProblem: Equatable, Sendable {
  case notUTF8
  /// A scalar XML 1.0 cannot hold (a control character, a surrogate, U+FFFE or U+FFFF).
  case characterXMLCannotHold(UInt32)
  case processingInstruction
  /// `<!ENTITY`, `<!ATTLIST`, `<!NOTATION` or `<!ELEMENT` outside a DOCTYPE's subset.
  case markupDeclaration(String)
  case entityDeclaration
  case internalSubset
  case misplacedDoctype
  case noRootElement
  /// XMLParser failed without saying why.
  case notWellFormed
  /// The document ends with the element named still open.
  case unclosedElement(String)
  /// Elements nest deeper than the limit.
  case nestedTooDeep(Int)

  /// The reason, in words.
  var words: String {
    switch self {
    case .notUTF8: "the document is not UTF-8 text"
    case .characterXMLCannotHold(let scalar):
      "the document has a character XML cannot hold (U+\(Self.hex(scalar)))"
    case .processingInstruction:
      "the document has a processing instruction ('<?'); Interface Builder never writes one"
    case .markupDeclaration(let keyword):
      "the document has a DTD declaration ('\(keyword)'); Interface Builder never writes one, "
        + "and it is not read"
    case .entityDeclaration:
      "the document's DOCTYPE declares an entity ('<!ENTITY'); Interface Builder never writes "
        + "one, and entities are not expanded"
    case .internalSubset:
      "the document's DOCTYPE has an internal subset ('['); Interface Builder never writes "
        + "one, and it is not read"
    case .misplacedDoctype: "a DOCTYPE ('<!DOCTYPE') comes after the document's first element"
    case .noRootElement: "the document has no root element"
    case .notWellFormed: "the document is not well-formed XML"
    case .unclosedElement(let name): "the document ends before <\(name)> is closed"
    case .nestedTooDeep(let limit): "elements are nested more than \(limit) levels deep"
    }
  }

  /// `scalar` in upper-case hexadecimal, at least four digits.
  static func hex(_ scalar: UInt32) -> String {
    let digits = String(scalar, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
