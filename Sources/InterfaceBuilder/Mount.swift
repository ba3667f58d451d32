/// A cell or view the app loads in code, put in a table of a screen so its fields can be explained
/// (`--mount VIEW@TABLE`, a policy test's `mount` line): a table that registers a cell nib in code
/// shows it as a row, which no document says.
public struct Mount: Hashable, Sendable {
  /// The top-level view of a xib: its custom class, reuse identifier, IB object id, or the xib's
  /// file name without `.xib`.
  public var view: String
  /// The table (or collection) view of a screen: its accessibility identifier or IB object id.
  public var table: String

  /// Creates a mount.
  public init(view: String, table: String) {
    self.view = view
    self.table = table
  }

  /// Reads `VIEW@TABLE`; nil when either side is empty or `@` is missing.
  public init?(_ text: String) {
    guard let at = text.lastIndex(of: "@") else { return nil }
    let view = String(text[..<at])
    let table = String(text[text.index(after: at)...])
    guard !view.isEmpty, !table.isEmpty else { return nil }
    self.init(view: view, table: table)
  }
}

/// A top-level view of a xib that is not a screen: what a `Mount` can put in a table.
struct LooseView {
  /// The names a mount may use for it.
  var names: [String]
  /// The element and its path.
  var node: XMLNode
  var path: String
  /// The document's path.
  var document: String

  /// The top-level view elements of a xib's `<objects>` that are not screens (`screens`: the IB
  /// ids of the screens' root views). One pass over the objects.
  static func all(in root: XMLNode, document: String, screens: Set<String>) -> [LooseView] {
    guard let index = root.children.firstIndex(where: { $0.name == "objects" }) else { return [] }
    let objects = root.children[index]
    let objectsPath = root.path(ofChild: index, under: root.name)
    let file = document.split(separator: "/").last.map(String.init) ?? document
    let stem = file.hasSuffix(".xib") ? String(file.dropLast(4)) : file
    var result: [LooseView] = []
    let paths = objects.childPaths(under: objectsPath)
    for (i, object) in objects.children.enumerated() where ElementClasses.views[object.name] != nil
    {
      guard !screens.contains(object["id"] ?? "") else { continue }
      let names = [object["customClass"], object["reuseIdentifier"], object["id"], stem]
        .compactMap { $0 }.filter { !$0.isEmpty }
      result.append(
        LooseView(
          names: names, node: object, path: paths[i],
          document: document))
    }
    return result
  }
}
