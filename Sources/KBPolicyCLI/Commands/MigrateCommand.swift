import InterfaceBuilder
import PolicyLanguage
import PolicyMigration
import SourceReader

/// `kbpolicy migrate PATH... [--out FILE] [--report FILE] [--iq-version N] [--check]`: an app's
/// IQKeyboardManager configuration, read from its Swift and Objective-C code, as a policy and a
/// report.
struct MigrateCommand: Command {
  static let name = "migrate"
  static let summary = "write a policy from an app's IQKeyboardManager configuration in code"
  static let help = """
    usage: kbpolicy migrate PATH... [--out FILE] [--report FILE] [--iq-version 4|5|6|7|8] [--check]

    Reads the Swift and Objective-C files in PATH (files and directories: .swift, .m, .mm, .h;
    storyboards and xibs for their IQ runtime attributes and outlets; Podfile.lock,
    Package.resolved and Cartfile.resolved for the IQ version) and writes the
    policy their IQKeyboardManager configuration amounts to, formatted as 'kbpolicy fmt' does,
    each rule with a comment naming its source line. IQKeyboardManager's own sources (vendored or
    renamed) are recognised by their definitions and skipped. A report goes to standard error:
    every IQ statement mapped (with its policy lines), every one not mapped (with the reason and
    the line to write by hand), leaks (a screen's change never put back), the classes declared,
    the IQ version used and the lines to delete.

    options:
      --out FILE        write the policy to FILE (atomically; default: standard output)
      --report FILE     also write the report as JSON to FILE ('-': standard output)
      --iq-version N    the IQKeyboardManager major version (4 to 8); default: the lock file's,
                        else what the spellings reveal, else 8 (the report says it was assumed)
      --check           write nothing; list every IQ statement still in PATH and exit 1 if any

    exit: 0 success, 1 --check: IQ configuration remains (or a storyboard is not XML),
          2 usage or I/O error

    """
  static let arguments = ArgumentSpec(
    options: ["--out", "--report", "--iq-version"], flags: ["--check"], allowsPositionals: true)

  /// The suffixes read below a directory.
  static let suffixes = [
    ".swift", ".m", ".mm", ".h", ".storyboard", ".xib", "Podfile.lock", "Package.resolved",
    "Cartfile.resolved",
  ]

  var paths: [String]
  var out: String?
  var report: String?
  var version: Int?
  var check: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    guard !parsed.positionals.isEmpty else { throw UsageError("missing source file or directory") }
    paths = parsed.positionals
    out = parsed.value("--out")
    report = parsed.value("--report")
    check = parsed.has("--check")
    if let text = parsed.value("--iq-version") {
      guard let number = Int(text), (4...8).contains(number) else {
        throw UsageError("--iq-version takes 4, 5, 6, 7 or 8, not '\(text)'")
      }
      version = number
    }
    if check, out != nil || report != nil {
      throw UsageError("--check writes nothing: it does not take --out or --report")
    }
    if report == "-", out == nil || out == "-" {
      throw UsageError("--report - and the policy would share standard output: give --out FILE")
    }
    if out != nil, out == report, out != "-" {
      throw UsageError("--out and --report name the same file '\(out!)'")
    }
    if paths.contains("-") {
      throw UsageError("migrate reads files and directories, not standard input")
    }
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let files = try FileIO.expand(paths, suffixes: Self.suffixes, console: console)
    try checkOutputs(inputs: files)
    var readings: [SourceReading] = []
    var lockfiles: [(path: String, text: String)] = []
    var documents: [(path: String, scan: IQDocumentScan)] = []
    for path in files {
      let bytes = try FileIO.readBytes(path, console: console)
      if let language = SourceLanguage.of(path: path) {
        readings.append(Self.reading(path: path, bytes: bytes, language: language))
      } else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
        guard let scan = IQDocumentScan.scan(bytes) else {
          throw UsageError(
            "'\(path)' is not a well-formed storyboard or xib", exitCode: .inputErrors)
        }
        documents.append((path, scan))
      } else if Self.suffixes.contains(where: { path.hasSuffix($0) }) {
        lockfiles.append((path, String(decoding: bytes, as: UTF8.self)))
      } else {
        throw UsageError(
          "'\(path)' is not a Swift, Objective-C, storyboard or xib file (.swift, .m, .mm, .h, .storyboard, .xib)"
        )
      }
    }
    guard !readings.isEmpty || !documents.isEmpty else {
      throw UsageError(
        "no Swift or Objective-C files in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
    }
    let result = PolicyMigration.migrate(
      readings, documents: documents, version: version, lockfiles: lockfiles)
    if check { return Self.check(result, console: console) }
    guard result.policyErrors.isEmpty else {
      for error in result.policyErrors.prefix(MigrationReportRenderer.maximumItems) {
        console.err(
          "error: the migrated policy does not compile: \(DiagnosticRenderer.escaped(error))\n")
      }
      return .inputErrors
    }
    if let report {
      try FileIO.writeOutput(MigrationReportRenderer.json(result), to: report, console: console)
    }
    if let out, out != "-" {
      try FileIO.writeOutput(result.policy, to: out, console: console)
    } else {
      console.out(result.policy)
    }
    console.err(MigrationReportRenderer.text(result, wrote: out.flatMap { $0 == "-" ? nil : $0 }))
    return .success
  }

  /// One file's reading, as much of it as the migration keeps until the end
  /// (`SourceReading.compacted()`): files are read one at a time, and a file's bytes, tokens and
  /// statements outside IQ's are let go before the next is read.
  static func reading(path: String, bytes: [UInt8], language: SourceLanguage) -> SourceReading {
    SourceReader.read(path: path, bytes: bytes, language: language).compacted()
  }

  /// `--check`: every IQ statement still in the input, one `file:line` each; exit 1 if any.
  static func check(_ result: MigrationResult, console: Console) -> ExitCode {
    let remaining = result.remaining
    for location in remaining.prefix(MigrationReportRenderer.maximumItems) {
      console.err(
        "\(DiagnosticRenderer.escaped(location.description)): IQKeyboardManager configuration remains\n"
      )
    }
    if remaining.count > MigrationReportRenderer.maximumItems {
      console.err("... and \(remaining.count - MigrationReportRenderer.maximumItems) more\n")
    }
    guard remaining.isEmpty else {
      console.err(
        "\(remaining.count) IQKeyboardManager statement\(remaining.count == 1 ? "" : "s") remain\(remaining.count == 1 ? "s" : "")\n"
      )
      return .inputErrors
    }
    return .success
  }
}
