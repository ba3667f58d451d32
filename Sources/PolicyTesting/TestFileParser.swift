import PolicyLanguage

/// Parses policy test files (grammar.md Part 4). Line by line: one statement a line, a test's
/// block from `test "name" {` to its `}`; a bad line is reported and skipped, the rest is read.
///
/// Pure: no files, no printing.
public enum TestFileParser {
  /// Errors reported per file; then one `T016` and no more.
  public static let maximumErrors = 1000

  /// The statements, for did-you-mean.
  static let statements = [
    "version", "policy", "scene", "storyboard", "xib", "mount", "field", "keyboard-height",
    "device", "events", "test", "expect",
  ]

  /// Parses `source`.
  public static func parse(_ source: SourceFile) -> PolicyTestFile {
    var tests: [PolicyTestCase] = []
    var diagnostics: [Diagnostic] = []
    let rest = parse(source) { test, found in
      tests.append(test)
      diagnostics += found
    }
    return PolicyTestFile(
      source: source, defaults: rest.defaults, tests: tests,
      diagnostics: diagnostics + rest.diagnostics)
  }

  /// Parses `source` test by test: each test goes to `handle` as soon as its block closes, with
  /// the diagnostics found since the previous one (its own and any between the two blocks), and
  /// none is kept. Returns the file's defaults and the diagnostics found after the last test.
  public static func parse(
    _ source: SourceFile, each handle: (PolicyTestCase, [Diagnostic]) -> Void
  ) -> (defaults: TestSetup, diagnostics: [Diagnostic]) {
    var state = State(source: source)
    state.run { test, diagnostics in handle(test, diagnostics) }
    return (state.defaults, state.diagnostics)
  }

  /// The parser's state while it walks the lines.
  struct State {
    let source: SourceFile
    var defaults = TestSetup()
    /// The test that just closed, until `run` hands it on.
    var closed: PolicyTestCase?
    /// Whether a test block was seen (a `version` line must come before it).
    var sawTest = false
    /// The diagnostics not yet handed on with a test.
    var diagnostics: [Diagnostic] = []
    /// Every diagnostic recorded so far (the cap counts them all).
    var recorded = 0
    /// The open test: its name, range, setup, expectations and whether it had errors.
    var open: PolicyTestCase?
    /// The open `events {` block: its first line and the range of `events`.
    var eventsBlock: (firstLine: Int, range: SourceRange)?
    var sawVersion = false
    var names: Set<String> = []
    var line = 0
    var bytes: [UInt8] = []
    /// The whole file's bytes.
    var all: [UInt8] = []
    var lineStart = 0

    init(source: SourceFile) {
      self.source = source
    }

    mutating func run(each handle: (PolicyTestCase, [Diagnostic]) -> Void) {
      func handOn(_ state: inout State) {
        guard let test = state.closed else { return }
        state.closed = nil
        let found = state.diagnostics
        state.diagnostics = []
        handle(test, found)
      }
      all = Array(source.text.utf8)
      for (index, start) in source.lineStarts.enumerated() {
        let end =
          index + 1 < source.lineStarts.count ? source.lineStarts[index + 1] - 1 : all.count
        line = index + 1
        lineStart = start
        bytes = Array(all[start..<max(start, end)])
        parseLine(TestLine(bytes))
        handOn(&self)
      }
      if let block = eventsBlock {
        error(.eventsNeverClosed, block.range)
        eventsBlock = nil
      }
      if let test = open {
        error(.testNeverClosed(test.name), test.range)
        close(at: source.lineStarts.count)
        handOn(&self)
      }
      if !sawVersion { error(.missingVersion, SourceRange(at: source.location(ofOffset: 0))) }
    }

    func range(_ token: TestLine.Token) -> SourceRange {
      range(from: token.start, to: token.end)
    }

    func range(from start: Int, to end: Int) -> SourceRange {
      SourceRange(
        start: source.location(ofOffset: lineStart + start),
        end: source.location(ofOffset: lineStart + end))
    }

    mutating func error(
      _ message: TestMessage, _ range: SourceRange, notes: [Diagnostic.Note] = [],
      fixIts: [Diagnostic.FixIt] = []
    ) {
      open?.hasErrors = true
      record(Diagnostic(message, at: range, notes: notes, fixIts: fixIts))
    }

