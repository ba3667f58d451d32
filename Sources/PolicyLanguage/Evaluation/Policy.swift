/// A compiled, immutable policy: the default layer merged with the user's rules, indexed for
/// hash-probe lookups. Answers "what applies to this field, and because of which rule?".
///
/// ```swift
/// let result = Policy.compile(SourceFile(path: "app.kbpolicy", text: text))
/// guard let policy = result.policy else { /* render result.diagnostics */ }
/// let decision = policy.decide(for: FieldContext(identifier: "email", classChain: ["UITextField"]))
/// ```
public struct Policy: Sendable {
  /// The path the embedded default layer is attributed to in every explanation.
  public static let defaultPolicyPath = "rules/default.kbpolicy"

  /// The embedded default policy as a source file (path `defaultPolicyPath`), for rendering
  /// default-layer locations.
  public static let defaultSource = SourceFile(path: defaultPolicyPath, text: DefaultPolicy.text)

  /// The class hierarchy: UIKit's plus the classes the policy declares.
  public var classHierarchy: ClassHierarchy { ClassHierarchy(declared: storage.classes) }
  /// `toolbar { deep-containers ... }`, in list order (order matters, grammar.md "Field order"):
  /// the default layer's entries, then the policy's, without repeats.
  public var deepContainers: [String] { storage.deepContainers }
  /// `resign-on-touch { ignore-touches-in ... }`: the default layer's entries, then the policy's.
  public var ignoreTouchesIn: [String] { storage.ignoreTouchesIn }
  /// The `deep-containers` entry behind `deepContainers[index]` (the first that names the class),
  /// with where it is written.
  public func deepContainerEntry(at index: Int) -> PolicyRule {
    storage.rule(at: Int(storage.deepContainerPositions[index]))
  }
  /// The `ignore-touches-in` entry behind `ignoreTouchesIn[index]` (the first that names the
  /// class), with where it is written.
  public func ignoreTouchesInEntry(at index: Int) -> PolicyRule {
    storage.rule(at: Int(storage.ignoreTouchesInPositions[index]))
  }
  /// Every compiled rule with its location: the default layer's (when included) first, then the
  /// policy's, each in source order. `rules[i].order == i`.
  public var rules: PolicyRules { PolicyRules(storage: storage) }
  /// Whether the default layer is part of this policy (false after `extends none`).
  public var includesDefaultLayer: Bool { storage.includesDefaultLayer }

  /// The compiled policy (immutable, shared by copies).
  let storage: PolicyStorage
  var index: PolicyIndex { storage.index }

  init(layers: [CompiledLayer], includesDefaultLayer: Bool) {
    storage = PolicyStorage(layers: layers, includesDefaultLayer: includesDefaultLayer)
  }

  /// Whether `other` is this very compiled policy (a copy of the same value), in constant time.
  /// Two policies compiled separately are never identical, even from the same text.
  public func isIdentical(to other: Policy) -> Bool { storage === other.storage }

  /// Compiles policy text, layered over the default policy unless it says `extends none`.
  public static func compile(_ source: SourceFile) -> CompileResult {
    compile(source, options: CompileOptions())
  }

  /// Compiles policy text with options (for example without the default layer).
  ///
  /// Never fails: problems come back as diagnostics (sorted by position), and `policy` is nil
  /// when any of them is an error.
  public static func compile(_ source: SourceFile, options: CompileOptions) -> CompileResult {
    let (file, layer, checked, diagnostics, syntaxErrors) = compileLayer(
      source, layer: .user, appClasses: options.appClasses)
    guard !diagnostics.contains(where: { $0.severity == .error }) else {
      return CompileResult(
        policy: nil, diagnostics: diagnostics, file: file, hasSyntaxErrors: syntaxErrors,
        checked: syntaxErrors ? nil : checked)
    }
    let includesDefault = options.includesDefaultLayer && layer.extendsDefault
    let layers = includesDefault ? [defaultLayer, layer] : [layer]
    return CompileResult(
      policy: Policy(layers: layers, includesDefaultLayer: includesDefault),
      diagnostics: diagnostics,
      file: file, checked: checked)
  }

  /// The default layer, compiled once: packed, and as the compiler checked it.
  private static let defaultCompiled = compileLayer(defaultSource, layer: .default)

  /// The compiled default layer.
  static let defaultLayer: CompiledLayer = defaultCompiled.layer

  /// What the embedded default policy (`rules/default.kbpolicy`) means, as the compiler checked
  /// it: the one reading of the default layer (lint's defaults come from here).
  public static let defaultChecked: CheckedPolicy = defaultCompiled.checked

  /// Parses and compiles one file into a layer, with every diagnostic in source order and
  /// whether the parse had errors.
  static func compileLayer(
    _ source: SourceFile, layer: PolicyRule.Layer, appClasses: [String: String] = [:]
  )
    -> (
      file: PolicyFile, layer: CompiledLayer, checked: CheckedPolicy, diagnostics: [Diagnostic],
      syntaxErrors: Bool
    )
  {
    let (file, parseDiagnostics) = Parser.parse(source)
    let syntaxErrors = parseDiagnostics.contains { $0.severity == .error }
    var compiler = Compiler(
      file: file, layer: layer, hasParseErrors: syntaxErrors, appClasses: appClasses)
    let compiled = compiler.compile()
    let all = (parseDiagnostics + compiler.diagnostics).enumerated().sorted {
      ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset)
    }.map(\.element)
    return (file, compiled, compiler.checked, all, syntaxErrors)
  }

  /// What a parsed file means, as the compiler checks it as the user layer (for a caller that
  /// holds a syntax tree without its compile result).
  package static func checked(
    _ file: PolicyFile, appClasses: [String: String] = [:]
  ) -> CheckedPolicy {
    var compiler = Compiler(
      file: file, layer: .user, hasParseErrors: false, appClasses: appClasses)
    _ = compiler.compile()
    return compiler.checked
  }

  /// `chain` extended with the superclasses this policy knows for its last element, so a
  /// partial chain (`["CheckoutViewController"]`) still matches rules for its superclasses.
  func fullChain(_ chain: [String]) -> [String] {
    guard let last = chain.last, classHierarchy.superclass(of: last) != nil else { return chain }
    var result = chain
    var seen = Set(chain)
    for name in classHierarchy.chain(of: last).dropFirst() where seen.insert(name).inserted {
      result.append(name)
    }
    return result
  }
}
