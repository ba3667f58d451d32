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
    supersedes: [.duplicateListEntry])

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for feature in Feature.allCases {
      for kind in ClassListKind.allCases {
        // Each name's first entry and the number of the list it is in: whether a copy is in the
        // same list is one comparison, not a scan of the list (a list of copies stays linear).
        var first: [String: (entry: Identifier, list: Int)] = [:]
        for (listNumber, list) in context.lists(feature, kind).enumerated() {
          for (index, entry) in list.classes.enumerated() {
            guard let earlier = first[entry.name] else {
              first[entry.name] = (entry, listNumber)
              continue
            }
            findings.append(
              finding(
                earlier.list == listNumber
                  ? "'\(entry.name)' is listed twice in '\(kind.rawValue)'"
                  : "'\(entry.name)' is already listed in another '\(kind.rawValue)' of '\(feature.rawValue)'",
                at: entry.range,
                notes: [Diagnostic.Note(message: "first listed here", range: earlier.entry.range)],
                fixIts: [context.removal(at: index, in: list)]))
          }
        }
      }
    }
    return findings
  }
}
