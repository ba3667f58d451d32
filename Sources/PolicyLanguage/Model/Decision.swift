/// What applies to one focused field, setting by setting, and because of which rule.
///
/// Built by `Policy.decide(for:)`. Like the Computed panel of a browser's developer tools: every
/// setting has its value, the source that won, and every candidate that lost with the reason.
public struct Decision: Hashable, Sendable {
  /// One entry per `SettingName`, in `SettingName.allCases` order.
  public var settings: [ResolvedSetting]

  /// Creates a decision; `settings` must hold one entry per `SettingName`.
  public init(settings: [ResolvedSetting]) {
    self.settings = settings
  }

  /// The resolved setting called `name`.
  public subscript(name: SettingName) -> ResolvedSetting {
    // `settings` is built in `allCases` order; fall back to a search if someone reordered it.
    let index = name.ordinal
    if index < settings.count, settings[index].name == name { return settings[index] }
    return settings.first { $0.name == name }
      ?? ResolvedSetting(
        name: name, value: SettingCatalogue.builtinDefault(name),
        source: .builtinDefault(SettingCatalogue.builtinDefaultText(name)))
  }
}
