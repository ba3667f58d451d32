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
  /// Functions a screen's lifecycle calls at its own level (one level), with the callers.
  var lifecycleCallers: [FunctionKey: [Caller]] = [:]
  /// Functions launch code or a lifecycle calls only under a guard: the first such guard and
  /// who calls.
  var guardedCallers: [FunctionKey: (SourceOutline.Guard, String)] = [:]
  /// Whether the input holds the app's launch code (`hasLaunchCode`, once functions are indexed).
  var inputHasLaunchCode = false
  /// The lifecycle caller a helper's statement is being mapped for.
  var currentCaller: Caller?
  /// Each mapped statement's position in `result.mapped`.
  var mappedIndex: [StatementKey: Int] = [:]
  /// Statements reported as not mapped.
  var unmappedKeys: Set<StatementKey> = []
  /// The policy lines of statements mapped more than once (helpers), for merging.
  var mergedLines: [StatementKey: Set<String>] = [:]

  /// One statement of one file.
  struct StatementKey: Hashable {
    var file: Int
    var statement: Int
  }
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
  /// SwiftUI views (types adopting `View`), and hosting-controller subclasses' root views by
  /// class (`Migrator+SwiftUI`).
  var swiftUIViews: Set<String> = []
  var hostedScreens: [String: String] = [:]
  /// Screens whose modifier the report already named.
  var notedScreens: Set<String> = []

  struct FunctionKey: Hashable {
    var file: Int
    var function: Int
  }

  enum ClassKind { case controller, view }

  /// A controller's lifecycle method calling a helper.
  struct Caller {
    var controller: String
    var method: String
    var phase: StatementContext.Phase
    /// The controller and its superclasses.
    var chain: [String]
    var file: Int
  }

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
      guard let pin = IQFlavor.lockfilePin(text) else { continue }
      guard let major = pin.major, IQFlavor.versions.contains(major) else {
        // A version migrate does not know (`3.0`), or not a version (`1e400`): reported, and the
        // flavor comes from elsewhere.
        result.notes.append(
          "\(path) pins IQKeyboardManager '\(pin.text)', \(pin.major == nil ? "which is not a version" : "outside the versions migrate knows (4 to 8)"): not used; pass --iq-version to say which IQ the code was written for"
        )
        continue
      }
      result.flavor = IQFlavor(
        version: major, isObjectiveC: pin.objectiveC || inferred.isObjectiveC,
        assumed: false, evidence: "\(path) pins \(major)")
      return
    }
    result.flavor = inferred
  }

  /// Files that define an IQ type or member are IQ's own; so are files that only extend a type
  /// the input defines (a vendored copy's extensions).
  mutating func markOwnSources() {
    var definedTypes: Set<String> = []
    for reading in readings {
      guard let member = reading.memberDefinition else { continue }
      result.notes.append(
        "\(reading.outline.path) defines '\(member.name)' (line \(member.line)), a member only IQKeyboardManager declares, and also configures IQ: read as the app's code, not skipped as IQ's own source"
      )
    }
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
