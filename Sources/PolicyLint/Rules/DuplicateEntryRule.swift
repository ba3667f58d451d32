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

  /// Renders the repeats the compiler found (`CheckedDuplicateEntry`); the syntax tree gives the
  /// written list each removal fix-it edits, found once by its range.
  func check(_ context: LintContext) -> [Diagnostic] {
    let duplicates = context.checked.duplicateEntries
    guard !duplicates.isEmpty else { return [] }
    var lists: [Int: ClassListNode] = [:]
    for block in context.featureBlocks {
      for case .classList(let list) in block.items { lists[list.range.start.offset] = list }
    }
    return duplicates.map { duplicate in
      let entry = duplicate.entry
      let kind = entry.list.rawValue
      return finding(
        duplicate.sameList
          ? "'\(entry.name)' is listed twice in '\(kind)'"
          : "'\(entry.name)' is already listed in another '\(kind)' of '\(entry.feature.rawValue)'",
        at: entry.range,
        notes: [Diagnostic.Note(message: "first listed here", range: duplicate.first)],
        fixIts: lists[duplicate.listRange.start.offset].map {
          [context.removal(at: duplicate.index, in: $0)]
        } ?? [])
    }
  }
}
