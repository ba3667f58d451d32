import SceneModel

/// What makes several documents one app: localized copies read once, one device for every
/// document, and the classes the documents define.
extension InterfaceBuilderImporter {
  /// For each document of `paths` that is a localized copy of another (the same file name in a
  /// sibling `.lproj` folder), the index of the document it copies: the one in `Base.lproj`, else
  /// the first given. One pass over the paths.
  static func localizedCopies(_ paths: [String]) -> [Int: Int] {
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for (index, path) in paths.enumerated() {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { continue }
      let key = (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "/")
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(index)
    }
    var copies: [Int: Int] = [:]
    for key in order {
      guard let members = groups[key], members.count > 1 else { continue }
      let base =
        members.first { paths[$0].split(separator: "/").dropLast().last == "Base.lproj" }
        ?? members[0]
      for member in members where member != base { copies[member] = base }
    }
    return copies
  }

  /// Shows every document on the app's device: the first document's (its orientation and
  /// keyboard too), unless `--device` chose one for all. A document designed for another device
  /// keeps its stored window (its frames are fitted from it) and gets a note (IB033).
  func useOneDevice(_ documents: inout [LoadedDocument], issues: inout [ImportIssue]) {
    guard options.device == nil, documents.count > 1, let app = documents.first?.context else {
      return
    }
    func describe(_ context: ImportContext) -> String {
      "\(context.device.id) (\(context.device.name))"
        + (context.orientation == .landscape ? " in landscape" : "")
    }
    for index in documents.indices.dropFirst() {
      let context = documents[index].context
      guard context.device.id != app.device.id || context.orientation != app.orientation else {
        continue
      }
      issues.append(
        ImportIssue(
          .appDevice(designed: describe(context), device: describe(app)), path: "document",
          file: documents[index].path))
      documents[index].context.device = app.device
      documents[index].context.orientation = app.orientation
      documents[index].context.keyboardHeight = options.keyboardHeight
    }
  }

  /// Every custom class a document defines on a view or controller element, whether or not its
  /// screen holds a text input (class → the element's UIKit class; the first definition wins).
  /// One walk over the elements.
  static func definedClasses(_ root: XMLNode) -> [String: String] {
    var classes: [String: String] = [:]
    var stack = [root]
    while let node = stack.popLast() {
      if let custom = node["customClass"], !custom.isEmpty,
        let uikit = ElementClasses.views[node.name] ?? ElementClasses.controllers[node.name],
        custom != uikit, classes[custom] == nil
      {
        classes[custom] = uikit
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return classes
  }
}
