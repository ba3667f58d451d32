import PolicyLanguage

/// A lint baseline (`kbpolicy lint --baseline FILE`, `--write-baseline FILE`): the findings a
/// policy had when the baseline was written, so a team adopting lint on an old policy fails only
/// on new findings.
///
/// An entry is keyed by the rule's code, the file (as reports name it: relative to the
/// repository root) and a fingerprint of what the finding points at (its code, the text of its
/// range and of its source line, spaces collapsed), never by line number: adding or removing
/// lines above a finding leaves its entry matching. The same key may appear several times (two
/// identical lines with the same finding); each entry matches one finding. The file is text, one
/// entry a line, sorted; each entry ends with the line it points at, for review:
///
/// ```
/// # kbpolicy lint baseline (kbpolicy lint --write-baseline); one finding a line
/// L008	app.kbpolicy	5b0c2e4f9a1d3e77	distance = 500
/// ```
///
/// Language errors (`E` codes: the policy does not compile) are never baselined.
public struct LintBaseline: Hashable, Sendable {
  /// One baselined finding.
  public struct Entry: Hashable, Sendable, Comparable {
    /// The rule's (or diagnostic's) code, `L008`.
    public var code: String
    /// The file, as reports name it.
    public var file: String
    /// The fingerprint of what the finding points at (16 hex digits).
    public var fingerprint: String
    /// The source line it points at, for people reading the file (not part of the key).
    public var excerpt: String

    /// Creates an entry.
    public init(code: String, file: String, fingerprint: String, excerpt: String) {
      self.code = code
      self.file = file
      self.fingerprint = fingerprint
      self.excerpt = excerpt
    }

    /// The key a finding must have to match the entry.
    var key: Key { Key(code: code, file: file, fingerprint: fingerprint) }

    /// Sorted by file, then code, then fingerprint.
    public static func < (a: Entry, b: Entry) -> Bool {
      (a.file, a.code, a.fingerprint, a.excerpt) < (b.file, b.code, b.fingerprint, b.excerpt)
    }
  }

  /// What identifies a finding across edits.
  struct Key: Hashable {
    var code: String
    var file: String
    var fingerprint: String
  }

  /// The entries, sorted.
  public var entries: [Entry]

  /// Creates a baseline (the entries are sorted).
  public init(entries: [Entry]) {
    self.entries = entries.sorted()
  }

  /// The first line of every baseline file.
  public static let header =
    "# kbpolicy lint baseline (kbpolicy lint --write-baseline); one finding a line:\n"
    + "# code, file, fingerprint of what it points at, the line (for review)\n"

  /// Whether a finding may be baselined: every one but a language error (`E` code).
  public static func admits(_ diagnostic: Diagnostic) -> Bool {
    !(diagnostic.severity == .error && diagnostic.code.hasPrefix("E"))
  }

  /// The baseline of every finding of `results` that may be baselined; `path` names each file
  /// as the baseline keys it (`ReportContext.reportPath`).
  public init(results: [LintFileResult], path: (String) -> String) {
    var entries: [Entry] = []
    for result in results {
      let file = path(result.source.path)
      for diagnostic in result.diagnostics where Self.admits(diagnostic) {
        entries.append(Self.entry(diagnostic, in: result.source, file: file))
      }
    }
    self.init(entries: entries)
  }

  /// The entry a finding would have.
  static func entry(_ diagnostic: Diagnostic, in source: SourceFile, file: String) -> Entry {
    let line = collapsed(source.lineText(diagnostic.range.start.line))
    let start = diagnostic.range.start.offset
    let end = max(start, diagnostic.range.end.offset)
    let bytes = source.text.utf8
    let count = bytes.count
    let range: String
    if start < count {
      let from = bytes.index(bytes.startIndex, offsetBy: start)
      let to = bytes.index(bytes.startIndex, offsetBy: min(end, count))
      range = collapsed(Substring(source.text[from..<to]))
    } else {
      range = ""
    }
    let fingerprint = Self.fingerprint([diagnostic.code, range, line])
    return Entry(
      code: diagnostic.code, file: file, fingerprint: fingerprint,
      excerpt: String(line.prefix(80)))
  }

