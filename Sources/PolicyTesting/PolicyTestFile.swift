import PolicyLanguage

/// A parsed policy test file (`.kbtest`, grammar.md Part 4): file-level defaults, then tests.
public struct PolicyTestFile: Hashable, Sendable {
  /// The file's text.
  public var source: SourceFile
  /// What every test starts from (`policy`, `scene`, `field`, ... written before the first test).
  public var defaults: TestSetup
  /// The tests, in file order.
  public var tests: [PolicyTestCase]
  /// Syntax errors; a test whose block has one does not run.
  public var diagnostics: [Diagnostic]

  /// Creates a test file.
  public init(
    source: SourceFile, defaults: TestSetup, tests: [PolicyTestCase], diagnostics: [Diagnostic]
  ) {
    self.source = source
    self.defaults = defaults
    self.tests = tests
    self.diagnostics = diagnostics
  }
}

/// One `test "name" { ... }` block.
public struct PolicyTestCase: Hashable, Sendable {
  /// The name in quotes.
  public var name: String
  /// Where `test` is written.
  public var range: SourceRange
  /// The line of the closing `}` (where `--update` adds a snapshot).
  public var closingLine: Int
  /// The file's defaults with this block's own setup lines applied.
  public var setup: TestSetup
  /// The `expect` lines, in order.
  public var expectations: [Expectation]
  /// Whether a syntax error was found inside the block (the test is reported, not run).
  public var hasErrors: Bool

  /// Creates a test case.
  public init(
    name: String, range: SourceRange, closingLine: Int, setup: TestSetup,
    expectations: [Expectation], hasErrors: Bool
  ) {
    self.name = name
    self.range = range
    self.closingLine = closingLine
    self.setup = setup
    self.expectations = expectations
    self.hasErrors = hasErrors
  }
}

/// A path written in a test file, with where it is written (for errors about it).
public struct TestPath: Hashable, Sendable {
  /// The path as written (relative paths are relative to the test file's directory).
  public var path: String
  /// The string's range.
  public var range: SourceRange

  /// Creates a path reference.
  public init(path: String, range: SourceRange) {
    self.path = path
    self.range = range
  }
}

/// Where a test's scene comes from.
public enum TestScene: Hashable, Sendable {
  /// `scene "file.json"`.
  case json(TestPath)
  /// `storyboard "File.storyboard" controller X` or `xib "File.xib" controller X`.
  case interfaceBuilder(TestPath, controller: String?, controllerRange: SourceRange?)

  /// The file.
  public var path: TestPath {
    switch self {
    case .json(let path), .interfaceBuilder(let path, _, _): path
    }
  }
}

/// A test's event script.
public enum TestEvents: Hashable, Sendable {
  /// `events "file.events"`.
  case file(TestPath)
  /// `events { ... }`: the script written in the test file.
  case inline(InlineEvents)
}

/// An event script written inside a test file: the block's lines as their own text, and where
/// they start, so that event diagnostics point into the test file.
public struct InlineEvents: Hashable, Sendable {
  /// The block's lines (between `events {` and `}`).
  public var text: SourceFile
  /// The test file line of the block's first line.
  public var firstLine: Int
  /// The test file byte offset of the block's first line.
  public var startOffset: Int

  /// Creates an inline script.
  public init(text: SourceFile, firstLine: Int, startOffset: Int) {
    self.text = text
    self.firstLine = firstLine
    self.startOffset = startOffset
  }

  /// A location in `text` moved to its place in the test file.
  public func place(_ location: SourceLocation) -> SourceLocation {
    SourceLocation(
      file: location.file, line: location.line + firstLine - 1,
      column: location.column, offset: location.offset + startOffset)
  }

  /// A diagnostic about `text` moved to its place in the test file.
  public func place(_ diagnostic: Diagnostic) -> Diagnostic {
    var moved = diagnostic
    moved.range = place(diagnostic.range)
    moved.notes = diagnostic.notes.map { note in
      var note = note
      note.range = note.range.map(place)
      return note
    }
    moved.fixIts = diagnostic.fixIts.map { fixIt in
      var fixIt = fixIt
      fixIt.range = place(fixIt.range)
      return fixIt
    }
    return moved
  }

  func place(_ range: SourceRange) -> SourceRange {
    SourceRange(start: place(range.start), end: place(range.end))
  }
}

