import SourceReader

/// Which IQKeyboardManager the app used: its major version and whether it is the Objective-C pod
/// (`IQKeyboardManager`) or the Swift one (`IQKeyboardManagerSwift`). Their defaults differ:
/// the Objective-C pod's distance handling is on, the Swift one's off; the toolbar is on up to 7.
public struct IQFlavor: Sendable, Equatable {
  /// The major version: 4, 5, 6, 7 or 8.
  public var version: Int
  /// Whether the app uses the Objective-C pod.
  public var isObjectiveC: Bool
  /// Whether the version was assumed (no `--iq-version`, no lock file, no telling spelling).
  public var assumed: Bool
  /// What decided it (`--iq-version`, `Podfile.lock`, a spelling and its line).
  public var evidence: String

  /// Creates a flavor.
  public init(version: Int, isObjectiveC: Bool, assumed: Bool, evidence: String) {
    self.version = version
    self.isObjectiveC = isObjectiveC
    self.assumed = assumed
    self.evidence = evidence
  }

  /// How reports name it: `IQKeyboardManagerSwift 8`, `IQKeyboardManager (Objective-C) 6`.
  public var name: String {
    isObjectiveC
      ? "IQKeyboardManager (Objective-C) \(version)" : "IQKeyboardManagerSwift \(version)"
  }

  /// IQ's default for distance handling: on in the Objective-C pod, off in Swift.
  public var avoidanceDefault: Bool { isObjectiveC }
  /// IQ's default for the toolbar: on up to 7 (and in the Objective-C pod), off in 8.
  public var toolbarDefault: Bool { isObjectiveC || version <= 7 }

  /// The major version a lock file pins: `Podfile.lock` (`IQKeyboardManagerSwift (8.0.1)`),
  /// `Package.resolved` (`"identity" : "iqkeyboardmanager"` then `"version" : "8.0.1"`),
  /// `Cartfile.resolved` (`github "hackiftekhar/IQKeyboardManager" "v6.5.16"`).
  public static func fromLockfile(_ text: String) -> (version: Int, objectiveC: Bool)? {
    guard let pin = lockfilePin(text), let major = pin.major, versions.contains(major) else {
      return nil
    }
    return (major, pin.objectiveC)
  }

  /// The IQ majors `migrate` knows.
  public static let versions = 4...8

  /// The version text a lock file pins IQKeyboardManager to, its major when it reads as a
  /// version (`6.5.9`, `v7.0.1`), and whether it is the Objective-C pod; nil when no line names
  /// IQ.
  static func lockfilePin(_ text: String) -> (text: String, major: Int?, objectiveC: Bool)? {
    // A line that names IQ without a version (`IQKeyboardManagerSwift (~> 6.5)` among a
    // Podfile.lock's dependencies) is kept in case no line pins one.
    var unreadable: (text: String, major: Int?, objectiveC: Bool)?
    for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(5000) {
      for (marker, objc) in [("IQKeyboardManagerSwift (", false), ("IQKeyboardManager (", true)] {
        if let range = line.firstRange(of: marker) {
          let version = line[range.upperBound...].prefix(while: { $0 != ")" })
          guard let major = major(version) else {
            unreadable = unreadable ?? (String(version.prefix(40)), nil, objc)
            continue
          }
          return (String(version.prefix(40)), major, objc)
        }
      }
      if line.contains("hackiftekhar/IQKeyboardManager\""),
        let quote = line.split(separator: "\"").last
      {
        let version = quote.drop(while: { $0 == " " }).drop(while: { $0 == "v" })
        return (String(version.prefix(40)), major(version), false)
      }
    }
    if let identity = text.firstRange(of: "\"iqkeyboardmanager\"")
      ?? text.firstRange(of: "\"iqkeyboardmanagerswift\""),
      let version = text[identity.upperBound...].firstRange(of: "\"version\"")
    {
      let rest = text[version.upperBound...].drop(while: { $0 == " " || $0 == ":" || $0 == "\"" })
      let value = rest.prefix(while: { $0 != "\"" && $0 != "\n" && $0 != "," })
      return (String(value.prefix(40)), major(value), false)
    }
    return unreadable
  }

  /// The major of a version text: its leading digits, when they are followed by `.` or nothing
  /// (`6.5.9`, `7`); nil for anything else (`1e400`, `abc`).
  static func major(_ text: Substring) -> Int? {
    let digits = text.prefix(while: { $0.isASCII && $0.isNumber })
    let rest = text.dropFirst(digits.count)
    guard !digits.isEmpty, digits.count <= 4, rest.isEmpty || rest.first == ".",
      let value = Int(digits)
    else { return nil }
    return value
  }

  /// The flavor the statements' spellings reveal (the Objective-C pod if any statement reaches
  /// it; otherwise the newest Swift version any spelling needs), or 8 assumed.
  static func inferred(from statements: [(path: String, statement: IQStatement)]) -> IQFlavor {
    var objc: (path: String, line: Int)?
    var best: (version: Int, why: String)?
    func note(_ version: Int, _ why: String) {
      if best == nil || version > best!.version { best = (version, why) }
    }
    for (path, statement) in statements {
      let at = "\(path):\(statement.line)"
      switch statement.spelling {
      case .objcPod, .objcPodFromSwift:
        if objc == nil { objc = (path, statement.line) }
      case .none where SourceLanguage.of(path: path) == .objectiveC:
        // Objective-C code reaching IQ without a manager (a view's property, a return-key
        // handler) uses the Objective-C pod, unless it spells IQ Swift's `iq_` names.
        if objc == nil, !statement.text.contains("iq_") { objc = (path, statement.line) }
      case .swiftSharedManager: note(5, "IQKeyboardManager.sharedManager() at \(at)")
      case .swiftShared: note(6, "IQKeyboardManager.shared at \(at)")
      case .swiftToolbarManager: note(8, "IQKeyboardToolbarManager.shared at \(at)")
      default: break
      }
      let property = statement.property
      if property.hasPrefix("toolbarConfiguration.") || property.hasPrefix("keyboardConfiguration.")
        || property == "lastTextInputViewReturnKeyType"
        || property == "deepResponderAllowedContainerClasses"
      {
        note(7, "\(property) at \(at)")
      }
      if case .view = statement.target,
        ["distanceFromKeyboard", "hidePlaceholder", "placeholder"].contains(property)
      {
        note(7, "view.iq.\(property) at \(at)")
      }
      if statement.target == .keyboardManager, statement.spelling != .objcPodFromSwift,
        ["isEnabled", "keyboardDistance", "isDebuggingEnabled", "resignGesture"].contains(property)
      {
        note(8, "\(property) at \(at)")
      }
      if statement.property == "IQKeyboardReturnManager" {
        note(8, "IQKeyboardReturnManager at \(at)")
      }
    }
    if let objc {
      return IQFlavor(
        version: 6, isObjectiveC: true, assumed: true,
        evidence: "the Objective-C pod's spelling at \(objc.path):\(objc.line); version 6 assumed")
    }
    if let best {
      return IQFlavor(version: best.version, isObjectiveC: false, assumed: true, evidence: best.why)
    }
    return IQFlavor(
      version: 8, isObjectiveC: false, assumed: true, evidence: "no telling spelling; 8 assumed")
  }
}
