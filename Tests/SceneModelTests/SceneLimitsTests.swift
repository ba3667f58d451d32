import Testing

@testable import SceneModel

/// The scene format's documented limits (docs/limits.md): at the limit the scene
/// decodes, beyond it there is one clear error naming the JSON path, never a crash or a hang.
@Suite struct SceneLimitsTests {
  /// A scene whose window has `count` flat subviews (the first a focused text field).
  static func flatScene(views count: Int) -> String {
    var text = #"{"window": [390, 844], "focus": "v0", "views": ["#
    text.reserveCapacity(count * 40)
    for index in 0..<count {
      if index > 0 { text += "," }
      text +=
        index == 0
        ? #"{"id": "v0", "class": "UITextField", "frame": [0, 700, 300, 40]}"#
        : #"{"id": "v\#(index)", "frame": [0, 0, 1, 1]}"#
    }
    return text + "]}"
  }

  /// A scene whose views are nested `depth` levels deep.
  static func deepScene(depth: Int) -> String {
    var text = #"{"window": [390, 844], "views": "#
    for level in 0..<depth {
      text += #"[{"id": "v\#(level)", "frame": [0, 0, 10, 10], "subviews": "#
    }
    text += "[]"
    for _ in 0..<depth { text += "}]" }
    return text + "}"
  }

  // MARK: - Most views (100,000)

  @Test func aSceneWithTheMaximumNumberOfViewsDecodes() {
    let result = Scene.decode(json: Self.flatScene(views: Scene.maximumViewCount))
    #expect(result.errors.isEmpty)
    #expect(result.scene?.views.count == Scene.maximumViewCount)
  }

  @Test func oneViewMoreIsOneClearError() {
    let result = Scene.decode(json: Self.flatScene(views: Scene.maximumViewCount + 1))
    #expect(result.scene == nil)
    #expect(result.errors.map(\.code) == [.tooManyViews])
    #expect(result.errors.first?.path == "views[100000]")
  }

  // MARK: - Deepest view tree (100 levels)

  @Test func viewsNestedAtTheDepthLimitDecode() {
    let result = Scene.decode(json: Self.deepScene(depth: 100))
    #expect(result.errors.isEmpty)
  }

  @Test func deeperViewsAreOneClearError() {
    let result = Scene.decode(json: Self.deepScene(depth: 101))
    #expect(result.scene == nil)
    #expect(result.errors.map(\.code) == [.tooDeep])
  }

  @Test func deeplyNestedJSONIsASyntaxErrorNotACrash() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let result = Scene.decode(json: text)
    #expect(result.scene == nil)
    #expect(result.errors.map(\.code) == [.invalidJSON])
    #expect(result.errors.first?.message.contains("nesting deeper than 512 levels") == true)
  }

  // MARK: - Largest scene (16 MiB)

  @Test func aLargerSceneIsOneClearErrorAndIsNotRead() {
    let bytes =
      Array(#"{"window": [390, 844], "views": []}"#.utf8)
      + [UInt8](repeating: 0x20, count: Scene.maximumJSONSize)
    let result = Scene.decode(jsonBytes: bytes)
    #expect(result.scene == nil)
    #expect(result.errors.map(\.code) == [.tooLarge])
  }

  @Test func aSceneAtTheSizeLimitIsRead() {
    let head = Array(#"{"window": [390, 844], "views": []}"#.utf8)
    let bytes = head + [UInt8](repeating: 0x20, count: Scene.maximumJSONSize - head.count)
    let result = Scene.decode(jsonBytes: bytes)
    #expect(result.errors.isEmpty)
  }
}
