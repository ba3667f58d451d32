/// Checks a parsed policy file and turns it into rules (grammar.md, "Part 1").
///
/// Checks the statement order (`version 1` first), `extends`, class declarations (duplicates,
/// cycles, UIKit names), block and setting names, value types and ranges, duplicate blocks and
/// settings, and every class name (did-you-mean against UIKit's classes and the file's own).
/// Reports every problem it finds; never stops early.
struct Compiler {
  let file: PolicyFile
  let layer: PolicyRule.Layer
  /// True when the parser already reported errors: "missing version" and "empty file" are then
  /// left out, since the statement may be the one that failed to parse.
  let hasParseErrors: Bool

  var diagnostics: [Diagnostic] = []
  /// What the file means, checked and typed (`CheckedPolicy`): each rule is packed from it into
  /// `output` as it is checked (`keep(_:known:)`).
  var checked: CheckedPolicy
  /// What the compiler produces: names, packed rules, class declarations.
  var output: CompiledLayer
  /// The settings met so far in the block being compiled (a duplicate's note points at the
  /// first): per position in `SettingCatalogue.entries`, the number of the block that set it
  /// first (`settingBlockCount`) and where its name is. A new block is one increment, nothing
  /// is cleared.
  var settingSeenIn = [Int32](repeating: 0, count: SettingCatalogue.entries.count)
  var settingFirstAt: [SourceRange?] = Array(repeating: nil, count: SettingCatalogue.entries.count)
  /// How many blocks of settings have been compiled: the current one's number.
  var settingBlockCount: Int32 = 0
  /// Per statement position: the name id of a kept class declaration's superclass (-1 for any
  /// other statement), from `collectClasses`.
  var declaredSuperclass: [Int32] = []
  /// Per name id of `output.names`: the position in `file.statements` of the class's kept
  /// declaration (no duplicate, no UIKit name), `Compiler.appClass` for a class only the app's
  /// code declares (`CompileOptions.appClasses`), or -1.
  var declaredAt: [Int32] = []
  /// Classes the app's code declares (class → superclass), known as if the file declared them;
  /// the file's own declarations win.
  let appClasses: [String: String]
  /// Per name id: 0 not looked up yet, 1 a UIKit class (or `NSObject`), 2 not one.
  var uikitState: [UInt8] = []
  /// The first entry of each class in each feature's lists of each kind, file-wide (see
  /// `recordIfRepeated`): per name id, the latest of its first entries in `firstEntries` (-1:
  /// none), each linking to the one before.
  var firstEntryHead: [Int32] = []
  var firstEntries: [FirstEntry] = []
  /// The first rule block of each kind on each selector (see `firstRuleBlock`): per name id,
  /// the latest in `firstRuleBlocks` (-1: none), each linking to the one before.
  var firstRuleBlockHead: [Int32] = []
  var firstRuleBlocks: [FirstRuleBlock] = []
  /// How many feature blocks and class lists have been compiled: the current one's number.
  var featureBlockCount: Int32 = 0
  var classListCount: Int32 = 0
  /// Every class name the file mentions (see `mentionedClasses()`), once worked out.
  var mentioned: Set<String>?
  /// Did-you-mean candidates, once worked out (see `closestKnownClass(to:)`,
  /// `closestMentionedClass(to:)`).
  var knownClassCandidates: SuggestionIndex?
  var mentionedClassCandidates: SuggestionIndex?
  var warnedUnknown: Set<String> = []
  /// The declared classes by lowercased prefix, for `controller "name"` (built once, when first
  /// needed).
  var classPrefixes: ClassPrefixIndex?
  var extendsDefault = true
  /// Whether any `extends` statement of the file says `none` (the statement may follow the
  /// blocks; set before them, by `checkHeader`).
  var saysExtendsNone = false

  /// The `declaredAt` mark of a class only the app's code declares.
  static let appClass: Int32 = -2

