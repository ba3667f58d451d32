import PolicyLanguage
import SceneModel

extension AvoidanceEngine {
  /// Asks the policy about the field, then adjusts (avoidance on) or restores (off), as IQ's
  /// show/change handler does. First puts back the previous text view's inset.
  mutating func adjustOrRestore(_ field: String, _ context: inout EngineContext) {
    if let saved = textView, saved.view != field {
      context.trace(
        .restore, "'\(saved.view)' is no longer focused: restore its insets", view: saved.view)
      restoreTextView(saved, &context)
      textView = nil
    }
    guard let decision = context.decision(forField: field) else { return }
    let source = decision[.avoidance].source
    let values = decision.values
    guard values.avoidance else {
      context.trace(
        .decision,
        "avoidance is off for '\(field)' (\(source.kind.rawValue): \(source.rule)): restore, never move this field",
        view: field)
      restorePosition(&context)
      return
    }
    if let follower = KeyboardLayoutGuideGate.leavesToUIKit(
      field: field, decision: decision, in: context.index)
    {
      context.trace(
        .decision,
        "avoidance is on for '\(field)' (\(source.kind.rawValue): \(source.rule)), but controller '\(follower.id)' follows the keyboard layout guide: UIKit moves the screen, so restore and never move this field (a field rule, enable in or code turns avoidance on here)",
        view: field)
      restorePosition(&context)
      return
    }
    context.trace(
      .decision,
      "avoidance is on for '\(field)' (\(source.kind.rawValue): \(source.rule)); distance \(fmt(values.distance))",
      view: field, [.init("distance", values.distance)])
    if !sheetRaiseIsInScene, let sheet = context.index.raisedSheet(of: field) {
      context.trace(
        .note,
        "'\(field)' is in the \(sheet.modalPresentationStyle?.rawValue ?? "") '\(sheet.id)' in a regular-width window: UIKit raises the sheet above the keyboard itself by an amount it does not document, so nothing moves until its raise is in the scene (on device, after keyboardDidShow)",
        view: field)
      restorePosition(&context)
      return
    }
    adjustPosition(
      field, distance: values.distance, companions: values.keepVisible, &context)
  }

  /// IQ's `adjustPosition` with the deliberate differences README lists.
  mutating func adjustPosition(
    _ field: String, distance rawDistance: Double, companions ids: [String] = [],
    _ context: inout EngineContext
  ) {
    guard let saved = root, context.index.view(field) != nil else {
      context.trace(
        .note, "no view controller owns '\(field)': IQ needs a root controller, nothing moves",
        view: field)
      return
    }
    context.facts.scrollViews = []
    context.facts.root = nil
    context.facts.companions = []
    // Steps 7 and 9 first (deliberate: IQ measures the field, then restores the previous scroll
    // view, which can move the field it just measured): the scroll view to work with, and the
    // saved configuration.
    let superScroll = firstAdjustableScrollView(above: field, &context, traceSkips: true)
    if let previous = lastScroll, previous != superScroll {
      context.trace(
        .restore, "the field's scroll view changed: restore '\(previous)'", view: previous)
      restoreScrollView(previous, &context)
      clamp(previous, &context)
      lastScroll = nil
    }
    if let superScroll, lastScroll == nil { lastScroll = superScroll }
    guard
      let measurement = FieldMeasurement.measure(
        field: field, in: context.index, distance: rawDistance)
    else { return }
    context.facts.measurement = measurement
    let fieldRect = measurement.fieldFrame
    let distance = measurement.distance
    let keyboardTop = measurement.keyboardTop
    let topGuide = measurement.topGuide
    let scrollableTextView = context.index.isScrollableTextView(field)
    context.trace(
      .field, "field '\(field)' in window \(fmt(fieldRect))", view: field,
      [.init("fieldMinY", fieldRect.minY), .init("fieldMaxY", fieldRect.maxY)])
    context.trace(
      .keyboard,
      "keyboard top \(fmt(keyboardTop)) (height \(fmt(measurement.keyboardHeight))); field bottom must be at most \(fmt(keyboardTop - distance))",
      [
        .init("keyboardTop", keyboardTop), .init("keyboardHeight", measurement.keyboardHeight),
        .init("distance", distance),
      ])
    context.trace(
      .topGuide, "top guide \(fmt(topGuide)) (\(measurement.topGuideSource.rawValue))",
      [.init("topGuide", topGuide)])
    // Step 8: no truncation, no bottom guide, the distance applied once.
    let topMove = measurement.topMove
    let bottomMove = measurement.bottomMove
    var moveUp = measurement.moveNeeded
    let moveNeeded = moveUp
    context.trace(
      .move, "move needed min(top \(fmt(topMove)), bottom \(fmt(bottomMove))) = \(fmt(moveNeeded))",
      [.init("topMove", topMove), .init("bottomMove", bottomMove), .init("moveUp", moveUp)])
    let companions = resolveCompanions(
      ids, field: field, fieldRect: fieldRect, scroll: lastScroll, &context)
    context.facts.companions = companions
    if !companions.isEmpty { moveUp = moveWithCompanions(companions, measurement, &context) }

    // Step 10: scroll the chain.
    if let innermost = lastScroll {
      scrollChain(
        from: innermost, field: field, fieldRect: fieldRect, topGuide: topGuide,
        scrollableTextView: scrollableTextView, moveUp: &moveUp, &context)
    }
    // Step 11: a scrollable text view too tall for the space left.
    if scrollableTextView {
      adjustTextViewInset(field, keyboardTop: keyboardTop, topGuide: topGuide, &context)
    }
    // Step 12: the root view (higher for companions outside the field's scroll view).
    if !companions.isEmpty {
      moveUp = rootMoveForOutsideCompanions(
        companions, field: field, moveUp: moveUp, measurement, &context)
    }
    adjustRoot(saved, moveUp: moveUp, keyboardHeight: measurement.keyboardHeight, &context)
    // Step 10 (inset), after the root moved: see the type's documentation.
    if let innermost = lastScroll {
      adjustContentInset(innermost, keyboardTop: keyboardTop, distance: distance, &context)
    }
  }

