import AvoidanceEngine
import InterfaceBuilder
import PolicyExplain
import PolicyLanguage
import SceneModel

/// Runs policy test files: compiles each policy once, loads each scene once, explains each
/// test's field (or runs its event script) and checks its expectations.
///
/// Pure apart from `files`: no printing, no globals. Keep one runner for a whole run so files
/// that share a policy or a scene read and compile it once.
public struct PolicyTestRunner: Sendable {
  /// How files are read.
  public let files: TestFiles
  /// Whether to compute the new text of each file (`--update`).
  public var update: Bool
  /// The tree the files a test names must lie in (`--root`); nil: the test file's own
  /// directory. Absolute, or relative to `workingDirectory`.
  public var root: String?
  /// The directory relative paths start from (the CLI's working directory), so a relative test
  /// file and an absolute path it names compare; empty when every path is relative.
  public var workingDirectory = ""
  /// Whether each result keeps what the policy and engine answered (`actual`: every setting
  /// with its sources, the field order). `--update` needs it; a run that only reports can drop
  /// it, so memory grows with the tests' text rather than with every test's whole outcome.
  public var keepsOutcomes = true
  /// The device of every storyboard or xib test without a `device` line (`kbpolicy test
  /// --device`): an id, or `all` for every supported class; nil: the document's.
  public var device: String?

  /// The rules the run's tests exercised (`kbpolicy test --coverage`); nil (not tracked)
  /// unless set before the run.
  public var coverage: PolicyCoverage?
  var policies: [String: LoadedPolicy] = [:]
  var scenes: [String: LoadedScene] = [:]
  var builders: [String: ExplanationBuilder] = [:]
  var eventScripts: [String: LoadedEvents] = [:]
  /// Paths whose errors were already reported (a broken policy is shown once, not per test).
  var reported: Set<String> = []

  /// Creates a runner.
  public init(files: TestFiles, update: Bool = false) {
    self.files = files
    self.update = update
  }

  /// Parses and runs the test file at `path` whose text is `text`.
  public mutating func run(path: String, text: String) -> PolicyTestFileResult {
    run(TestFileParser.parse(SourceFile(path: path, text: text)))
  }

  /// Runs a parsed test file.
  public mutating func run(_ file: PolicyTestFile) -> PolicyTestFileResult {
    var sources: [String: SourceFile] = [file.source.path: file.source]
    var outside: [Diagnostic] = []
    var results: [PolicyTestResult] = []
    var byTest = Array(repeating: [Diagnostic](), count: file.tests.count)
    // Each syntax error belongs to the test whose lines hold it, else to the file (tests are in
    // line order and do not overlap: a binary search per diagnostic).
    for diagnostic in file.diagnostics {
      let line = diagnostic.range.start.line
      var low = 0
      var high = file.tests.count
      while low < high {
        let mid = (low + high) / 2
        if file.tests[mid].closingLine < line { low = mid + 1 } else { high = mid }
      }
      if low < file.tests.count, file.tests[low].range.start.line <= line {
        byTest[low].append(diagnostic)
      } else {
        outside.append(diagnostic)
      }
    }
    for (index, test) in file.tests.enumerated() {
      results.append(
        run(test, diagnostics: byTest[index], path: file.source.path, sources: &sources))
    }
    let updated = update ? TestSnapshot(file: file, results: results).updatedText() : nil
    return PolicyTestFileResult(
      file: file, results: results, diagnostics: outside, sources: sources, updatedText: updated)
  }