  init(
    file: PolicyFile, layer: PolicyRule.Layer, hasParseErrors: Bool,
    appClasses: [String: String] = [:]
  ) {
    self.file = file
    self.layer = layer
    self.hasParseErrors = hasParseErrors
    self.appClasses = appClasses
    self.output = CompiledLayer(file: file.range.start.file, layer: layer)
    self.checked = CheckedPolicy(file: file.range.start.file, layer: layer)
    // About one name per statement (a class declaration, a rule block's selector).
    output.names.reserveCapacity(
      names: file.statements.count,
      bytes: min(file.statements.count * 32, file.range.end.offset))
  }

  /// Whether name `id` is one of UIKit's classes or `NSObject` (looked up once per name).
  mutating func isUIKit(_ id: Int32, _ name: String) -> Bool {
    if uikitState[Int(id)] == 0 {
      uikitState[Int(id)] = UIKitClasses.isUIKitOrRoot(name) ? 1 : 2
    }
    return uikitState[Int(id)] == 1
  }

  /// The kept declaration of class `id` (see `declaredAt`).
  func declaration(_ id: Int32) -> ClassDeclaration? {
    let at = declaredAt[Int(id)]
    guard at >= 0, case .classDeclaration(let node) = file.statements[Int(at)] else { return nil }
    return node
  }

  /// The id of `name` in `output.names` (stored if new), with the per-name tables grown to match.
  mutating func nameID(_ name: String) -> Int32 {
    let id = output.names.intern(name)
    // Rules intern their own names (targets, words) too: catch up with all of them.
    while declaredAt.count < output.names.count {
      declaredAt.append(-1)
      uikitState.append(0)
      firstEntryHead.append(-1)
      firstRuleBlockHead.append(-1)
    }
    return id
  }

  /// Compiles the file; diagnostics are in `diagnostics` afterwards.
  mutating func compile() -> CompiledLayer {
    reserveCheckedModel()
    collectClasses()
    checkHeader()
    // Feature blocks by feature: the first block's keyword.
    var featureBlocks: [Feature: SourceRange] = [:]
    for (position, statement) in file.statements.enumerated() {
      switch statement {
      case .version, .extends:
        break
      case .classDeclaration(let node):
        // A kept declaration's superclass was interned by `collectClasses`.
        let known = declaredSuperclass.isEmpty ? -1 : declaredSuperclass[position]
        checkClass(node.superclass, as: .superclass, knownID: known)
      case .feature(let block):
        if let first = featureBlocks[block.feature] {
          report(
            .duplicateBlock(block.keyword.name), at: block.keyword.range,
            notes: [.firstBlock(block.keyword.name, at: first)])
        } else {
          featureBlocks[block.feature] = block.keyword.range
        }
        compileFeatureBlock(block)
      case .rule(let block):
        let selector = nameID(block.selector.identifier.name)
        if let first = firstRuleBlock(block, selector: selector) {
          report(
            .duplicateRuleBlock(block.kind, block.selector),
            at: block.selector.identifier.range.union(block.keyword.range),
            notes: [.firstBlock(PolicyMessage.describe(block.kind, block.selector), at: first)])
        }
        compileRuleBlock(block, selector: selector)
      }
    }
    output.extendsDefault = extendsDefault
    checked.extendsDefault = extendsDefault
    return output
  }

  /// Reserves the checked model's arrays for the file (one count over the statements: an array
  /// that grows copies its elements again at every doubling).
  private mutating func reserveCheckedModel() {
    var usages = 0
    var rules = 0
    var classes = appClasses.count
    for statement in file.statements {
      switch statement {
      case .classDeclaration:
        usages += 1
        classes += 1
      case .rule(let block):
        usages += 1
        rules += block.settings.count
      case .feature(let block):
        for item in block.items {
          switch item {
          case .setting: rules += 1
          case .classList(let list):
            usages += list.classes.count
            rules += list.classes.count
          }
        }
      case .version, .extends: break
      }
    }
    checked.classUsages.reserveCapacity(usages)
    checked.classes.reserveCapacity(classes)
    checked.rules.reserveCapacity(rules)
    output.rules.reserveCapacity(rules)
  }

