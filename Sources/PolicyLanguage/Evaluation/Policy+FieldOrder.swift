extension Policy {
  /// Whether a rule of the policy can leave a field out of previous/next (`skip-in-order = true`
  /// in some `field` rule). When false, `skipsInOrder` is the field's code setting, or false:
  /// field order then need not decide for every candidate field (one check per policy, worked out
  /// when it is compiled).
  public var rulesCanSkipInOrder: Bool { storage.rulesSkipInOrder }
}