  /// IQ `superviewOf(UIScrollView)` repeated until a scroll view that scrolls and may be adjusted.
  func firstAdjustableScrollView(above id: String, _ context: inout EngineContext, traceSkips: Bool)
    -> String?
  {
    let walk = Self.adjustableScrollView(above: id, in: context.index) {
      context.decision(forScrollView: $0)
    }
    guard traceSkips else { return walk.scroll }
    for (scroll, reason) in walk.skipped {
      let offset = context.index.scrollState(of: scroll)?.contentOffset.y ?? 0
      context.facts.scrollViews.append(
        ScrollViewOutcome(
          view: scroll, action: .skipped(reason), offsetBefore: offset, offset: offset,
          moveBefore: 0, remaining: 0, restoredTo: context.facts.restoredOffsets[scroll]))
      context.trace(
        .scrollViewSkipped,
        "skip scroll view '\(scroll)': \(reason.words); try the next outer one",
        view: scroll)
    }
    return walk.scroll
  }

  /// The scroll views above `id`, innermost first, up to the first one that scrolls and that the
  /// policy lets the engine adjust: that one (nil when there is none) and those skipped on the
  /// way, each with why.
  ///
  /// - Parameter decide: the policy's decision for a scroll view, by scene id.
  package static func adjustableScrollView(
    above id: String, in index: SceneIndex, decide: (String) -> ScrollViewDecision
  ) -> (scroll: String?, skipped: [(view: String, reason: ScrollViewOutcome.SkipReason)]) {
    var skipped: [(view: String, reason: ScrollViewOutcome.SkipReason)] = []
    var candidate = index.scrollViewAncestor(of: id)
    while let scroll = candidate {
      let enabled = index.scrollState(of: scroll)?.scrollEnabled ?? false
      let decision = decide(scroll)
      if enabled && decision.adjust.value { return (scroll, skipped) }
      skipped.append((scroll, enabled ? .adjustOff(decision.adjust.source) : .scrollingOff))
      candidate = index.scrollViewAncestor(of: scroll)
    }
    return (nil, skipped)
  }

