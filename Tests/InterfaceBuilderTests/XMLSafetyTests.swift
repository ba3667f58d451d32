import Foundation
import Testing

@testable import InterfaceBuilder

/// XML is data: entity declarations are refused before anything is expanded, large documents up
/// to the file limit parse, bytes that are not UTF-8 never reach the parser, errors are words.
@Suite struct XMLSafetyTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func errors(_ text: String) -> [ImportIssue] {
    InterfaceBuilderImporter().importDocument(text: text).errors
  }

  /// "Billion laughs": ten levels of ten references. Expanded it is 10^9 'lol's; refused unread.
  static let laughs: String = {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n  <!ENTITY lol0 \"lol\">\n"
    for level in 1...9 {
      text += "  <!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">\n"
    }
    return text
      + "]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes><scene sceneID=\"&lol9;\"/></scenes></document>\n"
  }()

  @Test func entityDeclarationsAreRefusedBeforeExpansion() throws {
    let error = try #require(Self.errors(Self.laughs).first)
    #expect(error.code == .malformedXML)
    #expect(error.line == 3)
    #expect(error.column == 3)
    #expect(error.message.contains("declares an entity"))
  }

  @Test(arguments: [
    // Hidden behind a comment that itself contains markup, or after a quoted '>'.
    "<?xml version=\"1.0\"?>\n<!-- <x> -->\n<!DOCTYPE d [ <!-- <y> ]> --> <!ENTITY e \"x\"> ]>\n<document/>",
    "<?xml version=\"1.0\"?>\n<!DOCTYPE d SYSTEM \"a>b\" [ <!ATTLIST d a CDATA \"]>\"> <!ENTITY e \"x\"> ]>\n<document/>",
    "\u{FEFF}<!DOCTYPE d [<!ENTITY % p \"x\">]><document/>",
  ])
  func entityDeclarationsAreFoundWhereverTheyHide(text: String) throws {
    let error = try #require(Self.errors(text).first)
    #expect(error.message.contains("declares an entity"), "\(text)")
  }

  /// `<!ATTLIST d a CDATA #IMPLIED>` (or `#REQUIRED`) and `<!NOTATION ...>` in an
  /// internal subset crashed Foundation's parser (SIGSEGV). Interface Builder never writes a DTD:
  /// any internal subset is refused before parsing, at the `[` that opens it.
  @Test(arguments: [
    "<?xml version=\"1.0\"?><!DOCTYPE d [<!ATTLIST d a CDATA #IMPLIED>]><d a=\"x\"/>",
    "<?xml version=\"1.0\"?><!DOCTYPE d [<!ATTLIST d a CDATA #REQUIRED>]><d a=\"x\"/>",
    "<?xml version=\"1.0\"?><!DOCTYPE d [<!NOTATION n SYSTEM \"x\">]><d/>",
    "<?xml version=\"1.0\"?><!DOCTYPE d [<!ELEMENT d EMPTY>]><d/>",
    "<?xml version=\"1.0\"?><!DOCTYPE d []><d/>",
    "<?xml version=\"1.0\"?><!DOCTYPE d PUBLIC \"[\" \"x\" [\n<!NOTATION n SYSTEM \"]>\">]><d/>",
  ])
  func anInternalSubsetNeverReachesTheParser(text: String) throws {
    let error = try #require(Self.errors(text).first)
    #expect(error.code == .malformedXML)
    #expect(
      error.message
        == "malformed XML: the document's DOCTYPE has an internal subset ('['); Interface Builder never writes one, and it is not read",
      "\(text)")
    let bracket = try #require(
      text.utf8.lastIndex(of: UInt8(ascii: "[")).map {
        text.utf8.distance(from: text.utf8.startIndex, to: $0)
      })
    let lineStart =
      text.utf8.prefix(bracket).lastIndex(of: 0x0A).map {
        text.utf8.distance(from: text.utf8.startIndex, to: $0) + 1
      } ?? 0
    #expect(error.column == bracket - lineStart + 1, "\(text)")
  }

  /// The two shapes as files (also fuzzing seeds): refused, line and column of the `[`.
  @Test(arguments: [
    ("crash-dtd-attlist-implied.xib", 1, 34), ("crash-dtd-notation.storyboard", 2, 20),
  ])
  func internalSubsetFixtures(name: String, line: Int, column: Int) throws {
    let bytes = try [UInt8](
      Data(contentsOf: Self.fixtures.appendingPathComponent("fuzz/\(name)")))
    let result = InterfaceBuilderImporter().importDocument(bytes: bytes)
    let error = try #require(result.errors.first)
    #expect(error.code == .malformedXML)
    #expect(error.message.contains("internal subset"))
    #expect((error.line, error.column) == (line, column))
    #expect(result.scenes.isEmpty)
  }

  /// Found by fuzzing: after a broken XML declaration (`<?xml version="1.0"?(>`) the prolog scan
  /// skipped everything looking for `?>`, while libxml2 recovered and read the DOCTYPE's
  /// `<!NOTATION` (a crash). A markup declaration anywhere in the document is refused.
  @Test func aDeclarationAfterABrokenXMLDeclarationNeverReachesTheParser() throws {
    let bytes = try [UInt8](
      Data(
        contentsOf: Self.fixtures.appendingPathComponent(
          "fuzz/crash-dtd-after-broken-declaration.xib")))
    let error = try #require(InterfaceBuilderImporter().importDocument(bytes: bytes).errors.first)
    #expect(error.code == .malformedXML)
    #expect(error.message.contains("'<!NOTATION'"), "\(error.message)")
    #expect((error.line, error.column) == (3, 3))
    for keyword in ["ENTITY", "ATTLIST", "NOTATION", "ELEMENT"] {
      let text = "<?xml version=\"1.0\"?(>\n<d><!--x--></d>\n<!\(keyword) d>"
      #expect(Self.errors(text).first?.message.contains("'<!\(keyword)'") == true, "\(keyword)")
    }
  }

  /// A DOCTYPE outside the prolog (inside or after the root element) is refused the same way.
  @Test func aDoctypeOutsideTheProlog() throws {
    let text = "<?xml version=\"1.0\"?><d><!DOCTYPE d [<!ATTLIST d a CDATA #IMPLIED>]></d>"
    let error = try #require(Self.errors(text).first)
    #expect(error.code == .malformedXML)
    #expect(error.message.contains("DOCTYPE"), "\(error.message)")
  }

  @Test func aDoctypeWithoutEntitiesIsNotRefusedForThat() {
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE document>\n<document type=\"com.example.Other\" version=\"3.0\"/>"
    #expect(Self.errors(text).first?.code == .notInterfaceBuilder)
  }

  /// Found by fuzzing: a byte that is not UTF-8 inside a comment trapped in Foundation's parser.
  @Test func bytesThatAreNotUTF8NeverReachTheParser() throws {
    let bytes = try [UInt8](
      Data(
        contentsOf: Self.fixtures.appendingPathComponent("fuzz/crash-invalid-utf8-in-comment.xib")))
    let result = InterfaceBuilderImporter().importDocument(bytes: bytes)
    #expect(result.errors.first?.code == .malformedXML)
    #expect(result.errors.first?.message == "malformed XML: the document is not UTF-8 text")
  }

  /// Found by fuzzing: a processing instruction without data (`<?name?>`) crashed Foundation's
  /// parser (a NULL string). Interface Builder never writes one; it is refused before parsing.
  @Test func aProcessingInstructionNeverReachesTheParser() throws {
    let bytes = try [UInt8](
      Data(
        contentsOf: Self.fixtures.appendingPathComponent(
          "fuzz/crash-empty-processing-instruction.xib")))
    let result = InterfaceBuilderImporter().importDocument(bytes: bytes)
    #expect(result.errors.first?.code == .malformedXML)
    #expect(result.errors.first?.line == 1)
    #expect(result.errors.first?.message.contains("processing instruction") == true)
    // Inside a comment or a CDATA section '<?' is text, and the XML declaration is allowed.
    let text =
      "<?xml version=\"1.0\"?>\n<!-- <?a?> --><document type=\"com.example.Other\" version=\"3.0\"><![CDATA[<?b?>]]></document>"
    #expect(Self.errors(text).first?.code == .notInterfaceBuilder)
    #expect(
      Self.errors("<?xml version=\"1.0\"?>\n<document><?pi data?></document>").first?.message
        .contains("processing instruction") == true)
  }

  /// Found by fuzzing: a control character (U+0007) inside a comment made libxml2 leave the
  /// comment, so a `<?name?>` the processing-instruction check had skipped as comment text
  /// reached Foundation's parser and crashed it. Characters XML cannot hold are refused first.
  @Test func aCharacterXMLCannotHoldNeverReachesTheParser() throws {
    let bytes = try [UInt8](
      Data(
        contentsOf: Self.fixtures.appendingPathComponent(
          "fuzz/crash-control-character-in-comment.storyboard")))
    let result = InterfaceBuilderImporter().importDocument(bytes: bytes)
    let error = try #require(result.errors.first)
    #expect(error.code == .malformedXML)
    #expect(error.message == "malformed XML: the document has a character XML cannot hold (U+0007)")
    #expect((error.line, error.column) == (113, 44))
    #expect(result.scenes.isEmpty)
    // Each kind: a C0 control anywhere, U+FFFE and U+FFFF; tab, line feed and return are fine.
    let document = "<document type=\"com.example.Other\" version=\"3.0\"/>"
    for (character, name) in [
      ("\u{0}", "U+0000"), ("\u{1F}", "U+001F"), ("\u{FFFE}", "U+FFFE"), ("\u{FFFF}", "U+FFFF"),
    ] {
      let text = "<?xml version=\"1.0\"?>\n<!-- a\(character) -->" + document
      #expect(Self.errors(text).first?.message.hasSuffix("(\(name))") == true, "\(name)")
    }
    #expect(
      Self.errors("<?xml version=\"1.0\"?>\n<!--\t\r\n-->" + document).first?.code
        == .notInterfaceBuilder)
  }

  /// Between libxml2's 10 MB lookup limit and the 16 MiB file limit a well-formed document
  /// parses (it used to fail as "XMLParser error 1").
  @Test func aTwelveMegabyteDocumentParses() throws {
    let base = try String(
      contentsOf: Self.fixtures.appendingPathComponent("Forms.storyboard"), encoding: .utf8)
    let split = try #require(base.range(of: "<scenes>"))
    let comment = "<!-- " + String(repeating: "x", count: 90) + " -->\n"
    let padding = String(repeating: comment, count: 120_000)
    let text = String(base[..<split.lowerBound]) + padding + String(base[split.lowerBound...])
    #expect(text.utf8.count > 12_000_000)
    let result = InterfaceBuilderImporter().importDocument(text: text)
    #expect(result.errors.isEmpty, "\(result.errors.first?.message ?? "")")
    #expect(!result.scenes.isEmpty)
  }

  @Test func parserErrorsAreWords() {
    let cases = [
      "<document a=\"1\" a=\"2\"></document>": "an attribute is repeated",
      "<document><a></b></document>": "a closing tag does not match its opening tag",
      "<document>&foo;</document>": "an entity reference names no declared entity",
    ]
    for (text, words) in cases {
      let message = Self.errors("<?xml version=\"1.0\"?>\n" + text).first?.message ?? ""
      #expect(message == "malformed XML: \(words)", "\(text)")
      #expect(!message.contains("XMLParser error"))
    }
  }
}
