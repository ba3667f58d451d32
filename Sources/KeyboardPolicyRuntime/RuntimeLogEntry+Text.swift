import AvoidanceEngine
import PolicyLanguage

extension RuntimeLogEntry {
  /// The entry as text, for a debug console (IQ `isDebuggingEnabled`): the event and its field,
  /// then the engine's numbered trace and the plan, as `kbpolicy simulate` prints a step.
  ///
  /// ```
  /// keyboard-will-show height 336 · field 'email' · 0.35 s
  ///   1. ...
  ///   plan:
  ///     scroll.contentOffsetY  0 → 241  (adjust)
  /// ```
  public func renderText() -> String {
    var header = event.description
    if let field { header += " · field '\(DiagnosticRenderer.escaped(field))'" }
    header += " · \(animation.duration) s"
    return header + "\n" + EngineStep(plan: plan, trace: trace).renderText()
  }

  /// A ready-made debug logger: each entry as `renderText()` handed to `write`, e.g.
  /// `runtime.log = RuntimeLogEntry.textLogger { print($0) }` (or `os.Logger`, a file, a test's
  /// array). The runtime itself never prints.
  public static func textLogger(_ write: @escaping (String) -> Void) -> (RuntimeLogEntry) -> Void {
    { entry in write(entry.renderText()) }
  }
}
