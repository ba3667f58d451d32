import AutoLayout
import SceneModel

/// Reads a root view's tree and constraints from a document into a `LayoutDocument`: every view
/// (its stored frame, layout margins, intrinsic size from the stored frame with its hugging and
/// compression resistance, autoresizing mask when it translates it, stack arrangement), its
/// layout guides (safe area, keyboard, scroll views' content and frame guides, a controller's top
/// and bottom layout guides) and its `<constraints>`, with placeholders dropped, and the views and
/// constraints the size class leaves out (its `<variation>` masks) dropped; a view's own
/// variations for the size class (its frame, `hidden`) applied. One pass over the tree
/// and one over the constraints.
struct ConstraintLayoutReader {
  /// The document read so far.
  private(set) var items: [LayoutItem] = []
  /// Item numbers by document id (views and guides).
  private(set) var ids: [String: Int] = [:]
  /// Each `<constraints>` element with the item owning it (a constraint with no `firstItem` is
  /// about its owner).
  private var lists: [(owner: Int, node: XMLNode)] = []
  /// Constraint ids the size class leaves out (`<variation>` masks of key `constraints`).
  private var excluded: Set<String> = []
  /// The size class whose `<variation>` masks apply.
  private let sizeClass: SizeClass
  /// What the reader could not model, for the layout's notes.
  private(set) var notes: [String] = []

  /// The element names whose views have an intrinsic content size UIKit measures (text, an
  /// image, a control's own size); the stored frame stands in for it.
  static let intrinsicElements: Set<String> = [
    "label", "button", "textField", "imageView", "switch", "segmentedControl", "stepper",
    "activityIndicatorView", "pageControl", "datePicker", "pickerView",
  ]
  /// The readable width, the most a readable content guide spans (`layoutMarginsFollowReadableWidth`,
  /// Interface Builder's "Follow Readable Width"): 672 points, what UIKit gives it at the default
  /// text size (Large) as reported from iPads. Apple publishes no number, and it changes with the
  /// user's text size, which a document cannot know: assumed (grammar.md Part 3, Constraints).
  static let readableWidth: Double = 672
  /// Elements with an intrinsic height only.
  static let intrinsicHeightElements: Set<String> = ["slider", "progressView"]
  /// Scroll views whose subviews' constraints to their edges tie to their content (a table's,
  /// collection's or text view's content is sized by its cells or text, not by constraints).
  static let scrollElements: Set<String> = ["scrollView"]
  /// Views whose subviews UIKit lays out itself (cells); not read below.
  static let opaqueElements: Set<String> = ["tableView", "collectionView"]

  /// The safe area of the root on the canvas, and the root's number and its safe-area guide's.
  private let safeArea: Insets

  /// Reads `root` (a controller's root view or a xib's top-level view) as `sizeClass` shows it,
  /// with safe area `safeArea`; `layoutGuides` are its controller's top and bottom layout guide
  /// ids. `rootSize` is the size the root is laid out at (its stored size unless given): the
  /// root's layout margins follow its width (20 from 600 pt, else 16, beside the safe area).
  init(
    root: XMLNode, safeArea: Insets, sizeClass: SizeClass,
    layoutGuides: (top: String?, bottom: String?) = (nil, nil), rootSize: Size? = nil
  ) {
    self.safeArea = safeArea
    self.sizeClass = sizeClass
    let frame = Self.frame(of: root) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let horizontal: Double = (rootSize?.width ?? frame.width) >= 600 ? 20 : 16
    var rootItem = LayoutItem(
      name: root["id"] ?? "root", parent: nil, storedFrame: Rect(origin: .zero, size: frame.size),
      margins: Insets(
        top: safeArea.top, left: safeArea.left + horizontal, bottom: safeArea.bottom,
        right: safeArea.right + horizontal))
    rootItem.kind = .view(isScrollView: Self.scrollElements.contains(root.name))
    items.append(rootItem)
    if let id = root["id"] { ids[id] = 0 }
    items.append(
      LayoutItem(
        name: "\(rootItem.name).safeArea", kind: .guide(.inset(safeArea)), parent: 0,
        storedFrame: .zero))
    if let top = layoutGuides.top {
      ids[top] = add(
        LayoutItem(
          name: top, kind: .guide(.topBar(length: safeArea.top)), parent: 0, storedFrame: .zero))
    }
    if let bottom = layoutGuides.bottom {
      ids[bottom] = add(
        LayoutItem(
          name: bottom, kind: .guide(.bottomBar(length: safeArea.bottom)), parent: 0,
          storedFrame: .zero))
    }
    readContents(of: root, item: 0)
  }

