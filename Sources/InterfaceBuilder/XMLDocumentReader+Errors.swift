import Foundation

extension XMLDocumentReader {
  /// What XMLParser's error means, in words (its codes are libxml2's `xmlParserErrors`).
  static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    return errorWords[code] ?? XMLReadProblem.notWellFormed.words
  }

  /// libxml2's parser error codes, as XMLParser reports them, in words.
  static let errorWords: [Int: String] = [
    1: "the XML parser stopped on an internal error (is the document too large?)",
    2: "the XML parser ran out of memory",
    3: "the document does not start like XML",
    4: "the document is empty",
    5: "the document ends too early, or has content after its root element",
    6: "a hexadecimal character reference ('&#x...;') is not valid",
    7: "a decimal character reference ('&#...;') is not valid",
    8: "a character reference is not valid",
    9: "invalid character",
    10: "the document ends inside a character reference",
    14: "the document ends inside an entity reference",
    22: "an '&' is not followed by an entity name (write '&amp;')",
    23: "a '>' is missing",
    24: "a '%' is not followed by a parameter entity name",
    26: "an entity reference names no declared entity",
    27: "an entity reference names no declared entity",
    31: "the document's encoding is unknown",
    32: "the document's encoding is not supported",
    33: "a quoted string is expected",
    34: "a quoted string is not closed",
    35: "a namespace declaration is not valid",
    37: "an entity value is not closed",
    38: "an attribute value is not quoted",
    39: "an attribute has no value",
    40: "an attribute value is not closed",
    41: "an attribute is repeated",
    42: "an attribute is repeated",
    44: "a quoted literal is not closed",
    45: "a comment is not closed ('-->' expected)",
    46: "a processing instruction is not valid",
    47: "a processing instruction is not closed ('?>' expected)",
    56: "the XML declaration is not valid",
    57: "the XML declaration is not closed ('?>' expected)",
    61: "the DOCTYPE is not closed",
    62: "']]>' appears outside a CDATA section",
    63: "a CDATA section is not closed (']]>' expected)",
    64: "the document does not start with an element",
    65: "a space is required here",
    68: "a name is expected",
    72: "a '<' is expected",
    73: "an element is not closed ('>' expected)",
    74: "a closing tag ('</') is expected",
    75: "an '=' is expected after an attribute name",
    76: "a closing tag does not match its opening tag",
    77: "a tag is not finished",
    80: "a comment contains '--'",
    81: "the document's bytes do not match its declared encoding",
    85: "the elements are not well balanced",
    86: "there is content after the root element",
    89: "an entity refers to itself",
    96: "the XML declaration has no version",
    111: "the document ends too early",
  ]
}