    /// Adds a diagnostic; past `maximumErrors`, one `T016` and then nothing.
    mutating func record(_ diagnostic: Diagnostic) {
      if recorded < TestFileParser.maximumErrors {
        diagnostics.append(diagnostic)
      } else if recorded == TestFileParser.maximumErrors {
        diagnostics.append(Diagnostic(TestMessage.tooManyErrors, at: diagnostic.range))
      }
      recorded += 1
    }

    mutating func parseLine(_ line: TestLine) {
      if eventsBlock != nil {
        // Inside `events { ... }`: only a line that is exactly `}` closes it.
        if line.tokens.count == 1, line.tokens[0].kind == .symbol("}") { closeEvents() }
        return
      }
      if let quote = line.unterminatedString {
        error(.unterminatedString, range(from: quote, to: max(quote + 1, line.codeEnd)))
        return
      }
      guard let first = line.tokens.first else { return }
      let rest = Array(line.tokens.dropFirst())
      switch first.kind {
      case .symbol("}"):
        guard rest.isEmpty else {
          return error(.textAfterCloseBrace, range(rest[0]))
        }
        guard open != nil else { return error(.closesNothing, range(first)) }
        close(at: self.line)
      case .word("version"):
        parseVersion(first, rest)
      case .word("test"):
        parseTest(first, rest)
      case .word("expect"):
        guard open != nil else {
          return error(.expectOutsideTest, range(first))
        }
        // The open test's expectations are kept out of the parser's copy of the state, or each
        // append would copy them all (quadratic in a test's `expect` lines).
        var expectations = open?.expectations ?? []
        open?.expectations = []
        let (expectation, state) = Self.parseExpectation(self, line)
        diagnostics = state.diagnostics
        recorded = state.recorded
        open = state.open
        if let expectation { expectations.append(expectation) }
        open?.expectations = expectations
      case .word(let word) where TestFileParser.statements.contains(word):
        parseSetup(first, rest)
      default:
        let hint = Suggestions.closest(to: first.text, in: TestFileParser.statements)
        error(
          .unknownStatement(first.text), range(first), notes: [.testFileStatements],
          fixIts: hint.map { [.replacing(range(first), first.text, with: $0)] } ?? [])
      }
    }

    /// `line` read as an expectation against a copy of `state`, and that copy afterwards (its
    /// diagnostics and open test); the parser is gone when this returns, so nothing it held
    /// shares storage with the caller's arrays.
    static func parseExpectation(_ state: State, _ line: TestLine) -> (Expectation?, State) {
      var parser = ExpectationParser(state: state, line: line)
      let expectation = parser.parse()
      return (expectation, parser.state)
    }

    mutating func parseVersion(_ first: TestLine.Token, _ rest: [TestLine.Token]) {
      if sawVersion || sawTest || open != nil {
        return error(.versionNotFirst, range(first))
      }
      sawVersion = true
      guard rest.count == 1, rest[0].kind == .word("1") else {
        return error(.unsupportedVersion, rest.first.map(range) ?? range(first))
      }
    }

    mutating func parseTest(_ first: TestLine.Token, _ rest: [TestLine.Token]) {
      if open != nil {
        error(.nestedTest, range(first))
        close(at: line)
      }
      guard rest.count == 2, case .string(let name) = rest[0].kind, rest[1].kind == .symbol("{")
      else {
        return error(.expectedTestHeader, rest.first.map(range) ?? range(first))
      }
      if !sawVersion {
        sawVersion = true
        error(.missingVersion, SourceRange(at: source.location(ofOffset: 0)))
      }
      var hasErrors = false
      if name.isEmpty {
        hasErrors = true
        record(Diagnostic(.unnamedTest, at: range(rest[0])))
      } else if !names.insert(name).inserted {
        hasErrors = true
        record(Diagnostic(.duplicateTest(name), at: range(rest[0])))
      }
      open = PolicyTestCase(
        name: name, range: range(first), closingLine: line, setup: defaults, expectations: [],
        hasErrors: hasErrors)
    }

    mutating func close(at closingLine: Int) {
      guard var test = open else { return }
      test.closingLine = closingLine
      closed = test
      sawTest = true
      open = nil
    }