  /// The `LayoutDocument` of what was read, and a note for each constraint it could not read.
  func document() -> (LayoutDocument, notes: [String]) {
    var constraints: [AnchorConstraint] = []
    var notes = notes
    for (owner, list) in lists {
      for node in list.children where node.name == "constraint" {
        guard node["placeholder"] != "YES", !excluded.contains(node["id"] ?? "") else { continue }
        switch anchorConstraint(node, owner: owner) {
        case .success(let constraint): constraints.append(constraint)
        case .failure(let skipped): notes.append(skipped.text)
        }
      }
    }
    return (LayoutDocument(items: items, constraints: constraints), notes)
  }

  // MARK: Views

  private mutating func add(_ item: LayoutItem) -> Int {
    items.append(item)
    return items.count - 1
  }

  static func frame(of node: XMLNode) -> Rect? {
    guard let rect = node.child("rect", key: "frame") else { return nil }
    func number(_ name: String) -> Double {
      let value = Double(rect[name] ?? "") ?? 0
      return abs(value) <= largestLength ? value : 0
    }
    return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
  }

  /// Reads a view element's guides, margins, constraints and subviews (item `item` is the view).
  private mutating func readContents(of node: XMLNode, item: Int) {
    var contentGuide: Int?
    if node["layoutMarginsFollowReadableWidth"] == "YES" {
      items[item].readableGuide = add(
        LayoutItem(
          name: "\(items[item].name).readableContent",
          kind: .guide(.readable(width: Self.readableWidth)), parent: item, storedFrame: .zero))
    }
    for (id, installed) in sizeClass.installed(of: node, mask: "constraints") where !installed {
      excluded.insert(id)
    }
    for child in node.children {
      switch child.name {
      case "viewLayoutGuide", "keyboardLayoutGuide":
        // Xcode writes the keyboard layout guide as `<keyboardLayoutGuide key="keyboard">`.
        guard let id = child["id"] else { continue }
        switch child.name == "keyboardLayoutGuide" ? "keyboard" : child["key"] {
        case "safeArea":
          if item == 0 {
            ids[id] = 1
          } else {
            ids[id] = add(
              LayoutItem(
                name: id, kind: .guide(.clippedSafeArea(rootGuide: 1)), parent: item,
                storedFrame: .zero))
          }
        case "keyboard":
          ids[id] = add(
            LayoutItem(
              name: id, kind: .guide(.bottomBar(length: safeArea.bottom)), parent: item,
              storedFrame: .zero))
        case "contentLayoutGuide":
          let guide = add(
            LayoutItem(name: id, kind: .guide(.content), parent: item, storedFrame: .zero))
          ids[id] = guide
          contentGuide = guide
        case "frameLayoutGuide":
          ids[id] = add(
            LayoutItem(name: id, kind: .guide(.inset(Insets())), parent: item, storedFrame: .zero))
        default:
          ids[id] = add(
            LayoutItem(
              name: id, kind: .guide(.inset(items[item].margins)), parent: item, storedFrame: .zero)
          )
          notes.append(
            "layout guide \(child["key"] ?? "?") of \(items[item].name) read as its layout margins")
        }
      case "edgeInsets" where child["key"] == "layoutMargins":
        items[item].margins = Self.insets(child, left: "left", right: "right")
      case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
        items[item].margins = Self.insets(child, left: "leading", right: "trailing")
      case "constraints":
        lists.append((item, child))
      default: continue
      }
    }
    if case .view(isScrollView: true) = items[item].kind {
      let guide =
        contentGuide
        ?? add(
          LayoutItem(
            name: "\(items[item].name).content", kind: .guide(.content), parent: item,
            storedFrame: .zero))
      items[item].contentGuide = guide
    }
    guard !Self.opaqueElements.contains(node.name) else { return }
    let arranged = node.name == "stackView"
    var arrangedItems: [Int] = []
    var installed = SizeClassFilter(node, sizeClass: sizeClass)
    for subviews in node.children where subviews.name == "subviews" {
      for element in subviews.children where installed.installs(element) {
        // The size class's own frame and attributes (an Xcode 6 `<variation>` with a `<rect>`).
        let child =
          element.children.contains { $0.name == "variation" }
          ? sizeClass.applyingVariations(to: element).node : element
        guard let frame = Self.frame(of: child) else { continue }
        let sub = readView(child, frame: frame, parent: item, isArranged: arranged)
        if arranged, child["hidden"] != "YES" { arrangedItems.append(sub) }
      }
    }
    if arranged { items[item].stack = Self.arrangement(node, arranged: arrangedItems) }
  }

