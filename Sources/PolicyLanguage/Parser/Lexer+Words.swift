extension Lexer {
  /// Whether `text` is read as one word (an identifier, class name or keyword): a letter or `_`,
  /// then letters, digits, `_` and `-`, at most `maximumTokenLength` bytes. The lexer's rule, for
  /// code that writes policy text.
  public static func isWord(_ text: String) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, Ascii.isWordStart(first), bytes.count <= maximumTokenLength
    else { return false }
    return bytes.allSatisfy(Ascii.isWordContinuation)
  }
}
