/// Class names as the runtime and the policy spell them, past the subclasses Key-Value Observing
/// makes at run time: an observed `EmailField` is an `NSKVONotifying_EmailField` to the Objective-C
/// runtime (`type(of:)`), whose superclass is `EmailField`.
public enum LiveClassName {
  /// The prefix of the classes KVO makes.
  public static let observationPrefix = "NSKVONotifying_"

  /// `start`, or its first superclass whose name is not a KVO subclass's (`name` names a class,
  /// `superclass` gives its superclass). At most a few steps: KVO subclasses once.
  public static func unobserved<Class>(
    _ start: Class, name: (Class) -> String, superclass: (Class) -> Class?
  ) -> Class {
    var current = start
    var steps = 0
    while name(current).hasPrefix(observationPrefix), steps < 8, let next = superclass(current) {
      current = next
      steps += 1
    }
    return current
  }
}