/// What a test runs: the policy, the scene, the field, the keyboard and the events.
public struct TestSetup: Hashable, Sendable {
  /// `policy "file.kbpolicy"`.
  public var policy: TestPath?
  /// `scene`, `storyboard` or `xib`.
  public var scene: TestScene?
  /// `field ID`: a view id or accessibility identifier; nil means the scene's focus.
  public var field: String?
  /// Where the field is named.
  public var fieldRange: SourceRange?
  /// `keyboard-height H`: replaces the scene's keyboard.
  public var keyboardHeight: Double?
  /// `events "file"` or `events { ... }`.
  public var events: TestEvents?

  /// Creates an empty setup.
  public init() {}
}

/// What an expectation is about.
public enum TestSubject: Hashable, Sendable, CustomStringConvertible {
  /// A decided setting (`distance`, `toolbar.order`, ...).
  case setting(SettingName)
  /// The engine's verdict: `visible`, `not-adjusted`, `partly-visible`, `keyboard-hidden`.
  case verdict
  /// How far the field moved up on screen, in points.
  case movedBy
  /// Points between the field's bottom and the keyboard's top.
  case gap

  /// Every subject, in the order a snapshot writes them.
  public static let all: [TestSubject] =
    SettingName.allCases.map(TestSubject.setting) + [.verdict, .movedBy, .gap]

  /// Looks a subject up by the name written after `expect`.
  public init?(name: String) {
    guard let subject = Self.all.first(where: { $0.description == name }) else { return nil }
    self = subject
  }

  /// The name as written: `distance`, `verdict`, `moved-by`, `gap`.
  public var description: String {
    switch self {
    case .setting(let name): name.rawValue
    case .verdict: "verdict"
    case .movedBy: "moved-by"
    case .gap: "gap"
    }
  }

  /// Whether the subject is a measurement compared with a tolerance.
  public var isMeasured: Bool { self == .movedBy || self == .gap }
}

/// An expected value: a switch, a number of points or a word.
public enum TestValue: Hashable, Sendable, CustomStringConvertible {
  /// `on`/`off` (`true`/`false` also read).
  case bool(Bool)
  /// Points.
  case number(Double)
  /// A word (`position`, `visible`).
  case word(String)

  /// `on`, `off`, `40`, `12.5`, `position`.
  public var description: String {
    switch self {
    case .bool(let value): value ? "on" : "off"
    case .number(let value): TestValue.format(value)
    case .word(let word): word
    }
  }

  /// A number as a test file writes it: no trailing `.0`, at most two decimals.
  public static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    return String(rounded)
  }
}

/// The rule an expectation says must win (`from ...`).
public enum RuleReference: Hashable, Sendable, CustomStringConvertible {
  /// `from checkout.kbpolicy:46` or `from checkout.kbpolicy:46:3`.
  case location(file: String, line: Int, column: Int?)
  /// `from field "promo-code" { distance = 40 }`: the rule's text (spaces normalized); also
  /// `default`, `built-in` and `code` for those kinds of source.
  case text(String)

  /// As written in a test file.
  public var description: String {
    switch self {
    case .location(let file, let line, let column):
      "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
    case .text(let text): text
    }
  }
}

/// One `expect SUBJECT = VALUE [± TOLERANCE] [from RULE]` line.
public struct Expectation: Hashable, Sendable {
  /// What is expected.
  public var subject: TestSubject
  /// The value.
  public var value: TestValue
  /// The allowed difference for `moved-by` and `gap` (default `defaultTolerance`).
  public var tolerance: Double?
  /// The rule that must win, if given.
  public var rule: RuleReference?
  /// The whole line's range (from `expect`).
  public var range: SourceRange
  /// The value's range (rewritten by `--update`).
  public var valueRange: SourceRange
  /// The rule reference's range (rewritten by `--update`).
  public var ruleRange: SourceRange?

  /// The tolerance when none is written: values are compared after rounding to 0.01 pt.
  public static let defaultTolerance = 0.01

  /// Creates an expectation.
  public init(
    subject: TestSubject, value: TestValue, tolerance: Double?, rule: RuleReference?,
    range: SourceRange, valueRange: SourceRange, ruleRange: SourceRange?
  ) {
    self.subject = subject
    self.value = value
    self.tolerance = tolerance
    self.rule = rule
    self.range = range
    self.valueRange = valueRange
    self.ruleRange = ruleRange
  }
}
