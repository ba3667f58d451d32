/// IQKeyboardManager's traces in a storyboard or xib, for `kbpolicy migrate`: each view's IQ
/// user-defined runtime attributes (with the view's accessibility identifier and controller), and
/// each controller outlet's view identifier (so code setting `self.emailField.iq...` can name the
/// field by its identifier).
public struct IQDocumentScan: Sendable, Equatable {
  /// One IQ runtime attribute on a view.
  public struct Attribute: Sendable, Equatable {
    /// The key path as written (`iq.distanceFromKeyboard`).
    public var keyPath: String
    /// Without an `iq.` / `iq_` prefix (`distanceFromKeyboard`).
    public var name: String
    /// The value, when a number.
    public var number: Double?
    /// The value, when a boolean.
    public var bool: Bool?
    /// The value, when a string.
    public var string: String?
    /// The attribute's line.
    public var line: Int
    /// The view's class (`customClass`, else the element's: `textField`).
    public var viewClass: String
    /// The view's accessibility identifier, if it has one.
    public var identifier: String?
    /// The custom class of the controller the view is in.
    public var controller: String?
  }

  /// A controller's outlet to a view with an accessibility identifier.
  public struct Outlet: Sendable, Equatable {
    /// The controller's custom class.
    public var controller: String
    /// The outlet property (`emailField`).
    public var property: String
    /// The view's accessibility identifier.
    public var identifier: String
  }

  /// IQ runtime attributes, in document order.
  public var attributes: [Attribute] = []
  /// Outlets to views with identifiers.
  public var outlets: [Outlet] = []

  /// Key paths (prefix removed) that are IQ's per-view properties.
  static let iqNames: Set<String> = [
    "keyboardDistanceFromTextField", "distanceFromKeyboard", "keyboardDistance", "enableMode",
    "resignOnTouchOutsideMode", "shouldResignOnTouchOutsideMode", "ignoreSwitchingByNextPrevious",
    "hidePlaceholder", "shouldHideToolbarPlaceholder", "shouldHidePlaceholderText",
    "ignoreScrollingAdjustment", "shouldIgnoreScrollingAdjustment", "ignoreContentInsetAdjustment",
    "shouldIgnoreContentInsetAdjustment", "restoreContentOffset",
    "shouldRestoreScrollViewContentOffset", "toolbarPlaceholder",
  ]

  /// Scans a document's bytes; nil when they are not well-formed XML.
  public static func scan(_ bytes: [UInt8]) -> IQDocumentScan? {
    guard case .success(let root) = XMLDocumentReader.parse(bytes) else { return nil }
    var identifiers: [String: String] = [:]
    collectIdentifiers(root, into: &identifiers)
    var result = IQDocumentScan()
    result.walk(root, controller: nil, identifiers: identifiers)
    return result
  }

  /// Element id → accessibility identifier, for every element that has both.
  static func collectIdentifiers(_ node: XMLNode, into table: inout [String: String]) {
    if let id = node["id"], let identifier = identifier(of: node) { table[id] = identifier }
    for child in node.children { collectIdentifiers(child, into: &table) }
  }

  /// An element's accessibility identifier (IB's accessibility configuration, else a runtime
  /// attribute).
  static func identifier(of node: XMLNode) -> String? {
    if let accessibility = node.child("accessibility", key: "accessibilityConfiguration"),
      let identifier = accessibility["identifier"], !identifier.isEmpty
    {
      return identifier
    }
    let attributes = node.child("userDefinedRuntimeAttributes")?.children ?? []
    for attribute in attributes where attribute["keyPath"] == "accessibilityIdentifier" {
      if let value = RuntimeAttributes.string(attribute), !value.isEmpty { return value }
    }
    return nil
  }

  mutating func walk(_ node: XMLNode, controller: String?, identifiers: [String: String]) {
    var controller = controller
    if node.name.hasSuffix("Controller") || node.name == "placeholder" {
      controller = node["customClass"] ?? controller
      for connections in node.children(named: "connections") {
        for outlet in connections.children(named: "outlet") {
          guard let owner = controller, let property = outlet["property"],
            let destination = outlet["destination"], let identifier = identifiers[destination]
          else { continue }
          outlets.append(Outlet(controller: owner, property: property, identifier: identifier))
        }
      }
    }
    for list in node.children(named: "userDefinedRuntimeAttributes") {
      for attribute in list.children(named: "userDefinedRuntimeAttribute") {
        guard let keyPath = attribute["keyPath"] else { continue }
        var name = keyPath
        for prefix in ["iq.", "iq_"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        guard Self.iqNames.contains(name) || (name == "placeholder" && keyPath != name) else {
          continue
        }
        attributes.append(
          Attribute(
            keyPath: keyPath, name: name, number: RuntimeAttributes.number(attribute),
            bool: RuntimeAttributes.bool(attribute), string: RuntimeAttributes.string(attribute),
            line: attribute.line, viewClass: node["customClass"] ?? node.name,
            identifier: Self.identifier(of: node), controller: controller))
      }
    }
    for child in node.children where child.name != "userDefinedRuntimeAttributes" {
      walk(child, controller: controller, identifiers: identifiers)
    }
  }
}
