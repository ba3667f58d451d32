/// One statement of IQKeyboardManager configuration found in app code.
public struct IQStatement: Sendable, Equatable {
  /// What the statement configures.
  public enum Target: Sendable, Equatable {
    /// The keyboard manager (`IQKeyboardManager`); `property` is the path after it.
    case keyboardManager
    /// The 8.x toolbar manager (`IQKeyboardToolbarManager.shared`).
    case toolbarManager
    /// A return-key handler (`IQKeyboardReturnKeyHandler`, `IQKeyboardReturnManager`).
    case returnHandler
    /// One view (`view` is the expression, as written without `self.`).
    case view(String)
  }

  /// How the manager was reached: tells the IQ version apart.
  public enum Spelling: String, Sendable, Equatable {
    /// `[IQKeyboardManager sharedManager]` (Objective-C pod, message or dot syntax).
    case objcPod
    /// `IQKeyboardManager.shared()`: the Objective-C pod seen from Swift.
    case objcPodFromSwift
    /// `IQKeyboardManager.sharedManager()`: Swift up to 5.x.
    case swiftSharedManager
    /// `IQKeyboardManager.shared`: Swift 6 and later.
    case swiftShared
    /// `IQKeyboardToolbarManager.shared`: Swift 8.x.
    case swiftToolbarManager
    /// Through a local alias of one of the above (its spelling is the alias's).
    case alias
    /// Inside an extension or category of the manager (`enable = true`, `self.enable = YES`).
    case implicitSelf
    /// A per-view property, a return-key handler: no manager.
    case none
  }

  /// What the statement does.
  public enum Action: Sendable, Equatable {
    /// `target.property = value` (`setProperty:` in Objective-C).
    case assign(IQValue)
    /// A whole class list replaced: `list = [A.self]`, `setList:`.
    case listAssign([IQClassRef], dynamic: Bool)
    /// Classes added: `append`, `append(contentsOf:)`, `insert`, `+=`, `add`, `addObject:`,
    /// `addObjectsFromArray:`.
    case listAdd([IQClassRef], dynamic: Bool)
    /// Classes removed: `remove`, `removeAll { $0 == X.self }` with a class, `removeObject:`.
    case listRemove([IQClassRef], dynamic: Bool)
    /// Every class removed: `removeAll()`, `removeAllObjects`.
    case listRemoveAll
    /// A method call (`reloadLayoutIfNeeded()`, `iq.addDone(...)`); `property` names it.
    case call
    /// The setting read into a property or variable (`saved = manager.enable`), to restore it.
    case save(into: String)
    /// A return-key handler created (`IQKeyboardReturnKeyHandler(controller: self)`).
    case createReturnHandler
    /// A local alias of the manager declared (`let manager = IQKeyboardManager.shared`).
    case alias(String)
    /// The setting read in an expression (a condition, a comparison): not configuration, but
    /// code that stops compiling once IQKeyboardManager is removed.
    case read
  }

  /// What it configures.
  public var target: Target
  /// The property or list path (`enable`, `toolbarConfiguration.manageBehavior`,
  /// `disabledDistanceHandlingClasses`), the method called, or the handler type.
  public var property: String
  /// How the manager was reached.
  public var spelling: Spelling
  /// What it does.
  public var action: Action
  /// The statement's index in its outline's `statements`.
  public var statement: Int
  /// First and last line of the statement (1-based).
  public var line: Int
  /// The first token's column.
  public var column: Int
  /// The last line of the statement.
  public var endLine: Int
  /// The statement's byte range in the file.
  public var start: Int
  /// One past the statement's last byte.
  public var end: Int
  /// The statement's text as written (capped).
  public var text: String
  /// Why it might not run (or not at launch), when it is inside a guard, a closure or `#if`, or
  /// an Objective-C `if` without braces.
  public var guarded: SourceOutline.Guard?
}

/// A value assigned to an IQ setting, as far as the reader can tell without running the code.
public enum IQValue: Sendable, Equatable {
  /// `true`, `false`, `YES`, `NO`.
  case bool(Bool)
  /// A number literal (`20`, `20.5`, `CGFloat(20)`, `20.0f`, `@(20)`), or a constant defined
  /// once in the same file (`static let`, `#define`).
  case number(Double)
  /// An enum case, without its type or Objective-C prefix: `byTag`, `alwaysHide`, `disabled`,
  /// `done`.
  case word(String)
  /// A string literal.
  case string(String)
  /// `nil`.
  case none
  /// A property or variable that saved the setting earlier (a restore).
  case saved(String)
  /// Anything else: a computed value, a parameter, a condition (the text as written).
  case dynamic(String)
}

/// A class named in a class list.
public enum IQClassRef: Sendable, Equatable, Hashable {
  /// `X.self`, `[X class]`, `NSClassFromString("X")`.
  case named(String)
  /// `type(of: self)`, `Self.self`, `[self class]`: the enclosing class.
  case enclosing
}

/// An accessibility identifier set on a view in code: `emailField.accessibilityIdentifier = "email"`.
public struct IQViewIdentifier: Sendable, Equatable {
  /// The view expression, without `self.`.
  public var view: String
  /// The literal identifier.
  public var identifier: String
  /// The enclosing type's index in the outline, if any.
  public var type: Int?
  /// The line.
  public var line: Int
}

/// IQ configuration text seen inside a comment: never a statement, but reported as ignored.
public struct IQCommentMention: Sendable, Equatable {
  /// The comment's first line.
  public var line: Int
  /// The comment's text (first line, capped).
  public var text: String
}
