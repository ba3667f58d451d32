/// `--check`: the ratio goals of a run judged against their baselines measured in the same run,
/// with a margin for a shared machine's noise (what CI runs, `.ci/run`).
///
/// A row whose ratio reaches its goal passes; one below the goal by at most the margin is
/// reported as not met within the noise and passes; one further below is a clear miss and
/// fails, as does a row whose results disagree with its baseline's. Every row whose goal is not
/// met is reported, the ones with only an absolute goal (a time, a size: the machine's, not the
/// code's) too, so none passes unseen.
struct RatioCheck {
  /// How far below its ratio goal a row may fall before it is a clear miss (0.25: 25%).
  var margin: Double

  /// What the check found for one row.
  enum Verdict: Equatable {
    /// The ratio goal is met (and the row agrees with its baseline).
    case met
    /// The ratio is below its goal by no more than the margin.
    case withinMargin
    /// The ratio is below its goal by more than the margin.
    case clearMiss
    /// The row's results disagree with its baseline's.
    case disagrees
    /// The row's goal is not met, and it has no ratio goal (not checked against the margin).
    case absoluteMiss
    /// A goal known not to be met yet (`BenchRow.knownFloor`): below its goal past the margin,
    /// but not below the level the code reached when the shortfall was recorded.
    case knownShortfall

    /// Whether the check fails on this verdict.
    var fails: Bool { self == .clearMiss || self == .disagrees }
  }

  /// The verdict on `row`, or nil when the row has no goal the check reads.
  func verdict(_ row: BenchRow) -> Verdict? {
    if row.disagrees == true { return .disagrees }
    guard let goal = row.ratioGoal else { return row.met == false ? .absoluteMiss : nil }
    guard let ratio = row.ratio, ratio.isFinite else { return .clearMiss }
    if ratio >= goal { return row.met == false ? .absoluteMiss : .met }
    if ratio >= goal * (1 - margin) { return .withinMargin }
    if let floor = row.knownFloor, ratio >= floor * (1 - margin) { return .knownShortfall }
    return .clearMiss
  }

  /// One line per row that is not plainly met, then the summary; and whether the check fails.
  func report(_ rows: [BenchRow]) -> (lines: [String], fails: Bool) {
    var lines: [String] = []
    var checked = 0
    var fails = false
    for row in rows {
      guard let verdict = verdict(row) else { continue }
      if row.ratioGoal != nil { checked += 1 }
      fails = fails || verdict.fails
      let ratio = row.ratio.map { formatFigure($0) + "x" } ?? "-"
      let goal = row.ratioGoal.map { ">= " + formatFigure($0) + "x" } ?? (row.goal ?? "-")
      let what = "\(row.section): \(row.name): \(ratio), goal \(goal)"
      switch verdict {
      case .met: break
      case .withinMargin:
        lines.append("NOT MET, within the \(percent) margin (noise): \(what)")
      case .clearMiss: lines.append("FAIL, a clear miss (more than \(percent) below): \(what)")
      case .disagrees: lines.append("FAIL, results differ from the baseline's: \(what)")
      case .knownShortfall:
        lines.append(
          "NOT MET, a known shortfall held at its floor "
            + "(\(formatFigure(row.knownFloor ?? 0))x, docs/performance.md): \(what)")
      case .absoluteMiss:
        lines.append("NOT MET (an absolute goal, not checked against the margin): \(what)")
      }
    }
    lines.append(
      "check: \(checked) ratio goals against same-run baselines, margin \(percent): "
        + (fails ? "FAILED" : "passed"))
    return (lines, fails)
  }

  private var percent: String { formatFigure(margin * 100) + "%" }
}
