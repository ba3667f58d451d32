import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import PolicyLanguage
import Testing

@Suite struct XMLTextTests {
  @Test func escapesTheFiveCharactersAndDropsWhatXMLCannotHold() {
    let text = "a&b<c>d\"e'f\u{1}g\u{FFFE}h\u{FFFF}i\u{7}"
    let expected = "a&amp;b&lt;c&gt;d&quot;e&apos;fghi"
    #expect(XMLText.escape(text, whitespace: .keep) == expected)
    #expect(XMLText.escape(text, whitespace: .foldToSpaces) == expected)
  }

  @Test func lineBreaksAreKeptOrFolded() {
    let text = "one\ntwo\tthree\r"
    #expect(XMLText.escape(text, whitespace: .keep) == text)
    #expect(XMLText.escape(text, whitespace: .foldToSpaces) == "one two three ")
  }

  /// Whatever goes in, an XML parser reads back the escaped text (with what XML cannot hold
  /// dropped): a differential check against Foundation's parser over every scalar below 0x80
  /// and a few beyond.
  @Test func anXMLParserReadsBackTheText() throws {
    var scalars = (0..<0x80).compactMap(Unicode.Scalar.init)
    scalars += ["é", "€", "\u{FFFD}", "𝄞", "\u{FFFE}"].flatMap(\.unicodeScalars)
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    let escaped = XMLText.escape(text, whitespace: .keep)
    let document = "<r>\(escaped)</r>"
    let parser = XMLParser(data: Data(document.utf8))
    let reader = TextCollector()
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    var expected = ""
    expected.unicodeScalars.append(
      contentsOf: scalars.filter {
        $0.value >= 0x20 && $0.value != 0xFFFE || ["\n", "\t", "\r"].contains($0)
      })
    // XML parsers turn a carriage return into a line feed.
    #expect(reader.text == expected.replacingOccurrences(of: "\r", with: "\n"))
  }

  final class TextCollector: NSObject, XMLParserDelegate {
    var text = ""
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }
}
