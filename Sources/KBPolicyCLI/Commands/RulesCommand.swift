import PolicyLanguage
import PolicyLint

/// `kbpolicy rules [ID]`: the lint rule catalogue, or one rule in full with its examples.
struct RulesCommand: Command {
  static let name = "rules"
  static let summary = "list the lint rules, or show one with its rationale and examples"
  static let help = """
    usage: kbpolicy rules [ID] [--markdown]

    Without ID, prints a table of every lint rule: id, code, default severity and summary. With
    an id (or a code such as L001), prints that rule in full: rationale, then examples that
    trigger it (each finding's place marked with '↓') and examples that do not.

    options:
      --markdown     print the table as Markdown (docs/lint.md's rule table)

    exit: 0 success, 2 unknown rule or usage error

    """
  static let arguments = ArgumentSpec(flags: ["--markdown"], allowsPositionals: true)

  var rule: String?
  var markdown: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    guard parsed.positionals.count <= 1 else {
      throw UsageError("expected at most one rule id, found \(parsed.positionals.count)")
    }
    rule = parsed.positionals.first
    markdown = parsed.has("--markdown")
    if markdown, rule != nil {
      throw UsageError("--markdown prints the table of every rule; leave out the rule id")
    }
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    guard let id = rule else {
      console.out(markdown ? RuleRegistry.markdownTable() : Self.table())
      return .success
    }
    guard let description = RuleRegistry.rule(id) else {
      let hint = Self.suggestion(for: id).map { ": did you mean '\($0)'?" } ?? ""
      throw UsageError(
        "no rule '\(id)'\(hint)", details: ["run 'kbpolicy rules' for the list of rules"])
    }
    console.out(Self.full(description))
    return .success
  }

  /// The rule an unknown id most likely means: a code or id in another case (`l002`), the one
  /// id that contains the word (`shadowed`), else the closest id by spelling.
  static func suggestion(for word: String) -> String? {
    let lowered = word.lowercased()
    let rules = RuleRegistry.descriptions
    if let rule = rules.first(where: {
      $0.id.lowercased() == lowered || $0.code.lowercased() == lowered
    }) {
      return rule.id
    }
    let containing = rules.filter { $0.id.contains(lowered) }
    if containing.count == 1, lowered.count >= 3 { return containing[0].id }
    return RuleRegistry.suggestion(for: word)
  }

  /// The aligned table of every rule.
  static func table() -> String {
    let rules = RuleRegistry.descriptions
    let idWidth = max(2, rules.map(\.id.count).max() ?? 0)
    let severityWidth = max(8, rules.map(\.severity.rawValue.count).max() ?? 0)
    func row(_ id: String, _ code: String, _ severity: String, _ summary: String) -> String {
      "\(id.padding(toLength: idWidth, withPad: " ", startingAt: 0))  \(code.padding(toLength: 4, withPad: " ", startingAt: 0))  \(severity.padding(toLength: severityWidth, withPad: " ", startingAt: 0))  \(summary)\n"
    }
    var text = row("id", "code", "severity", "summary")
    for rule in rules {
      text += row(rule.id, rule.code, rule.severity.rawValue, rule.summary)
    }
    text += "\n\(rules.count) rules; 'kbpolicy rules ID' shows one in full\n"
    return text
  }

  /// One rule in full.
  static func full(_ rule: RuleDescription) -> String {
    var text = "\(rule.id) (\(rule.code), \(rule.severity.rawValue))\n\(rule.summary)\n\n"
    text += "rationale:\n\(indent(rule.rationale))\n"
    if rule.requiresScenes { text += "\nruns only with '--scene'\n" }
    if !rule.supersedes.isEmpty {
      text +=
        "\nreplaces the language diagnostics \(rule.supersedes.map(\.rawValue).joined(separator: ", ")) in 'lint' output\n"
    }
    text += "\ntriggering examples (findings are marked with '↓'):\n"
    for (index, example) in rule.triggering.enumerated() { text += exampleText(index, example) }
    text += "\nnon-triggering examples:\n"
    for (index, example) in rule.nonTriggering.enumerated() { text += exampleText(index, example) }
    if !rule.corrections.isEmpty {
      text +=
        "\ncorrections (applying the findings' fix-its turns each policy into the one after it):\n"
      for (index, correction) in rule.corrections.enumerated() {
        text += exampleText(index, correction.before)
        text += "     becomes:\n\(indent(correction.after, by: "       "))\n"
      }
    }
    text += "\nsilence one finding: '# kbpolicy: ignore \(rule.id) -- reason'\n"
    return text
  }

  private static func exampleText(_ index: Int, _ example: Example) -> String {
    var text = "\n  \(index + 1).\n\(indent(example.text, by: "     "))\n"
    for scene in example.scenes {
      text += "     with scene:\n\(indent(scene, by: "       "))\n"
    }
    return text
  }

  private static func indent(_ text: String, by prefix: String = "  ") -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
  }
}
