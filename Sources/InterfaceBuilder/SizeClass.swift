import SceneModel

/// A trait collection's size classes, as Interface Builder's `<variation key="...">` names them
/// (`widthClass=compact`, `heightClass=regular-widthClass=compact`).
struct SizeClass: Hashable, Sendable {
  /// `compact` or `regular`.
  var width: String
  /// `compact` or `regular`.
  var height: String

  /// The size class UIKit gives a full-screen window on `device` in `orientation`: iPads are
  /// regular both ways; an iPhone is compact width, regular height in portrait and compact height
  /// in landscape, where the larger phones (414 pt wide or more in portrait: Plus and Max models)
  /// are regular width.
  init(device: DeviceProfile, orientation: Orientation) {
    if device.isPad {
      (width, height) = ("regular", "regular")
    } else if orientation == .portrait {
      (width, height) = ("compact", "regular")
    } else {
      (width, height) = (device.window(.portrait).width >= 414 ? "regular" : "compact", "compact")
    }
  }

  /// `compact width, regular height`.
  var description: String { "\(width) width, \(height) height" }

  /// How many traits a variation key states (0 for `default`), or nil when it does not apply to
  /// this size class (or is not a size-class key).
  func specificity(of key: String) -> Int? {
    guard key != "default" else { return 0 }
    var count = 0
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else { return nil }
      switch pair[0] {
      case "widthClass": guard pair[1] == width else { return nil }
      case "heightClass": guard pair[1] == height else { return nil }
      default: return nil
      }
      count += 1
    }
    return count
  }

  /// Which subviews of `node` (by IB id) are installed or not in this size class: the `<mask
  /// key="subviews">` of its `<variation>`s that apply, the default first, then one trait, then
  /// two; a later one overrides. Views no mask names are installed.
  func installedSubviews(of node: XMLNode) -> [String: Bool] {
    installed(of: node, mask: "subviews")
  }

  /// Which of `node`'s `mask` entries (`subviews` or `constraints`, by IB id) are installed or
  /// not in this size class: its `<variation>`s that apply, the default first, then one trait,
  /// then two; a later one overrides. Ids no mask names are installed.
  func installed(of node: XMLNode, mask key: String) -> [String: Bool] {
    var result: [String: Bool] = [:]
    let variations = node.children.compactMap { child -> (Int, XMLNode)? in
      guard child.name == "variation", let key = child["key"],
        let level = specificity(of: key)
      else { return nil }
      return (level, child)
    }
    guard !variations.isEmpty else { return [:] }
    for level in 0...2 {
      for (found, variation) in variations where found == level {
        for mask in variation.children where mask.name == "mask" && mask["key"] == key {
          for entry in mask.children {
            guard let reference = entry["reference"] else { continue }
            if entry.name == "include" { result[reference] = true }
            if entry.name == "exclude" { result[reference] = false }
          }
        }
      }
    }
    return result
  }

  /// `node` as the device's size class shows it: the attributes and keyed child elements of its
  /// `<variation>`s that apply (`<variation key="heightClass=compact" hidden="YES"/>`, an Xcode 6
  /// `<variation key="widthClass=compact"><rect key="frame" .../></variation>`), applied
  /// `default` first, then the one-trait keys, then the two-trait keys (a later one wins). An
  /// attribute replaces the element's; a child element replaces the element's child with the same
  /// `key` (or joins the children). `<mask>`s are the installed subviews, not attributes.
  ///
  /// - Returns: the node, and the names of what changed (attribute names and child keys), in the
  ///   order applied, without repeats; empty when no variation changes anything.
  func applyingVariations(to node: XMLNode) -> (node: XMLNode, changed: [String]) {
    var found: [(level: Int, variation: XMLNode)] = []
    for child in node.children where child.name == "variation" {
      guard let key = child["key"], let level = specificity(of: key),
        child.attributes.count > 1 || child.children.contains(where: { $0.name != "mask" })
      else { continue }
      found.append((level, child))
    }
    guard !found.isEmpty else { return (node, []) }
    var result = node
    var changed: [String] = []
    func record(_ name: String) { if !changed.contains(name) { changed.append(name) } }
    // Each keyed child of the element once, by key: one pass, so applying stays linear.
    var keyed: [String: Int] = [:]
    for (index, child) in node.children.enumerated() {
      if let key = child["key"], child.name != "variation", keyed[key] == nil {
        keyed[key] = index
      }
    }
    for level in 0...2 {
      for (found, variation) in found where found == level {
        for (name, value) in variation.attributes where name != "key" {
          if result.attributes[name] != value { record(name) }
          result.attributes[name] = value
        }
        for child in variation.children where child.name != "mask" {
          guard let key = child["key"] else { continue }
          if let index = keyed[key] {
            result.children[index] = child
          } else {
            keyed[key] = result.children.count
            result.children.append(child)
          }
          record(key)
        }
      }
    }
    return (result, changed)
  }

  /// The attributes and child keys the import reads from a view element (Attributes read, in
  /// grammar.md Part 3): a variation changing one of them gets a note; fonts, colours and the
  /// like change nothing the engine measures.
  static let importedValues: Set<String> = [
    "frame", "frameInset", "hidden", "alpha", "userInteractionEnabled", "enabled", "editable",
    "placeholder", "tag", "accessibilityConfiguration", "contentOffset", "contentInset",
    "scrollIndicatorInsets", "scrollEnabled", "contentInsetAdjustmentBehavior", "misplaced",
    "ambiguous", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
    "style", "customClass",
  ]

  /// Views installed only in some size classes: the ids the `default` variation excludes.
  static func excludedByDefault(_ node: XMLNode) -> Set<String> {
    var result: Set<String> = []
    for variation in node.children
    where variation.name == "variation" && variation["key"] == "default" {
      for mask in variation.children where mask.name == "mask" && mask["key"] == "subviews" {
        for entry in mask.children where entry.name == "exclude" {
          if let reference = entry["reference"] { result.insert(reference) }
        }
      }
    }
    return result
  }
}

extension ImportContext {
  /// The size class of the device scenes are built for.
  var sizeClass: SizeClass { SizeClass(device: device, orientation: orientation) }
}

/// Applies one superview's `<variation>` masks to its `<subviews>` list, counting what changed.
struct SizeClassFilter {
  let sizeClass: SizeClass
  /// Installed or not, by IB id, in this size class (empty: no variation applies).
  let installed: [String: Bool]
  /// The ids the default variation leaves out.
  let excludedByDefault: Set<String>
  private(set) var leftOut = 0
  private(set) var installedOnlyHere = 0

  init(_ node: XMLNode, sizeClass: SizeClass) {
    self.sizeClass = sizeClass
    installed = sizeClass.installedSubviews(of: node)
    excludedByDefault = installed.isEmpty ? [] : SizeClass.excludedByDefault(node)
  }

  /// Whether `child` (an element of the `<subviews>` list) is installed in this size class.
  mutating func installs(_ child: XMLNode) -> Bool {
    guard let id = child["id"], let state = installed[id] else { return true }
    if !state {
      leftOut += 1
      return false
    }
    if excludedByDefault.contains(id) { installedOnlyHere += 1 }
    return true
  }

  /// The note (IB031) when the size class changed the list.
  var note: ImportMessage? {
    guard leftOut + installedOnlyHere > 0 else { return nil }
    return .sizeClassApplied(
      sizeClass.description, leftOut: leftOut, installed: installedOnlyHere)
  }
}
