import Foundation
import PolicyFormatter
import PolicyLanguage
import TestSupport
import Testing

@testable import KBPolicyCLI

/// README.md, grammar.md and the reference under docs/ cannot drift from the tool: every fenced
/// sample is checked, wherever it lives.
///
/// - A block whose first line starts with `$ ` is a command sample: each `$ kbpolicy …` (or
///   `$ swift run kbpolicy …`) runs in-process from the repository, and the lines under it must
///   be what it prints (standard output, or standard error when nothing goes to standard output).
///   A `[...]` line stands for any number of printed lines. Use this form for every new sample.
///   Output that needs an edit first (a failing run) goes under a `<!-- not run: why -->` line.
/// - A block with `kbpolicy …` command lines and no output runs each concrete command (usage
///   synopses with `[options]`, `FILE` or `|` are skipped) and expects exit 0.
/// - A block starting with `version` is a policy: it compiles without errors and `fmt` leaves it
///   as it is; a block of policy statements without `version` is checked the same way after
///   `version 1`.
/// - A rendered diagnostic (`error[E040]: …`) is compared with what `check` prints for the
///   source listed for its `--> file:line:column` in `diagnosticSources`.
///
/// A failure names the document and line of the sample (`README.md:210`) and the first shown
/// line that differs, with what the tool printed instead.
@Suite struct DocSampleTests {
  static let documents = Repository.documents.filter { $0 != "ARCHITECTURE.md" }

  static let samples: [DocSample] = documents.flatMap { name -> [DocSample] in
    let url = CLI.repository.appendingPathComponent(name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return DocSample.blocks(in: name, text: text)
  }

  static func of(_ kinds: DocSample.Kind...) -> [DocSample] {
    samples.filter { kinds.contains($0.kind) }
  }

  /// The policy a shown diagnostic was rendered from, by its `--> file:line:column`.
  static let diagnosticSources: [String: String] = [
    "app.kbpolicy:9:3": """
    version 1

    class CheckoutViewController: UIViewController
    class SignUpViewController: UIViewController

    avoidance { distance = 12 }

    toolbar {
      ordr = position
    }

    """,
    "app.kbpolicy:4:3": """
    version 1

    toolbar {
      ordr = tag
    }

    """,
  ]

  /// Where a failure is reported: the sample's line in its document.
  static func location(_ file: String, _ line: Int) -> Testing.SourceLocation {
    Testing.SourceLocation(
      fileID: "KeyboardPolicy/\(file)", filePath: CLI.repository.appendingPathComponent(file).path,
      line: line, column: 1)
  }

  @Test func documentsHaveSamples() {
    // The documents whose samples moved to docs/ are read too (a sample there is checked).
    let withSamples = [
      "README.md", "grammar.md", "docs/cli.md", "docs/explain.md", "docs/simulate.md",
    ]
    for name in withSamples {
      #expect(Self.documents.contains(name), "\(name) is not among the checked documents")
      #expect(Self.samples.contains { $0.file == name }, "\(name) not read")
    }
    #expect(Self.of(.commands).count >= 6)
    #expect(Self.of(.policy).count >= 3)
  }

  /// Command samples run from the repository root (their paths are relative to it).
  static let workingDirectory: Void = {
    _ = FileManager.default.changeCurrentDirectoryPath(CLI.repository.path)
  }()

  @Test(arguments: of(.commands, .commandsOnly))
  func commandSamplePrintsWhatItShows(_ sample: DocSample) throws {
    _ = Self.workingDirectory
    let commands =
      sample.kind == .commands ? CommandSample.parse(sample) : CommandSample.runnable(sample)
    let scratch = try CLI.temporaryDirectory()
    for command in commands {
      let at = Self.location(sample.file, command.line)
      // Files the sample would write go to a scratch directory, not the repository.
      var arguments = command.arguments
      for (i, word) in arguments.enumerated().dropLast() where ["--svg", "--out"].contains(word) {
        arguments[i + 1] =
          scratch.appendingPathComponent(
            (arguments[i + 1] as NSString).lastPathComponent
          ).path
      }
      let result = CLI.run(arguments)
      let name = "\(sample.file):\(command.line): '\(command.command)'"
      if !command.output.contains(where: { $0.hasPrefix("error") }) {
        #expect(result.code == 0, "\(name) exits \(result.code): \(result.err)", sourceLocation: at)
      }
      guard !command.output.isEmpty else { continue }
      let printed = result.out.isEmpty ? result.err : result.out
      var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      if let problem = SampleMatch.mismatch(expected: command.output, actual: lines) {
        Issue.record("\(name): \(problem)", sourceLocation: at)
      }
    }
  }

  @Test(arguments: of(.policy, .policyExcerpt))
  func policySampleCompilesAndIsFormatted(_ sample: DocSample) throws {
    let at = Self.location(sample.file, sample.line)
    let prefix = sample.kind == .policyExcerpt ? "version 1\n\n" : ""
    let text = prefix + sample.lines.joined(separator: "\n") + "\n"
    let source = SourceFile(path: "\(sample.file):\(sample.line)", text: text)
    let errors = Policy.compile(source).diagnostics.filter { $0.severity == .error }
    #expect(
      errors.isEmpty,
      "\(sample.file):\(sample.line): the sample policy has errors:\n\(DiagnosticRenderer(style: .xcode).render(errors, sources: [source.path: source]))",
      sourceLocation: at)
    let formatted = try #require(Formatter.format(source).text, sourceLocation: at)
    if formatted != text {
      let shown = text.split(separator: "\n", omittingEmptySubsequences: false)
      let wanted = formatted.split(separator: "\n", omittingEmptySubsequences: false)
      let first = zip(shown, wanted).enumerated().first { $0.element.0 != $0.element.1 }
      let line = first?.offset ?? min(shown.count, wanted.count)
      Issue.record(
        "\(sample.file):\(sample.line): the sample policy is not as 'kbpolicy fmt' writes it: line \(line + 1 - (prefix.isEmpty ? 0 : 2)) of the sample, '\(line < shown.count ? shown[line] : "")', should read '\(line < wanted.count ? wanted[line] : "")'",
        sourceLocation: at)
    }
  }

