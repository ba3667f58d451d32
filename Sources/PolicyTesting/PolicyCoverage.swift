import PolicyExplain
import PolicyLanguage

/// Which rules and list entries of the policies a test run exercised (`kbpolicy test
/// --coverage`): a rule is exercised when it decides something a tested field's explanation
/// depends on. Every rule of the user's policy counts (the default layer is not the user's to
/// cover):
///
/// - feature settings, `controller` and `field` rules, `enable in` and `disable in` entries: when
///   they win one of the field's settings;
/// - `scroll-view` rules: when they win a flag of a scroll view around the field (what the
///   engine's move, and so the verdict, gap and movement, depend on);
/// - `deep-containers` entries: when they make a deep container of the field (its field order);
/// - `ignore-touches-in` entries: when the field has `resign-on-touch` on and the entry keeps taps
///   in some view of the scene from resigning it.
///
/// Linear: each policy's rules are listed once, each test adds its winners to a set.
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
    for setting in settings { exercise(setting.source) }
  }

  /// Marks what one tested field's explanation depends on as exercised: the winners of its
  /// settings, of its scroll views' flags, its deep container's entry and the
  /// `ignore-touches-in` entries that keep taps from resigning it.
  public mutating func exercise(_ explanation: Explanation) {
    exercise(explanation.settings)
    for scrollView in explanation.scrollViews {
      for flag in scrollView.flags { exercise(flag.source) }
    }
    if let entry = explanation.order.containerEntry { exercise(entry) }
    for touches in explanation.ignoredTouches { exercise(touches.entry) }
  }

  private mutating func exercise(_ source: ExplainedSource) {
    guard source.kind == .rule, let file = source.file, let line = source.line,
      let column = source.column
    else { return }
    exercised.insert(Key(file: file, line: line, column: column))
  }

  private mutating func exercise(_ entry: ExplainedListEntry) {
    guard entry.kind == .rule else { return }
    exercised.insert(Key(file: entry.file, line: entry.line, column: entry.column))
  }

  /// Whether a rule is one coverage counts: every kind (kept as a switch so a new kind has to
  /// be decided here).
  static func counts(_ rule: PolicyRule) -> Bool {
    switch rule.kind {
    case .featureSetting, .controller, .field, .scrollView, .classListEntry: true
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
