import PolicyLanguage

/// What a test runs: the policy, the scene, the field, the keyboard and the events.
public struct TestSetup: Hashable, Sendable {
  /// `policy "file.kbpolicy"`.
  public var policy: TestPath?
  /// `scene`, `storyboard` or `xib`.
  public var scene: TestScene?
  /// `field ID`: a view id or accessibility identifier; nil means the scene's focus.
  public var field: String?
  /// Where the field is named.
  public var fieldRange: SourceRange?
  /// `keyboard-height H`: replaces the scene's keyboard.
  public var keyboardHeight: Double?
  /// `events "file"` or `events { ... }`.
  public var events: TestEvents?
  /// `mount "Cell.xib" in TABLE`: a cell the app registers in code, put in a table of the
  /// storyboard's screen.
  public var mount: TestMount?
  /// `device ID[:ORIENT]` or `device all[:ORIENT]`: the device class (or every supported one)
  /// a storyboard or xib scene is laid out on, as `--device` writes it; nil: the document's.
  public var device: String?
  /// Where the device is named.
  public var deviceRange: SourceRange?

  /// Creates an empty setup.
  public init() {}
}

/// A path written in a test file, with where it is written (for errors about it).
public struct TestPath: Hashable, Sendable {
  /// The path as written (relative paths are relative to the test file's directory).
  public var path: String
  /// The string's range.
  public var range: SourceRange

  /// Creates a path reference.
  public init(path: String, range: SourceRange) {
    self.path = path
    self.range = range
  }
}

/// Where a test's scene comes from.
public enum TestScene: Hashable, Sendable {
  /// `scene "file.json"`.
  case json(TestPath)
  /// `storyboard "File.storyboard" controller X` or `xib "File.xib" controller X`.
  case interfaceBuilder(TestPath, controller: String?, controllerRange: SourceRange?)

  /// The file.
  public var path: TestPath {
    switch self {
    case .json(let path), .interfaceBuilder(let path, _, _): path
    }
  }
}

/// `mount "Cell.xib" in TABLE`: the xib's top-level view (a cell) shown as a row of the table
/// (accessibility identifier or IB id) of the test's storyboard screen (`--mount`).
public struct TestMount: Hashable, Sendable {
  /// The xib.
  public var xib: TestPath
  /// The table.
  public var table: String

  /// Creates a mount line.
  public init(xib: TestPath, table: String) {
    self.xib = xib
    self.table = table
  }
}

/// A test's event script.
public enum TestEvents: Hashable, Sendable {
  /// `events "file.events"`.
  case file(TestPath)
  /// `events { ... }`: the script written in the test file.
  case inline(InlineEvents)
}
