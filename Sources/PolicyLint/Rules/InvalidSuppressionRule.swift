import PolicyLanguage

/// `invalid-suppression`: a `# kbpolicy: ignore` comment without a reason, naming no known rule,
/// or malformed.
struct InvalidSuppressionRule: LintRule {
  static let description = RuleDescription(
    id: "invalid-suppression", code: "L012", severity: .warning,
    summary: "a suppression comment without a reason, or naming no known rule",
    rationale: """
      '# kbpolicy: ignore RULE-ID -- reason' silences one rule on one line (the next line with \
      code, or the line the comment ends). The reason after ' -- ' is required: a suppression \
      outlives its author, and the next reader needs to know why the finding was wrong. A \
      suppression naming an unknown rule silences nothing.
      """,
    triggering: [
      Example(
        """
        version 1

        avoidance {
          ↓# kbpolicy: ignore distance-range
          distance = 250
        }
        """),
      Example(
        """
        version 1

        avoidance {
          distance = 250  # kbpolicy: ignore ↓distance-rnage -- tall custom keyboard
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        avoidance {
          # kbpolicy: ignore distance-range -- the app's custom keyboard is 400 pt tall
          distance = 250
        }
        """)
    ],
    corrections: [
      Correction(
        """
        version 1

        avoidance {
          distance = 250  # kbpolicy: ignore ↓distance-rnage -- tall custom keyboard
        }
        """,
        """
        version 1

        avoidance {
          distance = 250  # kbpolicy: ignore distance-range -- tall custom keyboard
        }
        """)
    ])

  /// Suppressions are found by the linter itself, not by `check`.
  func check(_ context: LintContext) -> [Diagnostic] { [] }

  /// The findings for malformed suppressions.
  func findings(for suppressions: [Suppression]) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let example = Diagnostic.Note(message: "write '# kbpolicy: ignore RULE-ID -- reason'")
    for suppression in suppressions {
      if let problem = suppression.malformed {
        findings.append(finding(problem, at: suppression.comment.range, notes: [example]))
        continue
      }
      for entry in suppression.entries where entry.rule == nil {
        let names = RuleRegistry.descriptions.map(\.id)
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion = Suggestions.closest(to: entry.name, in: names) {
          notes.append(Diagnostic.Note(message: "did you mean '\(suggestion)'?"))
          fixIts.append(
            Diagnostic.FixIt(
              message: "replace '\(entry.name)' with '\(suggestion)'", range: entry.range,
              replacement: suggestion))
        } else {
          notes.append(Diagnostic.Note(message: "'kbpolicy rules' lists every rule"))
        }
        findings.append(
          finding(
            "unknown rule '\(entry.name)' in suppression", at: entry.range, notes: notes,
            fixIts: fixIts))
      }
      if suppression.reason.isEmpty {
        findings.append(
          finding(
            "suppression without a reason", at: suppression.comment.range,
            notes: [
              Diagnostic.Note(
                message:
                  "add the reason after ' -- ': '# kbpolicy: ignore \(suppression.entries.map(\.name).joined(separator: ", ")) -- why'"
              )
            ]))
      }
    }
    return findings
  }
}
