/// A class hierarchy: UIKit's built-in classes plus app classes declared in a policy or a scene.
///
/// Answers `isKind(of:)` questions by building class chains (`[class, superclass, ..., NSObject]`).
/// A class that is neither built in nor declared has the one-element chain `[name]`.
public struct ClassHierarchy: Hashable, Sendable {
  /// App class name → direct superclass name (overrides nothing built in).
  ///
  /// Put together when read: a compiled policy keeps its classes compactly.
  public var custom: [String: String] {
    guard let declared else { return overlay }
    var result = declared.dictionary
    if !overlay.isEmpty { result.merge(overlay) { _, new in new } }
    return result
  }

  /// A compiled policy's classes (shared, never copied), or nil.
  private var declared: DeclaredClasses?
  /// Classes given as a dictionary or merged in; they win over `declared`.
  private var overlay: [String: String]

  /// Creates a hierarchy with the given app classes layered over UIKit's.
  public init(custom: [String: String] = [:]) {
    self.declared = nil
    self.overlay = custom
  }

  /// A compiled policy's classes over UIKit's.
  init(declared: DeclaredClasses) {
    self.declared = declared
    self.overlay = [:]
  }

  /// Adds or replaces app classes.
  public mutating func merge(_ other: [String: String]) {
    overlay.merge(other) { _, new in new }
  }

  /// The direct superclass of `name`, if known. A specialised generic class that is not
  /// declared (`UIHostingController<ContentView>`) is a kind of its generic class
  /// (`UIHostingController`), for every rule, list and lookup.
  ///
  /// A live class chain leaves the generic class out (`UIHostingController<ContentView>`,
  /// `UIViewController`, ...), so a specialised class recorded with a superclass other than its
  /// generic class still has that generic class as its superclass when it is UIKit's or
  /// SwiftUI's (whose own chain then continues).
  public func superclass(of name: String) -> String? {
    let recorded: String?
    if !overlay.isEmpty, let superclass = overlay[name] {
      recorded = superclass
    } else if let declared, let superclass = declared.superclass(of: name) {
      recorded = superclass
    } else {
      recorded = UIKitClasses.superclass[name]
    }
    return Self.superclass(of: name, recorded: recorded)
  }

  /// The superclass of `name` given the one recorded for it (a scene's, a policy's, UIKit's; nil
  /// when none is): the generic class of a specialised `name` when that generic class is
  /// UIKit's or SwiftUI's or nothing is recorded, else the recorded one.
  public static func superclass(of name: String, recorded: String?) -> String? {
    guard let generic = genericClass(of: name), generic != recorded else { return recorded }
    return recorded == nil || UIKitClasses.superclass[generic] != nil ? generic : recorded
  }

  /// The generic class of a specialised one, `name` up to its generic arguments:
  /// `UIHostingController` for `UIHostingController<ContentView>` (and for
  /// `SwiftUI.UIHostingController<ModifiedContent<AnyView, RootModifier>>`, module cut); nil
  /// for a name without generic arguments.
  public static func genericClass(of name: String) -> String? {
    let utf8 = name.utf8
    guard utf8.last == UInt8(ascii: ">"), let open = utf8.firstIndex(of: UInt8(ascii: "<")),
      open != utf8.startIndex
    else { return nil }
    var base = Substring(name[..<open])
    if let dot = base.utf8.lastIndex(of: UInt8(ascii: ".")) {
      base = base[base.utf8.index(after: dot)...]
    }
    return base.isEmpty ? nil : String(base)
  }

  /// Whether `name` is an app class of this hierarchy (declared, not UIKit's).
  public func declares(_ name: String) -> Bool {
    (!overlay.isEmpty && overlay[name] != nil) || declared?.declares(name) == true
  }

  /// Whether `name` is a known class (UIKit's or declared).
  public func isKnown(_ name: String) -> Bool {
    name == "NSObject" || declares(name) || UIKitClasses.superclass[name] != nil
  }

  /// Two hierarchies are equal when they declare the same classes (the same compiled policy's
  /// classes compare without being put together).
  public static func == (lhs: ClassHierarchy, rhs: ClassHierarchy) -> Bool {
    if lhs.declared === rhs.declared { return lhs.overlay == rhs.overlay }
    return lhs.custom == rhs.custom
  }

  /// Hashes the declared classes (consistent with `==`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(custom)
  }

  /// The longest class chain (a class and its superclasses to `NSObject`): a declared class
  /// deeper than this is an error where it is declared (E059 in a policy, S020 in a scene), so
  /// no chain that is read is ever cut.
  public static let maximumChainLength = 256

  /// The class chain of `name`, nearest first: `[name, superclass, ..., NSObject]`.
  /// Cycles in declared classes are cut (each class appears once); the chain is at most
  /// `maximumChainLength` long (a longer one was refused where it was declared).
  public func chain(of name: String) -> [String] {
    var result = [name]
    var seen: Set<String> = [name]
    var current = name
    while let next = superclass(of: current), !seen.contains(next),
      result.count < Self.maximumChainLength
    {
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

  /// The declared classes whose chain is the first past `maximumChainLength` (one per branch
  /// that goes too deep: every deeper class inherits from one of them), sorted. Linear: each
  /// class's chain length is worked out once, from its superclass's.
  public func classesPastChainLimit() -> [String] {
    let custom = self.custom
    var length: [String: Int] = [:]
    length.reserveCapacity(custom.count)
    var result: [String] = []
    for name in custom.keys where length[name] == nil {
      var path: [String] = []
      var onPath: Set<String> = []
      var current = name
      var base = 0
      while true {
        if let known = length[current] {
          base = known
          break
        }
        guard onPath.insert(current).inserted else { break }  // a cycle, reported elsewhere
        path.append(current)
        guard let next = superclass(of: current) else { break }
        current = next
      }
      for class_ in path.reversed() {
        base += 1
        length[class_] = base
        if base == Self.maximumChainLength + 1, custom[class_] != nil { result.append(class_) }
      }
    }
    return result.sorted()
  }

  /// The declared classes that take part in a cycle (each reported once, sorted).
  ///
  /// Linear in the number of classes: each class is walked once, and a walk stops at the first
  /// class an earlier walk (or this one) has already reached.
  public func cyclicClasses() -> [String] {
    let custom = self.custom
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
