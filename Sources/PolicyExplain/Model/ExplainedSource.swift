import PolicyLanguage

/// Where a value comes from, as an explanation shows it.
public struct ExplainedSource: Hashable, Sendable, Codable {
  /// `default` (the embedded default policy), `rule` (the user's policy), `builtin` or `code`.
  public var kind: String
  /// The precedence step (grammar.md "Precedence"): `builtin-exemption`, `code`, `field-rule`,
  /// `controller-rule`, `disable-list`, `enable-list`, `feature-setting`.
  public var step: String
  /// The file the rule is written in (absent for built-in and code sources).
  public var file: String?
  /// The 1-based line (absent for built-in and code sources).
  public var line: Int?
  /// The 1-based column (absent for built-in and code sources).
  public var column: Int?
  /// The rule in words: `disable in UITableViewController`, `field "email" { distance = 24 }`.
  public var rule: String

  /// Creates a source.
  public init(kind: String, step: String, file: String?, line: Int?, column: Int?, rule: String) {
    self.kind = kind
    self.step = step
    self.file = file
    self.line = line
    self.column = column
    self.rule = rule
  }

  /// Copies a decision's source, shortening `avoidance { disable in X }` to `disable in X` when
  /// `feature` is the block's own feature.
  public init(_ source: ValueSource, feature: String? = nil) {
    self.kind = source.kind.rawValue
    self.step = ExplainedSource.stepName(source.step)
    self.file = source.location?.file
    self.line = source.location?.line
    self.column = source.location?.column
    self.rule = ExplainedSource.shorten(source.rule, feature: feature)
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
    case "builtin": return "built-in: \(ExplainedSource.stripBuiltinPrefix(rule))"
    case "code": return "set in code: \(ExplainedSource.stripCodeSuffix(rule))"
    case "default": return "default policy: \(rule)" + (location.map { " (\($0))" } ?? "")
    default: return rule + (location.map { " (\($0))" } ?? "")
    }
  }

  /// The rule and location without a kind prefix, for "X wins over Y" sentences.
  public var short: String {
    switch kind {
    case "builtin": return "built-in \(ExplainedSource.stripBuiltinPrefix(rule))"
    case "code": return "\(ExplainedSource.stripCodeSuffix(rule)) set in code"
    default: return rule + (location.map { " (\($0))" } ?? "")
    }
  }

  static func stepName(_ step: PrecedenceStep) -> String {
    switch step {
    case .builtinExemption: "builtin-exemption"
    case .code: "code"
    case .fieldRule: "field-rule"
    case .controllerRule: "controller-rule"
    case .disableList: "disable-list"
    case .enableList: "enable-list"
    case .featureSetting: "feature-setting"
    }
  }

  static func shorten(_ rule: String, feature: String?) -> String {
    guard let feature, rule.hasPrefix(feature + " { "), rule.hasSuffix(" }") else { return rule }
    let inner = rule.dropFirst(feature.count + 3).dropLast(2)
    if inner.hasPrefix("disable in ") || inner.hasPrefix("enable in ") { return String(inner) }
    return rule
  }

  static func stripBuiltinPrefix(_ rule: String) -> String {
    rule.hasPrefix("built-in default: ")
      ? "default " + rule.dropFirst("built-in default: ".count) : rule
  }

  static func stripCodeSuffix(_ rule: String) -> String {
    rule.hasSuffix(" set in code") ? String(rule.dropLast(" set in code".count)) : rule
  }
}
