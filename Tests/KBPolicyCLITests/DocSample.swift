import Foundation
import Testing

/// One fenced code block of README.md or grammar.md, with where it is, so a failing check can
/// point at it (`README.md:123`).
struct DocSample: CustomTestStringConvertible, Sendable {
  /// The document, relative to the repository (`README.md`).
  var file: String
  /// The 1-based line of the opening fence.
  var line: Int
  /// The fence's language (`json`, `sh`, `ebnf`), empty when none.
  var language: String
  /// The lines between the fences.
  var lines: [String]

  var testDescription: String { "\(file):\(line)" }

  /// What a block is, by its first lines.
  enum Kind: Equatable {
    /// `$ kbpolicy …` lines, each followed by the output it prints (`[...]` marks cut lines).
    case commands
    /// A policy: starts with `version` (comments and blank lines aside).
    case policy
    /// Policy statements without `version 1` (an excerpt).
    case policyExcerpt
    /// A rendered diagnostic (`error[E040]: …`, then `--> file:line:column`).
    case diagnostic
    /// Commands to type with no output shown (`swift run kbpolicy …`, `kbpolicy …`).
    case commandsOnly
    /// Anything else (grammar, JSON, YAML, shell, tables of output with no command).
    case other
  }

  var kind: Kind {
    guard language.isEmpty || language == "console" || language == "sh" else { return .other }
    let meaningful = lines.filter {
      let t = $0.trimmingCharacters(in: .whitespaces)
      return !t.isEmpty && !t.hasPrefix("#")
    }
    guard let first = meaningful.first, notRun == nil else { return .other }
    if first.hasPrefix("$ ") { return .commands }
    // A policy test file (`.kbtest`) also starts with `version`; it names a policy and a scene.
    let isPolicyTest = meaningful.contains {
      $0.hasPrefix("policy ") || $0.hasPrefix("scene ") || $0.hasPrefix("test ")
    }
    if language.isEmpty, first.hasPrefix("version "), !isPolicyTest { return .policy }
    if first.hasPrefix("error[") || first.hasPrefix("warning[") { return .diagnostic }
    let word = first.split(separator: " ").first.map(String.init) ?? ""
    if language.isEmpty, first.contains("{"),
      ["avoidance", "toolbar", "resign-on-touch", "controller", "field", "scroll-view", "class"]
        .contains(word)
    {
      return .policyExcerpt
    }
    if meaningful.contains(where: { DocSample.isCommand($0) }) { return .commandsOnly }
    return .other
  }

  /// Whether a line runs the tool: `kbpolicy …` or `swift run kbpolicy …`.
  static func isCommand(_ line: String) -> Bool {
    line.hasPrefix("kbpolicy ") || line.hasPrefix("swift run kbpolicy ")
  }

  /// Every fenced block of `file`.
  static func blocks(in file: String, text: String) -> [DocSample] {
    var samples: [DocSample] = []
    var open: DocSample?
    var previous = ""
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      defer { if open == nil, !trimmed.hasPrefix("```") { previous = trimmed } }
      if trimmed.hasPrefix("```") {
        if let block = open {
          samples.append(block)
          open = nil
        } else {
          let indent = line.prefix { $0 == " " }.count
          open = DocSample(
            file: file, line: index + 1, language: String(trimmed.dropFirst(3)), lines: [])
          open?.indent = indent
          if previous.hasPrefix("<!-- not run:"), previous.hasSuffix("-->") {
            open?.notRun = String(previous.dropFirst(13).dropLast(3))
              .trimmingCharacters(in: .whitespaces)
          }
        }
        continue
      }
      if open != nil {
        let indent = open?.indent ?? 0
        open?.lines.append(line.count >= indent ? String(line.dropFirst(indent)) : line)
      }
    }
    return samples
  }

  /// The fence's own indentation (list items indent their blocks); stripped from every line.
  var indent = 0
  /// Why the block is not checked, from a `<!-- not run: REASON -->` line right before its fence
  /// (for output that needs an edit first); nil for every other block.
  var notRun: String?

  /// Command lines typed outside fences (four-space indented blocks), which no test would run:
  /// `(line, text)` for each.
  static func unfencedCommands(in text: String) -> [(Int, String)] {
    var result: [(Int, String)] = []
    var inFence = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if !inFence, line.hasPrefix("    "), isCommand(line.trimmingCharacters(in: .whitespaces)) {
        result.append((index + 1, line))
      }
    }
    return result
  }
}

/// A command sample: the command line(s) and the output shown under it.
struct CommandSample {
  /// The command as typed, continuation lines joined.
  var command: String
  /// The 1-based line in the document.
  var line: Int
  /// The shown output (may be empty: only the exit code is checked then).
  var output: [String]

