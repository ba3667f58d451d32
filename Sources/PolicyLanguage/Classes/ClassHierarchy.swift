/// A class hierarchy: UIKit's built-in classes plus app classes declared in a policy or a scene.
///
/// Answers `isKind(of:)` questions by building class chains (`[class, superclass, ..., NSObject]`).
/// A class that is neither built in nor declared has the one-element chain `[name]`.
public struct ClassHierarchy: Hashable, Sendable {
  /// App class name → direct superclass name (overrides nothing built in).
  public private(set) var custom: [String: String]

  /// Creates a hierarchy with the given app classes layered over UIKit's.
  public init(custom: [String: String] = [:]) {
    self.custom = custom
  }

  /// Adds or replaces app classes.
  public mutating func merge(_ other: [String: String]) {
    custom.merge(other) { _, new in new }
  }

  /// The direct superclass of `name`, if known.
  public func superclass(of name: String) -> String? {
    custom[name] ?? UIKitClasses.superclass[name]
  }

  /// Whether `name` is a known class (UIKit's or declared).
  public func isKnown(_ name: String) -> Bool {
    name == "NSObject" || custom[name] != nil || UIKitClasses.superclass[name] != nil
  }

  /// The class chain of `name`, nearest first: `[name, superclass, ..., NSObject]`.
  /// Cycles in declared classes are cut (each class appears once); the chain is at most 256 long.
  public func chain(of name: String) -> [String] {
    var result = [name]
    var seen: Set<String> = [name]
    var current = name
    while let next = superclass(of: current), !seen.contains(next), result.count < 256 {
      result.append(next)
      seen.insert(next)
      current = next
    }
    return result
  }

  /// Whether `name` is `ancestor` or inherits from it (`isKind(of:)`).
  public func isKind(_ name: String, of ancestor: String) -> Bool {
    chain(of: name).contains(ancestor)
  }

  /// The declared classes that take part in a cycle (each reported once, sorted).
  ///
  /// Linear in the number of classes: each class is walked once, and a walk stops at the first
  /// class an earlier walk (or this one) has already reached.
  public func cyclicClasses() -> [String] {
    enum Mark { case onPath, done }
    var marks: [String: Mark] = [:]
    marks.reserveCapacity(custom.count)
    var cyclic: Set<String> = []
    for name in custom.keys where marks[name] == nil {
      var path: [String] = []
      var current = name
      while true {
        if let mark = marks[current] {
          if mark == .onPath, let start = path.firstIndex(of: current) {
            cyclic.formUnion(path[start...].filter { custom[$0] != nil })
          }
          break
        }
        marks[current] = .onPath
        path.append(current)
        guard let next = superclass(of: current) else { break }
        current = next
      }
      for visited in path { marks[visited] = .done }
    }
    return cyclic.sorted()
  }

}
