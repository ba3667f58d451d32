import InterfaceBuilder
import PolicyExplain
import PolicyLanguage
import SceneModel

/// A message about a policy test file or a test run (`T0xx`): the one place its words are
/// written.
public typealias TestMessage = DiagnosticMessage<TestCode>

/// The policy-test messages, one builder per wording, in code order.
extension DiagnosticMessage where Code == TestCode {
  // MARK: T001–T003: lines

  package static func unknownStatement(_ word: String) -> Self {
    Self(.unknownStatement, "unknown statement '\(word)'")
  }

  package static var expectedExpectation: Self {
    Self(.syntax, "expected 'expect SETTING = VALUE', e.g. 'expect distance = 40'")
  }

  package static var textAfterCloseBrace: Self { Self(.syntax, "expected nothing after '}'") }

  package static var expectOutsideTest: Self {
    Self(.syntax, "'expect' belongs inside a test block")
  }

  package static var expectedTestHeader: Self { Self(.syntax, "expected 'test \"name\" {'") }

  package static var unnamedTest: Self { Self(.syntax, "a test needs a name") }

  /// `policy` or `scene` without its one path.
  package static func expectedPath(_ keyword: String) -> Self {
    Self(.syntax, "expected '\(keyword) \"path\"'")
  }

  /// `storyboard` or `xib` without its path (and optional controller).
  package static func expectedDocument(_ keyword: String) -> Self {
    Self(.syntax, "expected '\(keyword) \"path\"' or '\(keyword) \"path\" controller NAME'")
  }

  package static var expectedMount: Self {
    Self(
      .syntax, "expected 'mount \"Cell.xib\" in TABLE' (a table's accessibility identifier or id)")
  }

  package static var expectedField: Self {
    Self(.syntax, "expected 'field ID' (a view id or accessibility identifier)")
  }

  package static var expectedKeyboardHeight: Self {
    Self(.syntax, "expected 'keyboard-height H' with H a number of points from 0 to 10000")
  }

  package static var expectedDevice: Self {
    Self(.syntax, "expected 'device ID' or 'device all' (optionally ':portrait' or ':landscape')")
  }

  package static var expectedEvents: Self {
    Self(.syntax, "expected 'events \"path\"' or 'events {' with one event a line and '}'")
  }

  package static var toleranceNotAllowed: Self {
    Self(.syntax, "only moved-by and gap take a tolerance")
  }

  package static var expectedToleranceOrEnd: Self {
    Self(.syntax, "expected '± TOLERANCE' or the end of the line")
  }

  package static var expectedRuleOrEnd: Self {
    Self(.syntax, "expected 'from RULE' or the end of the line")
  }

  package static func fromWithoutRule(_ subject: TestSubject) -> Self {
    Self(.syntax, "'from' names the rule that decides a setting; \(subject) has none")
  }

  package static var expectedCompanionExpectation: Self {
    Self(
      .syntax,
      "expected 'expect keep-visible \"ID\" gap >= POINTS', 'covered = POINTS' or 'ignored = REASON'"
    )
  }

  /// A companion line without `=`, `>=`, `<=`, `>` or `<` (`ignored` takes only `=`).
  package static func expectedComparison(_ subject: TestSubject) -> Self {
    guard case .companion(_, .ignored) = subject else {
      return Self(.syntax, "expected '=', '>=', '<=', '>' or '<' after '\(subject)'")
    }
    return Self(.syntax, "expected '=' and a reason after '\(subject)'")
  }

  package static var expectedEnd: Self { Self(.syntax, "expected the end of the line") }

  package static var unterminatedString: Self { Self(.unterminatedString, "unterminated string") }

  // MARK: T004–T005: expectations

  package static func unknownSubject(_ word: String) -> Self {
    Self(.unknownSubject, "unknown setting or result '\(word)'")
  }

  /// `expect keep-visible "login-button" gpa >= 8`.
  package static func unknownCompanionAspect(_ word: String) -> Self {
    Self(.unknownSubject, "unknown companion result '\(word)'")
  }

  /// `expect order = email,, password`, `expect next = a, b`.
  package static func expectedFieldIDs(_ subject: TestSubject) -> Self {
    Self(
      .invalidValue,
      subject == .order
        ? "expected field ids separated by commas after 'order =' ('email, password')"
        : "expected one field id or 'none' after '\(subject) ='")
  }

  /// `expect keep-visible = "a",, "b"`, `expect keep-visible = 4`.
  package static func expectedViewIDs(_ subject: TestSubject) -> Self {
    Self(
      .invalidValue,
      "expected view ids separated by commas after '\(subject) =' ('\"login-button\", \"forgot-password\"') or none"
    )
  }

  package static var expectedTolerance: Self {
    Self(.invalidValue, "expected a tolerance in points after '±'")
  }

  package static func notASwitch(_ subject: TestSubject, found text: String) -> Self {
    Self(.invalidValue, "\(subject) is a switch: expected on or off, got '\(text)'")
  }

  package static func notAWord(_ subject: TestSubject, words: [String], found text: String)
    -> Self
  {
    Self(.invalidValue, "\(subject) is one of \(words.joined(separator: ", ")); got '\(text)'")
  }

  package static func notPoints(_ subject: TestSubject, found text: String) -> Self {
    Self(.invalidValue, "\(subject) is a number of points; got '\(text)'")
  }