  /// IQ `adjustScrollViewContentOffsets`.
  private mutating func scrollChain(
    from innermost: String, field: String, fieldRect: Rect, topGuide: Double,
    scrollableTextView: Bool,
    moveUp: inout Double, _ context: inout EngineContext
  ) {
    var lastView = field
    var current: String? = innermost
    while let scroll = current, let state = context.index.scrollState(of: scroll) {
      let offset = state.contentOffset.y
      let moveBefore = moveUp
      var previousCell: ScrollViewOutcome.PreviousCell?
      var proceed: Bool
      if moveUp > 0 {
        proceed = moveUp > -offset - state.contentInset.top
      } else if let table = context.index.nearestAncestor(of: scroll, kindOf: "UITableView") {
        proceed = offset > 0
        if proceed {
          previousCell = previousCellRule(
            field: field, list: table, cellClass: "UITableViewCell", topGuide: topGuide,
            moveUp: &moveUp, &context)
        }
      } else if let collection = context.index.nearestAncestor(
        of: scroll, kindOf: "UICollectionView")
      {
        proceed = offset > 0
        if proceed {
          previousCell = previousCellRule(
            field: field, list: collection, cellClass: "UICollectionViewCell", topGuide: topGuide,
            moveUp: &moveUp, &context)
        }
      } else {
        proceed = fieldRect.minY < topGuide
        if proceed { moveUp = min(0, fieldRect.minY - topGuide) }
      }
      var record = ScrollViewOutcome(
        view: scroll, action: .leftAlone, offsetBefore: offset, offset: offset,
        moveBefore: moveBefore, remaining: 0, restoredTo: context.facts.restoredOffsets[scroll],
        previousCell: previousCell)
      guard proceed else {
        let move = moveUp
        context.trace(
          .scrollView,
          "scroll view '\(scroll)' leaves the field where it is (move \(fmt(move)) needs no scrolling); the root stays",
          view: scroll, [.init("absorbed", 0)])
        context.facts.scrollViews.append(record)
        moveUp = 0
        break
      }
      // This scroll view's outcome goes before the skips of outer ones the search below records.
      let recordAt = context.facts.scrollViews.count
      let next = firstAdjustableScrollView(above: scroll, &context, traceSkips: true)
      guard let lastRect = context.index.rect(of: lastView, inContentOf: scroll) else { break }
      let needed = moveUp
      var target = offset - min(offset, -moveUp)
      if target > offset - (-moveUp) + 1e-9 { record.limit = .contentTop }
      if lastRect.minY < target {
        target = lastRect.minY
        record.limit = .topOf(view: lastView, y: lastRect.minY)
      }
      if scrollableTextView && next == nil && target >= 0 {
        let live = context.index.windowRect(of: field) ?? fieldRect
        let top = offset + (live.minY - topGuide)
        if top < target {
          target = top
          record.limit = .textViewTop
        }
        moveUp = 0
      } else {
        moveUp -= target - offset
      }
      if abs(target - offset) > 1e-9 {
        remember(scroll, context)
        context.set(scroll, .contentOffsetY, to: target, reason: .adjust)
      }
      // IQ's `offset − min(offset, −move)`: an offset inside the top inset (negative) that the
      // move would leave negative goes to 0, so the scroll view absorbs more than was needed.
      let beyond =
        target - offset > needed + 1e-9 && offset < 0
        ? "; more than the \(fmt(needed)) needed: the offset starts inside the top inset at \(fmt(offset)), and the engine scrolls it to 0 rather than leave it at \(fmt(offset + needed))"
        : ""
      let (scrolledTo, topView, left) = (target, lastView, moveUp)
      context.trace(
        .scrollView,
        "scroll view '\(scroll)' scrolls \(fmt(offset)) → \(fmt(scrolledTo)) (absorbs \(fmt(scrolledTo - offset)), at most to the top of '\(topView)' at \(fmt(lastRect.minY))\(beyond)); left for outer views \(fmt(left))",
        view: scroll,
        [
          .init("contentOffsetY", target), .init("absorbed", target - offset),
          .init("needed", needed), .init("remaining", moveUp),
        ])
      record.action = .scrolled
      record.needed = needed
      record.offset = target
      record.remaining = moveUp
      context.facts.scrollViews.insert(record, at: recordAt)
      lastView = scroll
      current = next
    }
  }

