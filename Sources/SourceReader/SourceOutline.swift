/// The structure of one Swift or Objective-C file that the IQ reader needs: its types (with
/// superclass), its functions (with the calls they make), and its statements, each with the type,
/// the function and the guard (condition, closure, `#if`) it sits in.
public struct SourceOutline: Sendable {
  /// A type declaration or extension (`class`, `struct`, `enum`, `protocol`, `actor`,
  /// `extension`; Objective-C `@interface`, `@implementation`, `@protocol`).
  public struct TypeDeclaration: Sendable, Equatable {
    /// What declares it.
    public enum Kind: String, Sendable, Equatable {
      case `class`, `struct`, `enum`, `protocol`, actor, `extension`
      /// `@interface Name : Superclass` or a category `@interface Name (Category)`.
      case objcInterface
      /// `@implementation Name` (or a category's).
      case objcImplementation
      /// `@protocol Name`.
      case objcProtocol
    }
    /// The declaring keyword.
    public var kind: Kind
    /// The type's name (an extension's: the extended type).
    public var name: String
    /// The names after `:` (Swift: superclass first when there is one, then protocols;
    /// Objective-C: the superclass, then the protocols in `<...>` after it).
    public var inherited: [String]
    /// The first inherited name's type argument when it is one plain name: `SignUpView` in
    /// `class SignUpHost: UIHostingController<SignUpView>` (Swift only; nil otherwise).
    public var superclassArgument: String? = nil
    /// Whether this is an Objective-C category (`@interface Name (Category)`).
    public var isCategory: Bool
    /// The declaration's line.
    public var line: Int
  }

  /// A function, method, initializer, accessor or Objective-C method.
  public struct Function: Sendable, Equatable {
    /// The base name (`viewWillAppear`, `application`, `load`, `init`, `deinit`, `dealloc`).
    public var name: String
    /// The argument labels (Swift) or selector parts after the first (Objective-C):
    /// `application(_:didFinishLaunchingWithOptions:)` has `didFinishLaunchingWithOptions`.
    public var labels: [String]
    /// The enclosing type's index in `types`, or nil at file level.
    public var type: Int?
    /// Whether it is an `@IBAction` (Swift attribute or Objective-C return type).
    public var isAction: Bool
    /// Whether it takes parameters.
    public var hasParameters: Bool
    /// The calls it makes (`configureKeyboard()`, `self.configureKeyboard()`,
    /// `Keyboard.off()`, `[self configureKeyboard]`, `[KeyboardHelper disableIQKeyboard]`), in
    /// order, each with its receiver and the guard it sits under; `super.` calls are not the
    /// app's own functions and are left out.
    public var calls: [Call]
    /// The declaration's line.
    public var line: Int
  }

  /// A call a function makes.
  public struct Call: Sendable, Equatable {
    /// Who receives it.
    public enum Receiver: Sendable, Hashable {
      /// `name()`, `self.name()`, `[self name]`: the function's own type (or a free function).
      case implicit
      /// `Type.name()`, `Type.shared.name()`, `[Type name]`, `[[Type shared] name]`: a name that
      /// reads as a type (it starts with a capital letter).
      case type(String)
      /// Any other expression (`helper.name()`): a value whose type the reader does not know.
      case value
    }
    /// The called function's base name (Objective-C: the selector's first part).
    public var name: String
    /// Who receives it.
    public var receiver: Receiver
    /// The nearest guard around the call inside the calling function (nil at its own level).
    public var guarded: Guard?
    /// The call's line.
    public var line: Int

    /// Creates a call.
    public init(name: String, receiver: Receiver, guarded: Guard?, line: Int) {
      self.name = name
      self.receiver = receiver
      self.guarded = guarded
      self.line = line
    }
  }

  /// Why a statement might not run, or not run at launch: the nearest guard around it.
  public enum Guard: Sendable, Equatable {
    /// Inside `if`, `else`, `guard ... else`, `switch`, a loop, `catch`, or after a `guard`.
    case condition(keyword: String, line: Int)
    /// Inside a closure or block; `callee` names what it is passed to (`async`, `Task`,
    /// `onAppear`), when the reader sees it.
    case closure(callee: String?, line: Int)
    /// Inside `#if CONDITION` (not a platform check such as `canImport` or `os`).
    case compilation(condition: String, line: Int)
  }

  /// One statement: its tokens and where it sits.
  public struct Statement: Sendable, Equatable {
    /// The first token's index in `tokens`.
    public var first: Int
    /// One past the last token's index.
    public var end: Int
    /// The enclosing type's index in `types`.
    public var type: Int?
    /// The enclosing function's index in `functions`.
    public var function: Int?
    /// The nearest guard, if any.
    public var guarded: Guard?
  }

  /// The file's path (as given).
  public var path: String
  /// The file's language.
  public var language: SourceLanguage
  /// The file's bytes.
  public var bytes: [UInt8]
  /// Every token, in order.
  public var tokens: [SourceToken]
  /// Every comment, in order.
  public var comments: [SourceComment]
  /// The offset of each line's first byte (`lineStarts[line - 1]`; line 1's is 0).
  public var lineStarts: [UInt32]
  /// Type declarations and extensions, in order.
  public var types: [TypeDeclaration] = []
  /// Functions, in order.
  public var functions: [Function] = []
  /// Statements, in order.
  public var statements: [Statement] = []
  /// Object-like `#define NAME value` lines (Objective-C) by name: the value's text.
  public var defines: [String: String] = [:]

  /// The 1-based column (UTF-8 bytes) of a token's first byte.
  public func column(of token: SourceToken) -> Int {
    let line = token.line - 1
    guard line >= 0, line < lineStarts.count else { return 1 }
    return token.start - Int(lineStarts[line]) + 1
  }

  /// The text of a token (an identifier's backticks dropped).
  public func text(_ token: SourceToken) -> String {
    var start = token.start
    var end = token.end
    if token.kind == .identifier, end - start >= 2, bytes[start] == 0x60 {
      start += 1
      if bytes[end - 1] == 0x60 { end -= 1 }
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The text of token `index`.
  public func text(at index: Int) -> String { text(tokens[index]) }

  /// Whether token `index` is exactly `word` (without building a string).
  /// A backticked identifier (`` `shared` ``) is its word.
  public func isWord(_ index: Int, _ word: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    var start = token.start
    var end = token.end
    if token.kind == .identifier, end - start >= 3, bytes[start] == 0x60, bytes[end - 1] == 0x60 {
      start += 1
      end -= 1
    }
    let length = word.utf8CodeUnitCount
    guard end - start == length else { return false }
    return word.withUTF8Buffer { buffer in
      var i = 0
      while i < length {
        if bytes[start + i] != buffer[i] { return false }
        i += 1
      }
      return true
    }
  }

  /// The source text of tokens `first..<end`, as written (line breaks kept), capped at `limit`
  /// bytes.
  public func source(_ first: Int, _ end: Int, limit: Int = 200) -> String {
    guard first < end, end <= tokens.count else { return "" }
    let start = tokens[first].start
    let stop = min(tokens[end - 1].end, start + limit)
    return String(decoding: bytes[start..<stop], as: UTF8.self)
  }
}
