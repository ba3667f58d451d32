import PolicyLanguage

extension LintContext {
  /// A range covering whole lines, from the start of `range`'s first line to the start of the
  /// line after its last (so removing it leaves no blank line).
  func wholeLines(_ range: SourceRange) -> SourceRange {
    let starts = source.lineStarts
    let firstLine = max(1, min(range.start.line, starts.count))
    let lastLine = max(firstLine, min(range.end.line, starts.count))
    let startOffset = starts[firstLine - 1]
    let endOffset = lastLine < starts.count ? starts[lastLine] : source.text.utf8.count
    return SourceRange(
      start: source.location(ofOffset: startOffset), end: source.location(ofOffset: endOffset))
  }

  /// A fix-it removing a whole item (a setting or a class list).
  func removal(of range: SourceRange, _ what: String) -> Diagnostic.FixIt {
    .removing(what, at: wholeLines(range))
  }

  /// A fix-it removing the class at `index` of a list, with its comma (or the whole list when it
  /// is the only class). The caller passes the position it is iterating at: looking the entry up
  /// in the list would cost the list's length per finding, quadratic over a list of copies.
  func removal(at index: Int, in list: ClassListNode) -> Diagnostic.FixIt {
    let entry = list.classes[index]
    if !list.screens.isEmpty {
      // Screens are entries too (`screen "Chat"`): the class goes with the comma beside it.
      let ranges = (list.classes.map(\.range) + list.screens.map(\.range)).sorted {
        $0.start.offset < $1.start.offset
      }
      let at = ranges.firstIndex(of: entry.range) ?? 0
      let range =
        at > 0
        ? SourceRange(start: ranges[at - 1].end, end: entry.range.end)
        : SourceRange(start: entry.range.start, end: ranges[1].start)
      return .removing(entry.name, at: range)
    }
    guard list.classes.count > 1 else {
      return removal(of: list.range, "\(list.kind.rawValue) \(entry.name)")
    }
    let range =
      index > 0
      ? SourceRange(start: list.classes[index - 1].range.end, end: entry.range.end)
      : SourceRange(start: entry.range.start, end: list.classes[1].range.start)
    return .removing(entry.name, at: range)
  }

  /// A note pointing at a setting: `'enabled = true' is set here`, or for the default layer
  /// `the default policy sets 'enabled = true'` (pointing into `rules/default.kbpolicy`).
  static func note(_ setting: CheckedRule, _ suffix: String = "") -> Diagnostic.Note {
    let text = setting.settingText
    return setting.range.start.file == Policy.defaultPolicyPath
      ? Diagnostic.Note(message: "the default policy sets '\(text)'\(suffix)", range: setting.range)
      : Diagnostic.Note(message: "'\(text)' is set here\(suffix)", range: setting.range)
  }

  /// How a selector block is named in messages: `controller CheckoutViewController`, `field "email"`.
  static func describe(_ block: RuleBlock) -> String {
    switch block.selector {
    case .identifier(let id): "\(block.kind.rawValue) \"\(id.name)\""
    case .className(let id): "\(block.kind.rawValue) \(id.name)"
    }
  }

  /// How a checked rule block's setting is placed in messages: `controller CheckoutViewController`,
  /// `field "email"`, `screen "SignUp"` (as `describe(_: RuleBlock)` names its block).
  static func describe(_ rule: CheckedRule) -> String {
    if case .screen? = rule.target { return rule.target?.description ?? "screen" }
    return rule.target.map { "\(rule.kind.rawValue) \($0.description)" } ?? rule.kind.rawValue
  }
}
