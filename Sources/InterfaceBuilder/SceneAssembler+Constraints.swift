import AutoLayout
import SceneModel

extension SceneAssembler {
  /// What laying a screen out by its constraints did.
  enum ConstraintOutcome {
    /// The root has no constraints, or is laid out as on the canvas (the stored frames are
    /// Interface Builder's solution there): the stored frames stand.
    case notUsed
    /// The views the constraints place took the solved frames; the scene's first note (IB023).
    case solved(ImportIssue)
    /// The constraints do not decide the layout: the rules correct the stored frames; the note
    /// saying why (IB024).
    case fellBack(ImportIssue)
  }

  /// Lays `rootView`'s tree out by the constraints of `root` (its element) wherever the root is
  /// not laid out as on the canvas: its size differs from the stored `storedSize`, or its safe
  /// area (`safeArea`) from the canvas's (`canvas`). Every view the reader read takes its solved
  /// frame; a subtree it did not read (table and collection cells, toolbar items) is scaled
  /// horizontally with its superview's width, and a scroll view's content size follows its
  /// subviews. The outcome carries the note saying which (IB023, or IB024 with the reason;
  /// `path` is the root element's). One read of the root's tree, one solve and one walk of the
  /// scene's tree.
  func layOutByConstraints(
    _ rootView: inout SceneView, root: XMLNode, path: String,
    layoutGuides: (top: String?, bottom: String?),
    storedSize: Size, canvas: Insets, safeArea: Insets
  ) -> ConstraintOutcome {
    let size = rootView.frame.size
    let tolerance = 0.5
    let sameSize =
      abs(size.width - storedSize.width) <= tolerance
      && abs(size.height - storedSize.height) <= tolerance
    let edges = [
      (safeArea.top, canvas.top), (safeArea.left, canvas.left),
      (safeArea.bottom, canvas.bottom), (safeArea.right, canvas.right),
    ]
    let sameSafeArea = edges.allSatisfy { abs($0 - $1) <= 1e-9 }
    guard !(sameSize && sameSafeArea) else { return .notUsed }
    let reader = ConstraintLayoutReader(
      root: root, safeArea: safeArea, sizeClass: context.sizeClass, layoutGuides: layoutGuides,
      rootSize: size)
    let (document, unread) = reader.document()
    guard !document.constraints.isEmpty else { return .notUsed }
    let layout = document.layout(rootFrame: Rect(origin: .zero, size: size))
    func note(_ message: ImportMessage) -> ImportIssue {
      ImportIssue(message, path: path, line: root.line, column: root.column)
    }
    if let fallback = layout.fallback {
      return .fellBack(note(.constraintsFellBack(fallback, device: context.device.id)))
    }
    var solved: [String: Rect] = [:]
    for (id, item) in reader.ids where item > 0 && !document.items[item].isGuide {
      solved[id] = layout.frames[item]
    }
    var placed = 0
    // A subview of the root the constraints cannot name (no document id) keeps its frame, as a
    // view with a fixed autoresizing mask does.
    for index in rootView.subviews.indices {
      Self.place(&rootView.subviews[index], solved: solved, scale: 1, placed: &placed)
    }
    return .solved(
      note(
        .laidOutByConstraints(
          views: placed, constraints: document.constraints.count, unread: unread)))
  }

  /// Gives `view` its solved frame (or, when the constraints do not place it, its frame scaled
  /// horizontally by `scale`, its superview's width change) and does the same below it; a scroll
  /// view's content size follows: a content width or height equal to the old frame's takes the
  /// new one, content sized by its subviews takes their new extent.
  private static func place(
    _ view: inout SceneView, solved: [String: Rect], scale: Double, placed: inout Int
  ) {
    let old = view.frame
    if let frame = solved[view.id] {
      view.frame = frame
      placed += 1
    } else if abs(scale - 1) > 1e-9 {
      view.frame = Rect(
        x: old.minX * scale, y: old.minY, width: old.width * scale, height: old.height)
    }
    let oldExtent = extent(of: view.subviews)
    let ratio = old.width > 0 ? view.frame.width / old.width : 1
    for index in view.subviews.indices {
      place(&view.subviews[index], solved: solved, scale: ratio, placed: &placed)
    }
    guard var scroll = view.scroll else { return }
    let newExtent = extent(of: view.subviews)
    if abs(scroll.contentSize.width - old.width) <= 1e-9 {
      scroll.contentSize.width = view.frame.width
    } else if !view.subviews.isEmpty, abs(scroll.contentSize.width - oldExtent.width) <= 1e-9 {
      scroll.contentSize.width = newExtent.width
    }
    if abs(scroll.contentSize.height - old.height) <= 1e-9 {
      scroll.contentSize.height = view.frame.height
    } else if !view.subviews.isEmpty, abs(scroll.contentSize.height - oldExtent.height) <= 1e-9 {
      scroll.contentSize.height = newExtent.height
    }
    view.scroll = scroll
  }

  /// The right and bottom extent of `views` (0 when none reaches past 0).
  private static func extent(of views: [SceneView]) -> Size {
    Size(
      width: max(0, views.map(\.frame.maxX).max() ?? 0),
      height: max(0, views.map(\.frame.maxY).max() ?? 0))
  }
}
