extension UIKitClasses {
  /// UIKit's classes (and `NSObject`) as a `NameStore`, with each class's superclass id (-1 for
  /// `NSObject`): what the compiler and compiled policies probe instead of hashing `String`s.
  struct Table: Sendable {
    var names = NameStore()
    var superclass: [Int32] = []
    /// Per byte: whether a class name starts with it (most app classes are told apart by their
    /// first letter alone, without a hash).
    var startsAName = [Bool](repeating: false, count: 256)

    init() {
      for name in UIKitClasses.allNames {
        _ = names.intern(name)
        if let first = name.utf8.first { startsAName[Int(first)] = true }
      }
      superclass = (0..<Int32(names.count)).map { id in
        UIKitClasses.superclass[names.name(id)].flatMap { names.id(of: $0) } ?? -1
      }
    }
  }

  /// The table of UIKit's classes (built once).
  static let table = Table()

  /// Whether `name` is one of UIKit's classes or `NSObject`.
  static func isUIKitOrRoot(_ name: String) -> Bool {
    guard let first = name.utf8.first, table.startsAName[Int(first)] else { return false }
    return table.names.id(of: name) != nil
  }
}
