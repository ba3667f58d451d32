import PolicyLanguage

/// A class-list entry that decided part of an explanation (`deep-containers UITableView`,
/// `ignore-touches-in UIControl`), with where it is written.
public struct ExplainedListEntry: Hashable, Sendable, Codable {
  /// `default` (the embedded default policy) or `rule` (the user's policy).
  public var kind: ValueSource.Kind
  /// The entry's class.
  public var className: String
  /// The entry in words: `toolbar { deep-containers UITableView }`.
  public var rule: String
  /// The file the entry is written in.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column (of the class name).
  public var column: Int

  /// Creates an entry.
  public init(
    kind: ValueSource.Kind, className: String, rule: String, file: String, line: Int, column: Int
  ) {
    self.kind = kind
    self.className = className
    self.rule = rule
    self.file = file
    self.line = line
    self.column = column
  }

  /// The entry of a compiled policy's rule.
  public init(_ rule: PolicyRule) {
    let location = rule.location
    var className = ""
    if case .className(let name)? = rule.target { className = name }
    self.init(
      kind: rule.layer == .default ? .default : .rule, className: className, rule: rule.text,
      file: location.file, line: location.line, column: location.column)
  }

  /// `file:line:column`.
  public var location: String { "\(file):\(line):\(column)" }

  /// The entry with where it is: `default policy: toolbar { deep-containers UITableView }
  /// (rules/default.kbpolicy:27:19)`, `resign-on-touch { ignore-touches-in UIButton }
  /// (app.kbpolicy:9:21)`.
  public var summary: String {
    (kind == .default ? "default policy: " : "") + "\(rule) (\(location))"
  }
}
