import PolicyLanguage

/// A message about a scene snapshot (`S0xx`): the one place its words are written. The issue
/// that carries it adds the JSON path.
public typealias SceneMessage = DiagnosticMessage<SceneIssue.Code>

/// The scene format's messages, one builder per wording, in code order.
extension DiagnosticMessage where Code == SceneIssue.Code {
  // MARK: Reading the JSON

  /// `reason` is the JSON parser's own words.
  package static func invalidJSON(line: Int, column: Int, reason: String) -> Self {
    Self(.invalidJSON, "invalid JSON at \(line):\(column): \(reason)")
  }

  /// `expected` names a JSON type (`an object`, `true or false`).
  package static func wrongType(expected: String, found: JSONValue) -> Self {
    Self(.wrongType, "expected \(expected), found \(found.kindDescription)")
  }

  /// `count` numbers were expected where something other than an array is.
  package static func expectedNumbers(_ count: Int, found: JSONValue) -> Self {
    Self(.wrongType, "expected \(count) numbers, found \(found.kindDescription)")
  }

  /// An array of `elements` where `count` numbers belong.
  package static func wrongLength(expected count: Int, elements: Int) -> Self {
    let found = elements == 1 ? "1 element" : "\(elements) elements"
    return Self(.wrongShape, "expected \(count) numbers, found \(found)")
  }

  package static func missingKey(_ key: String) -> Self {
    Self(.missingKey, "missing required key '\(key)'")
  }

  package static var missingKeyboardSize: Self { Self(.missingKey, "expected 'height' or 'frame'") }

  package static func unknownKey(_ key: String, suggestion: String?) -> Self {
    let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    return Self(.unknownKey, "unknown key '\(key)' is ignored\(hint)")
  }

  // MARK: Values

  package static func unsupportedVersion(_ version: Int) -> Self {
    Self(.invalidValue, "unsupported scene version \(version) (expected \(Scene.formatVersion))")
  }

  package static var emptySuperclass: Self { Self(.invalidValue, "superclass name is empty") }

  package static func alphaOutOfRange(_ alpha: Double) -> Self {
    Self(.invalidValue, "alpha \(JSONValue.format(alpha)) is outside 0...1")
  }

  package static var keyboardHeightAndFrame: Self {
    Self(.invalidValue, "give 'height' or 'frame', not both")
  }

  package static func lengthOutOfRange(_ value: Double) -> Self {
    Self(
      .invalidValue,
      "\(JSONValue.format(value)) is out of range (lengths are \(LengthRange.description))")
  }

  package static func negativeNumber(_ value: Double) -> Self {
    Self(.invalidValue, "expected a number >= 0, found \(JSONValue.format(value))")
  }

  package static func notAnInteger(_ value: Double) -> Self {
    Self(.invalidValue, "expected an integer, found \(JSONValue.format(value))")
  }

  package static var integerTooLarge: Self {
    Self(.invalidValue, "integer out of range (at most 15 digits)")
  }

  /// `allowed` are the words the key takes.
  package static func unknownWord(_ word: String, allowed: [String]) -> Self {
    let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
    return Self(.invalidValue, "unknown value '\(word)' (expected one of \(list))")
  }

  package static var negativeSize: Self {
    Self(.invalidValue, "width and height must not be negative")
  }

  package static var emptyWindow: Self { Self(.invalidValue, "the window must not be empty") }

  package static var emptyViewID: Self { Self(.invalidValue, "view id is empty") }

  package static var emptyControllerID: Self { Self(.invalidValue, "controller id is empty") }

  package static func redeclaredUIKitClass(
    _ name: String, uikitSuperclass: String?, declared: String
  ) -> Self {
    let uikit = uikitSuperclass.map { "a subclass of '\($0)'" } ?? "the root class"
    return Self(
      .invalidValue,
      "'\(name)' is a UIKit class (\(uikit)) and cannot be redeclared as a subclass of '\(declared)'"
    )
  }

  // MARK: Structure

  package static func duplicateKey(_ key: String) -> Self {
    Self(.duplicateKey, "duplicate key '\(key)'")
  }

  /// `firstPath` is the JSON path of the view that has the id first.
  package static func duplicateViewID(_ id: String, firstAt firstPath: String) -> Self {
    Self(.duplicateViewID, "duplicate view id '\(id)' (first used at \(firstPath))")
  }

  package static func duplicateControllerID(_ id: String) -> Self {
    Self(.duplicateControllerID, "duplicate controller id '\(id)'")
  }

  package static func unknownView(_ id: String) -> Self {
    Self(.unknownReference, "no view has id '\(id)'")
  }

  package static func unknownController(_ id: String) -> Self {
    Self(.unknownReference, "no controller has id '\(id)'")
  }

  package static func focusNotTextInput(_ id: String) -> Self {
    Self(
      .focusNotTextInput,
      "view '\(id)' is not a text input (a UITextField, UITextView or UISearchBar)")
  }

  package static func classCycle(_ name: String) -> Self {
    Self(.cycle, "class '\(name)' is its own superclass (a cycle in 'classes')")
  }

  package static func controllerCycle(_ id: String) -> Self {
    Self(.cycle, "controller '\(id)' is its own ancestor (a cycle in 'parent')")
  }

  package static func controllerChainTooLong(_ id: String) -> Self {
    Self(
      .controllerChainTooLong,
      "controller '\(id)' has more than \(Scene.maximumControllerDepth) parents")
  }

  package static func sharedRootView(_ view: String, owner controller: String) -> Self {
    Self(.sharedRootView, "view '\(view)' is already the root view of controller '\(controller)'")
  }

  // MARK: Limits

  package static var tooDeep: Self {
    Self(.tooDeep, "views are nested more than \(SceneDecoder.maximumViewDepth) levels deep")
  }

  package static var notFinite: Self { Self(.notFinite, "number is not finite") }

  package static var tooManyViews: Self {
    Self(
      .tooManyViews,
      "the scene has more than \(Scene.maximumViewCount) views; the rest are not read")
  }

  package static func tooLarge(bytes: Int) -> Self {
    Self(
      .tooLarge,
      "scene is larger than \(Scene.maximumJSONSize / 1024 / 1024) MiB (\(bytes) bytes); it is not read"
    )
  }

  // MARK: Classes

  package static func unknownClass(_ name: String, suggestion: String?) -> Self {
    let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    return Self(
      .unknownClass,
      "unknown class '\(name)'\(hint); the view counts as a plain view (declare app classes in 'classes')"
    )
  }
}
