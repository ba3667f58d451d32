import SceneModel
import PolicyLanguage

/// Turns Interface Builder view elements into `SceneView` trees, collecting notes and the app
/// classes met on the way (custom class → the element's UIKit class).
struct ViewBuilder {
  /// Notes about the views read so far.
  var issues: [ImportIssue] = []
  /// App and framework classes met: class name → superclass.
  var classes: [String: String] = [:]
  /// Scroll views (by IB id) whose top inset UIKit adjusts for the bars
  /// (`contentInsetAdjustmentBehavior` is not `never`), and whether their offset was stored.
  var insetAdjusted: [String: Bool] = [:]
  /// Scroll, table, collection and text views (every `UIScrollView`) by id: whether UIKit adjusts
  /// their content inset for the safe area (`contentInsetAdjustmentBehavior` is not `never`).
  var scrollViews: [String: Bool] = [:]
  /// The safe-area guides and the constraints that pin views to them.
  var safeAreaPins = SafeAreaPins()
  /// The keyboard layout guides and the constraints that name them.
  var keyboardGuidePins = KeyboardGuidePins()
  /// The size a root view's `frameInset` is computed against (the document's window).
  var rootSize = Size(width: 0, height: 0)
  /// How many views had only an Xcode 8.0–8.2 `frameInset` (one note per scene).
  var insetFrames = 0
  private var generatedIDs = 0
  /// Whether a view was already skipped for its depth (one `IB008` note per view tree).
  private var skippedTooDeep = false
  /// How many views being read around the current one Interface Builder flags as stale
  /// (`misplaced` or `ambiguous`).
  var staleAncestors = 0
  /// The device's size class: `<variation>` masks decide which subviews are installed.
  var sizeClass = SizeClass(device: DeviceProfile.fallback, orientation: .portrait)

  /// Records `custom` (if any) as a subclass of `uikit` and returns the view's class name.
  mutating func register(custom: String?, uikit: String) -> String {
    if UIKitClasses.superclass[uikit] == nil,
      let superclass = ElementClasses.frameworkSuperclasses[uikit]
    {
      classes[uikit] = superclass
    }
    guard let custom, !custom.isEmpty, custom != uikit else { return uikit }
    if UIKitClasses.superclass[custom] == nil && custom != "NSObject" { classes[custom] = uikit }
    return custom
  }

  /// Converts one view element; `nil` (with a note) for an unknown element or one nested too deeply.
  ///
  /// - Parameter superview: the size of the superview, for a `frameInset` (nil: `rootSize`).
  mutating func view(_ stored: XMLNode, path: String, depth: Int, superview: Size? = nil)
    -> SceneView?
  {
    let (node, changed) = sizeClass.applyingVariations(to: stored)
    let read = changed.filter(SizeClass.importedValues.contains)
    if !read.isEmpty, ElementClasses.views[node.name] != nil {
      note(.sizeClassVariation(sizeClass.description, changed: read), node, path)
    }
    guard let uikit = ElementClasses.views[node.name] else {
      if !ElementClasses.ignoredObjects.contains(node.name) {
        note(.unknownElement(node.name), node, path)
      }
      return nil
    }
    guard depth <= SceneLimits.maximumViewDepth else {
      if !skippedTooDeep {
        skippedTooDeep = true
        note(.tooDeep, node, path)
      }
      return nil
    }
    let className = register(custom: node["customClass"], uikit: uikit)
    var view = SceneView(
      id: viewID(node), className: className,
      frame: frame(node, path: path, superview: superview ?? rootSize))
    safeAreaPins.read(node, id: view.id)
    keyboardGuidePins.read(node, id: view.id)
    let runtime = readAttributes(node, path: path, into: &view)
    noteStaleFrame(node, path: path)
    let stale = node.bool("misplaced") == true || node.bool("ambiguous") == true
    if stale { staleAncestors += 1 }
    let content = subviews(node, path: path, size: view.frame.size, depth: depth)
    if stale { staleAncestors -= 1 }
    view.subviews = content.views
    view.scroll = scrollState(
      node, view: view, contentSize: content.contentSize, storedOffset: runtime.contentOffset)
    return view
  }

  /// The element's `id`, or a generated one (element name and a counter) when it has none.
  private mutating func viewID(_ node: XMLNode) -> String {
    if let given = node["id"], !given.isEmpty { return given }
    generatedIDs += 1
    return "\(node.name)-\(generatedIDs)"
  }

