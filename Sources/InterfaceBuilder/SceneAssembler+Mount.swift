import SceneModel

extension InterfaceBuilderImporter {
  /// The views `options.mounts` name, by table name: each view found among the xibs' top-level
  /// views that are not screens, each table among the table and collection views of the
  /// documents' screens. A name that finds nothing is an error (IB034). One pass over the loose
  /// views and one over the screens' elements.
  func resolveMounts(_ documents: [LoadedDocument], issues: inout [ImportIssue])
    -> [String: [LooseView]]
  {
    guard !options.mounts.isEmpty else { return [:] }
    var views: [String: LooseView] = [:]
    for document in documents {
      for loose in document.looseViews {
        for name in loose.names where views[name] == nil { views[name] = loose }
      }
    }
    var tables: Set<String> = []
    for document in documents {
      for controller in document.controllers {
        guard let root = controller.rootView?.node else { continue }
        var stack = [root]
        while let node = stack.popLast() {
          if node.name == "tableView" || node.name == "collectionView" {
            if let id = node["id"] { tables.insert(id) }
            if let identifier = node.child("accessibility", key: "accessibilityConfiguration")?[
              "identifier"]
            {
              tables.insert(identifier)
            }
          }
          stack.append(contentsOf: node.children)
        }
      }
    }
    var result: [String: [LooseView]] = [:]
    for mount in options.mounts {
      guard let view = views[mount.view] else {
        issues.append(ImportIssue(.mountViewMissing(mount.view), path: ""))
        continue
      }
      guard tables.contains(mount.table) else {
        issues.append(ImportIssue(.mountTableMissing(mount.table), path: ""))
        continue
      }
      result[mount.table, default: []].append(view)
    }
    return result
  }
}

extension SceneAssembler {
  /// Puts the mounted views into the tables of `rootView` they name, as the code that registers
  /// them shows them: each below the table's content (at `y` = the content height, as wide as the
  /// table, its stored height, else 44), growing the content by its height. One note (IB034) each.
  func mountViews(
    into rootView: inout SceneView, builder: inout ViewBuilder, screen: ControllerInfo
  )
    -> [ImportIssue]
  {
    guard !mounts.isEmpty else { return [] }
    var notes: [ImportIssue] = []
    func visit(_ view: inout SceneView, depth: Int) {
      let own = view.subviews.indices
      let byIdentifier = view.accessibilityIdentifier.flatMap { mounts[$0] } ?? []
      let loose =
        byIdentifier + (view.accessibilityIdentifier == view.id ? [] : mounts[view.id] ?? [])
      if var scroll = view.scroll, !loose.isEmpty {
        // A view named twice (by identifier and by id) is one row: its ids must stay unique.
        var placed: Set<String> = []
        for item in loose where placed.insert("\(item.document)#\(item.path)").inserted {
          guard var cell = builder.view(item.node, path: item.path, depth: depth + 1) else {
            continue
          }
          let height = cell.frame.height > 0 ? cell.frame.height : 44
          cell.frame = Rect(
            x: 0, y: scroll.contentSize.height, width: view.frame.width, height: height)
          scroll.contentSize.height += height
          view.subviews.append(cell)
          notes.append(
            ImportIssue(
              .mounted(
                item.names.first ?? cell.id, table: view.accessibilityIdentifier ?? view.id,
                screen: screen.className, y: cell.frame.minY),
              path: item.path, line: item.node.line, column: item.node.column,
              file: item.document))
        }
        view.scroll = scroll
      }
      // The mounted rows are not searched again (a table in a cell named like its own table).
      for index in own { visit(&view.subviews[index], depth: depth + 1) }
    }
    visit(&rootView, depth: 1)
    return notes
  }
}
