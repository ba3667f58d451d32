import Testing
@testable import PolicyLanguage

/// grammar.md "Precedence", as a table: every combination of (feature enabled) × (matching `enable in`) ×
/// (matching `disable in`) × (per-field mode) × (built-in exemption), for each of the three
/// switches — 192 cases per feature. A list matches the controller directly, through a superclass,
/// or by the field's SwiftUI screen (`disable in screen "SignUp"`, the screen nearer than every
/// class). The expected value and winning source come from `oracle`,
/// a transcription of grammar.md's wording that does not call the code under test.
@Suite struct PrecedenceTableTests {
  enum ListMatch: String, CaseIterable, Sendable {
    case none, direct, superclass, screen
  }

  enum FieldMode: String, CaseIterable, Sendable {
    case none, on, off
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var feature: Feature
    var enabled: Bool
    var enableIn: ListMatch
    var disableIn: ListMatch
    var mode: FieldMode
    var exempt: Bool

    var testDescription: String {
      "\(feature.rawValue) enabled=\(enabled) enable-in=\(enableIn) disable-in=\(disableIn) field=\(mode) exempt=\(exempt)"
    }
  }

  static let cases: [Case] = Feature.allCases.flatMap { feature in
    [true, false].flatMap { enabled in
      ListMatch.allCases.flatMap { enableIn in
        ListMatch.allCases.flatMap { disableIn in
          FieldMode.allCases.flatMap { mode in
            [false, true].map { exempt in
              Case(
                feature: feature, enabled: enabled, enableIn: enableIn, disableIn: disableIn,
                mode: mode,
                exempt: exempt)
            }
          }
        }
      }
    }
  }

  /// grammar.md "Precedence", step by step.
  static func oracle(_ c: Case) -> (value: Bool, kind: ValueSource.Kind, step: PrecedenceStep) {
    // 1. Built-in exemptions: no avoidance and no toolbar (resign-on-touch is not exempted).
    if c.exempt, c.feature != .resignOnTouch { return (false, .builtin, .builtinExemption) }
    // 2. (no code setting in this table) 3. The most specific field rule.
    if c.mode != .none { return (c.mode == .on, .rule, .fieldRule) }
    // 4. Any matching 'disable in' wins over every matching 'enable in'.
    if c.disableIn != .none { return (false, .rule, .disableList) }
    // 5. Otherwise any matching 'enable in'; otherwise the feature's 'enabled'.
    if c.enableIn != .none { return (true, .rule, .enableList) }
    return (c.enabled, .rule, .featureSetting)
  }

  static func policyText(_ c: Case) -> String {
    func listClass(_ match: ListMatch) -> String {
      switch match {
      case .direct: "FormViewController"
      case .screen: "screen \"SignUp\""
      default: "BaseFormViewController"
      }
    }
    var text = """
      version 1
      class BaseFormViewController: UIViewController
      class FormViewController: BaseFormViewController
      class OtherViewController: UIViewController
      \(c.feature.rawValue) {
          enabled = \(c.enabled)
          enable in OtherViewController

      """
    if c.enableIn != .none { text += "    enable in \(listClass(c.enableIn))\n" }
    if c.disableIn != .none { text += "    disable in \(listClass(c.disableIn))\n" }
    text += "}\n"
    let fieldSetting = c.feature.rawValue
    if c.mode != .none { text += "field \"email\" { \(fieldSetting) = \(c.mode.rawValue) }\n" }
    return text
  }

  @Test func tableCoversEveryCombination() {
    #expect(Self.cases.count == 3 * 192)
  }

  @Test(arguments: cases)
  func decisionFollowsTheSpec(c: Case) throws {
    let result = Policy.compile(SourceFile(path: "table.kbpolicy", text: Self.policyText(c)))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let policy = try #require(result.policy)
    let field = FieldContext(
      identifier: "email",
      classChain: ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"],
      controllerChain: [
        "FormViewController", "BaseFormViewController", "UIViewController", "UIResponder",
        "NSObject",
      ],
      isInsideAlertController: c.exempt, screen: "SignUp")
    let name: SettingName =
      c.feature == .avoidance ? .avoidance : c.feature == .toolbar ? .toolbar : .resignOnTouch
    let resolved = policy.decide(for: field, provenance: .full)[name]
    let expected = Self.oracle(c)
    #expect(resolved.value == .bool(expected.value))
    #expect(resolved.source.kind == expected.kind)
    #expect(resolved.source.step == expected.step)
    if expected.kind == .rule {
      #expect(resolved.source.location?.file == "table.kbpolicy")
    } else {
      #expect(resolved.source.location == nil)
    }
    // Every loser lost to the winner's step, and ranks no stronger than it.
    for loser in resolved.overridden {
      #expect(loser.lostTo == expected.step)
      #expect(loser.source.step >= expected.step)
      #expect(!loser.reason.isEmpty)
    }
    // The feature's own 'enabled' (user and default layer) always appears when it did not win.
    if expected.step != .featureSetting {
      #expect(
        resolved.overridden.contains {
          $0.source.step == .featureSetting && $0.source.kind == .rule
        })
      #expect(
        resolved.overridden.contains {
          $0.source.step == .featureSetting && $0.source.kind == .default
        })
    }
    if expected.step == .disableList, c.enableIn != .none {
      #expect(
        resolved.overridden.contains {
          $0.source.step == .enableList
            && $0.reason == "a matching 'disable in' always wins over 'enable in'"
        })
    }
  }
}
