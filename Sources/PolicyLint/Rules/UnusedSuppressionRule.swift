import PolicyLanguage

/// `unused-suppression`: a suppression that silences nothing.
struct UnusedSuppressionRule: LintRule {
  static let description = RuleDescription(
    id: "unused-suppression", code: "L013", severity: .warning,
    summary: "a suppression comment that silences no finding",
    rationale: """
      A suppression whose rule no longer fires on its line (the policy was fixed, or the \
      comment drifted away from its line) hides nothing today but would hide a real finding \
      tomorrow. Remove it.
      """,
    triggering: [
      Example(
        """
        version 1

        avoidance {
          # kbpolicy: ignore ↓distance-range -- custom keyboard
          distance = 20
        }
        """)
    ],
    nonTriggering: [
      Example(
        """
        version 1

        avoidance {
          distance = 250  # kbpolicy: ignore distance-range -- the custom keyboard is 400 pt tall
        }
        """)
    ],
    corrections: [
      Correction(
        """
        version 1

        avoidance {
          # kbpolicy: ignore ↓distance-range -- custom keyboard
          distance = 20
        }
        """,
        """
        version 1

        avoidance {
          distance = 20
        }
        """)
    ])

  /// Suppressions are found by the linter itself, not by `check`.
  func check(_ context: LintContext) -> [Diagnostic] { [] }

  /// The findings for suppression entries that silenced nothing, among rules that ran.
  func findings(
    for suppressions: [Suppression], used: Set<SourceRange>, ran: Set<String>,
    in context: LintContext
  ) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    // The file's bytes, copied once (not once per unused suppression) when a fix-it needs them.
    var bytes: [UInt8]?
    for suppression in suppressions where suppression.malformed == nil {
      for entry in suppression.entries {
        guard let rule = entry.rule, ran.contains(rule.code), !used.contains(entry.range) else {
          continue
        }
        var fixIt: [Diagnostic.FixIt] = []
        if suppression.entries.count == 1 {
          if bytes == nil, suppression.comment.isTrailing {
            bytes = Array(context.source.text.utf8)
          }
          fixIt = [
            Diagnostic.FixIt(
              message: "remove the suppression",
              range: removalRange(of: suppression.comment, bytes ?? [], context),
              replacement: "")
          ]
        }
        findings.append(
          finding(
            "unused suppression: '\(rule.id)' reports nothing on line \(suppression.targetLine)",
            at: entry.range, fixIts: fixIt))
      }
    }
    return findings
  }

  /// What removing a suppression comment removes: its whole line when it stands alone, else the
  /// comment and the spaces before it (so no blank or space-ended line is left).
  private func removalRange(of comment: Comment, _ bytes: [UInt8], _ context: LintContext)
    -> SourceRange
  {
    guard comment.isTrailing else { return context.wholeLines(comment.range) }
    var start = min(comment.range.start.offset, bytes.count)
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t")
    {
      start -= 1
    }
    return SourceRange(start: context.source.location(ofOffset: start), end: comment.range.end)
  }
}
