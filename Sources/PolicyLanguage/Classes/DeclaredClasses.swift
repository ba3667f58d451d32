/// A compiled policy's class declarations in compact form, shared by every copy of its
/// `ClassHierarchy`: the policy's `NameStore`, and per name id its superclass id — declared, or
/// UIKit's (UIKit ancestors are stored too, so a chain is walked by id alone).
final class DeclaredClasses: Sendable {
  let names: NameStore
  /// Per name id: the superclass id, or -1 (a root, or a name that is not a known class).
  let superclass: [Int32]
  /// Per name id: whether the policy declares the class.
  let isDeclared: [Bool]
  /// The number of declared classes.
  let count: Int

  init(names: NameStore, superclass: [Int32], isDeclared: [Bool]) {
    self.names = names
    // No spare capacity (the arrays grew while UIKit ancestors were added).
    self.superclass = superclass.withUnsafeBufferPointer { Array($0) }
    self.isDeclared = isDeclared.withUnsafeBufferPointer { Array($0) }
    self.count = isDeclared.reduce(0) { $0 + ($1 ? 1 : 0) }
  }

  /// The declared superclass of `name`, if the policy declares `name`.
  func superclass(of name: String) -> String? {
    guard let id = names.id(of: name), isDeclared[Int(id)] else { return nil }
    return names.name(superclass[Int(id)])
  }

  /// Whether the policy declares `name`.
  func declares(_ name: String) -> Bool {
    guard let id = names.id(of: name) else { return false }
    return isDeclared[Int(id)]
  }

  /// Declared class → superclass, as a dictionary.
  var dictionary: [String: String] {
    var result: [String: String] = [:]
    result.reserveCapacity(count)
    for id in isDeclared.indices where isDeclared[id] {
      result[names.name(Int32(id))] = names.name(superclass[id])
    }
    return result
  }
}