  mutating func report(
    _ message: PolicyMessage, at range: SourceRange, notes: [Diagnostic.Note] = [],
    fixIts: [Diagnostic.FixIt] = []
  ) {
    diagnostics.append(Diagnostic(message, at: range, notes: notes, fixIts: fixIts))
  }

  // MARK: - Header

  /// `version 1` first and exactly once; `extends` at most once, `none` or `default`.
  private mutating func checkHeader() {
    let statements = file.statements
    guard let first = statements.first else {
      if !hasParseErrors {
        let start = SourceRange(at: file.range.start)
        report(
          .emptyFile, at: start, fixIts: [.inserting("version 1", at: start, as: "version 1\n")])
      }
      return
    }
    var seenVersion: VersionDeclaration?
    var seenExtends: ExtendsDeclaration?
    for (index, statement) in statements.enumerated() {
      switch statement {
      case .version(let node):
        if let previous = seenVersion {
          report(
            .duplicateVersion, at: node.range,
            notes: [.firstGiven("version", at: previous.range)])
          continue
        }
        seenVersion = node
        if index != 0 {
          report(.versionNotFirst, at: node.range, notes: [.policyStarts(at: first.range)])
        }
        if !(node.value.kind == .number && node.value.text == "1") {
          let shown = node.value.kind == .string ? "\"\(node.value.text)\"" : node.value.text
          report(
            .unsupportedVersion(shown), at: node.value.range,
            fixIts: [.replacing(node.value.range, shown, with: "1")])
        }
      case .extends(let node):
        if node.target.name == "none" { saysExtendsNone = true }
        if let previous = seenExtends {
          report(
            .duplicateExtends, at: node.range,
            notes: [.firstGiven("extends", at: previous.range)])
          continue
        }
        seenExtends = node
        switch node.target.name {
        case "none": extendsDefault = false
        case "default": extendsDefault = true
        default:
          let suggestion = Suggestions.closest(to: node.target.name, in: ["none", "default"])
          report(
            .unknownExtendsTarget(node.target.name), at: node.target.range,
            fixIts: suggestion.map { [.replacing(node.target.range, node.target.name, with: $0)] }
              ?? [])
        }
      default:
        break
      }
    }
    if seenVersion == nil, !hasParseErrors {
      let start = SourceRange(at: file.range.start)
      report(
        .missingVersion, at: SourceRange(at: first.range.start),
        fixIts: [.inserting("version 1", at: start, as: "version 1\n")])
    }
  }
}

extension Compiler {
  /// The first rule block of its kind on a selector, as the duplicate-block check (W003)
  /// compares them: the block's kind and its selector's name, as a class or as a quoted
  /// identifier.
  struct FirstRuleBlock {
    /// The block's kind and its selector's kind: `RuleKind`'s ordinal × 2, + 1 for a class.
    var key: UInt8
    /// The first block's keyword.
    var keyword: SourceRange
    /// The next first block on the same name (another kind), or -1.
    var next: Int32
  }

  /// The keyword of the first block like `block` (same kind, same selector `selector` read the
  /// same way), or nil when `block` is the first: it is then recorded. A name's first blocks are
  /// a short chain (at most one per kind and selector kind), so no dictionary is hashed.
  mutating func firstRuleBlock(_ block: RuleBlock, selector: Int32) -> SourceRange? {
    var isClass: UInt8 = 0
    if case .className = block.selector { isClass = 1 }
    let key = UInt8(CaseOrdinal.of(block.kind)) * 2 + isClass
    var at = firstRuleBlockHead[Int(selector)]
    while at >= 0 {
      if firstRuleBlocks[Int(at)].key == key { return firstRuleBlocks[Int(at)].keyword }
      at = firstRuleBlocks[Int(at)].next
    }
    firstRuleBlocks.append(
      FirstRuleBlock(
        key: key, keyword: block.keyword.range, next: firstRuleBlockHead[Int(selector)]))
    firstRuleBlockHead[Int(selector)] = Int32(firstRuleBlocks.count - 1)
    return nil
  }
}
