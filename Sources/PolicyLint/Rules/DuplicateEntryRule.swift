import PolicyLanguage

/// `duplicate-entry`: a class listed twice in the same list, or in two lists of the same kind in
/// one feature.
struct DuplicateEntryRule: LintRule {
  static let description = RuleDescription(
    id: "duplicate-entry", code: "L004", severity: .warning,
    summary: "a class listed twice in a class list, or in two lists that mean the same",
    rationale: """
      A feature's lists of one kind are merged, so a class listed twice, in one list or in two \
      'disable in' lines of the same block, is checked twice and means nothing more. The copy \
      is usually left over from a merge, or a sign that one of the two was meant for another \
      feature or another list.
      """,
    triggering: [
      Example(
        """
        version 1

        toolbar {
          deep-containers UITableView, UICollectionView, ↓UITableView
        }
        """),
      Example(
        """
        version 1

        avoidance {
          disable in UITableViewController
          disable in UIInputViewController, ↓UITableViewController
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        avoidance {
          disable in UITableViewController
        }

        toolbar {
          disable in UITableViewController
        }
        """),
      Example(
        """
        version 1

        resign-on-touch {
          disable in UIInputViewController
          ignore-touches-in UIControl, UINavigationBar
        }
        """),
    ],
    corrections: [
      Correction(
        """
        version 1

        toolbar {
          deep-containers UITableView, UICollectionView, ↓UITableView
        }
        """,
        """
        version 1

        toolbar {
          deep-containers UITableView, UICollectionView
        }
        """)
    ],
    supersedes: ["W002"])

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for feature in Feature.allCases {
      for kind in ClassListKind.allCases {
        var first: [String: Identifier] = [:]
        for list in context.lists(feature, kind) {
          for entry in list.classes {
            guard let earlier = first[entry.name] else {
              first[entry.name] = entry
              continue
            }
            let sameList = list.classes.contains(earlier)
            findings.append(
              finding(
                sameList
                  ? "'\(entry.name)' is listed twice in '\(kind.rawValue)'"
                  : "'\(entry.name)' is already listed in another '\(kind.rawValue)' of '\(feature.rawValue)'",
                at: entry.range,
                notes: [Diagnostic.Note(message: "first listed here", range: earlier.range)],
                fixIts: [context.removal(of: entry, in: list)]))
          }
        }
      }
    }
    return findings
  }
}
