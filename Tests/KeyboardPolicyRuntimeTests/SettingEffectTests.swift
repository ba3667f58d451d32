import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// Every decision setting acts: for each one, some value other than its built-in default, set by
/// a rule, changes what the runtime does on one screen (the engine's plans or the fields'
/// controls). A setting declared in the catalogue whose use in the engine or the runtime was left
/// out fails here by name (ARCHITECTURE.md, "A setting", the step "its use where it acts").
///
/// The screen: a 393 × 852 window, status bar 59; root view 'root' (`EffectViewController`)
/// holding 'first' (a text field, tag 3, [16, 420, 361, 44], bottom 464), 'second' (tag 1,
/// [16, 480, 361, 44], bottom 524), 'notes' (a text view, tag 2, [16, 540, 361, 80], bottom 620)
/// and the button 'keep' (identifier "keep-me", [16, 700, 361, 50], bottom 750). A 336 pt
/// keyboard's top is at 852 − 336 = 516: 'second' and 'notes' are covered, so the distance and a
/// kept-visible button change how far the root moves; subviews order and tag order differ.
@MainActor @Suite struct SettingEffectTests {
  static let json = """
    {"window": {"width": 393, "height": 852}, "statusBarHeight": 59,
     "classes": {"EffectViewController": "UIViewController"},
     "views": [
      {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
        {"id": "first", "class": "UITextField", "frame": [16, 420, 361, 44], "tag": 3,
         "placeholder": "First"},
        {"id": "second", "class": "UITextField", "frame": [16, 480, 361, 44], "tag": 1,
         "placeholder": "Second"},
        {"id": "notes", "class": "UITextView", "frame": [16, 540, 361, 80], "tag": 2,
         "scroll": {"contentSize": [361, 80]}},
        {"id": "keep", "class": "UIButton", "frame": [16, 700, 361, 50],
         "accessibilityIdentifier": "keep-me"}
      ]}
     ],
     "controllers": [{"id": "effect", "class": "EffectViewController", "view": "root"}]}
    """

  /// The fields, in subviews order.
  static let fields = ["first", "second", "notes"]

  /// The baseline: the built-in defaults with the toolbar on (so its title, arrows and return
  /// keys are shown).
  static let baseline: [String: [String: String]] = ["toolbar": ["enabled": "true"]]

  /// The values of `setting`'s type to try: both switch positions (the baseline turns one on), a
  /// larger distance than the default, every other word, the screen's button.
  static func samples(_ setting: DecisionSetting) -> [SettingValue] {
    let value = setting.builtinDefault
    switch value {
    case .bool: return [.bool(true), .bool(false)]
    case .number(let number): return [.number(number + 23)]
    case .viewIDs: return [.viewIDs(["keep-me"])]
    case .order, .previousNext, .returnKey:
      guard let choice = setting.name.choice else { return [] }
      return choice.words.compactMap(choice.value(of:)).filter { $0 != value }
    }
  }

  /// A policy setting `name` to `value` with a rule: in its feature block when it has one, else
  /// with `field` rules for both field classes. Nil when no block can set it.
  static func policy(_ name: SettingName, _ value: SettingValue) -> String? {
    var blocks = baseline
    var fieldLines: [String] = []
    let entries = SettingCatalogue.entries.filter { $0.settingName == name }
    if let entry = entries.first(where: { if case .feature = $0.block { true } else { false } }) {
      blocks[entry.block.keyword, default: [:]][entry.name] = entry.type.canonicalText(value)
    } else if let entry = entries.first(where: { $0.block == .field }) {
      let line = "\(entry.name) = \(entry.type.canonicalText(value))"
      fieldLines = ["UITextField", "UITextView"].map { "field \($0) { \(line) }" }
    } else {
      return nil
    }
    let blockLines = blocks.keys.sorted().map { keyword in
      let settings = blocks[keyword, default: [:]].sorted { $0.key < $1.key }
      return "\(keyword) {\n" + settings.map { "  \($0.key) = \($0.value)\n" }.joined() + "}"
    }
    return
      (["version 1", "class EffectViewController: UIViewController"] + blockLines + fieldLines)
      .joined(separator: "\n") + "\n"
  }

  /// What the runtime does on the screen under `policyText`: for each field, its controls and the
  /// plans of beginning to edit it, the keyboard showing and hiding.
  static func behaviour(_ policyText: String) throws -> [String] {
    let window = MemoryWindow(try RuntimeFixtures.scene(json))
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy(policyText)) { _, c in c() }
    var behaviour: [String] = []
    for id in fields {
      let field = try window.required(id)
      let begin = runtime.beginEditing(field)
      let show = runtime.keyboardWillShow(.height(336), animation: RuntimeFixtures.show)
      let controls = runtime.controls(for: field)
      let hide = runtime.keyboardWillHide(animation: RuntimeFixtures.show)
      runtime.endEditing(field)
      behaviour.append(
        "\(id): \(String(describing: controls)) begin \(String(describing: begin?.step.plan)) "
          + "show \(String(describing: show?.step.plan)) hide \(String(describing: hide?.step.plan))"
      )
    }
    return behaviour
  }

  @Test func everySettingChangesWhatTheRuntimeDoes() throws {
    let base = try #require(Self.policy(.avoidance, .bool(true)))
    let baseline = try Self.behaviour(base)
    // The screen shows what the settings act on: the root moves for the covered fields.
    #expect(baseline.contains { $0.hasPrefix("second:") && $0.contains("show Optional") })
    for setting in SettingCatalogue.decisionSettings {
      let samples = Self.samples(setting)
      #expect(!samples.isEmpty, "'\(setting.name.rawValue)': no value to try")
      var changed = false
      for sample in samples {
        let text = try #require(
          Self.policy(setting.name, sample), "'\(setting.name.rawValue)': no block sets it")
        if try Self.behaviour(text) != baseline {
          changed = true
          break
        }
      }
      #expect(
        changed,
        """
        '\(setting.name.rawValue)': no value but its default changes the engine's plans or the \
        fields' controls on this screen: its use where it acts (the engine, field order or the \
        runtime) is missing (ARCHITECTURE.md, "A setting", step 4)
        """)
    }
  }
}
