import Foundation
import PolicyFormatter
import PolicyLanguage
import PolicyLint
import TestSupport
import Testing

/// The formatter's third promise, next to idempotence and meaning (`FormatterPropertyTests`):
/// formatting never changes what `lint` reports, `lint(fmt(x)) == lint(x)` (the same codes, each
/// as many times). The cases are the idempotence suite's generated policies, and the same
/// policies mutated towards what moves under `fmt`: suppression comments (on their own line, at
/// the end of a list's first, middle or last line) over long class lists with unknown and
/// repeated classes, written on one line or wrapped by hand. `KBPOLICY_SOAK_CASES` sets the number
/// of cases (default 300).
@Suite struct FormatterLintPropertyTests {
  static let seed: UInt64 = 0x4C49_4E54_464D_5421  // "LINTFMT!"

  @Test func formattingNeverChangesWhatLintReports() {
    let cases = ProcessInfo.processInfo.environment["KBPOLICY_SOAK_CASES"].flatMap(Int.init) ?? 300
    var random = SeededRandom(seed: Self.seed)
    var failures = 0
    var suppressed = 0
    var findings = 0
    for number in 0..<cases {
      let caseSeed = random.next()
      var generator = SeededRandom(seed: caseSeed)
      var text = PolicyTextGenerator.policy(&generator)
      if number % 4 != 0 { text = LintMutator.mutate(text, &generator) }
      let source = SourceFile(path: "generated.kbpolicy", text: text)
      guard let formatted = Formatter.format(source).text else { continue }
      let before = Linter().lint(source)
      let after = Linter().lint(SourceFile(path: "generated.kbpolicy", text: formatted))
      findings += before.count
      // Whether a suppression silences something here: without them, lint finds more.
      let unsuppressed = Linter().lint(
        SourceFile(
          path: "generated.kbpolicy",
          text: text.replacingOccurrences(of: "kbpolicy: ignore", with: "kbpolicy ignore")))
      if unsuppressed.count > before.count { suppressed += 1 }
      guard Self.counts(before) != Self.counts(after) else { continue }
      failures += 1
      Issue.record(
        """
        case \(number) (suite seed \(Self.seed), case seed \(caseSeed)): lint changes after fmt
        before: \(Self.counts(before).sorted { $0.key < $1.key })
        after:  \(Self.counts(after).sorted { $0.key < $1.key })
        --- policy ---
        \(text)
        --- formatted ---
        \(formatted)
        """)
      if failures >= 3 { break }
    }
    // The cases must exercise lint: findings, and suppressions that silence some of them.
    #expect(findings > cases, "only \(findings) findings over \(cases) cases")
    #expect(suppressed * 5 >= cases, "only \(suppressed) of \(cases) cases silence a finding")
  }

  /// A case found by the fuzzer of issue #24: a suppression on its own line before a class list
  /// longer than a line covers every entry; `fmt` wraps the list, and the entries it moves to
  /// the next lines stay covered.
  @Test func aWrappedListKeepsItsSuppression() throws {
    let names = (0..<12).map { "MysteryViewController\($0)" }.joined(separator: ", ")
    let text = """
      version 1

      avoidance {
        # kbpolicy: ignore unknown-class -- classes from a framework the linter cannot see
        disable in \(names)
      }

      """
    let source = SourceFile(path: "a.kbpolicy", text: text)
    let formatted = try #require(Formatter.format(source).text)
    // 12 names of 22 or 23 characters cannot fit in one line: the list is wrapped.
    #expect(formatted.split(separator: "\n").count > text.split(separator: "\n").count)
    #expect(Linter().lint(source).isEmpty)
    #expect(Linter().lint(SourceFile(path: "a.kbpolicy", text: formatted)).isEmpty)
  }

  static func counts(_ diagnostics: [Diagnostic]) -> [String: Int] {
    diagnostics.reduce(into: [:]) { $0[$1.code, default: 0] += 1 }
  }
}

/// Mutates a generated policy towards what `fmt` moves: adds a feature block with a long class
/// list (unknown classes, repeats), wrapped by hand or not, with suppression comments in every
/// place one can stand, and scatters suppressions after other lines.
enum LintMutator {
  static let rules = ["unknown-class", "duplicate-entry", "L007", "L004", "dead-enable"]

  static func mutate(_ text: String, _ r: inout SeededRandom) -> String {
    var lines = text.components(separatedBy: "\n")
    // Suppressions at the end of random lines (never inside a comment line).
    for _ in 0..<r.below(3) where !lines.isEmpty {
      let index = r.below(lines.count)
      let line = lines[index]
      guard !line.contains("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
        continue
      }
      lines[index] = line + "  # kbpolicy: ignore \(r.pick(rules)) -- generated"
    }
    var out = lines.joined(separator: "\n")
    if !out.hasSuffix("\n") { out += "\n" }
    out += "\n" + block(&r)
    return out
  }

  /// `toolbar`/`resign-on-touch` block holding one long list with suppressions.
  static func block(_ r: inout SeededRandom) -> String {
    let feature = r.pick(["toolbar", "resign-on-touch"])
    let count = 2 + r.below(14)
    var names: [String] = []
    for index in 0..<count {
      if index > 0, r.chance(15) {
        names.append(r.pick(names))
      } else if r.chance(50) {
        names.append("Mystery\(r.below(40))ViewController")
      } else {
        names.append(r.pick(PolicyTextGenerator.controllers))
      }
    }
    let suppression =
      "# kbpolicy: ignore \(r.pick(rules))\(r.chance(50) ? ", \(r.pick(rules))" : "") -- generated"
    var text = "\(feature) {\n"
    let place = r.below(5)  // 0 own line before, 1 first line, 2 middle, 3 last line, 4 none
    if place == 0 { text += "  \(suppression)\n" }
    var lines: [String] = []
    var current = "  disable in " + names[0]
    for name in names.dropFirst() {
      if r.chance(30) {
        lines.append(current + ",")
        current = "      " + name
      } else {
        current += ", " + name
      }
    }
    lines.append(current)
    for (index, line) in lines.enumerated() {
      let trailing =
        (place == 1 && index == 0) || (place == 2 && index == lines.count / 2 && index > 0)
        || (place == 3 && index == lines.count - 1)
      text += line + (trailing ? "  " + suppression : "") + "\n"
    }
    text += "}\n"
    return text
  }
}
