/// A policy used as documentation and as a test of a lint rule.
///
/// In a triggering example, `↓` marks the start of each expected finding; the test harness strips
/// the markers and checks the findings' lines and columns against them.
public struct Example: Hashable, Sendable {
  /// The marker that shows where a finding is expected.
  public static let marker: Character = "↓"

  /// The policy text, with markers.
  public var text: String
  /// Scene snapshots (JSON text) to lint with, as `--scene` would give.
  public var scenes: [String]
  /// Where the example is written, so a failing test points at it.
  public var fileID: String
  /// Where the example is written.
  public var filePath: String
  /// Where the example is written.
  public var line: Int
  /// Where the example is written.
  public var column: Int

  /// Creates an example; the location defaults to the caller's.
  public init(
    _ text: String, scenes: [String] = [], fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.text = text
    self.scenes = scenes
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The text without markers.
  public var strippedText: String {
    text.filter { $0 != Example.marker }
  }

  /// The 1-based line and column (UTF-8 bytes) of each marker in the stripped text, in order.
  public var markers: [(line: Int, column: Int)] {
    var result: [(line: Int, column: Int)] = []
    var line = 1
    var column = 1
    for character in text {
      if character == Example.marker {
        result.append((line, column))
        continue
      }
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    return result
  }
}