  /// The `keyboardType` of the element's `<textInputTraits key="textInputTraits">`, as
  /// `UIKeyboardType` names it (Interface Builder writes ASCII Capable as `alphabet`); `nil` when
  /// absent or not a type UIKit has (the field then counts as `default`).
  static func keyboardType(_ node: XMLNode) -> KeyboardType? {
    guard let traits = node.child("textInputTraits", key: "textInputTraits"),
      let word = traits["keyboardType"]
    else { return nil }
    return word == "alphabet" ? .asciiCapable : KeyboardType(rawValue: word)
  }

  /// Reads the element's attributes (tag, hidden, alpha, interaction, enabled, placeholder,
  /// accessibility identifier) and its runtime attributes into `view`, noting bad values.
  ///
  /// - Returns: the runtime attributes, whose stored content offset the scroll state needs.
  private mutating func readAttributes(
    _ node: XMLNode, path: String, into view: inout SceneView
  ) -> RuntimeAttributes {
    if let tag = node["tag"] {
      if let value = Int(tag) {
        view.tag = value
      } else {
        note(.tagNotInteger(tag), node, path)
      }
    }
    view.isHidden = node.bool("hidden") ?? false
    if let text = node["alpha"] {
      if let alpha = IBValue.number(text), alpha >= 0, alpha <= 1 {
        view.alpha = alpha
      } else {
        let clamped = min(max(IBValue.number(text) ?? 1, 0), 1)
        note(.alphaOutOfRange(text, used: clamped), node, path)
        view.alpha = clamped
      }
    }
    view.isUserInteractionEnabled = node.bool("userInteractionEnabled") ?? true
    view.isEnabled =
      (node.name == "textView" ? node.bool("editable") : node.bool("enabled")) ?? true
    view.placeholder = node["placeholder"]
    view.keyboardType = Self.keyboardType(node)
    if view.keyboardType == nil,
      let word = node.child("textInputTraits", key: "textInputTraits")?["keyboardType"]
    {
      note(.unknownKeyboardType(word), node, path)
    }
    if let accessibility = node.child("accessibility", key: "accessibilityConfiguration"),
      let identifier = accessibility["identifier"], !identifier.isEmpty
    {
      view.accessibilityIdentifier = identifier
    }
    let runtime = RuntimeAttributes.read(node, path: path, issues: &issues)
    view.code = runtime.code
    view.scrollCode = runtime.scrollCode
    if let placeholder = runtime.placeholder { view.placeholder = placeholder }
    if let identifier = runtime.accessibilityIdentifier, !identifier.isEmpty {
      view.accessibilityIdentifier = identifier
    }
    if view.frame == .zero, ["textField", "textView", "searchBar"].contains(node.name) {
      note(.textInputWithoutFrame, node, path)
    }
    return runtime
  }

  /// Subviews in document order: keyed content/header views, table or collection cells, then the
  /// `<subviews>` list.
  ///
  /// - Returns: the subviews, and the content size a table or collection lays its cells out in.
  private mutating func subviews(
    _ node: XMLNode, path: String, size: Size, depth: Int
  ) -> (views: [SceneView], contentSize: Size?) {
    let width = size.width
    var subviews: [SceneView] = []
    var contentSize: Size?
    for (index, child) in node.children.enumerated() {
      let childPath = node.path(ofChild: index, under: path)
      if let key = child["key"], key == "contentView", ElementClasses.views[child.name] != nil {
        if let subview = self.view(child, path: childPath, depth: depth + 1, superview: size) {
          subviews.append(subview)
        }
      }
    }
    switch node.name {
    case "tableView":
      let layout = tableContent(node, path: path, width: width, depth: depth)
      subviews += layout.views
      contentSize = Size(width: width, height: layout.height)
    case "collectionView":
      let layout = collectionContent(node, path: path, width: width, depth: depth)
      subviews += layout.views
      contentSize = layout.size
    case "toolbar":
      subviews += toolbarItemViews(node, path: path, depth: depth)
    default:
      break
    }
    if let index = node.children.firstIndex(where: { $0.name == "subviews" }) {
      let list = node.children[index]
      let listPath = node.path(ofChild: index, under: path)
      var variations = SizeClassFilter(node, sizeClass: sizeClass)
      for (i, child) in list.children.enumerated() where variations.installs(child) {
        if let subview = self.view(
          child, path: list.path(ofChild: i, under: listPath), depth: depth + 1, superview: size)
        {
          subviews.append(subview)
        }
      }
      if let message = variations.note { note(message, node, path) }
    }
    return (subviews, contentSize)
  }

