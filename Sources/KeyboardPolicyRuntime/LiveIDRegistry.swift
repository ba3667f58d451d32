/// Stable ids for live objects: the same object gets the same id on every snapshot, and no two
/// live objects share one.
///
/// An object is named, the first time it is seen, by its stable name (`liveStableName`), else its
/// accessibility identifier, else its class name and a counter (`UITextField-3`); a name another
/// live object already holds gets the counter too. Entries hold the object weakly: when it is
/// gone its name is free again. Dead entries are swept when the table has doubled since the last
/// sweep, so the cost stays linear in the number of objects seen.
final class LiveIDRegistry {
  /// A class, so a lookup copies one reference, not a weak reference.
  private final class Entry {
    weak var object: AnyObject?
    let id: String

    init(object: AnyObject, id: String) {
      self.object = object
      self.id = id
    }
  }

  private var byObject: [ObjectIdentifier: Entry] = [:]
  private var byID: [String: ObjectIdentifier] = [:]
  private var counter = 0
  private var sweepAt = 1024

  /// The id of `object`, naming it from `preferred` names (first free one) or `className`.
  func id(of object: AnyObject, preferred: (String?, String?), className: String) -> String {
    lookup(object, preferred: preferred, className: className).id
  }

  /// The id of `object`, and whether this call named it (the object was new).
  func lookup(_ object: AnyObject, preferred: (String?, String?), className: String)
    -> (id: String, isNew: Bool)
  {
    let key = ObjectIdentifier(object)
    if let entry = byObject[key], entry.object === object { return (entry.id, false) }
    if byObject.count >= sweepAt { sweep() }
    var name: String?
    for candidate in [preferred.0, preferred.1] {
      if let candidate, !candidate.isEmpty, isFree(candidate) {
        name = candidate
        break
      }
    }
    let id = name ?? nextGenerated(className)
    byObject[key] = Entry(object: object, id: id)
    byID[id] = key
    return (id, true)
  }

  /// The live object named `id`, if it is still alive.
  func object(_ id: String) -> AnyObject? {
    guard let key = byID[id], let entry = byObject[key], entry.id == id else { return nil }
    return entry.object
  }

  private func isFree(_ name: String) -> Bool {
    guard let key = byID[name], let entry = byObject[key], entry.id == name else { return true }
    return entry.object == nil
  }

  private func nextGenerated(_ className: String) -> String {
    while true {
      counter += 1
      let name = "\(className)-\(counter)"
      if isFree(name) { return name }
    }
  }

  private func sweep() {
    byObject = byObject.filter { $0.value.object != nil }
    byID = byID.filter { byObject[$0.value]?.id == $0.key }
    sweepAt = max(1024, byObject.count * 2)
  }
}
