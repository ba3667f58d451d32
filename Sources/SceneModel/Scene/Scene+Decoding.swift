extension Scene {
  /// The most views a scene may have (the largest real screens have a few thousand).
  public static let maximumViewCount = 100_000
  /// The most parents a controller may have (S019): UIKit screens nest a handful; the limit keeps
  /// every walk up a controller chain short.
  public static let maximumControllerDepth = 100
  /// The largest scene JSON read, in bytes (16 MiB, the CLI's file limit too).
  public static let maximumJSONSize = 16 * 1024 * 1024

  /// Decodes and validates a scene from JSON text (grammar.md Part 2 describes the format).
  ///
  /// Never traps on bad input: syntax errors come back as `S001` with a line and column, every
  /// other problem with its JSON path. Unknown keys are warnings (the scene still decodes).
  public static func decode(json text: String) -> SceneDecodingResult {
    decode(jsonBytes: Array(text.utf8))
  }

  /// Decodes and validates a scene from UTF-8 JSON bytes.
  public static func decode(jsonBytes bytes: [UInt8]) -> SceneDecodingResult {
    guard bytes.count <= maximumJSONSize else {
      return SceneDecodingResult(
        scene: nil,
        issues: [
          SceneIssue(.tooLarge(bytes: bytes.count), path: "$")
        ])
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes: bytes)
    } catch {
      return SceneDecodingResult(
        scene: nil,
        issues: [
          SceneIssue(
            .invalidJSON(line: error.line, column: error.column, reason: error.message), path: "$")
        ])
    }
    return decode(json: json)
  }

  /// Decodes and validates a scene from an already parsed JSON value.
  public static func decode(json: JSONValue) -> SceneDecodingResult {
    var decoder = SceneDecoder()
    let scene = decoder.decodeScene(json)
    var issues = decoder.issues
    if !issues.contains(where: { $0.severity == .error }) {
      issues += scene.validate()
    }
    let failed = issues.contains { $0.severity == .error }
    return SceneDecodingResult(scene: failed ? nil : scene, issues: issues)
  }
}