  /// `expect distance = 1e308`: a number, but past every length a policy or scene may hold.
  package static func pointsOutOfRange(_ subject: TestSubject, found text: String) -> Self {
    Self(
      .invalidValue,
      "\(subject) is a number of points \(LengthRange.description), as in policies and scenes; got '\(text)'"
    )
  }

  /// `expect gap = 40 ± 1e308`.
  package static func toleranceOutOfRange(found text: String) -> Self {
    Self(
      .invalidValue,
      "a tolerance is a number of points \(LengthRange.description); got '\(text)'")
  }

  // MARK: T006–T010: the file and its tests

  package static var missingVersion: Self { Self(.version, "a test file starts with 'version 1'") }

  package static var versionNotFirst: Self {
    Self(.version, "'version' comes once, on the first line")
  }

  package static var unsupportedVersion: Self {
    Self(.version, "this kbpolicy reads test files of version 1")
  }

  package static var eventsNeverClosed: Self {
    Self(.braces, "'events {' is never closed with '}'")
  }

  package static func testNeverClosed(_ name: String) -> Self {
    Self(.braces, "test \"\(name)\" is never closed with '}'")
  }

  package static var closesNothing: Self { Self(.braces, "'}' closes nothing") }

  package static var nestedTest: Self {
    Self(.braces, "a test cannot hold another test; close the open one with '}'")
  }

  /// `what` is `policy`, `scene` or `field`.
  package static func missingSetup(_ test: String, _ what: String) -> Self {
    Self(.missingSetup, "test \"\(test)\" names no \(what)")
  }

  package static func duplicateTest(_ name: String) -> Self {
    Self(.duplicateTest, "a test named \"\(name)\" is already in this file")
  }

  package static func noExpectations(_ test: String) -> Self {
    Self(.noExpectations, "test \"\(test)\" expects nothing")
  }

  // MARK: T011–T016: what a test reads

  /// `reason` is the file system's words; `suggestion` the path as it should have been written.
  package static func unreadableFile(_ path: String, reason: String, suggestion: String?) -> Self {
    Self(
      .unreadableFile,
      "cannot read '\(path)': \(reason)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
  }

  package static func policyErrors(_ path: String, count: Int) -> Self {
    Self(
      .policyErrors,
      "policy '\(path)' has \(count) error\(count == 1 ? "" : "s"); fix it with 'kbpolicy check \(path)'"
    )
  }

  package static func sceneErrors(_ path: String) -> Self {
    Self(.sceneErrors, "scene '\(path)' has errors")
  }

  package static func documentErrors(_ path: String) -> Self {
    Self(.sceneErrors, "'\(path)' has errors")
  }

  package static func ambiguousController(_ name: String, in path: String) -> Self {
    Self(.sceneErrors, "controller '\(name)' is ambiguous in '\(path)'")
  }

  package static func severalControllers(in path: String, count: Int) -> Self {
    Self(
      .sceneErrors,
      "'\(path)' has \(count) controllers with text inputs; name one with 'controller'")
  }

  package static func controllerNotFound(in path: String, _ issue: ImportIssue) -> Self {
    Self(.sceneErrors, "'\(path)': \(issue.message)")
  }

  /// The field cannot be explained: explain's own words for why.
  package static func unknownField(_ error: ExplainError) -> Self {
    Self(.unknownField, error.message)
  }

  package static func noFieldNoFocus(_ test: String) -> Self {
    Self(.unknownField, "test \"\(test)\" names no field and the scene has no focus")
  }

  package static func eventErrors(_ path: String) -> Self {
    Self(.eventErrors, "event script '\(path)' has errors")
  }

  package static func unknownDevice(_ id: String, suggestion: String?) -> Self {
    Self(
      .unknownDevice,
      "unknown device '\(id)' (known: all, \(DeviceProfile.all.map(\.id).joined(separator: ", ")))"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
  }

  package static func unknownOrientation(_ word: String) -> Self {
    Self(.unknownDevice, "unknown orientation '\(word)' (expected portrait or landscape)")
  }

  package static func deviceOnJSONScene(_ path: String) -> Self {
    Self(
      .unknownDevice,
      "'device' applies to a storyboard or xib; the JSON scene '\(path)' has fixed geometry")
  }

  package static var tooManyErrors: Self {
    Self(.tooManyErrors, "too many errors; stopping after \(TestFileParser.maximumErrors)")
  }
}

/// The notes of the policy-test messages.
extension Diagnostic.Note {
  static var testFileStatements: Self {
    Self(
      message: "a test file has version, policy, scene, storyboard, xib, mount, field, "
        + "keyboard-height, device, events, test and expect lines")
  }

  static func expectTakes(_ subjects: [String]) -> Self {
    Self(message: "expect takes \(subjects.joined(separator: ", "))")
  }

  static func companionTakes(_ aspects: [String]) -> Self {
    Self(message: "expect keep-visible \"ID\" takes \(aspects.joined(separator: ", "))")
  }

  static var addExpectations: Self {
    Self(
      message: "add 'expect' lines, or run 'kbpolicy test --update' to write the current answers")
  }

  static func writeSetup(_ what: String) -> Self {
    Self(
      message: "write '\(what) \"path\"' inside the test, or before the first test for every test")
  }

  /// A scene problem, with its JSON path and code.
  static func sceneIssue(_ issue: SceneIssue) -> Self {
    Self(message: "\(issue.description) [\(issue.code.rawValue)]")
  }

  /// An import problem, with its element path and code.
  static func importIssue(_ issue: ImportIssue) -> Self {
    Self(message: "\(issue.path): \(issue.message) [\(issue.code.rawValue)]")
  }
}
