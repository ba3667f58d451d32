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

  /// Finds launch functions and the functions they call (one level), and every called name.
  mutating func indexFunctions() {
    var launchCalls: Set<String> = []
    for (file, reading) in readings.enumerated() where !skippedFile[file] {
      for (index, function) in reading.outline.functions.enumerated() {
        calledNames.formUnion(function.calls)
        if isLaunch(function, in: reading.outline) {
          launchFunctions.insert(FunctionKey(file: file, function: index))
          launchCalls.formUnion(function.calls)
        }
      }
    }
    for (file, reading) in readings.enumerated() where !skippedFile[file] {
      for (index, function) in reading.outline.functions.enumerated()
      where launchCalls.contains(function.name) {
        launchFunctions.insert(FunctionKey(file: file, function: index))
      }
    }
  }

  /// The class a statement's code belongs to (an extension's: the extended type).
  func enclosingClass(_ file: Int, _ statement: IQStatement) -> String? {
    let outline = readings[file].outline
    guard let type = outline.statements[statement.statement].type else { return nil }
    return outline.types[type].name
  }

  /// Where a statement runs.
  func context(_ file: Int, _ statement: IQStatement) -> StatementContext {
    let outline = readings[file].outline
    let node = outline.statements[statement.statement]
    if let guarded = statement.guarded {
      switch guarded {
      case .condition(let keyword, let line): return .other(.condition(keyword, line: line))
      case .compilation(let condition, let line): return .other(.compilation(condition, line: line))
      case .closure(let callee, let line):
        return .other(
          callee == "onAppear" || callee == "task"
            ? .swiftUI(line: line) : .closure(callee, line: line))
      }
    }
    guard let functionIndex = node.function else { return .other(.outsideLaunch(nil)) }
    let function = outline.functions[functionIndex]
    if function.isAction { return .other(.action(function.name)) }
    if launchFunctions.contains(FunctionKey(file: file, function: functionIndex)) {
      return .launch(function: function.name)
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