  @Test(arguments: of(.diagnostic))
  func diagnosticSampleIsWhatCheckPrints(_ sample: DocSample) throws {
    let at = Self.location(sample.file, sample.line)
    let arrow = try #require(
      sample.lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--> ") },
      "\(sample.file):\(sample.line): a diagnostic sample needs its '--> file:line:column' line",
      sourceLocation: at)
    let key = String(arrow.trimmingCharacters(in: .whitespaces).dropFirst(4))
    let text = try #require(
      Self.diagnosticSources[key],
      "\(sample.file):\(sample.line): add the policy this diagnostic comes from to DocSampleTests.diagnosticSources[\"\(key)\"]",
      sourceLocation: at)
    let path = String(key.prefix { $0 != ":" })
    let source = SourceFile(path: path, text: text)
    let rendered = DiagnosticRenderer(style: .human).render(
      Policy.compile(source).diagnostics, sources: [path: source])
    var lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last == "" { lines.removeLast() }
    if let problem = SampleMatch.mismatch(expected: sample.lines, actual: lines) {
      Issue.record("\(sample.file):\(sample.line): \(problem)", sourceLocation: at)
    }
  }

  @Test func samplesThatAreNotRunSayWhy() {
    for sample in Self.samples where sample.notRun != nil {
      #expect(
        sample.notRun?.isEmpty == false,
        "\(sample.file):\(sample.line): '<!-- not run: -->' needs a reason",
        sourceLocation: Self.location(sample.file, sample.line))
    }
    // The one known: README's failing `kbpolicy test` run after an edit.
    #expect(Self.samples.filter { $0.notRun != nil }.count <= 3)
  }

  @Test func everyCommandSampleIsFenced() throws {
    for name in Self.documents {
      let text = try String(
        contentsOf: CLI.repository.appendingPathComponent(name), encoding: .utf8)
      for (line, command) in DocSample.unfencedCommands(in: text) {
        Issue.record(
          "\(name):\(line): '\(command.trimmingCharacters(in: .whitespaces))' is outside a fenced block, where no test runs it: put it in a ``` block as '$ \(command.trimmingCharacters(in: .whitespaces))' followed by its output",
          sourceLocation: Self.location(name, line))
      }
    }
  }
}

/// The sample matcher itself: `[...]` cuts, anchored ends, and the line it blames.
@Suite struct SampleMatchTests {
  @Test func cutsMatchAnyRunOfLines() {
    let actual = ["a", "b", "c", "d", "e"]
    #expect(SampleMatch.mismatch(expected: ["a", "[...]", "e"], actual: actual) == nil)
    #expect(SampleMatch.mismatch(expected: ["[...]", "c", "d", "[...]"], actual: actual) == nil)
    #expect(SampleMatch.mismatch(expected: ["a", "b", "[...]"], actual: actual) == nil)
    #expect(SampleMatch.mismatch(expected: ["a", "b", "c", "d", "e"], actual: actual) == nil)
  }

  @Test func aDifferentLineIsNamedWithWhatWasPrinted() throws {
    let problem = try #require(
      SampleMatch.mismatch(
        expected: ["a", "[...]", "x", "d", "[...]"], actual: ["a", "b", "c", "d"]))
    #expect(problem.contains("'x'"))
    let end = try #require(SampleMatch.mismatch(expected: ["a", "b"], actual: ["a", "b", "c"]))
    #expect(end.contains("prints more"))
    let start = try #require(SampleMatch.mismatch(expected: ["b"], actual: ["a", "b"]))
    #expect(start.contains("shown line 1"))
    #expect(start.contains("it prints 'a'"))
  }

  @Test func samplesAreReadWithTheirLines() {
    let text = "intro\n```\n$ kbpolicy rules \\\n    L002\nshown\n[...]\n```\n    kbpolicy lint x\n"
    let blocks = DocSample.blocks(in: "T.md", text: text)
    #expect(blocks.count == 1)
    #expect(blocks[0].kind == .commands)
    let commands = CommandSample.parse(blocks[0])
    #expect(commands.map(\.command) == ["kbpolicy rules L002"])
    #expect(commands.map(\.line) == [3])
    #expect(commands.map(\.arguments) == [["rules", "L002"]])
    #expect(commands.first?.output == ["shown", "[...]"])
    #expect(DocSample.unfencedCommands(in: text).map(\.0) == [8])
    #expect(CommandSample.isSynopsis("kbpolicy fmt FILE... [--check]"))
    #expect(CommandSample.isSynopsis("kbpolicy explain --policy P --scene S --all"))
    #expect(!CommandSample.isSynopsis("kbpolicy import rules/examples/Checkout.storyboard"))
  }
}
