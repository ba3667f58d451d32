import InterfaceBuilder
import PolicyLanguage
import SourceReader

/// `kbpolicy migrate`'s library: IQKeyboardManager configuration read from Swift and
/// Objective-C (`SourceReader`) becomes a policy and a report.
///
/// Never guesses: a statement whose effect depends on run time (a condition, a closure, an
/// action, a computed value) is reported, not mapped; every statement seen is in the result,
/// mapped or not. Library code: never prints, never reads files.
public enum PolicyMigration {
  /// Migrates the readings of an app's files. `version` is `--iq-version` (4 to 8) when given;
  /// `lockfiles` are `Podfile.lock`, `Package.resolved` and `Cartfile.resolved` texts found in
  /// the input, read for the version when it is not given; `documents` are the storyboards' and
  /// xibs' IQ runtime attributes and outlets.
  public static func migrate(
    _ readings: [SourceReading], documents: [(path: String, scan: IQDocumentScan)] = [],
    version: Int? = nil, lockfiles: [(path: String, text: String)] = []
  ) -> MigrationResult {
    var migrator = Migrator(readings: readings)
    migrator.documents = documents
    migrator.chooseFlavor(version: version, lockfiles: lockfiles)
    migrator.run()
    return migrator.finish()
  }
}

/// One migration's state, phase by phase: skip IQ's own files, index functions and classes,
/// classify each statement's context, map it, pair lifecycle toggles, then write the policy.
struct Migrator {
  /// The files read (IQ's own included, until skipped).
  let readings: [SourceReading]
  /// Storyboards and xibs: IQ runtime attributes and outlets.
  var documents: [(path: String, scan: IQDocumentScan)] = []
  /// Accessibility identifiers set in code, by file and view expression.
  var viewIdentifiers: [[String: [(type: String?, identifier: String)]]] = []
  /// Outlets' view identifiers, by controller and property.
  var outlets: [OutletKey: String] = [:]
  /// Whether each file is skipped as IQ's own source.
  var skippedFile: [Bool]
  var result = MigrationResult(
    policy: "", flavor: IQFlavor(version: 8, isObjectiveC: false, assumed: true, evidence: ""))
  var flavor: IQFlavor { result.flavor }
  /// Functions launch code runs (by file and index).
  var launchFunctions: Set<FunctionKey> = []
  /// Function names called anywhere in the input (for "a restore that never runs").
  var calledNames: Set<String> = []
  /// The policy being built.
  var draft = PolicyDraft()
  /// Lifecycle toggles by controller and setting, paired at the end.
  var toggles: [ToggleKey: Toggle] = [:]
  var toggleOrder: [ToggleKey] = []
  /// Properties a controller saved a setting into, by controller.
  var saves: [String: Set<String>] = [:]
  /// Values set at launch (for restores), by setting.
  var launchValues: [IQSetting: (value: String, location: MigrationResult.Location)] = [:]
  /// Class lists as IQ holds them after launch, by feature and keyword.
  var lists: [ListKey: ListState] = [:]
  /// Classes rules name, in order of first use.
  var namedClasses: [String] = []
  var namedClassKinds: [String: ClassKind] = [:]
  /// Return-key handlers by controller.
  var returnHandlers: [String: ReturnHandler] = [:]
  var returnHandlerOrder: [String] = []

  struct FunctionKey: Hashable {
    var file: Int
    var function: Int
  }

  enum ClassKind { case controller, view }

  init(readings: [SourceReading]) {
    self.readings = readings
    skippedFile = Array(repeating: false, count: readings.count)
  }

  func location(_ file: Int, _ statement: IQStatement) -> MigrationResult.Location {
    MigrationResult.Location(
      file: readings[file].outline.path, line: statement.line, endLine: statement.endLine)
  }

  // MARK: - Flavor

  mutating func chooseFlavor(version: Int?, lockfiles: [(path: String, text: String)]) {
    markOwnSources()
    let statements = readings.indices.filter { !skippedFile[$0] }.flatMap { file in
      readings[file].statements.map { (readings[file].outline.path, $0) }
    }
    let inferred = IQFlavor.inferred(from: statements)
    if let version {
      result.flavor = IQFlavor(
        version: version, isObjectiveC: inferred.isObjectiveC, assumed: false,
        evidence: "--iq-version \(version)")
      return
    }
    for (path, text) in lockfiles {
      if let pinned = IQFlavor.fromLockfile(text) {
        result.flavor = IQFlavor(
          version: pinned.version, isObjectiveC: pinned.objectiveC || inferred.isObjectiveC,
          assumed: false, evidence: "\(path) pins \(pinned.version)")
        return
      }
    }
    result.flavor = inferred
  }

  /// Files that define an IQ type or member are IQ's own; so are files that only extend a type
  /// the input defines (a vendored copy's extensions).
  mutating func markOwnSources() {
    var definedTypes: Set<String> = []
    for (index, reading) in readings.enumerated() {
      guard let own = reading.ownDefinition else { continue }
      skippedFile[index] = true
      definedTypes.insert(own.name)
      for type in reading.outline.types where IQVocabulary.isOwnType(type.name) {
        definedTypes.insert(type.name)
      }
      result.skipped.append(
        .init(file: reading.outline.path, definition: own.name, line: own.line))
    }
    guard !definedTypes.isEmpty else { return }
    for (index, reading) in readings.enumerated() where !skippedFile[index] {
      let extended = reading.extendedIQTypes.filter(definedTypes.contains)
      // App classes make it the app's file; helper structs and extensions of UIKit types do not.
      let appTypes = reading.outline.types.filter {
        !IQVocabulary.isOwnType($0.name)
          && ($0.kind == .class || ($0.kind == .objcImplementation && !$0.isCategory))
      }
      guard let first = extended.first, appTypes.isEmpty else { continue }
      skippedFile[index] = true
      let line = reading.outline.types.first { $0.name == first }?.line ?? 1
      result.skipped.append(.init(file: reading.outline.path, definition: first, line: line))
    }
  }
}
