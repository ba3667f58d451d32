import Foundation
import PolicyLanguage

/// A policy loaded for the runtime: the compiled policy (or, when the text has errors, the
/// default layer alone), its source and syntax tree, and every diagnostic.
public struct LoadedPolicy: Sendable {
  /// The policy the runtime uses.
  public var policy: Policy
  /// The policy's text (for explanations' what-if edits); `nil` when built from a `Policy`.
  public var source: SourceFile?
  /// The syntax tree (near misses in explanations).
  public var syntax: PolicyFile?
  /// Every diagnostic of loading and compiling (warnings included).
  public var diagnostics: [Diagnostic]
  /// True when the policy had errors (or could not be read) and the default layer is used instead.
  public var usedFallback: Bool

  /// Creates a loaded policy.
  public init(
    policy: Policy, source: SourceFile?, syntax: PolicyFile?, diagnostics: [Diagnostic],
    usedFallback: Bool
  ) {
    self.policy = policy
    self.source = source
    self.syntax = syntax
    self.diagnostics = diagnostics
    self.usedFallback = usedFallback
  }

  /// The largest policy file the runtime reads (as the parser's limit).
  public static let maximumFileSize = 16 << 20

  /// Compiles `text`. Diagnostics of any severity go to `onDiagnostics`; when there are errors
  /// the default layer is used instead and `onFailure` is called (by default it stops a debug
  /// build with the rendered diagnostics and does nothing in a release build).
  public static func load(
    text: String, path: String = "app.kbpolicy",
    onDiagnostics: @Sendable ([Diagnostic], String) -> Void = { _, _ in },
    onFailure: PolicyFailureHandler = .stopInDebugBuilds
  ) -> LoadedPolicy {
    let source = SourceFile(path: path, text: text)
    let compiled = Policy.compile(source)
    let rendered = DiagnosticRenderer(style: .human).render(
      compiled.diagnostics, sources: [path: source, Policy.defaultPolicyPath: Policy.defaultSource])
    if !compiled.diagnostics.isEmpty { onDiagnostics(compiled.diagnostics, rendered) }
    if let policy = compiled.policy, !compiled.hasErrors {
      return LoadedPolicy(
        policy: policy, source: source, syntax: compiled.file, diagnostics: compiled.diagnostics,
        usedFallback: false)
    }
    onFailure.handle(
      PolicyLoadFailure(path: path, diagnostics: compiled.diagnostics, message: rendered))
    return fallback(path: path, diagnostics: compiled.diagnostics)
  }

  /// Loads `name.ext` from `bundle` (`Bundle.main` in an app, `Bundle.module` in a package). A
  /// missing, unreadable, non-UTF-8 or oversized resource is a failure like a policy with errors
  /// (code `R001`, `R002` or `R003`).
  public static func load(
    resource name: String, withExtension ext: String = "kbpolicy", in bundle: Bundle,
    onDiagnostics: @Sendable ([Diagnostic], String) -> Void = { _, _ in },
    onFailure: PolicyFailureHandler = .stopInDebugBuilds
  ) -> LoadedPolicy {
    let path = "\(name).\(ext)"
    func fail(_ message: RuntimeMessage) -> LoadedPolicy {
      let diagnostic = Diagnostic(
        message, at: SourceRange(at: SourceLocation(file: path, line: 1, column: 1, offset: 0)))
      let rendered = "error[\(diagnostic.code)]: \(diagnostic.message)"
      onDiagnostics([diagnostic], rendered)
      onFailure.handle(PolicyLoadFailure(path: path, diagnostics: [diagnostic], message: rendered))
      return fallback(path: path, diagnostics: [diagnostic])
    }
    guard let url = bundle.url(forResource: name, withExtension: ext) else {
      return fail(.notInBundle(path))
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
    guard let size else { return fail(.cannotRead(path)) }
    guard size <= maximumFileSize else { return fail(.tooLarge(path, bytes: size)) }
    guard let data = try? Data(contentsOf: url) else { return fail(.cannotRead(path)) }
    guard let text = String(data: data, encoding: .utf8) else { return fail(.notUTF8(path)) }
    return load(text: text, path: path, onDiagnostics: onDiagnostics, onFailure: onFailure)
  }

  /// The default layer alone, keeping the diagnostics that caused the fallback.
  static func fallback(path: String, diagnostics: [Diagnostic]) -> LoadedPolicy {
    let source = SourceFile(path: path, text: "version 1\n")
    let compiled = Policy.compile(source)
    // The default layer always compiles (a test keeps it so); `Policy.compile` of "version 1"
    // cannot fail, so the force is never taken.
    guard let policy = compiled.policy else {
      preconditionFailure("the embedded default policy does not compile")
    }
    return LoadedPolicy(
      policy: policy, source: nil, syntax: nil, diagnostics: diagnostics, usedFallback: true)
  }
}

/// What happens when a policy cannot be used: the host decides. The default stops a debug build
/// (`assertionFailure` with the rendered diagnostics, which `-O` builds compile out) and lets a
/// release build carry on with the default layer.
public struct PolicyFailureHandler: Sendable {
  /// Called once per failed load.
  public var handle: @Sendable (PolicyLoadFailure) -> Void

  /// Creates a handler.
  public init(_ handle: @escaping @Sendable (PolicyLoadFailure) -> Void) {
    self.handle = handle
  }

  /// `assertionFailure(failure.message)`: stops debug builds, nothing in release builds.
  public static let stopInDebugBuilds = PolicyFailureHandler { failure in
    assertionFailure(failure.message)
  }

  /// Does nothing (the diagnostics still reach `onDiagnostics` and `LoadedPolicy.diagnostics`).
  public static let ignore = PolicyFailureHandler { _ in }
}

/// A policy that could not be used: where, why, and the diagnostics rendered as `kbpolicy check`
/// prints them.
public struct PolicyLoadFailure: Error, Sendable {
  /// The policy's path (or resource name).
  public var path: String
  /// The diagnostics.
  public var diagnostics: [Diagnostic]
  /// The diagnostics rendered for people.
  public var message: String
}
