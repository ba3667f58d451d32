import PolicyLanguage

/// One setting of the decision: its value, the source that won and every candidate that lost.
///
/// The Computed panel of a browser's developer tools, for one setting.
public struct SettingExplanation: Hashable, Sendable, Codable {
  /// Which setting.
  public var setting: SettingName
  /// The setting's name as grammar.md spells it: `avoidance`, `toolbar.order`, ... (what the
  /// JSON output's `name` holds).
  public var name: String { setting.rawValue }
  /// The value that applies.
  public var value: ExplainedValue
  /// Where the value comes from.
  public var source: ExplainedSource
  /// Every candidate that matched and lost, strongest first.
  public var overridden: [LosingCandidate]
  /// Why the value never acts for this field, when it cannot (the distance while avoidance is
  /// off, the toolbar's title and arrows while the toolbar is off); nil when it does.
  public var inactive: String?

  /// The keys as encoded: the setting under `name`, as grammar.md spells it.
  enum CodingKeys: String, CodingKey {
    case setting = "name"
    case value, source, overridden, inactive
  }

  /// Creates a setting explanation.
  public init(
    setting: SettingName, value: ExplainedValue, source: ExplainedSource,
    overridden: [LosingCandidate], inactive: String? = nil
  ) {
    self.setting = setting
    self.value = value
    self.source = source
    self.overridden = overridden
    self.inactive = inactive
  }

  /// `settings` with each one that cannot act for the field marked, and why: `distance` when
  /// `avoidance` is off (unless the SwiftUI layer keeps it, `distanceKeptByLayer`: a field of a
  /// named SwiftUI screen in a scrolling container, which the layer scrolls into view with the
  /// distance below it), `toolbar.placeholder` and `toolbar.previous-next` when `toolbar` is off.
  public static func markingInactive(
    _ settings: [SettingExplanation], distanceKeptByLayer: Bool = false
  ) -> [SettingExplanation] {
    func off(_ name: SettingName) -> SettingExplanation? {
      settings.first { $0.setting == name && $0.value == .bool(false) }
    }
    let avoidance = off(.avoidance)
    let toolbar = off(.toolbar)
    return settings.map { setting in
      var setting = setting
      switch setting.setting {
      case .distance:
        if let avoidance, !distanceKeptByLayer {
          setting.inactive =
            "avoidance is off for this field (\(avoidance.source.summary)), so no distance is kept"
        }
      case .toolbarPlaceholder, .toolbarPreviousNext:
        if let toolbar {
          setting.inactive =
            "the toolbar is off for this field (\(toolbar.source.summary)), so it shows no title or arrows"
        }
      default:
        break
      }
      return setting
    }
  }
}

/// A candidate value that lost, and the sentence that says why.
public struct LosingCandidate: Hashable, Sendable, Codable {
  /// Where the losing value comes from.
  public var source: ExplainedSource
  /// The value it would have given.
  public var value: ExplainedValue
  /// The precedence step that beat it, in words: `a matching 'disable in'`.
  public var lostOn: String
  /// The language's reason: `a matching 'disable in' always wins over 'enable in'`.
  public var reason: String
  /// The whole sentence: `disable in BaseFormViewController (app.kbpolicy:7:5) wins over enable
  /// in CheckoutViewController (app.kbpolicy:12:5): a matching 'disable in' always wins over
  /// 'enable in'`.
  public var sentence: String

  /// Creates a losing candidate.
  public init(
    source: ExplainedSource, value: ExplainedValue, lostOn: String, reason: String, sentence: String
  ) {
    self.source = source
    self.value = value
    self.lostOn = lostOn
    self.reason = reason
    self.sentence = sentence
  }
}
