import PolicyLanguage

extension ExplanationBuilder {
  /// One setting with its winner and every loser, in the Computed-panel style.
  func explainSetting(_ resolved: ResolvedSetting) -> SettingExplanation {
    let feature = resolved.name.switchFeature
    let winner = ExplainedSource(resolved.source, feature: feature)
    let losers = resolved.overridden.map { loser in
      let source = ExplainedSource(loser.source, feature: feature)
      return LosingCandidate(
        source: source, value: ExplainedValue(loser.value), lostOn: Self.stepWords(loser.lostTo),
        reason: loser.reason, sentence: "\(winner.short) wins over \(source.short): \(loser.reason)"
      )
    }
    return SettingExplanation(
      setting: resolved.name, value: ExplainedValue(resolved.value), source: winner,
      overridden: losers)
  }

  /// The precedence step in words.
  static func stepWords(_ step: PrecedenceStep) -> String {
    switch step {
    case .builtinExemption: "a built-in exemption"
    case .code: "a setting made in code"
    case .fieldRule: "a 'field' rule"
    case .scrollViewRule: "a 'scroll-view' rule"
    case .controllerRule: "a 'controller' rule"
    case .disableList: "a matching 'disable in'"
    case .enableList: "a matching 'enable in'"
    case .featureSetting: "the feature block's setting"
    }
  }

  /// `; 'login-button' stays covered 108 pt: the field needs the room` for each companion the
  /// keyboard still covers; empty when none is.
  static func coveredCompanions(_ adjustment: KeyboardAdjustment) -> String {
    adjustment.coveredCompanions.map {
      "; keep-visible '\($0.id)' stays covered \(PointsFormat.rounded($0.covered)) pt: the field needs the room"
    }.joined()
  }

  /// The one-line outcome.
  static func verdict(
    field: ExplainedField, decision: [SettingExplanation], adjustment: KeyboardAdjustment?
  ) -> Verdict {
    guard let adjustment else {
      return Verdict(
        kind: .keyboardHidden,
        message: "the keyboard has height 0 (hidden or floating): nothing to adjust")
    }
    let avoidance = decision.first { $0.setting == .avoidance }
    if avoidance?.value != .bool(true) {
      let why = avoidance.map { " (\($0.source.summary))" } ?? ""
      let rest =
        adjustment.visible
        ? "; the field is visible anyway, \(PointsFormat.rounded(adjustment.gap)) pt above the keyboard"
        : adjustment.gap < 0
          ? "; the keyboard covers \(PointsFormat.rounded(min(-adjustment.gap, adjustment.fieldFrame.height))) pt of it"
          : "; the field is not fully visible"
      return Verdict(kind: .notAdjusted, message: "not adjusted: avoidance is off\(why)\(rest)")
    }
    if adjustment.visible {
      var message = "visible, \(PointsFormat.rounded(adjustment.gap)) pt above the keyboard"
      if adjustment.gap + 1e-6 < adjustment.distance {
        message +=
          " (less than the distance of \(PointsFormat.rounded(adjustment.distance)) pt: the field's top would go under the top guide)"
      } else if abs(adjustment.fieldMovedUp) < 1e-6 {
        message += "; nothing had to move"
      } else if adjustment.gap > adjustment.distance + 1e-6,
        let over = adjustment.scrollViews.first(where: { $0.overScroll != nil })
      {
        message +=
          " (\(PointsFormat.rounded(adjustment.gap - adjustment.distance)) pt more than the distance of \(PointsFormat.rounded(adjustment.distance)) pt: '\(over.id)' scrolled past the move needed, to offset \(PointsFormat.rounded(over.contentOffsetY)))"
      }
      return Verdict(kind: .visible, message: message + coveredCompanions(adjustment))
    }
    let room = adjustment.keyboardTop - adjustment.topGuide
    let height = adjustment.fieldFrame.height
    if height > room + 1e-6 {
      return Verdict(
        kind: .partlyVisible,
        message:
          "only partly visible: the field is taller than the room above the keyboard (\(PointsFormat.rounded(height)) pt tall, \(PointsFormat.rounded(max(0, room))) pt between the top guide and the keyboard)"
      )
    }
    if adjustment.fieldFrame.y < adjustment.topGuide - 1e-6 {
      return Verdict(
        kind: .partlyVisible,
        message:
          "only partly visible: its top is \(PointsFormat.rounded(adjustment.topGuide - adjustment.fieldFrame.y)) pt under the top guide"
      )
    }
    return Verdict(
      kind: .partlyVisible,
      message:
        "only partly visible: the keyboard still covers \(PointsFormat.rounded(-adjustment.gap)) pt of it (the root view rises at most the keyboard's height)"
    )
  }
}
