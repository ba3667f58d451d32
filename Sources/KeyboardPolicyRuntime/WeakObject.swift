/// A weak reference to an object the runtime must not keep alive: the views a field names in
/// code as its companions (`keyboardPolicy.keepVisible`).
final class WeakObject {
  /// The object, until it is freed.
  weak var object: AnyObject?

  /// A reference to `object`.
  init(_ object: AnyObject) {
    self.object = object
  }
}
