import AutoLayout
import SceneModel

/// A screen's constraints solved on the canvas it was drawn on, beside the frames the document
/// stores: Interface Builder's own solution there, which Auto Layout's must reproduce.
package struct CanvasLayoutCheck: Sendable, Hashable {
  /// One view's two frames, in the root's coordinates.
  package struct View: Sendable, Hashable {
    /// The view's document id.
    package var id: String
    /// The frame the document stores.
    package var stored: Rect
    /// The frame the constraints give.
    package var solved: Rect
  }

  /// Every view below the root, in document order; empty when the layout fell back.
  package var views: [View]
  /// Why the solve fell back to the stored frames, if it did.
  package var fallback: DocumentLayout.Fallback?
  /// The constraints and guides the reader could not model.
  package var notes: [String]

  /// Reads and solves `root`'s constraints (drawn with safe area `safeArea`, in size class
  /// `sizeClass`: the canvas device's); nil when it has none.
  init?(
    root: XMLNode, safeArea: Insets, sizeClass: SizeClass,
    layoutGuides: (top: String?, bottom: String?)
  ) {
    let reader = ConstraintLayoutReader(
      root: root, safeArea: safeArea, sizeClass: sizeClass, layoutGuides: layoutGuides)
    let (document, notes) = reader.document()
    guard !document.constraints.isEmpty else { return nil }
    let layout = document.layout()
    self.notes = notes
    self.fallback = layout.fallback
    let stored = document.storedWindowFrames()
    views = []
    guard layout.fallback == nil else { return }
    for index in document.items.indices.dropFirst() where !document.items[index].isGuide {
      views.append(
        View(
          id: document.items[index].name, stored: stored[index], solved: layout.windowFrames[index])
      )
    }
  }
}