  /// IQ's previous-cell rule: a scroll view inside a table or
  /// collection view moves down only as far as the previous cell's bottom stays under the guide.
  private func previousCellRule(
    field: String, list: String, cellClass: String, topGuide: Double, moveUp: inout Double,
    _ context: inout EngineContext
  ) -> ScrollViewOutcome.PreviousCell? {
    guard let cell = context.index.nearestAncestor(of: field, kindOf: cellClass),
      context.index.superviewID(of: cell) == list
    else { return nil }
    // IQ's previous index path (row − 1 / item − 1). A scene has no index paths: take reading order,
    // top to bottom then left to right (a flow layout's item order; cells are dequeued in any
    // subview order), ties in subview order.
    let cells = context.index.subviewIDs(of: list).filter {
      context.index.isKind($0, of: cellClass)
    }
    let ordered = cells.enumerated().sorted { a, b in
      let (ra, rb) = (
        context.index.view(a.element)?.frame ?? .zero, context.index.view(b.element)?.frame ?? .zero
      )
      if ra.minY != rb.minY { return ra.minY < rb.minY }
      return ra.minX != rb.minX ? ra.minX < rb.minX : a.offset < b.offset
    }.map(\.element)
    guard let position = ordered.firstIndex(of: cell), position > 0,
      let previous = context.index.windowRect(of: ordered[position - 1]), previous.height > 0
    else { return nil }
    moveUp = min(0, previous.maxY - topGuide)
    let move = moveUp
    context.trace(
      .scrollView,
      "previous-cell rule: cell '\(ordered[position - 1])' ends at \(fmt(previous.maxY)); move \(fmt(move))",
      view: ordered[position - 1],
      [.init("previousCellMaxY", previous.maxY), .init("moveUp", moveUp)])
    return ScrollViewOutcome.PreviousCell(view: ordered[position - 1], maxY: previous.maxY)
  }

  /// IQ `adjustScrollViewContentInset` for the innermost scroll view: the keyboard plus
  /// the distance, no safe area added; never below the starting inset.
  private mutating func adjustContentInset(
    _ scroll: String, keyboardTop: Double, distance: Double, _ context: inout EngineContext
  ) {
    let decision = context.decision(forScrollView: scroll)
    guard decision.adjustInset.value else {
      context.trace(
        .contentInset,
        "scroll view '\(scroll)': adjust-inset = off (\(decision.adjustInset.source.kind.rawValue): \(decision.adjustInset.source.rule)); inset untouched",
        view: scroll)
      return
    }
    guard let rect = context.index.windowRect(of: scroll), let view = context.index.view(scroll),
      let state = context.index.scrollState(of: scroll)
    else { return }
    let start =
      original(scroll)
      ?? SavedScroll(
        view: scroll, contentOffset: state.contentOffset, contentInset: state.contentInset,
        indicatorInsets: state.indicatorInsets)
    let covered = rect.maxY - max(0, keyboardTop - distance)
    let inset = max(start.contentInset.bottom, covered - view.safeAreaInsets.bottom)
    let indicator = max(
      start.indicatorInsets.bottom, covered - distance - view.safeAreaInsets.bottom)
    if abs(inset - state.contentInset.bottom) > 1e-9
      || abs(indicator - state.indicatorInsets.bottom) > 1e-9
    {
      remember(scroll, context)
    }
    context.set(scroll, .contentInsetBottom, to: inset, reason: .adjust)
    context.set(scroll, .indicatorInsetBottom, to: indicator, reason: .adjust)
    context.trace(
      .contentInset,
      "scroll view '\(scroll)' bottom \(fmt(rect.maxY)) is covered by \(fmt(covered)) (keyboard + distance): contentInset.bottom \(fmt(inset)), indicator \(fmt(indicator))",
      view: scroll,
      [
        .init("covered", covered), .init("contentInsetBottom", inset),
        .init("indicatorInsetBottom", indicator),
      ])
  }

