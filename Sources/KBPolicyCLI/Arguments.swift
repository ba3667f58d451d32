import PolicyLanguage

/// A small argv parser in the shape of swift-argument-parser: each command declares its options,
/// flags and whether it takes positional arguments; anything else is a usage error.
public struct ArgumentSpec: Sendable {
  /// Options that take a value: `--policy P` or `--policy=P`. Given once, unless repeatable.
  public var options: Set<String>
  /// The options that may be given more than once (`lint --scene A --scene B`).
  public var repeatable: Set<String>
  /// Flags without a value: `--strict`.
  public var flags: Set<String>
  /// Whether positional arguments are allowed.
  public var allowsPositionals: Bool

  /// Creates a spec.
  public init(
    options: Set<String> = [], repeatable: Set<String> = [], flags: Set<String> = [],
    allowsPositionals: Bool = false
  ) {
    self.options = options.union(repeatable)
    self.repeatable = repeatable
    self.flags = flags
    self.allowsPositionals = allowsPositionals
  }
}

/// Parsed command-line arguments.
public struct ParsedArguments: Sendable, Equatable {
  /// Positional arguments in order (`-` means standard input).
  public var positionals: [String] = []
  /// Option values in order, by option name (with the dashes).
  public var values: [String: [String]] = [:]
  /// Flags that were given.
  public var flags: Set<String> = []

  /// The last value of `option`, if given.
  public func value(_ option: String) -> String? { values[option]?.last }
  /// Every value of a repeatable option.
  public func allValues(_ option: String) -> [String] { values[option] ?? [] }
  /// Whether `flag` was given.
  public func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of a required option, or a usage error naming it.
  public func required(_ option: String) throws(UsageError) -> String {
    guard let value = value(option) else { throw UsageError("missing required option '\(option)'") }
    return value
  }

  /// Parses `arguments` (without the command name) against `spec`.
  public static func parse(_ arguments: [String], spec: ArgumentSpec) throws(UsageError)
    -> ParsedArguments
  {
    var result = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        guard spec.allowsPositionals else { throw UsageError("unexpected argument '\(argument)'") }
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if spec.flags.contains(name) {
        guard inlineValue == nil else { throw UsageError("flag '\(name)' takes no value") }
        guard !result.flags.contains(name) else {
          throw UsageError("flag '\(name)' is given more than once")
        }
        result.flags.insert(name)
      } else if spec.options.contains(name) {
        if result.values[name] != nil, !spec.repeatable.contains(name) {
          throw UsageError("option '\(name)' is given more than once; it takes one value")
        }
        if let inlineValue {
          result.values[name, default: []].append(inlineValue)
        } else {
          guard index < arguments.count else { throw UsageError("option '\(name)' needs a value") }
          result.values[name, default: []].append(arguments[index])
          index += 1
        }
      } else {
        let known = Array(spec.options) + Array(spec.flags)
        let hint = Suggestions.closest(to: name, in: known).map { ": did you mean '\($0)'?" } ?? ""
        throw UsageError("unknown option '\(name)'\(hint)")
      }
    }
    return result
  }
}
