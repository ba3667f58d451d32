import PolicyLanguage

/// `distance-range`: a keyboard distance above 200 pt, or larger than the keyboard it sits above.
struct DistanceRangeRule: LintRule {
  static let description = RuleDescription(
    id: "distance-range", code: "L008", severity: .warning,
    summary: "a distance above 200 pt, or larger than the keyboard the field must sit above",
    rationale: """
      'distance' is the gap between the field's bottom and the keyboard's top, 10 pt by default. \
      An iPhone keyboard is about 336 pt tall in portrait (with the predictive bar, the height \
      explain assumes) and about 209 pt in landscape, so a \
      distance above 200 pt pushes the field toward or past the top of the screen, where the \
      engine stops (the field's top must stay below the navigation bar). Such values are \
      usually a keyboard height or a frame offset typed into the wrong setting.
      """,
    triggering: [
      Example(
        """
        version 1

        avoidance {
          ↓distance = 250
        }
        """),
      Example(
        """
        version 1

        field "notes" {
          ↓distance = 360
        }
        """),
      Example(
        """
        version 1

        field "notes" {
          ↓distance = 120
        }
        """,
        scenes: [
          """
          {"window": [852, 393], "keyboard": {"height": 100}}
          """
        ]),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        avoidance {
          distance = 20
        }

        field "comment" {
          distance = 200
        }
        """)
    ])

  /// Above this, a distance gets a finding.
  static let limit = 200.0
  /// A typical iPhone keyboard's height in portrait, with the predictive bar.
  static let typicalKeyboard = 336.0

  func check(_ context: LintContext) -> [Diagnostic] {
    // Every distance the compiler accepted (feature, controller and field blocks).
    let settings = context.checkedSettings(.setting(.distance))
    let keyboards = context.scenes.compactMap { scene -> Double? in
      guard let keyboard = scene.keyboard else { return nil }
      let height = keyboard.height(in: scene.window)
      return height > 0 ? height : nil
    }
    let smallestKeyboard = keyboards.min()
    return settings.compactMap { setting in
      guard let distance = setting.value?.numberValue else { return nil }
      let text = setting.valueText
      if let keyboard = smallestKeyboard, distance >= keyboard {
        return finding(
          "distance '\(text)' is not smaller than the keyboard in a given scene (\(SettingValue.number(keyboard)) pt)",
          at: setting.range,
          notes: [
            Diagnostic.Note(message: "the field cannot sit that far above a keyboard that short")
          ])
      }
      if distance > Self.typicalKeyboard {
        return finding(
          "distance '\(text)' is larger than a typical keyboard (about \(Int(Self.typicalKeyboard)) pt)",
          at: setting.range,
          notes: [
            Diagnostic.Note(
              message:
                "'distance' is the gap between the field and the keyboard's top, not a keyboard height"
            )
          ])
      }
      if distance > Self.limit {
        return finding(
          "distance '\(text)' is above \(Int(Self.limit)) pt",
          at: setting.range,
          notes: [
            Diagnostic.Note(
              message:
                "in landscape the keyboard is about 209 pt tall; the field would be pushed off the top of the screen"
            )
          ])
      }
      return nil
    }
  }
}
