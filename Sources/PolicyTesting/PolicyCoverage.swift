import PolicyExplain
import PolicyLanguage

/// Which rules and list entries of the policies a test run exercised (`kbpolicy test
/// --coverage`): a rule is exercised when it decides a setting of a tested field (it is the
/// winner, so the expectations on that field, its settings and the engine's results depend on
/// it). Counted: feature settings, `controller` and `field` rules, `enable in` and `disable in`
/// entries of every policy a test loads (the default layer is not the user's to cover).
/// `scroll-view` rules, `deep-containers` and `ignore-touches-in` are not counted: a field's
/// explanation does not name the rule that set them.
///
/// Linear: each policy's rules are listed once, each test adds its settings' winners to a set.
public struct PolicyCoverage: Hashable, Sendable {
  /// A rule or list entry that can be exercised.
  public struct Rule: Hashable, Sendable, Comparable {
    /// The policy file.
    public var file: String
    /// Where the rule is written.
    public var line: Int
    /// Where the rule is written.
    public var column: Int
    /// The rule in words (`controller A { distance = 20 }`, `avoidance { disable in B }`).
    public var text: String

    /// Creates a rule.
    public init(file: String, line: Int, column: Int, text: String) {
      self.file = file
      self.line = line
      self.column = column
      self.text = text
    }

    /// `file:line:column`.
    public var location: String { "\(file):\(line):\(column)" }

    /// By file, then position.
    public static func < (a: Rule, b: Rule) -> Bool {
      (a.file, a.line, a.column, a.text) < (b.file, b.line, b.column, b.text)
    }
  }

  private struct Key: Hashable {
    var file: String
    var line: Int
    var column: Int
  }

  /// Every countable rule of the policies added, by location.
  private var rules: [Key: Rule] = [:]
  private var files: Set<String> = []
  private var exercised: Set<Key> = []

  /// An empty coverage.
  public init() {}

  /// Adds the countable rules of `policy`, compiled from `file` (once per file: a test run
  /// loads each policy once, but every test that names it calls this).
  public mutating func add(_ policy: Policy, file: String) {
    guard files.insert(file).inserted else { return }
    for rule in policy.rules where rule.layer == .user && Self.counts(rule) {
      let location = rule.location
      let key = Key(file: location.file, line: location.line, column: location.column)
      rules[key] = Rule(
        file: location.file, line: location.line, column: location.column, text: rule.text)
    }
  }

  /// Marks the rules that won `settings` (one tested field's) as exercised.
  public mutating func exercise(_ settings: [SettingExplanation]) {
    for setting in settings {
      let source = setting.source
      guard source.kind == .rule, let file = source.file, let line = source.line,
        let column = source.column
      else { continue }
      exercised.insert(Key(file: file, line: line, column: column))
    }
  }

  /// Whether a rule is one coverage counts.
  static func counts(_ rule: PolicyRule) -> Bool {
    switch rule.kind {
    case .featureSetting, .controller, .field: true
    case .classListEntry: rule.list == .enableIn || rule.list == .disableIn
    case .scrollView: false
    }
  }

  /// How many rules count.
  public var total: Int { rules.count }
  /// How many of them were exercised.
  public var covered: Int { rules.keys.filter { exercised.contains($0) }.count }
  /// The ones no test exercised, sorted by file and position.
  public var uncovered: [Rule] {
    rules.filter { !exercised.contains($0.key) }.map(\.value).sorted()
  }
  /// The exercised share in percent (100 when nothing counts).
  public var percentage: Double {
    total == 0 ? 100 : Double(covered) * 100 / Double(total)
  }
}