  private mutating func readView(_ node: XMLNode, frame: Rect, parent: Int, isArranged: Bool) -> Int
  {
    var item = LayoutItem(
      name: node["id"] ?? node.name,
      kind: .view(isScrollView: Self.scrollElements.contains(node.name)),
      parent: parent, storedFrame: frame)
    if Self.intrinsicElements.contains(node.name)
      || Self.intrinsicHeightElements.contains(node.name)
    {
      func priority(_ name: String, _ fallback: Double) -> Double {
        Double(node[name] ?? "") ?? fallback
      }
      item.intrinsicSize = IntrinsicSize(
        width: Self.intrinsicHeightElements.contains(node.name) ? nil : frame.width,
        height: frame.height,
        hugging: (
          priority("horizontalHuggingPriority", 250), priority("verticalHuggingPriority", 250)
        ),
        compressionResistance: (
          priority("horizontalCompressionResistancePriority", 750),
          priority("verticalCompressionResistancePriority", 750)
        ))
    }
    if !isArranged, node["translatesAutoresizingMaskIntoConstraints"] != "NO" {
      item.autoresizing = Self.autoresizing(node.child("autoresizingMask", key: "autoresizingMask"))
    }
    let index = add(item)
    if let id = node["id"] { ids[id] = index }
    readContents(of: node, item: index)
    return index
  }

  static func insets(_ node: XMLNode, left: String, right: String) -> Insets {
    func number(_ name: String) -> Double {
      let value = Double(node[name] ?? "") ?? 0
      return abs(value) <= largestLength ? value : 0
    }
    return Insets(
      top: number("top"), left: number(left), bottom: number("bottom"), right: number(right))
  }

  static func autoresizing(_ node: XMLNode?) -> AutoresizingMask {
    guard let node else { return AutoresizingMask() }
    return AutoresizingMask(
      flexibleLeft: node["flexibleMinX"] == "YES", flexibleWidth: node["widthSizable"] == "YES",
      flexibleRight: node["flexibleMaxX"] == "YES", flexibleTop: node["flexibleMinY"] == "YES",
      flexibleHeight: node["heightSizable"] == "YES", flexibleBottom: node["flexibleMaxY"] == "YES")
  }

  static func arrangement(_ node: XMLNode, arranged: [Int]) -> StackArrangement {
    StackArrangement(
      isHorizontal: node["axis"] != "vertical",
      distribution: node["distribution"].flatMap(StackArrangement.Distribution.init(rawValue:))
        ?? .fill,
      alignment: node["alignment"].flatMap(StackArrangement.Alignment.init(interfaceBuilder:))
        ?? .fill,
      spacing: Double(node["spacing"] ?? "").flatMap { abs($0) <= largestLength ? $0 : nil } ?? 0,
      arranged: arranged,
      usesLayoutMargins: node["layoutMarginsRelativeArrangement"] == "YES")
  }
}
