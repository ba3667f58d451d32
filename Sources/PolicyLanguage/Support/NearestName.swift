/// The best did-you-mean candidate seen so far: the smallest edit distance, ties broken by the
/// smaller name (so the answer never depends on the order candidates come in). Every
/// did-you-mean search keeps one (`Suggestions`, `SuggestionIndex`, explain's near misses).
public struct NearestName: Sendable {
  /// The best candidate so far, if any.
  public private(set) var name: String?
  private var distance = Int.max

  /// An empty search.
  public init() {}

  /// Considers `candidate`, `distance` edits away.
  public mutating func offer(_ candidate: String, distance: Int) {
    guard distance < self.distance || (distance == self.distance && candidate < (name ?? ""))
    else { return }
    name = candidate
    self.distance = distance
  }
}
