import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML bytes into an `XMLNode` tree with Foundation's `XMLParser` (libxml2 on Linux).
///
/// External entities are never resolved, a DOCTYPE with an internal subset is refused before
/// parsing (`checkBeforeParsing`); nesting deeper than `maximumDepth` stops the parse.
enum XMLDocumentReader {
  /// The deepest element nesting accepted.
  static let maximumDepth = 400

  /// A parse failure with XMLParser's position.
  struct Failure: Error, Sendable {
    var line: Int
    var column: Int
    var message: String

    /// A failure the reader itself finds (`problem`'s words are the message).
    init(_ problem: XMLReadProblem, line: Int, column: Int) {
      self.init(line: line, column: column, message: problem.words)
    }

    /// A failure in XMLParser's words.
    init(line: Int, column: Int, message: String) {
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// Parses `bytes`; returns the root element or the first error.
  static func parse(_ bytes: [UInt8]) -> Result<XMLNode, Failure> {
    if let failure = checkBeforeParsing(bytes) { return .failure(failure) }
    let parser = XMLParser(stream: InputStream(data: Data(bytes)))
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    let builder = TreeBuilder()
    parser.delegate = builder
    let ok = parser.parse()
    if let failure = builder.failure { return .failure(failure) }
    if !ok || builder.parseError != nil {
      let error =
        (builder.parseError ?? parser.parserError).map { describe($0) }
        ?? XMLReadProblem.notWellFormed.words
      let position = builder.errorPosition ?? (parser.lineNumber, parser.columnNumber)
      return .failure(
        Failure(line: max(1, position.line), column: max(1, position.column), message: error))
    }
    guard let root = builder.root else {
      if let open = builder.stack.last {
        return .failure(
          Failure(.unclosedElement(open.name), line: open.line, column: open.column))
      }
      return .failure(Failure(.noRootElement, line: 1, column: 1))
    }
    return .success(root)
  }

  /// The XMLParser delegate building the tree.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLNode] = []
    var root: XMLNode?
    var failure: Failure?
    var parseError: Error?
    var errorPosition: (line: Int, column: Int)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      guard errorPosition == nil else { return }
      self.parseError = parseError
      errorPosition = (parser.lineNumber, parser.columnNumber)
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      guard failure == nil else { return }
      if stack.count >= XMLDocumentReader.maximumDepth {
        failure = Failure(
          .nestedTooDeep(XMLDocumentReader.maximumDepth), line: parser.lineNumber,
          column: parser.columnNumber)
        parser.abortParsing()
        return
      }
      stack.append(
        XMLNode(
          name: elementName, attributes: attributeDict, line: parser.lineNumber,
          column: parser.columnNumber))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      guard failure == nil, var node = stack.popLast() else { return }
      node.indexChildren()
      if stack.isEmpty {
        root = node
      } else {
        stack[stack.count - 1].children.append(node)
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard failure == nil, !stack.isEmpty, stack[stack.count - 1].text.utf8.count < 1 << 20 else {
        return
      }
      stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
      guard failure == nil, !stack.isEmpty else { return }
      stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }
  }
}
