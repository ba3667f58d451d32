import PolicyLanguage
import SourceReader

/// Where a statement runs: at launch, in a screen's lifecycle, or somewhere the migration will
/// not guess about.
enum StatementContext {
  /// Launch code (or a function it calls, one level).
  case launch(function: String)
  /// A lifecycle method of a controller class: `appear` (set) or `restore` (put back);
  /// `runs` is false for a misspelt lifecycle method UIKit never calls.
  case lifecycle(controller: String, method: String, phase: Phase, runs: Bool)
  /// Anything else: not mapped for global settings.
  case other(MigrationReason)

  enum Phase { case appear, restore }
}

extension Migrator {
  /// Lifecycle methods that set a screen's state.
  static let appearMethods: Set<String> = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView", "awakeFromNib", "init",
    "initWithCoder", "initWithNibName",
  ]
  /// Lifecycle methods that put it back.
  static let restoreMethods: Set<String> = [
    "viewWillDisappear", "viewDidDisappear", "deinit", "dealloc",
  ]

  /// Whether a function is launch code: `application(_:didFinishLaunchingWithOptions:)` (and
  /// `willFinishLaunching`), `scene(_:willConnectTo:options:)`, `+load`, a SwiftUI `App`'s `init`.
  func isLaunch(_ function: SourceOutline.Function, in outline: SourceOutline) -> Bool {
    let labels = Set(function.labels)
    switch function.name {
    case "application":
      return labels.contains("didFinishLaunchingWithOptions")
        || labels.contains("willFinishLaunchingWithOptions")
    case "scene": return labels.contains("willConnectTo") || labels.contains("willConnectToSession")
    case "load": return outline.language == .objectiveC && !function.hasParameters
    case "init":
      guard let type = function.type else { return false }
      return outline.types[type].inherited.contains("App")
    default: return false
    }
  }

  /// Finds launch functions and the functions they call (one level), the functions a screen's
  /// lifecycle calls (one level), and every called name.
  mutating func indexFunctions() {
    var launchCalls: [SourceOutline.Call] = []
    var launchCallSeen: Set<LaunchCallKey> = []
    var lifecycleCalls: [(call: SourceOutline.Call, caller: Caller)] = []
    let known = knownSuperclasses()
    for (file, reading) in readings.enumerated() where !skippedFile[file] {
      for (index, function) in reading.outline.functions.enumerated() {
        for call in function.calls { calledNames.insert(call.name) }
        let key = FunctionKey(file: file, function: index)
        if isLaunch(function, in: reading.outline) {
          launchFunctions.insert(key)
          // Each name once (a long delegate method calls the same helpers many times).
          for call in function.calls
          where launchCallSeen.insert(
            LaunchCallKey(name: call.name, receiver: call.receiver, guarded: call.guarded != nil)
          ).inserted {
            launchCalls.append(call)
          }
          continue
        }
        guard let type = function.type, let phase = Self.lifecyclePhase(function.name) else {
          continue
        }
        let controller = reading.outline.types[type].name
        let caller = Caller(
          controller: controller, method: function.name, phase: phase,
          chain: chain(of: controller, known), file: file)
        for call in function.calls { lifecycleCalls.append((call, caller)) }
      }
    }
    inputHasLaunchCode = hasLaunchCode
    let index = FunctionIndex(readings: readings, skipped: skippedFile)
    for call in launchCalls {
      for key in index.targets(of: call, from: nil) where !launchFunctions.contains(key) {
        if let guarded = call.guarded {
          guardedCallers[key] = guardedCallers[key] ?? (guarded, "launch code")
        } else {
          launchFunctions.insert(key)
        }
      }
    }
    var seen: Set<CallerKey> = []
    for (call, caller) in lifecycleCalls {
      for key in index.targets(of: call, from: caller.chain)
      where !launchFunctions.contains(key)
        && Self.lifecyclePhase(readings[key.file].outline.functions[key.function].name) == nil
      {
        if let guarded = call.guarded {
          guardedCallers[key] =
            guardedCallers[key] ?? (guarded, "\(caller.controller).\(caller.method)")
        } else if seen.insert(
          CallerKey(function: key, controller: caller.controller, method: caller.method)
        ).inserted {
          lifecycleCallers[key, default: []].append(caller)
        }
      }
    }
  }

  /// A helper and one of its lifecycle callers.
  struct CallerKey: Hashable {
    var function: FunctionKey
    var controller: String
    var method: String
  }

  /// A launch call's target as far as following it goes.
  struct LaunchCallKey: Hashable {
    var name: String
    var receiver: SourceOutline.Call.Receiver
    var guarded: Bool
  }

  /// The phase of a lifecycle method's name, nil for any other name.
  static func lifecyclePhase(_ name: String) -> StatementContext.Phase? {
    if appearMethods.contains(name) { return .appear }
    if restoreMethods.contains(name) { return .restore }
    return nil
  }

  /// The class a statement's code belongs to (an extension's: the extended type).
  func enclosingClass(_ file: Int, _ statement: IQStatement) -> String? {
    let outline = readings[file].outline
    guard let type = outline.statements[statement.statement].type else { return nil }
    return outline.types[type].name
  }

  /// Where a statement runs (a hosting-controller subclass's lifecycle as its SwiftUI screen's).
  func context(_ file: Int, _ statement: IQStatement) -> StatementContext {
    screenContext(classContext(file, statement))
  }

  /// Where a statement runs, by the class its code belongs to.
  func classContext(_ file: Int, _ statement: IQStatement) -> StatementContext {
    let outline = readings[file].outline
    let node = outline.statements[statement.statement]
    if let guarded = statement.guarded {
      switch guarded {
      case .condition(let keyword, let line): return .other(.condition(keyword, line: line))
      case .compilation(let condition, let line): return .other(.compilation(condition, line: line))
      case .closure(let callee, let line):
        return closureContext(file, statement, callee: callee, line: line)
      }
    }
    guard let functionIndex = node.function else { return .other(.outsideLaunch(nil)) }
    let function = outline.functions[functionIndex]
    if function.isAction { return .other(.action(function.name)) }
    let key = FunctionKey(file: file, function: functionIndex)
    if launchFunctions.contains(key) {
      return .launch(function: function.name)
    }
    if let caller = currentCaller {
      return .lifecycle(
        controller: caller.controller, method: caller.method, phase: caller.phase, runs: true)
    }
    let name = Self.lifecycleName(function)
    if let controller = enclosingClass(file, statement) {
      if Self.appearMethods.contains(name) {
        return .lifecycle(controller: controller, method: name, phase: .appear, runs: true)
      }
      if Self.restoreMethods.contains(name) {
        return .lifecycle(controller: controller, method: name, phase: .restore, runs: true)
      }
      if !calledNames.contains(function.name), let near = Self.misspeltLifecycle(name) {
        return .lifecycle(
          controller: controller, method: name,
          phase: Self.restoreMethods.contains(near) ? .restore : .appear,
          runs: false)
      }
    }
    if let (guarded, caller) = guardedCallers[key] {
      return .other(.calledUnder(guarded, function: function.name, caller: caller))
    }
    return .other(
      calledNames.contains(function.name) ? .outsideLaunch(function.name) : .wrapper(function.name))
  }

  /// A function's lifecycle name: Swift's base name; Objective-C `initWithCoder:` keeps its part.
  static func lifecycleName(_ function: SourceOutline.Function) -> String { function.name }

  /// The lifecycle method a misspelt name is within two edits of (`viewWillDisapear`).
  static func misspeltLifecycle(_ name: String) -> String? {
    guard name.hasPrefix("view") || name == "dealoc" || name == "deint" else { return nil }
    let candidates = appearMethods.union(restoreMethods).filter {
      $0.hasPrefix("view") || $0.hasPrefix("de")
    }
    return Suggestions.closest(to: name, in: candidates.sorted(), maxDistance: 2)
  }
}
