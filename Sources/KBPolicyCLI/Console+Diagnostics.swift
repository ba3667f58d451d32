import PolicyLanguage

extension Console {
  /// Writes `diagnostics` to standard error in `style`, each as soon as it is rendered, within
  /// the run's per-file budget (`budget`: at most `DiagnosticRenderer.maximumPerFile`
  /// diagnostics and notes per file over the whole run, the rest counted when it ends). Without a
  /// budget (a console not made by `KBPolicy.run`), this call gets one of its own. Every command
  /// reports diagnostics for people through here. With `continuing`, the first one is separated
  /// from what an earlier call wrote as the later ones are (`human` puts a blank line between).
  func report(
    _ diagnostics: [Diagnostic], sources: [String: SourceFile] = [:],
    style: DiagnosticRenderer.Style = .xcode, continuing: Bool = false
  ) {
    let budget = self.budget ?? DiagnosticBudget()
    let renderer = DiagnosticRenderer(style: style)
    var first = !continuing
    for diagnostic in diagnostics {
      if let reported, !reported.insert(SeenLines.key(diagnostic)) { continue }
      if diagnostic.severity == .note, !budget.admitNote() { continue }
      guard let admitted = budget.admit(diagnostic) else { continue }
      err((style == .human && !first ? "\n" : "") + renderer.render(admitted, sources: sources))
      first = false
    }
    if self.budget == nil {
      let omitted = budget.summary()
      if !omitted.isEmpty { err(omitted) }
    }
  }
}
