/// How a controller was presented (`UIViewController.modalPresentationStyle`), as far as the
/// keyboard cares: UIKit raises an iPad form or page sheet above the keyboard itself in a
/// regular-width environment (grammar.md Part 2 A.6, "One mover").
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
  /// `.fullScreen`.
  case fullScreen
  /// `.pageSheet`.
  case pageSheet
  /// `.formSheet`.
  case formSheet
  /// `.currentContext`.
  case currentContext
  /// `.custom`.
  case custom
  /// `.overFullScreen`.
  case overFullScreen
  /// `.overCurrentContext`.
  case overCurrentContext
  /// `.popover`.
  case popover
  /// `.automatic` (a page sheet on iOS 13 and later for most controllers).
  case automatic

  /// Whether UIKit shows it as a sheet it raises above the keyboard (a form or page sheet) when
  /// the environment is regular-width. `.automatic` is not counted: what UIKit resolves it to
  /// depends on the controller, so a scene states the resolved style.
  public var isRaisedSheet: Bool { self == .formSheet || self == .pageSheet }
}

/// A size class (`UITraitCollection.horizontalSizeClass`).
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
  /// `.compact`: an iPhone in portrait, an iPad in a narrow split or Slide Over.
  case compact
  /// `.regular`: an iPad at full width (and large iPhones in landscape).
  case regular
}
