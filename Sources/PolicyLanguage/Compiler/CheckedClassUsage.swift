/// One place where a policy names a class (not the name a `class` declaration declares), and how
/// the compiler classified the name there.
///
/// The compiler records every use, in source order: repeats it reports only once, and names in
/// lists it rejects with an error of their own (a list in the wrong block, a `remove` list) too.
/// It reports from the same classification (W001, E049, E058, see `Status`), and lint renders
/// these records (`unknown-class`, `class-kind-mismatch`) instead of walking the syntax tree.
public struct CheckedClassUsage: Sendable, Equatable {
  /// The class name as written.
  public var name: String
  /// The name's range.
  public var range: SourceRange
  /// Where the name is used.
  public var role: Role
  /// How the compiler classified the name.
  public var status: Status

  /// Creates a record.
  public init(name: String, range: SourceRange, role: Role, status: Status) {
    self.name = name
    self.range = range
    self.role = role
    self.status = status
  }

  /// Where a class name is used.
  public enum Role: Hashable, Sendable {
    /// An entry of a class list in a feature block (`removes`: a `remove ...` list); the feature
    /// is the block's, also when the list does not belong there.
    case list(Feature, ClassListKind, removes: Bool)
    /// The class selector of a `controller`, `field` or `scroll-view` block.
    case selector(RuleKind)
    /// The superclass in a `class` declaration.
    case superclass

    /// What the role expects: a view controller (true), a view (false) or either (nil).
    public var expectsController: Bool? {
      switch self {
      case .list(_, .enableIn, _), .list(_, .disableIn, _), .selector(.controller),
        .selector(.screen):
        true
      case .list(_, .deepContainers, _), .list(_, .ignoreTouchesIn, _), .selector(.field),
        .selector(.scrollView):
        false
      case .superclass: nil
      }
    }

    /// The superclass a `class` declaration suggested for an unknown name here would give it.
    public var suggestedSuperclass: String {
      switch self {
      case .selector(.field): "UITextField"
      case .selector(.scrollView): "UIScrollView"
      default: expectsController == false ? "UIView" : "UIViewController"
      }
    }

    /// How the role is named in messages: `disable in`, `controller`, `class`.
    public var description: String {
      switch self {
      case .list(_, let kind, _): kind.rawValue
      case .selector(let kind): kind.rawValue
      case .superclass: "class"
      }
    }
  }

  /// How the compiler classified a class name. Where it checks the name (not in a list it
  /// rejects, not in a `remove` list, whose entries are checked against the default layer), it
  /// reports from this: W001 at the first `undeclared` use of a name, E049 at every `nearMiss`,
  /// E058 at the first `unquotedIdentifier` use (one warning per name for W001 and E058 together).
  public enum Status: Hashable, Sendable {
    /// UIKit's (or `NSObject`), declared in the file, or declared by the app's code
    /// (`CompileOptions.appClasses`).
    case known
    /// Unknown and close to no known class (W001, `undeclaredClass`).
    case undeclared
    /// Unknown and close to the known class `suggestion` (E049, `unknownClass`).
    case nearMiss(suggestion: String)
    /// An unknown `field` or `scroll-view` selector that reads as an accessibility identifier
    /// whose quotes were forgotten (E058, `unquotedIdentifier`).
    case unquotedIdentifier

    /// Whether the name is a class the compiler does not know (any status but `known`).
    public var isUnknown: Bool { self != .known }
  }
}
