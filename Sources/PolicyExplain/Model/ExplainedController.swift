/// A view controller of the scene, as an explanation names it.
public struct ExplainedController: Hashable, Sendable, Codable {
  /// The scene's controller id.
  public var id: String
  /// The class chain, nearest first: `["CheckoutViewController", "BaseFormViewController", ...]`.
  public var classChain: [String]
  /// The id of its root view, if the scene records it.
  public var rootView: String?
  /// The SwiftUI screen it hosts (the scene controller's `screen`), if any.
  public var screen: String?

  /// Creates a controller summary.
  public init(id: String, classChain: [String], rootView: String?, screen: String? = nil) {
    self.id = id
    self.classChain = classChain
    self.rootView = rootView
    self.screen = screen
  }

  /// The controller's own class.
  public var className: String { classChain.first ?? id }
}
