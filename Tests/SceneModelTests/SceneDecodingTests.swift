import PolicyLanguage
import Testing

@testable import SceneModel

// MARK: - Cases

/// One malformed scene fixture and the first error it must produce.
struct DecodingErrorCase: Sendable, CustomTestStringConvertible {
  var file: String
  var code: SceneIssue.Code
  var path: String
  var message: String
  var testDescription: String { file }
}

private let errorCases: [DecodingErrorCase] = [
  .init(
    file: "bad-frame.json", code: .wrongShape, path: "views[0].subviews[1].frame",
    message: "views[0].subviews[1].frame: expected 4 numbers, found 3 elements"),
  .init(
    file: "duplicate-id.json", code: .duplicateViewID, path: "views[0].subviews[1].id",
    message:
      "views[0].subviews[1].id: duplicate view id 'email' (first used at views[0].subviews[0])"),
  .init(
    file: "controller-cycle.json", code: .cycle, path: "controllers[0].parent",
    message: "controllers[0].parent: controller 'a' is its own ancestor (a cycle in 'parent')"),
  .init(
    file: "focus-not-text.json", code: .focusNotTextInput, path: "focus",
    message: "focus: view 'title' is not a text input (a UITextField, UITextView or UISearchBar)"),
  .init(
    file: "infinite.json", code: .notFinite, path: "views[0].subviews[0].scroll.contentOffset[1]",
    message: "views[0].subviews[0].scroll.contentOffset[1]: number is not finite"),
  .init(
    file: "wrong-type.json", code: .wrongType, path: "views[0].subviews[0].hidden",
    message: "views[0].subviews[0].hidden: expected true or false, found a string"),
  .init(
    file: "syntax.json", code: .invalidJSON, path: "$",
    message: "$: invalid JSON at 4:19: expected ',' or '}'"),
  .init(
    file: "unknown-reference.json", code: .unknownReference, path: "controllers[0].view",
    message: "controllers[0].view: no view has id 'main'"),
  .init(
    file: "class-cycle.json", code: .cycle, path: "classes.A",
    message: "classes.A: class 'A' is its own superclass (a cycle in 'classes')"),
  .init(
    file: "missing-window.json", code: .missingKey, path: "$",
    message: "$: missing required key 'window'"),
]

@Suite struct SceneDecodingTests {
  @Test(arguments: errorCases)
  func malformedSceneNamesTheJSONPath(_ testCase: DecodingErrorCase) throws {
    let result = Scene.decode(json: try Fixtures.text("scenes/\(testCase.file)"))
    #expect(result.scene == nil)
    let first = try #require(result.errors.first)
    #expect(first.code == testCase.code)
    #expect(first.path == testCase.path)
    #expect(first.description == testCase.message)
  }

  @Test func decodingReportsEveryErrorNotJustTheFirst() throws {
    let result = Scene.decode(json: try Fixtures.text("scenes/missing-window.json"))
    #expect(result.errors.map(\.path) == ["$", "views[0].alpha"])
  }

  @Test func unknownKeyIsAWarningWithASuggestion() throws {
    let result = Scene.decode(json: try Fixtures.text("scenes/unknown-key.json"))
    #expect(result.scene != nil)
    #expect(result.issues.count == 1)
    #expect(result.issues.first?.severity == .warning)
    #expect(
      result.issues.first?.description
        == "views[0].subviews[0].placehoder: unknown key 'placehoder' is ignored (did you mean 'placeholder'?)"
    )
  }

  @Test func duplicateJSONKeyIsAnError() {
    let result = Scene.decode(json: #"{"window": [10, 10], "window": [20, 20]}"#)
    #expect(result.errors.first?.description == "window: duplicate key 'window'")
  }

  @Test func hostileInputNeverTraps() {
    let inputs = [
      "", "[", "{", "null", "[1,2]", #"{"window": "big"}"#, #"{"window": [1]}"#,
      String(repeating: "[", count: 10_000), #"{"window": [1, 1], "views": [{"id": 3}]}"#,
      #"{"window": [1, 1], "views": [{"id": "a", "frame": [0, 0, -1, 5]}]}"#,
      #"{"window": [1, 1], "keyboard": {"height": 1, "frame": [0, 0, 1, 1]}}"#,
      #"{"window": [1, 1], "views": [], "focus": 12}"#, "\u{FEFF}{}", #"{"a": "\u12"}"#, "NaN",
    ]
    for input in inputs {
      let result = Scene.decode(json: input)
      #expect(result.scene == nil, "\(input.prefix(40)) should not decode")
      #expect(!result.errors.isEmpty)
    }
  }

  @Test func deeplyNestedViewsAreAnErrorNotAStackOverflow() {
    var view = SceneView(id: "leaf", frame: .zero)
    for index in 0..<150 { view = SceneView(id: "v\(index)", frame: .zero, subviews: [view]) }
    let scene = Scene(window: Size(width: 10, height: 10), views: [view])
    let text = scene.jsonText()
    let result = Scene.decode(json: text)
    #expect(result.errors.first?.code == .tooDeep)
    #expect(scene.validate().first?.code == .tooDeep)
  }

  @Test func defaultsAreUIKitsDefaults() throws {
    let result = Scene.decode(
      json: """
        {"window": {"width": 393, "height": 852},
         "views": [{"id": "f", "class": "UITextField", "frame": [0, 10, 100, 44]}]}
        """)
    let scene = try #require(result.scene)
    #expect(scene.orientation == .portrait)
    #expect(scene.statusBarHeight == 0)
    #expect(scene.keyboard == nil)
    let view = try #require(scene.views.first)
    #expect(
      view.tag == 0 && view.alpha == 1 && view.isEnabled && view.isUserInteractionEnabled
        && !view.isHidden)
    #expect(view.code == CodeSettings())
  }

  @Test func encodingRoundTrips() throws {
    let scene = Scene(
      window: Size(width: 393, height: 852), statusBarHeight: 59,
      keyboard: .frame(Rect(x: 0, y: 561, width: 393, height: 291)),
      views: [
        SceneView(
          id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852),
          safeAreaInsets: Insets(top: 59, bottom: 34),
          subviews: [
            SceneView(
              id: "scroll", className: "UIScrollView",
              frame: Rect(x: 0, y: 103, width: 393, height: 749), tag: 3,
              accessibilityIdentifier: "form",
              scroll: ScrollState(
                contentOffset: Point(x: 0, y: 12.5), contentSize: Size(width: 393, height: 1200)),
              scrollCode: ScrollViewCodeSettings(adjust: false, restoreOffset: true),
              subviews: [
                SceneView(
                  id: "name", className: "NameField",
                  frame: Rect(x: 16, y: 20, width: 361, height: 44), isHidden: true,
                  alpha: 0.5, isEnabled: false, isUserInteractionEnabled: false,
                  placeholder: "Name \"quoted\"",
                  textInput: .textField,
                  code: CodeSettings(avoidance: false, distance: 24.25, skipInOrder: true))
              ])
          ])
      ],
      controllers: [
        SceneController(id: "nav", className: "UINavigationController"),
        SceneController(
          id: "form", className: "FormViewController", view: "root", parent: "nav",
          navigationBarBottom: 103, container: ContainerKind.none),
      ],
      classes: ["NameField": "UITextField", "FormViewController": "UIViewController"], focus: "name"
    )
    #expect(scene.validate().isEmpty)
    let decoded = Scene.decode(json: scene.jsonText())
    #expect(decoded.issues.isEmpty)
    #expect(decoded.scene == scene)
  }
}