    /// Applies a setup line to the open test, or to the defaults before the first test.
    mutating func parseSetup(_ first: TestLine.Token, _ rest: [TestLine.Token]) {
      var setup = open?.setup ?? defaults
      guard apply(first, rest, to: &setup) else { return }
      if open != nil { open?.setup = setup } else { defaults = setup }
    }

    func string(_ token: TestLine.Token?) -> String? {
      if case .string(let value)? = token?.kind { return value }
      return nil
    }

    mutating func apply(
      _ first: TestLine.Token, _ rest: [TestLine.Token], to setup: inout TestSetup
    )
      -> Bool
    {
      let keyword = first.text
      func expect(_ shape: TestMessage) -> Bool {
        error(shape, rest.first.map(range) ?? range(first))
        return false
      }
      switch keyword {
      case "policy", "scene":
        guard rest.count == 1, let path = string(rest[0]), !path.isEmpty else {
          return expect(.expectedPath(keyword))
        }
        let reference = TestPath(path: path, range: range(rest[0]))
        if keyword == "policy" { setup.policy = reference } else { setup.scene = .json(reference) }
      case "storyboard", "xib":
        guard let path = string(rest.first), !path.isEmpty,
          rest.count == 1 || (rest.count == 3 && rest[1].kind == .word("controller"))
        else { return expect(.expectedDocument(keyword)) }
        let controller = rest.count == 3 ? rest[2].text : nil
        setup.scene = .interfaceBuilder(
          TestPath(path: path, range: range(rest[0])), controller: controller,
          controllerRange: rest.count == 3 ? range(rest[2]) : nil)
      case "mount":
        let table: String?
        switch rest.count == 3 ? rest[2].kind : nil {
        case .word(let word)?: table = word
        case .string(let text)? where !text.isEmpty: table = text
        default: table = nil
        }
        guard let path = string(rest.first), !path.isEmpty, rest[1].kind == .word("in"), let table
        else { return expect(.expectedMount) }
        setup.mount = TestMount(xib: TestPath(path: path, range: range(rest[0])), table: table)
      case "field":
        // A bare word or a string (an accessibility identifier with spaces).
        let name: String?
        switch rest.first?.kind {
        case .word(let word)?: name = word
        case .string(let text)? where !text.isEmpty: name = text
        default: name = nil
        }
        guard rest.count == 1, let name else {
          return expect(.expectedField)
        }
        setup.field = name
        setup.fieldRange = range(rest[0])
      case "keyboard-height":
        guard rest.count == 1, let height = DecimalNumber.value(rest[0].text), height.isFinite,
          height >= 0,
          height <= 10_000
        else { return expect(.expectedKeyboardHeight) }
        setup.keyboardHeight = height
      case "device":
        guard rest.count == 1, case .word(let word) = rest[0].kind else {
          return expect(.expectedDevice)
        }
        if let problem = TestDevices.problem(word) {
          error(problem.message, range(rest[0]), fixIts: problem.fixIts(range(rest[0])))
          return false
        }
        setup.device = word
        setup.deviceRange = range(rest[0])
      case "events":
        if rest.count == 1, rest[0].kind == .symbol("{") {
          eventsBlock = (line + 1, range(first))
          pendingEvents = (open != nil)
          return false
        }
        guard rest.count == 1, let path = string(rest[0]), !path.isEmpty else {
          return expect(.expectedEvents)
        }
        setup.events = .file(TestPath(path: path, range: range(rest[0])))
      default:
        return false
      }
      return true
    }

    /// Whether the open `events {` block belongs to the open test (else to the defaults).
    var pendingEvents = false

    /// Closes `events { ... }`: the script is the block's lines, read as their own text and
    /// placed back at their line in the test file (`InlineEvents`).
    mutating func closeEvents() {
      guard let block = eventsBlock else { return }
      eventsBlock = nil
      let from = source.lineStarts[block.firstLine - 1]
      let utf8 = Array(
        all[from..<max(from, lineStart)])
      let script = InlineEvents(
        text: SourceFile(path: source.path, text: String(decoding: utf8, as: UTF8.self)),
        firstLine: block.firstLine, startOffset: from)
      if pendingEvents, open != nil {
        open?.setup.events = .inline(script)
      } else {
        defaults.events = .inline(script)
      }
    }
  }
}
