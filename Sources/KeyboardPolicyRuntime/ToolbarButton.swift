/// A button of the Previous / Next / Done toolbar.
public enum ToolbarButton: String, Hashable, Sendable, CaseIterable {
  /// Previous.
  case previous
  /// Next.
  case next
  /// Done.
  case done

  /// The accessibility label VoiceOver reads when the app sets none (IQ's words): the arrows are
  /// images with no text of their own.
  public var defaultAccessibilityLabel: String {
    switch self {
    case .previous: "Previous"
    case .next: "Next"
    case .done: "Done"
    }
  }
}