  /// Parses and runs the test file at `path` test by test: each result goes to `handle` (with
  /// every file its diagnostics may point into) as soon as it is known, and none is kept, so
  /// memory does not grow with the number of tests. The returned result holds the counts, the
  /// file's own errors and its sources, but no test (`results` is empty). `update` is ignored:
  /// `--update` needs every result of a file (`run(path:text:)`).
  public mutating func run(
    path: String, text: String,
    each handle: (PolicyTestResult, _ sources: [String: SourceFile]) -> Void
  ) -> PolicyTestFileResult {
    let source = SourceFile(path: path, text: text)
    var sources: [String: SourceFile] = [path: source]
    var outside: [Diagnostic] = []
    var counts = (passed: 0, failed: 0)
    let keeps = keepsOutcomes
    keepsOutcomes = false
    defer { keepsOutcomes = keeps }
    let rest = TestFileParser.parse(source) { test, found in
      // What was found since the previous test is this test's when its lines hold it.
      let lines = test.range.start.line...test.closingLine
      var own: [Diagnostic] = []
      for diagnostic in found {
        if lines.contains(diagnostic.range.start.line) {
          own.append(diagnostic)
        } else {
          outside.append(diagnostic)
        }
      }
      let result = run(test, diagnostics: own, path: path, sources: &sources)
      if result.status == .passed { counts.passed += 1 } else { counts.failed += 1 }
      handle(result, sources)
    }
    outside += rest.diagnostics
    let file = PolicyTestFile(
      source: source, defaults: rest.defaults, tests: [], diagnostics: outside)
    return PolicyTestFileResult(
      file: file, passed: counts.passed, failed: counts.failed, diagnostics: outside,
      sources: sources)
  }

  /// Runs one test whose syntax errors are `diagnostics` (it is reported, not run, when it has
  /// any), timed with `files.now`.
  mutating func run(
    _ test: PolicyTestCase, diagnostics: [Diagnostic], path: String,
    sources: inout [String: SourceFile]
  ) -> PolicyTestResult {
    if test.hasErrors {
      return PolicyTestResult(
        test: test, status: .error, failures: [], diagnostics: diagnostics, actual: nil)
    }
    if test.expectations.isEmpty, !update {
      let diagnostic = Diagnostic(
        .noExpectations(test.name), at: test.range, notes: [.addExpectations])
      return PolicyTestResult(
        test: test, status: .error, failures: [], diagnostics: [diagnostic], actual: nil)
    }
    let started = files.now?()
    var result = run(test, testPath: path, sources: &sources)
    if let started, let ended = files.now?() { result.duration = ended - started }
    if !keepsOutcomes && !update { result.actual = nil }
    return result
  }

  /// Runs one test that parsed with `setup` (the test's, its `device` one import option).
  mutating func run(
    _ test: PolicyTestCase, setup: TestSetup, testPath: String,
    sources: inout [String: SourceFile]
  ) -> PolicyTestResult {
    func error(_ diagnostics: [Diagnostic]) -> PolicyTestResult {
      PolicyTestResult(
        test: test, status: .error, failures: [], diagnostics: diagnostics, actual: nil)
    }
    func missing(_ what: String) -> Diagnostic {
      Diagnostic(.missingSetup(test.name, what), at: test.range, notes: [.writeSetup(what)])
    }
    guard let policyPath = setup.policy else { return error([missing("policy")]) }
    guard let sceneReference = setup.scene else { return error([missing("scene")]) }
    let policy: LoadedPolicy
    switch loadPolicy(policyPath, testFile: testPath) {
    case .success(let loaded): policy = loaded
    case .failure(let failure): return error(report(failure, sources: &sources))
    }
    for (path, source) in policy.sources { sources[path] = source }
    let builder: ExplanationBuilder
    switch builderFor(policy: policy, scene: sceneReference, setup: setup, testFile: testPath)
    {
    case .success(let value): builder = value
    case .failure(let failure): return error(report(failure, sources: &sources))
    }
    let field: String
    switch builder.resolveField(setup.field) {
    case .success(let id): field = id
    case .failure(let explainError):
      let range = setup.fieldRange ?? test.range
      let message: TestMessage =
        setup.field == nil ? .noFieldNoFocus(test.name) : .unknownField(explainError)
      var fixIts: [Diagnostic.FixIt] = []
      if case .unknownField(let name, let suggestion?) = explainError {
        fixIts = [.replacing(range, name, with: suggestion)]
      }
      return error([Diagnostic(message, at: range, fixIts: fixIts)])
    }
    guard case .success(let explanation) = builder.explain(field: field) else {
      return error([missing("field")])
    }
    if coverage != nil {
      coverage?.add(policy.policy, file: policy.path)
      coverage?.exercise(explanation)
    }
    var actual = ActualOutcome(
      settings: explanation.settings, verdict: explanation.verdict.kind,
      movedBy: explanation.movedBy ?? 0, gap: explanation.finalGap, order: explanation.order.fields,
      previous: explanation.order.previous, next: explanation.order.next)
    actual.companions = Self.companions(field: field, builder: builder, policy: policy.policy)
    if let events = setup.events {
      switch runEvents(
        events, field: field, builder: builder, policy: policy.policy, testFile: testPath,
        avoidance: explanation.isOn(.avoidance), sources: &sources)
      {
      case .success(let measured):
        actual.verdict = measured.verdict
        actual.movedBy = measured.movedBy
        actual.gap = measured.gap
        actual.companions = measured.companions
      case .failure(let failure): return error(report(failure, sources: &sources))
      }
    }
    let failures = test.expectations.compactMap { check($0, against: actual, testFile: testPath) }
    return PolicyTestResult(
      test: test, status: failures.isEmpty ? .passed : .failed, failures: failures,
      diagnostics: [], actual: actual)
  }

