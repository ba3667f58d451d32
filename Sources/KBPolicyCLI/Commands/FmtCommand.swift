import PolicyFormatter
import PolicyLanguage
import PolicyLint

/// `kbpolicy fmt FILE... [--check]`: rewrites policies in the canonical layout.
struct FmtCommand: Command {
  static let name = "fmt"
  static let summary = "format policies in the canonical layout"
  static let help = """
    usage: kbpolicy fmt FILE... [--check]

    Rewrites each policy file (a directory means every .kbpolicy file below it) in the one
    canonical layout: two-space indentation, one setting per line, class lists wrapped at 100
    columns, one blank line between blocks, comments kept in place. There are no options.
    Files are replaced atomically; a file with syntax errors is reported and left untouched.
    '-' reads standard input and writes the result to standard output.

    options:
      --check        change nothing; list the files that would change and exit 3

    exit: 0 success, 1 a file has syntax errors, 2 usage or I/O error, 3 --check: a file would change

    """
  static let arguments = ArgumentSpec(flags: ["--check"], allowsPositionals: true)

  var files: [String]
  var check: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    guard !parsed.positionals.isEmpty else { throw UsageError("missing policy file") }
    files = parsed.positionals
    check = parsed.has("--check")
  }

  func run(console: Console) throws(UsageError) -> ExitCode {
    let paths = try FileIO.expand(files, suffix: ".kbpolicy", console: console)
    guard !paths.isEmpty else {
      throw UsageError("no .kbpolicy files in \(files.map { "'\($0)'" }.joined(separator: ", "))")
    }
    var inputs: [(path: String, bytes: [UInt8], source: SourceFile)] = []
    for path in paths {
      let bytes = try FileIO.readBytes(path, console: console)
      let text = try FileIO.text(of: bytes, path: path)
      inputs.append((path, bytes, SourceFile(path: FileIO.displayName(path), text: text)))
    }
    var broken = false
    var wouldChange = false
    for (path, bytes, source) in inputs {
      let result = Formatter.format(source)
      guard let formatted = result.text else {
        let errors = result.diagnostics.filter { $0.severity == .error }
        console.report(errors, sources: [source.path: source], style: .human)
        console.err(
          "\(DiagnosticRenderer.escaped(source.path)): not formatted: fix the syntax errors first\n"
        )
        broken = true
        continue
      }
      let changed = formatted != source.text
      if path == "-" {
        if check {
          if changed {
            console.err("<stdin> would be reformatted\n")
            wouldChange = true
          }
        } else {
          console.out(formatted)
        }
        continue
      }
      guard changed else { continue }
      if check {
        console.err("\(DiagnosticRenderer.escaped(path)) would be reformatted\n")
        wouldChange = true
      } else {
        if let kind = FileIO.nonRegularKind(path) {
          throw UsageError(
            "cannot format '\(path)' in place: it is \(kind), not a file; 'kbpolicy fmt -' "
              + "formats standard input to standard output")
        }
        try FileIO.replace(path, original: bytes, with: formatted)
        console.err("reformatted \(DiagnosticRenderer.escaped(path))\n")
      }
    }
    if broken { return .inputErrors }
    return wouldChange ? .wouldChange : .success
  }
}
