import PolicyLanguage

/// Where a value comes from, as an explanation shows it.
public struct ExplainedSource: Hashable, Sendable, Codable {
  /// `default` (the embedded default policy), `rule` (the user's policy), `builtin` or `code`.
  public var kind: ValueSource.Kind
  /// The precedence step the source acts at (`PrecedenceStep.name` in JSON).
  public var step: PrecedenceStep
  /// The file the rule is written in (absent for built-in and code sources).
  public var file: String?
  /// The 1-based line (absent for built-in and code sources).
  public var line: Int?
  /// The 1-based column (absent for built-in and code sources).
  public var column: Int?
  /// The rule in words: `disable in UITableViewController`, `field "email" { distance = 24 }`,
  /// `built-in default: avoidance { distance = 10 }`, `enableMode = .disabled set in code`.
  public var rule: String
  /// The rule without the words that say what kind of source it is: `enableMode = .disabled`,
  /// `avoidance { distance = 10 }` (`ValueSource.statement`).
  public var statement: String

  /// Creates a source.
  public init(
    kind: ValueSource.Kind, step: PrecedenceStep, file: String?, line: Int?, column: Int?,
    rule: String, statement: String
  ) {
    self.kind = kind
    self.step = step
    self.file = file
    self.line = line
    self.column = column
    self.rule = rule
    self.statement = statement
  }

  /// Copies a decision's source; an `enable in` / `disable in` entry of `feature`'s own block is
  /// shown without the block (`disable in X`, not `avoidance { disable in X }`).
  public init(_ source: ValueSource, feature: Feature? = nil) {
    self.kind = source.kind
    self.step = source.step
    self.file = source.location?.file
    self.line = source.location?.line
    self.column = source.location?.column
    if let rule = source.policyRule, rule.kind == .classListEntry, let feature,
      rule.feature == feature, let list = rule.list, list == .enableIn || list == .disableIn,
      let target = rule.target
    {
      self.rule = "\(list.rawValue) \(target.description)"
    } else {
      self.rule = source.rule
    }
    self.statement = source.policyRule == nil ? source.statement : self.rule
  }

  /// `file:line:column`, or nil for built-in and code sources.
  public var location: String? {
    guard let file, let line, let column else { return nil }
    return "\(file):\(line):\(column)"
  }

  /// The rule with where it is: `disable in X (app.kbpolicy:7:5)`, `default policy: distance = 10
  /// (rules/default.kbpolicy:14:5)`, `built-in: field inside a UIAlertController`, `set in code:
  /// enableMode = .disabled`.
  public var summary: String {
    switch kind {
    case .builtin: "built-in: \(builtinWords)"
    case .code: "set in code: \(statement)"
    case .default: "default policy: \(rule)" + (location.map { " (\($0))" } ?? "")
    case .rule: rule + (location.map { " (\($0))" } ?? "")
    }
  }

  /// The rule and location without a kind prefix, for "X wins over Y" sentences.
  public var short: String {
    switch kind {
    case .builtin: "built-in \(builtinWords)"
    case .code: "\(statement) set in code"
    case .default, .rule: rule + (location.map { " (\($0))" } ?? "")
    }
  }

  /// A built-in source in words: `default avoidance { distance = 10 }` for a built-in default,
  /// the exemption's reason otherwise.
  private var builtinWords: String {
    step == .featureSetting ? "default \(statement)" : statement
  }
}