  /// The failure of `expectation` against `actual`, or nil when it holds.
  func check(_ expectation: Expectation, against actual: ActualOutcome, testFile: String)
    -> ExpectationFailure?
  {
    let value = actual.value(of: expectation.subject)
    let deciding = actual.deciding(expectation.subject)
    let winner = deciding?.source.summary
    // A pinned value that never acts pins nothing the user sees: the test fails and says why.
    if case .setting = expectation.subject, let inactive = deciding?.inactive {
      return ExpectationFailure(
        expectation: expectation, actual: value, winningRule: winner, ruleOnly: false,
        inactive: inactive)
    }
    guard let value, Self.matches(expectation, value) else {
      var failure = ExpectationFailure(
        expectation: expectation, actual: value, winningRule: winner, ruleOnly: false)
      if value == nil, case .companion(let name, _) = expectation.subject {
        failure.absence = actual.absence(ofCompanion: name)
      }
      return failure
    }
    if let rule = expectation.rule, let source = deciding?.source,
      !Self.matches(rule, source, testFile: testFile)
    {
      return ExpectationFailure(
        expectation: expectation, actual: value, winningRule: winner, ruleOnly: true)
    }
    return nil
  }

  /// Whether `actual` is the expected value (measurements within the tolerance).
  static func matches(_ expectation: Expectation, _ actual: TestValue) -> Bool {
    switch (expectation.value, actual) {
    case (.number(let expected), .number(let value)):
      let tolerance =
        expectation.subject.isMeasured ? (expectation.tolerance ?? Expectation.defaultTolerance) : 0
      return expectation.comparison.holds(value, expected, tolerance: tolerance)
    default:
      return expectation.value == actual
    }
  }

  /// Whether the written rule reference names `source`.
  static func matches(_ rule: RuleReference, _ source: ExplainedSource, testFile: String) -> Bool {
    switch rule {
    case .location(let file, let line, let column):
      guard let actualFile = source.file, source.line == line else { return false }
      if let column, column != source.column { return false }
      return actualFile == file || actualFile == TestPaths.resolve(file, relativeTo: testFile)
        || actualFile.hasSuffix("/" + file)
    case .text(let text):
      switch text {
      case "default": return source.kind == .default
      case "built-in": return source.kind == .builtin
      case "code": return source.kind == .code
      default:
        return text == ExpectationParser.normalized(source.rule)
          || text == ExpectationParser.normalized(source.summary)
      }
    }
  }
}
