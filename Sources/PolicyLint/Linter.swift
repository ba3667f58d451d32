import SceneModel
import PolicyLanguage

/// Runs the rule catalogue over one policy file and returns every finding.
///
/// The language's own diagnostics (lexer, parser, compiler) come first and keep their severity;
/// lint findings follow the rules' severities. Rules run only when the file parses (a file with
/// syntax errors gets its syntax errors and nothing else), and a lint finding at the same place as
/// a language error is left out. Inline suppressions (`# kbpolicy: ignore RULE-ID -- reason`)
/// silence lint findings; malformed and unused suppressions are findings themselves.
///
/// ```swift
/// let source = SourceFile(path: "app.kbpolicy", text: text)
/// let findings = Linter(scenes: scenes).lint(source)
/// ```
public struct Linter: Sendable {
  /// Scenes whose classes and views the checks take into account (`--scene`).
  public var scenes: [Scene]
  /// More classes the app defines (class → superclass) beyond the scenes' own: every class of the
  /// Interface Builder documents given, screens without a text input included.
  public var classes: [String: String]
  /// Classes the app's Swift and Objective-C code declares (class → superclass, `--sources`):
  /// the compiler knows them as if the policy declared them (`CompileOptions.appClasses`), so a
  /// rule may name them without a `class` line.
  public var appClasses: [String: String]
  /// The SwiftUI screen and field names the app's code gives (`--sources`); nil when no code is
  /// given (then `unknown-screen` checks against the scenes only, and field names not at all).
  public var sourceNames: SourceNames?

  /// Creates a linter.
  public init(
    scenes: [Scene] = [], classes: [String: String] = [:], appClasses: [String: String] = [:]
  ) {
    self.scenes = scenes
    self.classes = classes
    self.appClasses = appClasses
  }

  /// Every diagnostic for `source`, sorted by position.
  public func lint(_ source: SourceFile) -> [Diagnostic] {
    lint(source, rules: RuleRegistry.rules)
  }

  /// Lints with a chosen set of rules (the suppression checks always run).
  func lint(_ source: SourceFile, rules: [any LintRule]) -> [Diagnostic] {
    // One parse: the compile result carries the syntax tree and the lexer's and parser's
    // diagnostics with the compiler's.
    let compiled = Policy.compile(source, options: CompileOptions(appClasses: appClasses))
    guard let file = compiled.file else { return Linter.sorted(compiled.diagnostics) }
    var reported: Set<Diagnostic> = []
    var language = compiled.diagnostics.filter { reported.insert($0).inserted }
    let superseded = Set(rules.flatMap { $0.ruleDescription.supersedes.map(\.rawValue) })
    language.removeAll { superseded.contains($0.code) }
    guard !compiled.hasSyntaxErrors else { return Linter.sorted(language) }

    let context = LintContext(
      source: source, file: file, policy: compiled.policy, scenes: scenes,
      classes: appClasses.merging(classes) { _, document in document }, checked: compiled.checked,
      sourceNames: sourceNames)
    let errorLocations = Set(language.filter { $0.severity == .error }.map(\.range.start))
    var findings: [Diagnostic] = []
    var ran: Set<String> = []
    for rule in rules {
      let description = rule.ruleDescription
      if description.requiresScenes && scenes.isEmpty { continue }
      ran.insert(description.code)
      findings += rule.check(context).filter { !errorLocations.contains($0.range.start) }
    }

    // Suppressions.
    let catalogue = RuleRegistry.descriptions
    let suppressions = Suppression.all(in: file, source: source, rules: catalogue)
    var used: Set<SourceRange> = []
    // By the first line they cover and the rule codes they name, so each finding looks only at
    // its own line's comments that name its rule (a class list over several lines counts as its
    // first line, and may carry a comment on each of its lines).
    var suppressionsByLine: [Int: [String: [Suppression]]] = [:]
    for suppression in suppressions {
      for code in Set(suppression.entries.compactMap(\.rule?.code)) {
        suppressionsByLine[suppression.coveredLines.lowerBound, default: [:]][code, default: []]
          .append(suppression)
      }
    }
    let lists = Suppression.classListLines(in: file)
    findings.removeAll { finding in
      let line = Suppression.lines(covering: finding.range.start.line, lists: lists).lowerBound
      guard
        let suppression = suppressionsByLine[line]?[finding.code]?.first(where: {
          $0.covers(finding)
        })
      else {
        return false
      }
      for entry in suppression.entries where entry.rule?.code == finding.code {
        used.insert(entry.range)
      }
      return true
    }
    findings += InvalidSuppressionRule().findings(for: suppressions)
    findings += UnusedSuppressionRule().findings(
      for: suppressions, used: used, ran: ran, in: context)
    return Linter.sorted(language + findings)
  }

  /// Sorts by position; ties keep their order.
  static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted {
      ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset)
    }.map(\.element)
  }
}
