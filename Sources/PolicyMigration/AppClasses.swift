import PolicyLanguage
import SourceReader

/// The classes an app's Swift and Objective-C code declares with a superclass: what
/// `kbpolicy lint --sources` and `explain --sources` know instead of `class` lines, and what
/// `migrate` declares.
///
/// A Swift `class Name: First, ...` counts when `First` reads as a class rather than a protocol
/// (`looksLikeClass(_:)`); an Objective-C `@interface Name : Superclass` always counts. The first
/// declaration of a name wins. Linear in the outlines' types.
public struct AppClasses: Sendable {
  /// One class and where it is declared.
  public struct Declaration: Sendable, Equatable {
    /// The class's name.
    public var name: String
    /// Its superclass.
    public var superclass: String
    /// The file it is declared in (as given).
    public var path: String
    /// The declaration's line.
    public var line: Int
  }

  /// The classes, in the order first declared.
  public private(set) var declarations: [Declaration] = []
  /// Each class's position in `declarations`.
  private var positions: [String: Int] = [:]

  /// No classes yet.
  public init() {}

  /// Adds the classes `outline` declares (a name already known keeps its first declaration).
  public mutating func add(_ outline: SourceOutline) {
    for type in outline.types where type.kind == .class || type.kind == .objcInterface {
      guard positions[type.name] == nil, !type.name.isEmpty,
        let superclass = type.inherited.first,
        type.kind == .objcInterface || Self.looksLikeClass(superclass)
      else { continue }
      positions[type.name] = declarations.count
      declarations.append(
        Declaration(
          name: type.name, superclass: superclass, path: outline.path, line: type.line))
    }
  }

  /// The declaration of `name`, if the code declares it.
  public func declaration(of name: String) -> Declaration? {
    positions[name].map { declarations[$0] }
  }

  /// Class → superclass (`CompileOptions.appClasses`, `Linter.appClasses`).
  public var superclasses: [String: String] {
    var result: [String: String] = [:]
    result.reserveCapacity(declarations.count)
    for declaration in declarations { result[declaration.name] = declaration.superclass }
    return result
  }

  /// Whether the first name after `:` is a superclass rather than a protocol.
  public static func looksLikeClass(_ name: String) -> Bool {
    if UIKitClasses.superclass[name] != nil || name == "NSObject" { return true }
    for suffix in [
      "Delegate", "DataSource", "Protocol", "able", "ible", "Type", "Representable", "Convertible",
    ]
    where name.hasSuffix(suffix) {
      return false
    }
    return ![
      "App", "View", "Error", "Sendable", "Hashable", "Equatable", "Codable", "ObservableObject",
    ].contains(name)
  }
}