  /// IQ `adjustTextViewContentInset`: a text view taller than the space
  /// between the top guide and the keyboard gets a bottom inset so its text stays visible.
  private mutating func adjustTextViewInset(
    _ field: String, keyboardTop: Double, topGuide: Double, _ context: inout EngineContext
  ) {
    guard let view = context.index.view(field), let state = context.index.scrollState(of: field)
    else { return }
    let rootSuperview = root.flatMap { context.index.superviewID(of: $0.view) }
    let container =
      rootSuperview.flatMap { context.index.windowRect(of: $0) }
      ?? Rect(x: 0, y: 0, width: context.scene.window.width, height: context.scene.window.height)
    let overlap = container.maxY - keyboardTop
    let available = max(0, container.height - topGuide - overlap)
    let visibleHeight = min(view.frame.height, available)
    let saved =
      textView
      ?? SavedScroll(
        view: field, contentOffset: state.contentOffset, contentInset: state.contentInset,
        indicatorInsets: state.indicatorInsets)
    let wanted = view.frame.height - visibleHeight - view.safeAreaInsets.bottom
    let inset = max(saved.contentInset.bottom, wanted)
    let indicator = max(saved.indicatorInsets.bottom, wanted)
    if textView == nil,
      abs(inset - state.contentInset.bottom) > 1e-9
        || abs(indicator - state.indicatorInsets.bottom) > 1e-9
    {
      textView = saved
    }
    context.set(field, .contentInsetBottom, to: inset, reason: .adjust)
    context.set(field, .indicatorInsetBottom, to: indicator, reason: .adjust)
    context.trace(
      .textViewInset,
      "text view '\(field)' is \(fmt(view.frame.height)) tall, \(fmt(available)) fits between the top guide and the keyboard: contentInset.bottom \(fmt(inset))",
      view: field, [.init("available", available), .init("contentInsetBottom", inset)])
  }

  /// IQ `adjustRootController`: up by what is left, never more than the
  /// keyboard height above the start; down (when the field needs less) never below the start.
  private func adjustRoot(
    _ saved: SavedRoot, moveUp: Double, keyboardHeight: Double, _ context: inout EngineContext
  ) {
    guard let current = context.index.view(saved.view)?.frame.minY else { return }
    let begin = saved.beginOrigin.y
    var target = current
    if moveUp >= 0 {
      target = min(begin, max(current - moveUp, begin - keyboardHeight))
      if abs(target - current) <= 1e-9 {
        context.trace(
          .root, "root view '\(saved.view)' stays at \(fmt(current)) (nothing left to move)",
          view: saved.view, [.init("originY", current), .init("moved", 0)])
      } else {
        let to = target
        context.trace(
          .root,
          "root view '\(saved.view)' \(fmt(current)) → \(fmt(to)) (up by what is left, \(fmt(moveUp)); at most the keyboard height \(fmt(keyboardHeight)) above its start \(fmt(begin)))",
          view: saved.view, [.init("originY", target), .init("moved", current - target)])
      }
    } else {
      let disturb = current - begin
      if disturb <= 0 {
        target = current - max(moveUp, disturb)
        let to = target
        context.trace(
          .root,
          "root view '\(saved.view)' comes down \(fmt(current)) → \(fmt(to)) (slack \(fmt(-moveUp)), never below its start \(fmt(begin)))",
          view: saved.view, [.init("originY", target), .init("moved", current - target)])
      }
    }
    // Deliberate: whatever the branch, the root never stays lifted by more than the current
    // keyboard height (IQ applies the bound only when moving up, so a shrinking keyboard under a
    // scroll view could leave the root higher than the keyboard is tall).
    var capped = moveUp >= 0 && current - moveUp < begin - keyboardHeight - 1e-9
    if target < begin - keyboardHeight - 1e-9 {
      capped = true
      let from = target
      context.trace(
        .root,
        "root view '\(saved.view)' is lifted more than the keyboard height \(fmt(keyboardHeight)): \(fmt(from)) → \(fmt(begin - keyboardHeight))",
        view: saved.view, [.init("originY", begin - keyboardHeight)])
      target = begin - keyboardHeight
    }
    context.set(saved.view, .originY, to: target, reason: .adjust)
    context.facts.root = RootOutcome(
      view: saved.view, beginY: begin, yBefore: current, y: target, cappedByKeyboard: capped)
  }
}
