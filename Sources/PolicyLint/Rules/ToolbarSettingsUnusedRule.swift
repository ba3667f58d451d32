import PolicyLanguage

/// `toolbar-settings-unused`: toolbar display settings in a policy where the toolbar is never on.
struct ToolbarSettingsUnusedRule: LintRule {
  static let description = RuleDescription(
    id: "toolbar-settings-unused", code: "L009", severity: .warning,
    summary: "toolbar settings in a policy where the toolbar can never be on",
    rationale: """
      IQKeyboardManager 8 turned the automatic toolbar off by default, and so does the default \
      policy. 'placeholder' and 'previous-next' only change how the toolbar looks, so they do \
      nothing unless something turns the toolbar on: 'enabled = true', an 'enable in' list, or \
      a 'field' rule with 'toolbar = on'. Usually the policy was written for IQKeyboardManager 6 \
      or 7, where the toolbar was on. ('order', 'deep-containers' and 'skip-in-order' are not \
      reported: the previous/next order also sets each field's return key.)
      """,
    triggering: [
      Example(
        """
        version 1

        toolbar {
          ↓placeholder = false
          ↓previous-next = always
        }
        """),
      Example(
        """
        version 1
        class CheckoutViewController: UIViewController

        toolbar {
          enabled = false
        }

        controller CheckoutViewController {
          ↓toolbar.previous-next = never
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        toolbar {
          enabled = true
          placeholder = false
        }
        """),
      Example(
        """
        version 1

        toolbar {
          previous-next = always
        }

        field "email" {
          toolbar = on
        }
        """),
      Example(
        """
        version 1

        toolbar {
          order = position
        }
        """),
    ],
    corrections: [
      Correction(
        """
        version 1

        toolbar {
          ↓placeholder = false
          ↓previous-next = always
        }
        """,
        """
        version 1

        toolbar {
        }
        """)
    ])

  /// Settings that only change how the toolbar looks.
  static let displaySettings: Set<SettingName> = [.toolbarPlaceholder, .toolbarPreviousNext]

  func check(_ context: LintContext) -> [Diagnostic] {
    guard let enabled = context.enabled(.toolbar), !enabled.value else { return [] }
    if !context.lists(.toolbar, .enableIn).isEmpty { return [] }
    let turnedOnByRule = context.checkedSettings(.setting(.toolbar)).contains {
      $0.kind != .featureSetting && $0.value != .bool(false)
    }
    if turnedOnByRule { return [] }
    let turnedOnByCode = context.scenes.contains { scene in
      var stack = scene.views
      while let view = stack.popLast() {
        if view.code.toolbar == true { return true }
        stack.append(contentsOf: view.subviews)
      }
      return false
    }
    if turnedOnByCode { return [] }
    let why =
      enabled.setting.map { LintContext.note($0, "; nothing in this policy turns the toolbar on") }
      ?? Diagnostic.Note(message: "nothing in this policy turns the toolbar on")
    // The display settings the compiler accepted, in the toolbar block and in rule blocks.
    let settings = context.checked.rules.filter { rule in
      guard case .setting(let name)? = rule.key, Self.displaySettings.contains(name) else {
        return false
      }
      return rule.feature == .toolbar || rule.kind != .featureSetting
    }
    return settings.compactMap { setting in
      guard let entry = setting.entry else { return nil }
      return finding(
        "'\(entry.name)' has no effect: the toolbar is never on in this policy",
        at: setting.range,
        notes: [why], fixIts: [context.removal(of: setting.range, setting.settingText)])
    }
  }
}
