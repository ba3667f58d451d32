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
    let name = children[index].name
    var count = 0
    var position = 0
    for (i, child) in children.enumerated() where child.name == name {
      count += 1
      if i == index { position = count }
    }
    return count > 1 ? "\(name)[\(position)]" : name
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
