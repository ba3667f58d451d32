import PolicyLanguage

/// `class-kind-mismatch`: a view class where a view controller is matched, or the reverse.
struct ClassKindMismatchRule: LintRule {
  static let description = RuleDescription(
    id: "class-kind-mismatch", code: "L011", severity: .warning,
    summary:
      "a view class where a view controller is expected, or a view controller where a view is",
    rationale: """
      'enable in', 'disable in' and 'controller' match the view controller that owns the field \
      (IQKeyboardManager's class lists are typed [UIViewController.Type]); 'deep-containers', \
      'ignore-touches-in', 'field' and 'scroll-view' match views. Writing 'disable in \
      UITableView' for 'disable in UITableViewController', or 'field' with a class that can \
      never be a text field, compiles but never matches anything.
      """,
    triggering: [
      Example(
        """
        version 1

        avoidance {
          disable in ↓UITableView
        }
        """),
      Example(
        """
        version 1

        toolbar {
          deep-containers ↓UICollectionViewController
        }
        """),
      Example(
        """
        version 1

        field ↓UILabel {
          distance = 20
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1
        class FormContainerView: UIView

        avoidance {
          disable in UITableViewController
        }

        toolbar {
          deep-containers UITableView, FormContainerView
        }

        field UITextView {
          distance = 30
        }

        scroll-view UITableView {
          restore-offset = on
        }
        """)
    ],
    corrections: [
      Correction(
        """
        version 1

        avoidance {
          disable in ↓UITableView
        }
        """,
        """
        version 1

        avoidance {
          disable in UITableViewController
        }
        """)
    ])

  /// Reads every class use the compiler recorded (`CheckedClassUsage`) against the class
  /// hierarchy.
  func check(_ context: LintContext) -> [Diagnostic] {
    context.checked.classUsages.compactMap { usage in
      let name = usage.name
      guard let expectsController = usage.role.expectsController,
        let isController = context.isViewController(name)
      else { return nil }
      if expectsController && !isController {
        return mismatch(
          usage, "a view, not a view controller", "the view controller that owns the field",
          name + "Controller", context)
      }
      if !expectsController && isController {
        let view = name.hasSuffix("Controller") ? String(name.dropLast("Controller".count)) : ""
        return mismatch(usage, "a view controller, not a view", "views", view, context)
      }
      guard case .selector(let kind) = usage.role, kind != .controller else { return nil }
      let targets = kind == .field ? ["UITextField", "UITextView"] : ["UIScrollView"]
      let related = targets.contains {
        context.hierarchy.isKind(name, of: $0) || context.hierarchy.isKind($0, of: name)
      }
      guard !related else { return nil }
      let what = kind == .field ? "a text field or text view" : "a scroll view"
      return finding(
        "'\(kind.rawValue) \(name)' never matches: '\(name)' is not \(what)",
        at: usage.range,
        notes: [
          Diagnostic.Note(
            message:
              "'\(name)' inherits: \(context.hierarchy.chain(of: name).joined(separator: " → "))")
        ])
    }
  }

  private func mismatch(
    _ usage: CheckedClassUsage, _ what: String, _ matches: String, _ alternative: String,
    _ context: LintContext
  ) -> Diagnostic {
    let name = usage.name
    var notes = [Diagnostic.Note(message: "'\(usage.role.description)' matches \(matches)")]
    var fixIts: [Diagnostic.FixIt] = []
    let expected = usage.role.expectsController == true
    if !alternative.isEmpty, context.isViewController(alternative) == expected {
      notes.append(Diagnostic.Note(message: "did you mean '\(alternative)'?"))
      fixIts.append(.replacing(usage.range, name, with: alternative))
    }
    return finding("'\(name)' is \(what)", at: usage.range, notes: notes, fixIts: fixIts)
  }
}
