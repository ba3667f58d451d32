import AutoLayout
import PolicyLanguage

/// The importer's notes on laying a screen out by its constraints (IB023, IB024).
extension DiagnosticMessage where Code == ImportIssue.Code {
  /// The most names a note lists before it counts the rest.
  private static let listedNames = 6

  /// `views` views were placed by the screen's `constraints` constraints on the chosen device;
  /// `unread` are the constraints the reader skipped. The words name no device, so a
  /// `--device all` sweep prints the note once per screen (the scene's line names the device,
  /// its window and keyboard).
  package static func laidOutByConstraints(views: Int, constraints: Int, unread: [String])
    -> Self
  {
    var text =
      "\(views) view\(views == 1 ? "" : "s") laid out by the screen's \(constraints) constraint\(constraints == 1 ? "" : "s"), as Auto Layout solves them on the chosen device (off the canvas Interface Builder drew); a label's, field's or button's intrinsic size is its stored size (text is measured at run time)"
    if !unread.isEmpty {
      text += "; not read: \(listed(unread))"
    }
    return Self(.laidOutByConstraints, text, severity: .note)
  }

  /// The constraints do not decide the layout on `device` (`fallback` says why): the stored
  /// frames, corrected by the rules, are used.
  package static func constraintsFellBack(_ fallback: DocumentLayout.Fallback, device: String)
    -> Self
  {
    let why: String
    switch fallback {
    case .ambiguous(let items):
      why = "they leave open the position or size of \(listed(items))"
    case .unsatisfiable(let constraints, let isMinimal):
      why =
        "\(isMinimal ? "these" : "some of these") required constraints cannot all hold: \(listed(constraints))"
    case .tooMuchWork(let pivots):
      why = "solving them took more than the bound of \(pivots) pivots"
    case .inexact(let constraints):
      why = "the solution misses required constraints by more than rounding: \(listed(constraints))"
    }
    return Self(
      .constraintsFellBack,
      "the screen's constraints do not lay it out on \(device): \(why); the stored frames are used, moved by the rules for the device (grammar.md Part 3, Frames and Devices)",
      severity: .note)
  }

  /// `a, b, c and 4 more`.
  private static func listed(_ names: [String]) -> String {
    let shown = names.prefix(listedNames).map { "'\($0)'" }.joined(separator: ", ")
    let rest = names.count - min(names.count, listedNames)
    return rest > 0 ? "\(shown) and \(rest) more" : shown
  }
}
