/// The shortest class name (then the first in name order) whose lowercased form starts with a
/// given prefix: what `controller "name"` offers as the class it may have meant. A trie over the
/// lowercased names, built once per compile, so each quoted controller costs its prefix's
/// length, not a scan of every declared class.
struct ClassPrefixIndex {
  /// Each node's children by the next byte of a lowercased ASCII name.
  private var children: [[UInt8: Int32]] = [[:]]
  /// Each node's best name: the shortest, then the smallest, of the names below it.
  private var best: [String?] = [nil]
  /// The names whose lowercased form is not ASCII (checked one by one, as before).
  private var others: [String] = []

  /// Indexes `names`.
  init(_ names: [String]) {
    for name in names {
      let lower = name.lowercased()
      guard lower.utf8.allSatisfy({ $0 < 0x80 }) else {
        others.append(name)
        continue
      }
      var node = 0
      offer(name, at: node)
      for byte in lower.utf8 {
        if let next = children[node][byte] {
          node = Int(next)
        } else {
          children.append([:])
          best.append(nil)
          children[node][byte] = Int32(children.count - 1)
          node = children.count - 1
        }
        offer(name, at: node)
      }
    }
  }

  private mutating func offer(_ name: String, at node: Int) {
    if let current = best[node], (current.count, current) <= (name.count, name) { return }
    best[node] = name
  }

  /// The shortest name (then the smallest) whose lowercased form has the prefix `prefix`
  /// (itself lowercased); nil when none has.
  func shortest(withPrefix prefix: String) -> String? {
    var candidates = others.filter { $0.lowercased().hasPrefix(prefix) }
    // An ASCII name starts only with an ASCII prefix (a lowercased prefix has no character
    // canonically equal to a letter, digit or underscore but those).
    if prefix.utf8.allSatisfy({ $0 < 0x80 }) {
      var node = 0
      var found = true
      for byte in prefix.utf8 {
        guard let next = children[node][byte] else {
          found = false
          break
        }
        node = Int(next)
      }
      if found, let name = best[node] { candidates.append(name) }
    }
    return candidates.min { ($0.count, $0) < ($1.count, $1) }
  }
}
