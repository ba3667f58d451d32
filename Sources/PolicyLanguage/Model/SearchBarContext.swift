/// The search bar around a field, for the search-bar distance rule (a field in a
/// search bar takes the search bar's distance if one is set).
public struct SearchBarContext: Hashable, Sendable {
  /// The search bar's accessibility identifier.
  public var identifier: String?
  /// The search bar's class chain, nearest first.
  public var classChain: [String]
  /// A distance set in code on the search bar (`searchBar.iq.distanceFromKeyboard`).
  public var codeDistance: Double?

  /// Creates a search bar context.
  public init(identifier: String? = nil, classChain: [String], codeDistance: Double? = nil) {
    self.identifier = identifier
    self.classChain = classChain
    self.codeDistance = codeDistance
  }
}

extension SearchBarContext {
  /// The value set in code on the search bar for setting `name` (its distance only), read by
  /// the `codeOnSearchBar` rung.
  func code(_ name: SettingName) -> SettingValue? {
    name == .distance ? codeDistance.map(SettingValue.number) : nil
  }
}
