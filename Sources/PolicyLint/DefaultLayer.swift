import PolicyLanguage

/// What the embedded default policy (`rules/default.kbpolicy`, IQKeyboardManager 8's defaults
/// with avoidance on) contributes, as the linter needs it: each feature's `enabled`, its class
/// lists and the feature-level values, with their locations in the default file.
enum DefaultLayer {
  /// The default policy's tree, parsed once.
  static let file: PolicyFile = Parser.parse(Policy.defaultSource).file

  /// The default layer's feature settings, in source order.
  static func settings(_ feature: Feature) -> [SettingNode] {
    file.statements.flatMap { statement -> [SettingNode] in
      guard case .feature(let block) = statement, block.feature == feature else { return [] }
      return block.items.compactMap { item in
        if case .setting(let node) = item { return node }
        return nil
      }
    }
  }

  /// The default layer's `enabled` setting of a feature.
  static func enabled(_ feature: Feature) -> SettingNode? {
    settings(feature).last { $0.name == "enabled" }
  }

  /// The default layer's class list entries of `kind` in `feature`.
  static func list(_ feature: Feature, _ kind: ClassListKind) -> [Identifier] {
    file.statements.flatMap { statement -> [Identifier] in
      guard case .feature(let block) = statement, block.feature == feature else { return [] }
      return block.items.flatMap { item -> [Identifier] in
        if case .classList(let node) = item, node.kind == kind { return node.classes }
        return []
      }
    }
  }

  /// The default layer's feature-level setting for a decision setting (`distance`, `order`...).
  static func value(_ name: SettingName) -> SettingNode? {
    for feature in Feature.allCases {
      if let node = settings(feature).last(where: {
        LintValue.featureSettingName($0.name, in: feature) == name
      }) {
        return node
      }
    }
    return nil
  }

  /// Whether a location is in the default policy.
  static func contains(_ range: SourceRange) -> Bool {
    range.start.file == Policy.defaultPolicyPath
  }
}