  /// The scroll state of a scroll, table or collection view (content size, stored offset, insets,
  /// scrolling enabled), recording whether UIKit adjusts its top inset; a non-scrolling text view
  /// gets a disabled one; `nil` for anything else.
  ///
  /// - Parameters:
  ///   - view: the view read so far, subviews included.
  ///   - contentSize: the laid-out content size of a table or collection, if any.
  ///   - storedOffset: the content offset the runtime attributes set, if any.
  private mutating func scrollState(
    _ node: XMLNode, view: SceneView, contentSize: Size?, storedOffset: Point?
  ) -> ScrollState? {
    let scrollElements: Set<String> = ["scrollView", "tableView", "collectionView"]
    if scrollElements.contains(node.name) || node.name == "textView" {
      scrollViews[view.id] = node["contentInsetAdjustmentBehavior"] != "never"
    }
    guard scrollElements.contains(node.name) else {
      if node.name == "textView", node.bool("scrollEnabled") == false {
        return ScrollState(contentSize: view.frame.size, scrollEnabled: false)
      }
      return nil
    }
    var scroll = ScrollState()
    if let size = contentSize {
      scroll.contentSize = size
    } else if view.subviews.isEmpty {
      scroll.contentSize = view.frame.size
    } else {
      scroll.contentSize = Size(
        width: max(0, view.subviews.map(\.frame.maxX).max() ?? 0),
        height: max(0, view.subviews.map(\.frame.maxY).max() ?? 0))
    }
    let storedOffset = storedOffset ?? point(node.child("point", key: "contentOffset"))
    scroll.contentOffset = storedOffset ?? .zero
    if node["contentInsetAdjustmentBehavior"] != "never" {
      insetAdjusted[view.id] = storedOffset != nil
    }
    if let inset = node.child("inset", key: "contentInset") {
      scroll.contentInset = insets(inset)
    }
    if let inset = node.child("inset", key: "scrollIndicatorInsets") {
      scroll.indicatorInsets = insets(inset)
    }
    scroll.scrollEnabled = node.bool("scrollEnabled") ?? true
    return scroll
  }

  // MARK: - Tables and collections

  /// Table content in document order: the `tableHeaderView`, each section's cells, the
  /// `tableFooterView`. A cell keeps the frame Interface Builder stored for it when it has one
  /// that starts at or below the previous cell's bottom; otherwise it is placed where UIKit
  /// would put it: below the previous cell, after the section's header (a `headerTitle` in a
  /// plain table, every section in a grouped one) and the previous section's footer, with the
  /// table's `sectionHeaderHeight` / `sectionFooterHeight` (else `estimatedSection…Height`,
  /// else 28 plain / 18 grouped), inset 20 on both sides in an `insetGrouped` table.
  private mutating func tableContent(_ table: XMLNode, path: String, width: Double, depth: Int) -> (
    views: [SceneView], height: Double
  ) {
    var views: [SceneView] = []
    var y = 0.0
    var previousBottom = 0.0
    let style = table["style"] ?? "plain"
    let grouped = style == "grouped" || style == "insetGrouped"
    let inset = style == "insetGrouped" ? 20.0 : 0
    let rowHeight =
      positive(table["rowHeight"]) ?? positive(table["estimatedRowHeight"]) ?? 44
    let headerHeight =
      positive(table["sectionHeaderHeight"]) ?? positive(table["estimatedSectionHeaderHeight"])
      ?? (grouped ? 18 : 28)
    let footerHeight =
      positive(table["sectionFooterHeight"]) ?? positive(table["estimatedSectionFooterHeight"])
      ?? (grouped ? 18 : 28)
    func keyed(_ key: String) {
      if let index = table.children.firstIndex(where: {
        $0["key"] == key && ElementClasses.views[$0.name] != nil
      }),
        var header = view(
          table.children[index], path: table.path(ofChild: index, under: path), depth: depth + 1,
          superview: Size(width: width, height: 0))
      {
        header.frame = Rect(x: 0, y: y, width: width, height: header.frame.height)
        y += header.frame.height
        previousBottom = y
        views.append(header)
      }
    }
    func cell(_ node: XMLNode, _ cellPath: String) {
      guard
        var cell = view(
          node, path: cellPath, depth: depth + 1, superview: Size(width: width, height: 0))
      else { return }
      if node.child("rect", key: "frame") != nil, cell.frame.height > 0,
        cell.frame.minY >= previousBottom - 0.5
      {
        // Interface Builder's stored frame.
      } else {
        let height =
          positive(node["rowHeight"]) ?? (cell.frame.height > 0 ? cell.frame.height : rowHeight)
        cell.frame = Rect(x: inset, y: y, width: max(0, width - 2 * inset), height: height)
      }
      y = cell.frame.maxY
      previousBottom = y
      views.append(cell)
    }
    keyed("tableHeaderView")
    for (index, child) in table.children.enumerated() {
      let childPath = table.path(ofChild: index, under: path)
      if child.name == "prototypes" {
        for (i, node) in child.children.enumerated() where node.name == "tableViewCell" {
          cell(node, child.path(ofChild: i, under: childPath))
        }
      } else if child.name == "sections" {
        for (s, section) in child.children.enumerated() where section.name == "tableViewSection" {
          let sectionPath = child.path(ofChild: s, under: childPath)
          if grouped || !(section["headerTitle"] ?? "").isEmpty { y += headerHeight }
          if let c = section.children.firstIndex(where: { $0.name == "cells" }) {
            let cells = section.children[c]
            let cellsPath = section.path(ofChild: c, under: sectionPath)
            for (i, node) in cells.children.enumerated() where node.name == "tableViewCell" {
              cell(node, cells.path(ofChild: i, under: cellsPath))
            }
          }
          if grouped || !(section["footerTitle"] ?? "").isEmpty { y += footerHeight }
        }
      }
    }
    keyed("tableFooterView")
    return (views, max(y, views.map(\.frame.maxY).max() ?? 0))
  }

