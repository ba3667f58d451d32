import SourceReader

/// The input's functions by name and by type, to follow a call to the functions it may reach:
/// `name()` from launch code reaches every function of that name (the launch helper may be
/// anywhere); from a screen's lifecycle, those of the screen's class, its extensions and its
/// superclasses, and free functions; `Type.name()` reaches `Type`'s. A call on a value of unknown
/// type reaches nothing. Built once, looked up per call: linear in the functions and the calls.
struct FunctionIndex {
  private var byName: [String: [Migrator.FunctionKey]] = [:]
  private var byType: [TypeAndName: [Migrator.FunctionKey]] = [:]
  private var free: [String: [Migrator.FunctionKey]] = [:]

  private struct TypeAndName: Hashable {
    var type: String
    var name: String
  }

  init(readings: [SourceReading], skipped: [Bool]) {
    for (file, reading) in readings.enumerated() where !skipped[file] {
      for (index, function) in reading.outline.functions.enumerated() {
        let key = Migrator.FunctionKey(file: file, function: index)
        byName[function.name, default: []].append(key)
        if let type = function.type {
          byType[
            TypeAndName(type: reading.outline.types[type].name, name: function.name),
            default: []
          ].append(key)
        } else {
          free[function.name, default: []].append(key)
        }
      }
    }
  }

  /// The functions `call` may reach: from launch code when `chain` is nil, else from a
  /// lifecycle method of the first class in `chain` (the class, then its superclasses).
  func targets(of call: SourceOutline.Call, from chain: [String]?) -> [Migrator.FunctionKey] {
    switch call.receiver {
    case .implicit:
      guard let chain else { return byName[call.name] ?? [] }
      for type in chain {
        if let found = byType[TypeAndName(type: type, name: call.name)] { return found }
      }
      return free[call.name] ?? []
    case .type(let type):
      return byType[TypeAndName(type: type, name: call.name)] ?? []
    case .value:
      return []
    }
  }
}
