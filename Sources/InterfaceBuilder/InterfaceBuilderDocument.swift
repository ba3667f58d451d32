/// One Interface Builder document to import: its path (for messages, and its name for storyboard
/// references) and its bytes.
public struct InterfaceBuilderDocument: Sendable {
  /// The path as the user gave it (`App/Base.lproj/Main.storyboard`); may be empty.
  public var path: String
  /// The document's bytes (UTF-8 XML).
  public var bytes: [UInt8]

  /// Creates a document.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// The name storyboard references use: the file name without `.storyboard` (`Main`).
  public var storyboardName: String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
  }
}
