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
        for mask in variation.children where mask.name == "mask" && mask["key"] == "subviews" {
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
