extension AvoidanceEngine {
  /// IQ `restorePosition` for a field whose avoidance is off: the root back to its
  /// start, the saved scroll view's insets (and offset with `restore-offset`), the over-scroll clamp.
  mutating func restorePosition(_ context: inout EngineContext) {
    if let saved = root { restoreRoot(saved, &context) }
    if let scroll = lastScroll {
      restoreScrollView(scroll, &context)
      clamp(scroll, &context)
      for ancestor in context.index.scrollViews(around: scroll) { clamp(ancestor, &context) }
    }
    lastScroll = nil
  }

  /// Everything back (keyboard hide, rotation): the root, every scroll view the engine touched
  /// (insets; offsets with `restore-offset`, else clamped), the innermost chain's clamp, the text view.
  mutating func restoreAll(_ context: inout EngineContext) {
    if let saved = root { restoreRoot(saved, &context) }
    for saved in originals { restoreScrollView(saved.view, &context) }
    var clamped: [String] = originals.map(\.view)
    if let scroll = lastScroll { clamped += [scroll] + context.index.scrollViews(around: scroll) }
    var seen: Set<String> = []
    for scroll in clamped where seen.insert(scroll).inserted { clamp(scroll, &context) }
    if let saved = textView { restoreTextView(saved, &context) }
    if context.changes.isEmpty { context.trace(.note, "nothing was moved: nothing to restore") }
  }

  func restoreRoot(_ saved: SavedRoot, _ context: inout EngineContext) {
    guard let current = context.index.view(saved.view)?.frame.minY,
      abs(current - saved.beginOrigin.y) > 1e-9
    else { return }
    context.set(saved.view, .originY, to: saved.beginOrigin.y, reason: .restore)
    context.trace(
      .restore,
      "root view '\(saved.view)' back to its start \(fmt(current)) → \(fmt(saved.beginOrigin.y))",
      view: saved.view,
      [.init("originY", saved.beginOrigin.y)])
  }

  /// Puts back a scroll view's starting insets, and its offset when `restore-offset` is on.
  func restoreScrollView(_ scroll: String, _ context: inout EngineContext) {
    guard let saved = original(scroll) else { return }
    let before = context.changes.count
    context.set(scroll, .contentInsetBottom, to: saved.contentInset.bottom, reason: .restore)
    context.set(scroll, .indicatorInsetBottom, to: saved.indicatorInsets.bottom, reason: .restore)
    let decision = context.decision(forScrollView: scroll)
    if decision.restoreOffset.value {
      context.set(scroll, .contentOffsetY, to: saved.contentOffset.y, reason: .restore)
      context.facts.restoredOffsets[scroll] = saved.contentOffset.y
    }
    if context.changes.count != before
      || context.changes.contains(where: { $0.view == scroll && $0.reason == .restore })
    {
      let offsetNote =
        decision.restoreOffset.value
        ? "offset back to \(fmt(saved.contentOffset.y)) (restore-offset = on)"
        : "offset kept (restore-offset = off)"
      context.trace(
        .restore,
        "scroll view '\(scroll)': insets back to \(fmt(saved.contentInset.bottom)); \(offsetNote)",
        view: scroll,
        [.init("contentInsetBottom", saved.contentInset.bottom)])
    }
  }

  /// IQ's over-scroll clamp: `contentOffset.y` at most `max(contentSize.height, frame.height) − frame.height`.
  func clamp(_ scroll: String, _ context: inout EngineContext) {
    guard let state = context.index.scrollState(of: scroll), let view = context.index.view(scroll)
    else { return }
    let maximum = state.maximumOffsetY(frameHeight: view.frame.height)
    guard state.contentOffset.y > maximum + 1e-9 else { return }
    context.set(scroll, .contentOffsetY, to: maximum, reason: .clamp)
    context.trace(
      .clamp,
      "scroll view '\(scroll)' is over-scrolled: offset \(fmt(state.contentOffset.y)) → \(fmt(maximum)) (end of content)",
      view: scroll, [.init("contentOffsetY", maximum)])
  }

  func restoreTextView(_ saved: SavedScroll, _ context: inout EngineContext) {
    context.set(saved.view, .contentInsetBottom, to: saved.contentInset.bottom, reason: .restore)
    context.set(
      saved.view, .indicatorInsetBottom, to: saved.indicatorInsets.bottom, reason: .restore)
    context.trace(
      .restore, "text view '\(saved.view)': inset back to \(fmt(saved.contentInset.bottom))",
      view: saved.view,
      [.init("contentInsetBottom", saved.contentInset.bottom)])
  }

  /// The field's result after the event, when the engine adjusted a focused field and the
  /// keyboard shows: the facts recorded as the engine worked, and where the field ends up.
  func outcome(_ context: inout EngineContext) -> EngineOutcome? {
    guard let field = context.scene.focus, let after = context.index.windowRect(of: field),
      let keyboard = context.scene.keyboard, let measurement = context.facts.measurement
    else { return nil }
    let frame = keyboard.normalizedFrame(in: context.scene.window)
    guard frame.height > 0 else { return nil }
    // The scene before the event: the index remembers the values it changed (no second index).
    let before = context.index.originalWindowRect(of: field) ?? after
    let gap = frame.minY - after.maxY
    let visible = after.minY >= measurement.topGuide - 1e-9 && after.maxY <= frame.minY + 1e-9
    context.trace(
      .result,
      "field '\(field)' ends at \(fmt(after)): gap to the keyboard \(fmt(gap))\(visible ? "" : " (not fully visible)")",
      view: field,
      [.init("gap", gap), .init("fieldMinY", after.minY), .init("fieldMaxY", after.maxY)])
    var root = context.facts.root
    if root == nil, let saved = self.root, let y = context.index.view(saved.view)?.frame.minY {
      root = RootOutcome(
        view: saved.view, beginY: saved.beginOrigin.y, yBefore: y, y: y, cappedByKeyboard: false)
    }
    let companions = finishCompanions(
      context.facts.companions, keyboardTop: frame.minY, &context)
    return EngineOutcome(
      field: field, measurement: measurement, fieldFrameBefore: before, fieldFrame: after,
      scrollViews: context.facts.scrollViews, root: root, gap: gap, visible: visible,
      companions: companions)
  }
}
