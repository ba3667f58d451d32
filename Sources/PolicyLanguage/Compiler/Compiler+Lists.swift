extension Compiler {
  // MARK: - Class lists

  /// The first entry of a class among a feature's lists of one kind.
  struct FirstEntry {
    /// The feature and list kind (`listKey`).
    var key: UInt8
    /// Where the first entry names the class, in this file (its two points: a copy needs no
    /// retain of the file's name).
    var start: SourcePoint
    var end: SourcePoint
    /// The number of the written list it is in (`classListCount` then).
    var list: Int32
    /// The feature block of the latest entry of the class in these lists (`featureBlockCount`).
    var lastBlock: Int32
    /// The next first entry of the same class (another feature or list kind) in `firstEntries`,
    /// or -1.
    var next: Int32
  }

  /// A feature and a list kind as one small number (a class's first entries are told apart by
  /// it).
  static func listKey(_ feature: Feature, _ list: ClassListKind) -> UInt8 {
    UInt8(feature.ordinal * ClassListKind.allCases.count + CaseOrdinal.of(list))
  }

  /// `disable in A, B` and the other lists of a feature block: every entry is checked as a class
  /// and recorded (`checked.classUsages`), every repeat recorded (`checked.duplicateEntries`);
  /// the entries of a list that belongs in the block become rules (a repeat in the same block
  /// is a warning and left out). A list in the wrong block is an error of its own: its names
  /// are recorded, not reported.
  mutating func compileClassList(_ list: ClassListNode, in feature: Feature) {
    classListCount += 1
    let belongs = SettingCatalogue.allows(list.kind, in: feature)
    if !belongs {
      let home: Feature = list.kind == .deepContainers ? .toolbar : .resignOnTouch
      report(.listInWrongBlock(list.kind, in: feature, home: home), at: list.keywordRange)
    }
    compileScreenEntries(list, in: feature, belongs: belongs)
    let role = CheckedClassUsage.Role.list(feature, list.kind, removes: list.removes)
    if list.removes {
      for id in list.classes { checkClass(id, as: role, reports: false) }
      if belongs { compileRemoval(list, in: feature) }
      return
    }
    // Each name is copied once, into a local: an element read in place is copied again for
    // every mutating call it is passed to.
    for index in list.classes.indices {
      let id = list.classes[index]
      let entry = checkClass(id, as: role, reports: belongs)
      let warned = recordIfRepeated(
        id, name: entry, at: index, in: list, of: feature, belongs: belongs)
      guard belongs, !warned else { continue }
      keep(
        CheckedRule(
          kind: .classListEntry, feature: feature, list: list.kind,
          target: .className(id.name), entryIndex: -1, range: id.range),
        known: CompiledLayer.KnownParts(target: entry))
    }
  }

  /// The `screen "Name"` entries of a list: in `enable in` and `disable in` each becomes a
  /// list-entry rule on a screen target (a repeat of a screen in the same list is left out);
  /// in another list each is E062. A `remove` of a screen removes nothing (the default layer
  /// lists no screen): W004.
  private mutating func compileScreenEntries(
    _ list: ClassListNode, in feature: Feature, belongs: Bool
  ) {
    guard !list.screens.isEmpty else { return }
    guard list.kind == .enableIn || list.kind == .disableIn else {
      for entry in list.screens { report(.screenInList(list.kind), at: entry.range) }
      return
    }
    var seen: Set<String> = []
    for entry in list.screens {
      guard let name = checkScreenName(.identifier(entry)) else { continue }
      if list.removes {
        guard layer == .user, !saysExtendsNone else { continue }
        report(
          .notInDefaultList("screen \"\(name)\"", list.kind, of: feature), at: entry.range,
          notes: [
            .defaultListHolds(list.kind, of: feature, Self.defaultEntries(feature, list.kind))
          ])
        continue
      }
      guard belongs else { continue }
      guard seen.insert(name).inserted else {
        report(.duplicateListEntry("screen \"\(name)\"", in: list.kind), at: entry.range)
        continue
      }
      let target = nameID(PolicyRule.Target.screenKey(name))
      keep(
        CheckedRule(
          kind: .classListEntry, feature: feature, list: list.kind, target: .screen(name),
          range: entry.range), known: CompiledLayer.KnownParts(target: target))
    }
  }

  /// A screen's name, or nil after reporting why it is no name (E062): unquoted, empty, or with
  /// a quote, a control character or a space at either end.
  mutating func checkScreenName(_ selector: Selector) -> String? {
    switch selector {
    case .className(let id):
      report(
        .unquotedScreenName(id.name), at: id.range,
        fixIts: [.replacing(id.range, id.name, with: "\"\(id.name)\"")])
      return nil
    case .identifier(let id):
      let name = id.name
      guard !name.isEmpty else {
        report(.emptyScreenName, at: id.range)
        return nil
      }
      let bad = name.unicodeScalars.contains {
        $0 == "\"" || $0.properties.generalCategory == .control
      }
      guard !bad, name.first?.isWhitespace != true, name.last?.isWhitespace != true else {
        report(.malformedScreenName(name), at: id.range)
        return nil
      }
      return name
    }
  }

  /// Records entry `index` of `list` (`id`, name id `name`) in `checked.duplicateEntries` when
  /// an earlier entry of `feature`'s lists of the same kind names the same class; a walk of the
  /// class's first entries (at most one per feature and list kind) per entry. Warns (W002) when the earlier entry is in the same feature block and the
  /// list `belongs` there.
  ///
  /// - Returns: whether it warned (the entry is then left out of the rules).
  private mutating func recordIfRepeated(
    _ id: Identifier, name: Int32, at index: Int, in list: ClassListNode, of feature: Feature,
    belongs: Bool
  ) -> Bool {
    let key = Self.listKey(feature, list.kind)
    var at = firstEntryHead[Int(name)]
    while at >= 0, firstEntries[Int(at)].key != key { at = firstEntries[Int(at)].next }
    guard at >= 0 else {
      firstEntries.append(
        FirstEntry(
          key: key, start: id.range.startPoint, end: id.range.endPoint, list: classListCount,
          lastBlock: featureBlockCount,
          next: firstEntryHead[Int(name)]))
      firstEntryHead[Int(name)] = Int32(firstEntries.count - 1)
      return false
    }
    let first = firstEntries[Int(at)]
    firstEntries[Int(at)].lastBlock = featureBlockCount
    checked.duplicateEntries.append(
      CheckedDuplicateEntry(
        entry: CheckedListEntry(feature: feature, list: list.kind, name: id.name, range: id.range),
        first: SourceRange(file: id.range.file, start: first.start, end: first.end),
        sameList: first.list == classListCount, listRange: list.range,
        index: index))
    guard belongs, first.lastBlock == featureBlockCount else { return false }
    report(.duplicateListEntry(id.name, in: list.kind), at: id.range)
    return true
  }

  /// `remove disable in A, B`: each class must be an entry of the default layer's same list of
  /// the same feature; the entries are left out when the layers are put together.
  mutating func compileRemoval(_ list: ClassListNode, in feature: Feature) {
    guard layer == .user else { return }
    guard !saysExtendsNone else {
      report(.removeUnderExtendsNone(list.kind), at: list.keywordRange)
      return
    }
    let defaults = Self.defaultEntries(feature, list.kind)
    for id in list.classes {
      guard defaults.contains(id.name) else {
        let suggestion = Suggestions.closest(to: id.name, in: defaults)
        report(
          .notInDefaultList(id.name, list.kind, of: feature), at: id.range,
          notes: [
            defaults.isEmpty
              ? .defaultListIsEmpty(list.kind, of: feature)
              : .defaultListHolds(list.kind, of: feature, defaults)
          ],
          fixIts: suggestion.map { [.replacing(id.range, id.name, with: $0)] } ?? [])
        continue
      }
      output.removals.append((feature, list.kind, nameID(id.name)))
      checked.removals.append(
        CheckedListEntry(feature: feature, list: list.kind, name: id.name, range: id.range))
    }
  }

  /// The class names of the default layer's `list` in `feature`, in order.
  static func defaultEntries(_ feature: Feature, _ list: ClassListKind) -> [String] {
    let layer = Policy.defaultLayer
    return layer.rules.compactMap { rule in
      guard rule.kind == .classListEntry, rule.feature == feature, rule.list == list,
        rule.target >= 0
      else { return nil }
      return layer.names.name(rule.target)
    }
  }
}
