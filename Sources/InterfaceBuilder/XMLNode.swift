/// One element of a parsed XML document: the small DOM the importer walks.
struct XMLNode: Sendable {
  /// The element name (`textField`).
  var name: String
  /// The attributes, by name.
  var attributes: [String: String]
  /// Child elements in document order.
  var children: [XMLNode]
  /// Character data directly inside the element (for `<string key="value">text</string>`).
  var text: String
  /// The 1-based line of the start tag (as XMLParser reports it).
  var line: Int
  /// The 1-based column of the start tag (as XMLParser reports it).
  var column: Int
  /// How many siblings (itself included) share this element's name; 0 until the parent's
  /// `indexChildren()` has run.
  var namesakes = 0
  /// This element's 1-based position among those siblings (set with `namesakes`).
  var positionAmongNamesakes = 0

  init(
    name: String, attributes: [String: String] = [:], children: [XMLNode] = [], text: String = "",
    line: Int = 0, column: Int = 0
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
    self.column = column
  }

  /// The value of attribute `name`.
  subscript(_ name: String) -> String? { attributes[name] }

  /// The first child element named `name`, optionally with `key="..."`.
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// Every child element named `name`.
  func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

  /// The path component for child `index`: its name, with a 1-based index among same-named
  /// siblings when there is more than one (`textField[2]`).
  func pathComponent(ofChild index: Int) -> String {
    let child = children[index]
    if child.namesakes > 0 {
      return child.namesakes > 1
        ? "\(child.name)[\(child.positionAmongNamesakes)]" : child.name
    }
    let name = child.name
    var count = 0
    var position = 0
    for (i, child) in children.enumerated() where child.name == name {
      count += 1
      if i == index { position = count }
    }
    return count > 1 ? "\(name)[\(position)]" : name
  }

  /// Numbers the children among their same-named siblings, in one pass (the reader calls it
  /// as each element ends), so `pathComponent(ofChild:)` is constant time: computed per call
  /// it made walking N siblings cost N².
  mutating func indexChildren() {
    var counts: [String: Int] = [:]
    for index in children.indices {
      let position = counts[children[index].name, default: 0] + 1
      counts[children[index].name] = position
      children[index].positionAmongNamesakes = position
    }
    for index in children.indices {
      children[index].namesakes = counts[children[index].name] ?? 1
    }
  }

  /// `parent/child` path of child `index` below a node at `path`.
  func path(ofChild index: Int, under path: String) -> String {
    "\(path)/\(pathComponent(ofChild: index))"
  }

  /// A Boolean attribute written as `YES` / `NO`; `nil` when absent or not a Boolean.
  func bool(_ name: String) -> Bool? {
    switch attributes[name] {
    case "YES": return true
    case "NO": return false
    default: return nil
    }
  }
}
