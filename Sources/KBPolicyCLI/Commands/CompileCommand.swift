import Foundation
import PolicyLanguage

/// `kbpolicy compile FILE [--format text|json] [--no-default]`: the compiled policy, every rule
/// with its source location (default layer first), for people or for tools.
struct CompileCommand: Command {
  static let name = "compile"
  static let summary = "print the compiled policy: every rule with its source location"
  static let help = """
    usage: kbpolicy compile FILE [--format text|json] [--no-default]

    Compiles one policy file ('-' reads standard input) layered over the embedded default
    policy, and prints every compiled rule with its file:line:column, default-layer rules first.
    Diagnostics go to standard error; with errors nothing is printed to standard output.

    options:
      --format F     text (default) or json (stable key order)
      --no-default   leave out the default layer, as if the file said 'extends none'

    exit: 0 compiled, 1 the policy has errors, 2 usage or I/O error

    """
  static let arguments = ArgumentSpec(
    options: ["--format"], flags: ["--no-default"], allowsPositionals: true)

  enum Format: String {
    case text, json
  }

  var file: String
  var format: Format
  var includesDefaultLayer: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    guard let file = parsed.positionals.first else { throw UsageError("missing policy file") }
    guard parsed.positionals.count == 1 else {
      throw UsageError("compile takes one file, got \(parsed.positionals.count)")
    }
    self.file = file
    let format = parsed.value("--format") ?? "text"
    guard let value = Format(rawValue: format) else {
      throw UsageError("unknown format '\(format)' (expected text or json)")
    }
    self.format = value
    self.includesDefaultLayer = !parsed.has("--no-default")
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let source = SourceFile(
      path: file == "-" ? "<stdin>" : file, text: try FileIO.readText(file, console: console))
    let result = Policy.compile(
      source, options: CompileOptions(includesDefaultLayer: includesDefaultLayer))
    if !result.diagnostics.isEmpty {
      console.report(result.diagnostics, sources: [source.path: source], style: .human)
    }
    guard let policy = result.policy else { return .inputErrors }
    switch format {
    case .text: console.out(TerminalText.safe(Self.text(policy, path: source.path)))
    case .json: console.out(try Self.json(policy, path: source.path))
    }
    return .success
  }

  // MARK: - Text

  static func text(_ policy: Policy, path: String) -> String {
    var text = "policy \(path)"
    text +=
      policy.includesDefaultLayer
      ? " (over \(Policy.defaultPolicyPath))\n" : " (no default layer)\n"
    let classes = policy.classHierarchy.custom.sorted { $0.key < $1.key }
    if !classes.isEmpty {
      text += "\nclasses:\n"
      for (name, superclass) in classes { text += "  \(name): \(superclass)\n" }
    }
    text += "\ndeep-containers: \(policy.deepContainers.joined(separator: ", "))\n"
    text += "ignore-touches-in: \(policy.ignoreTouchesIn.joined(separator: ", "))\n"
    text += "\nrules:\n"
    let locations = policy.rules.map { "\($0.location)" }
    let width = locations.map(\.count).max() ?? 0
    for (rule, location) in zip(policy.rules, locations) {
      let layer = rule.layer == .default ? "default" : "rule   "
      text +=
        "  \(location.padding(toLength: width, withPad: " ", startingAt: 0))  \(layer)  \(rule.text)\n"
    }
    return text
  }

  // MARK: - JSON

  static func json(_ policy: Policy, path: String) throws(UsageError) -> String {
    let object: [String: Any] = [
      "file": path,
      "includesDefaultLayer": policy.includesDefaultLayer,
      "classes": policy.classHierarchy.custom,
      "deepContainers": policy.deepContainers,
      "ignoreTouchesIn": policy.ignoreTouchesIn,
      "rules": policy.rules.map(jsonObject),
    ]
    do {
      let data = try JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      return String(decoding: data, as: UTF8.self) + "\n"
    } catch {
      throw UsageError("cannot encode the policy as JSON: \(error.localizedDescription)")
    }
  }

  static func jsonObject(_ rule: PolicyRule) -> [String: Any] {
    var object: [String: Any] = [
      "kind": rule.kind.rawValue,
      "layer": rule.layer.rawValue,
      "file": rule.location.file,
      "line": rule.location.line,
      "column": rule.location.column,
      "order": rule.order,
      "text": rule.text,
    ]
    if let feature = rule.feature { object["feature"] = feature.rawValue }
    if let list = rule.list { object["list"] = list.rawValue }
    switch rule.target {
    case .identifier(let id)?: object["target"] = ["identifier": id]
    case .className(let name)?: object["target"] = ["class": name]
    case .screen(let name)?: object["target"] = ["screen": name]
    case nil: break
    }
    if let setting = rule.setting { object["setting"] = setting }
    switch rule.value {
    case .bool(let value)?: object["value"] = value
    case .number(let value)?:
      object["value"] =
        value.rounded() == value && abs(value) < 1e15 ? Int(value) as Any : value as Any
    case .order(let value)?: object["value"] = value.rawValue
    case .previousNext(let value)?: object["value"] = value.rawValue
    case .returnKey(let value)?: object["value"] = value.rawValue
    case .viewIDs(let ids)?: object["value"] = ids
    case nil: break
    }
    return object
  }
}
