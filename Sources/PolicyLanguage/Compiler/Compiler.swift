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
  /// What the file means, checked and typed (`CheckedPolicy`): the rules are packed from it
  /// into `output` when the file is compiled.
  var checked: CheckedPolicy
  /// What the compiler produces: names, packed rules, class declarations.
  var output: CompiledLayer
  /// Per rule of `checked.rules`: what packing it needs that the compiler already worked out
  /// (its target's name id, its setting's code), so `CompiledLayer.append` looks nothing up.
  var packing: [CompiledLayer.KnownParts] = []
  /// The settings met so far in the block being compiled (a duplicate's note points at the
  /// first), reused from block to block.
  var seenSettings: [(name: String, nameRange: SourceRange)] = []
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
    }
    return id
  }

  /// Compiles the file; diagnostics are in `diagnostics` afterwards.
  mutating func compile() -> CompiledLayer {
    reserveCheckedModel()
    collectClasses()
    checkHeader()
    var featureBlocks: [Feature: FeatureBlock] = [:]
    // Rule blocks by kind, selector kind and selector name id: the first block's keyword.
    var ruleBlocks: [RuleBlockKey: SourceRange] = [:]
    ruleBlocks.reserveCapacity(file.statements.count)
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
            notes: [.firstBlock(block.keyword.name, at: first.keyword.range)])
        } else {
          featureBlocks[block.feature] = block
        }
        compileFeatureBlock(block)
      case .rule(let block):
        var isClass = false
        if case .className = block.selector { isClass = true }
        let key = RuleBlockKey(
          kind: block.kind, name: nameID(block.selector.identifier.name), isClass: isClass)
        if let first = ruleBlocks[key] {
          report(
            .duplicateRuleBlock(block.kind, block.selector),
            at: block.selector.identifier.range.union(block.keyword.range),
            notes: [.firstBlock(PolicyMessage.describe(block.kind, block.selector), at: first)])
        } else {
          ruleBlocks[key] = block.keyword.range
        }
        compileRuleBlock(block)
      }
    }
    output.extendsDefault = extendsDefault
    checked.extendsDefault = extendsDefault
    output.rules.reserveCapacity(checked.rules.count)
    for index in checked.rules.indices {
      output.append(checked.rules[index], known: packing[index])
    }
    packing = []
    checked.classes.reserveCapacity(output.classes.count)
    for (name, superclass) in output.classes {
      // The declaration's own strings (shared, not made again from the name store).
      if let node = declaration(name) {
        checked.classes.append(
          CheckedClass(
            name: node.name.name, superclass: node.superclass.name, range: node.name.range))
      } else {
        checked.classes.append(
          CheckedClass(
            name: output.names.name(name), superclass: output.names.name(superclass), range: nil))
      }
    }
    return output
  }

  /// Reserves the checked model's arrays for the file (one count over the statements: an array
  /// that grows copies its elements again at every doubling).
  private mutating func reserveCheckedModel() {
    var usages = 0
    var rules = 0
    for statement in file.statements {
      switch statement {
      case .classDeclaration: usages += 1
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
    checked.rules.reserveCapacity(rules)
    packing.reserveCapacity(rules)
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

/// A rule block's selector as the duplicate-block check (W003) compares it: the block's kind and
/// its selector's name, as a class or as a quoted identifier.
struct RuleBlockKey: Hashable {
  var kind: RuleKind
  var name: Int32
  var isClass: Bool
}