  /// Collection cells in document order, placed as a flow layout places them (rows that wrap at
  /// the collection's width; one row for horizontal scrolling).
  private mutating func collectionContent(
    _ collection: XMLNode, path: String, width: Double, depth: Int
  ) -> (views: [SceneView], size: Size) {
    let layout = collection.child("collectionViewFlowLayout", key: "collectionViewLayout")
    let itemSize =
      layout?.child("size", key: "itemSize").flatMap { node -> Size? in
        guard let w = positive(node["width"]), let h = positive(node["height"]) else { return nil }
        return Size(width: w, height: h)
      } ?? Size(width: 50, height: 50)
    let inset = layout?.child("inset", key: "sectionInset").map(insets) ?? .zero
    let lineSpacing = layout.flatMap { IBValue.number($0["minimumLineSpacing"] ?? "") } ?? 10
    let itemSpacing = layout.flatMap { IBValue.number($0["minimumInteritemSpacing"] ?? "") } ?? 10
    let horizontal = layout?["scrollDirection"] == "horizontal"
    var views: [SceneView] = []
    var x = inset.left
    var y = inset.top
    var lineExtent = 0.0
    var maxX = 0.0
    guard let c = collection.children.firstIndex(where: { $0.name == "cells" }) else {
      return ([], Size(width: width, height: 0))
    }
    let cells = collection.children[c]
    let cellsPath = collection.path(ofChild: c, under: path)
    for (i, node) in cells.children.enumerated() where node.name == "collectionViewCell" {
      guard
        var cell = view(
          node, path: cells.path(ofChild: i, under: cellsPath), depth: depth + 1,
          superview: Size(width: width, height: 0))
      else { continue }
      let size = cell.frame.width > 0 && cell.frame.height > 0 ? cell.frame.size : itemSize
      if !horizontal, x > inset.left, x + size.width > width - inset.right {
        x = inset.left
        y += lineExtent + lineSpacing
        lineExtent = 0
      }
      cell.frame = Rect(origin: Point(x: x, y: y), size: size)
      x += size.width + (horizontal ? lineSpacing : itemSpacing)
      lineExtent = max(lineExtent, size.height)
      maxX = max(maxX, cell.frame.maxX)
      views.append(cell)
    }
    let height = views.isEmpty ? 0 : y + lineExtent + inset.bottom
    return (views, Size(width: horizontal ? maxX + inset.right : width, height: height))
  }

  // MARK: - Values

  private func point(_ node: XMLNode?) -> Point? {
    guard let node, let x = IBValue.number(node["x"] ?? "0"),
      let y = IBValue.number(node["y"] ?? "0")
    else { return nil }
    return Point(x: x, y: y)
  }

  /// `<inset minX= minY= maxX= maxY=>`: left, top, right, bottom.
  private func insets(_ node: XMLNode) -> Insets {
    func value(_ name: String) -> Double { IBValue.number(node[name] ?? "0") ?? 0 }
    return Insets(
      top: value("minY"), left: value("minX"), bottom: value("maxY"), right: value("maxX"))
  }

  private func positive(_ text: String?) -> Double? {
    guard let text, let value = IBValue.number(text), value > 0 else { return nil }
    return value
  }

  mutating func note(_ message: ImportMessage, _ node: XMLNode, _ path: String) {
    issues.append(ImportIssue(message, path: path, line: node.line, column: node.column))
  }
}

/// Limits shared with the scene format.
enum SceneLimits {
  /// The deepest view nesting a scene accepts (the scene decoder's limit).
  static let maximumViewDepth = 100
}