  /// The `$ ` commands of a block with the output after each.
  static func parse(_ sample: DocSample) -> [CommandSample] {
    var result: [CommandSample] = []
    var index = 0
    while index < sample.lines.count {
      let line = sample.lines[index]
      guard line.hasPrefix("$ ") else {
        if !result.isEmpty { result[result.count - 1].output.append(line) }
        index += 1
        continue
      }
      let start = index
      let command = joined(sample.lines, from: &index, first: String(line.dropFirst(2)))
      result.append(CommandSample(command: command, line: sample.line + 1 + start, output: []))
      index += 1
    }
    for i in result.indices {
      while result[i].output.last?.trimmingCharacters(in: .whitespaces).isEmpty == true {
        result[i].output.removeLast()
      }
    }
    return result
  }

  /// `first` (the line at `index`) with the lines it continues onto with a trailing `\`,
  /// joined by single spaces; `index` ends on the last line used.
  static func joined(_ lines: [String], from index: inout Int, first: String) -> String {
    var command = first
    while command.hasSuffix("\\"), index + 1 < lines.count {
      index += 1
      command =
        command.dropLast().trimmingCharacters(in: .whitespaces) + " "
        + lines[index].trimmingCharacters(in: .whitespaces)
    }
    return command
  }

  /// Commands of a block that only shows commands: each line (joined over `\`) that runs the
  /// tool and names no placeholder (`FILE`, `[--check]`, `$VAR`).
  static func runnable(_ sample: DocSample) -> [CommandSample] {
    var result: [CommandSample] = []
    var index = 0
    while index < sample.lines.count {
      let start = index
      var command = joined(
        sample.lines, from: &index, first: sample.lines[index].trimmingCharacters(in: .whitespaces))
      index += 1
      if let hash = command.range(of: " #") { command = String(command[..<hash.lowerBound]) }
      guard DocSample.isCommand(command), !isSynopsis(command) else { continue }
      result.append(CommandSample(command: command, line: sample.line + 1 + start, output: []))
    }
    return result
  }

  /// A usage synopsis rather than a command: options in brackets, alternatives, placeholders.
  static func isSynopsis(_ command: String) -> Bool {
    if command.contains("[") || command.contains("|") || command.contains("$")
      || command.contains("...") || command.contains("…")
    {
      return true
    }
    return command.split(separator: " ").contains { word in
      word.count <= 4 && word.allSatisfy { $0.isUppercase || $0 == "." } && word.first!.isUppercase
        || word == "FILE" || word.hasPrefix("FILE")
    }
  }

  /// The arguments after `kbpolicy` (or `swift run kbpolicy`), split at spaces; double-quoted
  /// words keep their spaces.
  var arguments: [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in command {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " ", !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
    if words.first == "-q" { words.removeFirst() }
    if words.first == "kbpolicy" { words.removeFirst() }
    return words
  }
}

/// Compares printed text with a shown sample where `[...]` stands for any number of lines.
enum SampleMatch {
  /// nil when `actual` matches `expected`; else which shown line differs and what was printed.
  static func mismatch(expected: [String], actual: [String]) -> String? {
    let expected = expected.map(trimmed)
    let actual = actual.map(trimmed)
    // Segments between `[...]` lines.
    var segments: [[String]] = [[]]
    var segmentStarts: [Int] = [0]
    for (i, line) in expected.enumerated() {
      if line.trimmingCharacters(in: .whitespaces) == "[...]" {
        segments.append([])
        segmentStarts.append(i + 1)
      } else {
        segments[segments.count - 1].append(line)
      }
    }
    let anchoredStart = expected.first?.trimmingCharacters(in: .whitespaces) != "[...]"
    let anchoredEnd = expected.last?.trimmingCharacters(in: .whitespaces) != "[...]"
    var position = 0
    for (s, segment) in segments.enumerated() where !segment.isEmpty {
      let isFirst = s == 0
      let isLast = s == segments.count - 1
      var candidates: [Int]
      if isFirst && anchoredStart {
        candidates = [0]
      } else if isLast && anchoredEnd {
        candidates = [max(position, actual.count - segment.count)]
      } else {
        candidates = Array(position...max(position, actual.count))
      }
      var best: (at: Int, matched: Int) = (candidates.first ?? position, -1)
      var found: Int?
      for at in candidates {
        var matched = 0
        while matched < segment.count, at + matched < actual.count,
          actual[at + matched] == segment[matched]
        {
          matched += 1
        }
        if matched == segment.count {
          found = at
          break
        }
        if matched > best.matched { best = (at, matched) }
      }
      if let found {
        position = found + segment.count
        continue
      }
      let line = best.at + best.matched
      let shownLine = segmentStarts[s] + best.matched + 1
      let printed = line < actual.count ? "'\(actual[line])'" : "nothing (the output ended)"
      return
        "shown line \(shownLine) of the output, '\(segment[best.matched])', is not what the tool prints: it prints \(printed) there"
    }
    if anchoredEnd, position != actual.count, !(segments.last?.isEmpty ?? true) {
      return
        "the tool prints more after the sample's last line: '\(actual[min(position, actual.count - 1)])' (add a '[...]' line to cut it)"
    }
    return nil
  }

  private static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }
}