  /// 64-bit FNV-1a over the parts (each followed by a NUL byte), as 16 hex digits: stable across
  /// runs and platforms (Swift's `Hasher` is seeded per process).
  static func fingerprint(_ parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for byte in part.utf8 + [0] {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Spaces and tabs collapsed to one space, trimmed; control characters dropped (so the
  /// excerpt cannot break the line format or a terminal).
  static func collapsed(_ text: Substring) -> String {
    var out = ""
    var space = false
    for scalar in text.unicodeScalars {
      if scalar == " " || scalar == "\t" {
        space = !out.isEmpty
        continue
      }
      if scalar.value < 0x20 || scalar.value == 0x7F { continue }
      if space { out.append(" ") }
      space = false
      out.unicodeScalars.append(scalar)
    }
    return out
  }

  /// The file's text: the header, then the entries one a line, tab-separated (a tab, line
  /// break or backslash in a file name escaped as `\t`, `\n`, `\\`).
  public var text: String {
    var out = Self.header
    for entry in entries {
      out +=
        [entry.code, Self.escaped(entry.file), entry.fingerprint, entry.excerpt]
        .joined(separator: "\t") + "\n"
    }
    return out
  }

  /// A problem in a baseline file: its line and what is wrong.
  public struct ParseError: Error, Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// What is wrong with it.
    public var message: String
  }

  /// Reads a baseline file: `#` lines and blank lines are skipped; every other line is an entry
  /// (code, file, fingerprint, excerpt; the excerpt may be missing).
  public static func parse(_ text: String) -> Result<LintBaseline, ParseError> {
    var entries: [Entry] = []
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = trimmed.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count >= 3, !fields[0].isEmpty, !fields[1].isEmpty,
        fields[2].count == 16, fields[2].allSatisfy(\.isHexDigit)
      else {
        return .failure(
          ParseError(
            line: number,
            message:
              "expected 'CODE<tab>FILE<tab>FINGERPRINT<tab>LINE' (16 hex digits of fingerprint)"
          ))
      }
      entries.append(
        Entry(
          code: String(fields[0]), file: unescaped(fields[1]), fingerprint: String(fields[2]),
          excerpt: fields.count > 3 ? String(fields[3]) : ""))
    }
    return .success(LintBaseline(entries: entries))
  }

  /// What applying a baseline to a run leaves.
  public struct Applied: Sendable {
    /// The results without the baselined findings.
    public var results: [LintFileResult]
    /// How many findings the baseline hid.
    public var hidden: Int
    /// The entries of files this run linted that matched no finding (fixed, or changed): the
    /// baseline can shrink by them.
    public var stale: [Entry]
  }

  /// Removes from `results` every finding an entry matches (each entry matches one finding);
  /// entries of the files linted that match nothing are stale. Linear in findings and entries.
  public func apply(to results: [LintFileResult], path: (String) -> String) -> Applied {
    var remaining: [Key: Int] = [:]
    for entry in entries { remaining[entry.key, default: 0] += 1 }
    var hidden = 0
    var linted: Set<String> = []
    var filtered: [LintFileResult] = []
    for result in results {
      let file = path(result.source.path)
      linted.insert(file)
      var kept: [Diagnostic] = []
      for diagnostic in result.diagnostics {
        guard Self.admits(diagnostic) else {
          kept.append(diagnostic)
          continue
        }
        let key = Self.entry(diagnostic, in: result.source, file: file).key
        if let left = remaining[key], left > 0 {
          remaining[key] = left - 1
          hidden += 1
        } else {
          kept.append(diagnostic)
        }
      }
      filtered.append(LintFileResult(source: result.source, diagnostics: kept))
    }
    var stale: [Entry] = []
    for entry in entries where linted.contains(entry.file) {
      if let left = remaining[entry.key], left > 0 {
        remaining[entry.key] = left - 1
        stale.append(entry)
      }
    }
    return Applied(results: filtered, hidden: hidden, stale: stale)
  }

  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case "\t": out += "\\t"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }

  static func unescaped(_ text: Substring) -> String {
    var out = ""
    var escaping = false
    for character in text {
      if escaping {
        out.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}
