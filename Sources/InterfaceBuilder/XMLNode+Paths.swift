extension XMLNode {
  /// `path(ofChild:under:)` of every child, in order, in one pass over the children (two counts
  /// per name), where asking child by child walks the siblings each time.
  func childPaths(under path: String) -> [String] {
    var totals: [String: Int] = [:]
    for child in children { totals[child.name, default: 0] += 1 }
    var seen: [String: Int] = [:]
    return children.map { child in
      let position = seen[child.name, default: 0] + 1
      seen[child.name] = position
      return (totals[child.name] ?? 0) > 1
        ? "\(path)/\(child.name)[\(position)]" : "\(path)/\(child.name)"
    }
  }
}
