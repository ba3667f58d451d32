extension Compiler {
  // MARK: - Feature blocks

  /// Settings and class lists of `avoidance`, `toolbar`, `resign-on-touch`.
  mutating func compileFeatureBlock(_ block: FeatureBlock) {
    let feature = block.feature
    settingBlockCount += 1
    featureBlockCount += 1
    let settings = Self.settings(of: .feature(feature))
    for item in block.items {
      switch item {
      case .setting(let node):
        guard let (entry, value) = compileSetting(node, in: .feature(feature), settings)
        else {
          continue
        }
        record(
          CheckedRule(
            kind: .featureSetting, feature: feature, entryIndex: entry, value: value,
            range: node.range), written: node.value.text, known: CompiledLayer.KnownParts())
      case .classList(let list):
        compileClassList(list, in: feature)
      }
    }
  }

  // MARK: - Rule blocks

  /// `controller`, `screen`, `field` and `scroll-view` blocks. A `screen` block is a
  /// controller-kind rule on a screen target (it takes a controller block's settings).
  /// `selector` is the id of the selector's name (`nameID`), interned by the caller.
  mutating func compileRuleBlock(_ block: RuleBlock, selector: Int32) {
    let context: SettingBlock
    let kind: PolicyRule.Kind
    switch block.kind {
    case .controller, .screen: (context, kind) = (.controller, .controller)
    case .field: (context, kind) = (.field, .field)
    case .scrollView: (context, kind) = (.scrollView, .scrollView)
    }
    var target: PolicyRule.Target?
    var targetID: Int32 = -1
    switch block.selector {
    case _ where block.kind == .screen:
      if let name = checkScreenName(block.selector) {
        targetID = nameID(PolicyRule.Target.screenKey(name))
        target = .screen(name)
      }
    case .identifier(let id):
      if block.kind == .controller {
        reportQuotedController(id)
      } else if id.name.isEmpty {
        report(.emptyIdentifier(in: block.keyword.name), at: id.range)
      } else {
        targetID = selector
        target = .identifier(id.name)
      }
    case .className(let id):
      targetID = checkClass(
        id, as: .selector(block.kind), keyword: block.keyword.name, knownID: selector)
      target = .className(id.name)
    }
    settingBlockCount += 1
    let settings = Self.settings(of: context)
    // Each setting is copied once, into a local: an element read in place (from the array or its
    // buffer) is copied again for every mutating call it is passed to.
    for index in block.settings.indices {
      let node = block.settings[index]
      guard let (entry, value) = compileSetting(node, in: context, settings), let target else {
        continue
      }
      record(
        CheckedRule(
          kind: kind, target: target, entryIndex: entry, value: value, range: node.range),
        written: node.value.text, known: CompiledLayer.KnownParts(target: targetID))
    }
  }

  /// Adds a checked setting whose value is written `text`, the spelling kept only when it is not
  /// the canonical one.
  private mutating func record(
    _ rule: consuming CheckedRule, written text: String, known: CompiledLayer.KnownParts
  ) {
    if rule.entryIndex >= 0,
      !CompiledLayer.isCanonical(
        text, type: SettingCatalogue.entries[Int(rule.entryIndex)].type, value: rule.value)
    {
      rule.written = text
    }
    keep(rule, known: known)
  }

  /// Adds `rule` to the checked model and, packed, to the compiled layer (`CompiledLayer.append`,
  /// the one layout definition): the rule is packed where it is made, never copied out again.
  mutating func keep(_ rule: consuming CheckedRule, known: CompiledLayer.KnownParts) {
    output.append(rule, known: known)
    checked.rules.append(consume rule)
  }

  /// A block's settings: each name with its position in `SettingCatalogue.entries`, built once
  /// from the catalogue. A block takes a dozen names or fewer, most of them short enough to be
  /// stored inline, so a scan that compares them beats hashing the name.
  static let settingTable: [SettingBlock: [BlockSetting]] = {
    var table: [SettingBlock: [BlockSetting]] = [:]
    for (position, entry) in SettingCatalogue.entries.enumerated()
    where table[entry.block]?.contains(where: { $0.name == entry.name }) != true {
      table[entry.block, default: []].append(
        BlockSetting(name: entry.name, position: Int16(position)))
    }
    return table
  }()

  /// `settingTable` by `SettingBlock.all`'s order (see `settings(of:)`): a block's settings are
  /// read from an array, not hashed out of the dictionary, once per block compiled.
  static let settingTables: [[BlockSetting]] = SettingBlock.all.map { settingTable[$0] ?? [] }

  /// The settings `block` takes (`settingTable[block]`, read from `settingTables`).
  static func settings(of block: SettingBlock) -> [BlockSetting] {
    let position: Int
    switch block {
    case .feature(let feature): position = CaseOrdinal.of(feature)
    case .controller: position = Feature.allCases.count
    case .field: position = Feature.allCases.count + 1
    case .scrollView: position = Feature.allCases.count + 2
    }
    return settingTables[position]
  }

  /// A setting a block takes: its name there and its position in `SettingCatalogue.entries`.
  struct BlockSetting {
    var name: String
    var position: Int16
  }

  // MARK: - Settings

  /// Checks a setting's name against its block (`settings`: the block's entries by name, from
  /// `settingTable`) and its value against the setting's type; the first of each name in the
  /// block is recorded (`settingSeenIn`, `settingFirstAt`).
  mutating func compileSetting(
    _ node: SettingNode, in context: SettingBlock,
    _ settings: [BlockSetting]
  ) -> (Int16, SettingValue)? {
    let name = node.name
    guard let entry = settings.first(where: { $0.name == name })?.position else {
      reportUnknownSetting(node, in: context)
      return nil
    }
    // A block's names are its entries, one each: the same position is the same name.
    if settingSeenIn[Int(entry)] == settingBlockCount, let first = settingFirstAt[Int(entry)] {
      report(
        .duplicateSetting(name, in: context), at: node.nameRange,
        notes: [.firstSet(at: first)])
      return nil
    }
    settingSeenIn[Int(entry)] = settingBlockCount
    settingFirstAt[Int(entry)] = node.nameRange
    let type = SettingCatalogue.entries[Int(entry)].type
    guard let value = convert(node.value, to: type, setting: name) else { return nil }
    return (entry, value)
  }

  private mutating func reportUnknownSetting(_ node: SettingNode, in context: SettingBlock) {
    let name = node.name
    let homes = SettingCatalogue.blocks(allowing: name)
    if !homes.isEmpty {
      var notes: [Diagnostic.Note] = [.settingBelongs(name, to: homes)]
      if context == .controller, let feature = Feature(rawValue: name) {
        notes.append(.switchFeatureForController(feature))
      }
      if case .feature(let feature) = context, name.hasPrefix("\(feature.rawValue).") {
        let short = String(name.dropFirst(feature.rawValue.count + 1))
        notes.append(.writeShortName(short, inside: feature))
      }
      report(.settingInWrongBlock(name, in: context), at: node.nameRange, notes: notes)
      return
    }
    let own = SettingCatalogue.entries(in: context).map(\.name)
    var fixIts: [Diagnostic.FixIt] = []
    if let suggestion = Suggestions.closest(to: name, in: own) {
      fixIts.append(.replacing(node.nameRange, name, with: suggestion))
    }
    report(
      .unknownSetting(name, in: context), at: node.nameRange,
      notes: [.blockTakes(context, own)], fixIts: fixIts)
  }

  /// The value of a setting, or nil after reporting why it does not fit.
  private mutating func convert(
    _ value: ValueNode, to type: SettingType, setting: String
  )
    -> SettingValue?
  {
    if type == .viewIDs { return convertViewIDs(value, setting: setting) }
    guard value.rest.isEmpty else {
      let written = value.items.map { $0.kind == .string ? "\"\($0.text)\"" : $0.text }
      report(
        .tooManyValues(setting, found: written.joined(separator: ", ")), at: value.listRange)
      return nil
    }
    let text = value.text
    // How the value is shown in a message (worked out only when one is reported).
    var shown: String { value.kind == .string ? "\"\(text)\"" : text }
    func wrongType(_ replacement: String?) {
      report(
        .wrongValueType(setting, expects: type, found: shown), at: value.range,
        fixIts: replacement.map { [.replacing(value.range, shown, with: $0)] } ?? [])
    }
    switch type {
    case .bool, .mode:
      if let value = type.value(of: text, kind: value.kind) { return value }
      let (yes, no) = type.switchWords ?? ("true", "false")
      let lowered = text.lowercased()
      let truthy: Set<String> = ["true", "on", "yes", "enabled", "1"]
      let falsy: Set<String> = ["false", "off", "no", "disabled", "0"]
      if truthy.contains(lowered) {
        wrongType(yes)
      } else if falsy.contains(lowered) {
        wrongType(no)
      } else {
        wrongType(value.kind == .word ? Suggestions.closest(to: text, in: [yes, no]) : nil)
      }
      return nil
    case .distance:
      let number = DecimalNumber.value(text)
      switch value.kind {
      case .number:
        guard let number, number.isFinite else {
          report(.nonFiniteDistance(setting, found: shown), at: value.range)
          return nil
        }
        guard number >= 0 else {
          report(
            .negativeDistance(setting, found: shown), at: value.range, notes: [.distanceIsGap])
          return nil
        }
        guard LengthRange.contains(number) else {
          report(.lengthOutOfRange(setting, found: shown), at: value.range)
          return nil
        }
        return .number(number == 0 ? 0 : number)
      case .word where ["inf", "infinity", "nan"].contains(text.lowercased()):
        report(.nonFiniteDistance(setting, found: shown), at: value.range)
        return nil
      default:
        wrongType(value.kind == .string && number?.isFinite == true ? text : nil)
        return nil
      }
    case .choice(let choice):
      let words = choice.words
      if let value = type.value(of: text, kind: value.kind) { return value }
      if value.kind != .word {
        wrongType(words.contains(text) ? text : nil)
        return nil
      }
      let suggestion = Suggestions.closest(to: text, in: words)
      report(
        .unknownValue(text, for: setting, expected: type), at: value.range,
        fixIts: suggestion.map { [.replacing(value.range, text, with: $0)] } ?? [])
      return nil
    case .viewIDs:
      return nil  // converted above
    }
  }

  /// `keep-visible = "login-button", "forgot-password"` (or `none`): quoted, non-empty view
  /// ids, each once (a repeat is a warning and left out); nil after reporting a bad value.
  private mutating func convertViewIDs(_ value: ValueNode, setting: String) -> SettingValue? {
    let items = value.items
    if items.count == 1, value.kind == .word, value.text == ViewIDList.noneWord {
      return .viewIDs([])
    }
    var ids: [String] = []
    var seen: [String: SourceRange] = [:]
    var valid = true
    var previousEnd = value.range.start
    for item in items {
      defer { previousEnd = item.range.end }
      switch item.kind {
      case .string where item.text.isEmpty:
        report(.emptyViewID(setting), at: item.range)
        valid = false
      case .string:
        if let first = seen[item.text] {
          report(
            .duplicateViewID(item.text, in: setting), at: item.range,
            notes: [.firstSet(at: first)],
            fixIts: [
              .removing(
                ", " + ViewIDList.quoted(item.text),
                at: SourceRange(start: previousEnd, end: item.range.end))
            ])
          continue
        }
        seen[item.text] = item.range
        ids.append(item.text)
      case .word where item.text == ViewIDList.noneWord:
        report(.noneInViewIDList(setting), at: item.range)
        valid = false
      case .word, .number:
        // A bare word is most likely an unquoted id: offer the quotes.
        let quoted = ViewIDList.quoted(item.text)
        report(
          .wrongValueType(setting, expects: .viewIDs, found: item.text), at: item.range,
          fixIts: item.kind == .word ? [.replacing(item.range, item.text, with: quoted)] : [])
        valid = false
      }
    }
    return valid ? .viewIDs(ids) : nil
  }
}
