import PolicyLanguage
import PolicyMigration
import SourceReader

/// `--sources PATH` (`lint`, `explain`): the app's Swift and Objective-C files, read for the
/// classes they declare (with their superclasses), so a policy may name a controller without a
/// `class` line.
///
/// Files and directories, repeatable; a directory means every `.swift`, `.m`, `.mm` and `.h`
/// file below it, walked as every directory argument is (links to directories not followed,
/// FIFOs and devices skipped with a note). Each file is read bounded (`FileIO.maximumFileSize`)
/// and outlined once, in time linear in its size; any bytes are accepted.
enum AppSources {
  /// The suffixes read below a directory.
  static let suffixes = [".swift", ".m", ".mm", ".h"]

  /// The option's lines for a command's help text, the description starting at `column`.
  static func help(column: Int) -> String {
    let pad = String(repeating: " ", count: column)
    return
      (["  --sources PATH"]
      + [
        "the app's Swift and Objective-C code (files or directories; repeatable):",
        "the classes it declares count as declared in the policy, with their",
        "superclasses (the policy's own 'class' lines win)",
      ].map { pad + $0 }
      + ["  --sources-from LIST"]
      + [
        "more --sources paths, one a line in the file LIST (relative ones from the",
        "current directory; repeatable): a command line stays short for a big app",
      ].map { pad + $0 }).joined(separator: "\n")
  }

  /// The paths listed in `lists` (`--sources-from`): one a line, blank lines skipped, a line
  /// break of CR LF accepted; each list is read bounded like every input. An entry is a walked
  /// entry, not an argument: a FIFO, a device or a socket (or a link to one) is skipped with a
  /// note, never read as a stream (the list is usually generated: the plugin's, `find`'s).
  static func paths(listedIn lists: [String], console: Console) throws(UsageError) -> [String] {
    var paths: [String] = []
    for list in lists {
      if list == "-" {
        throw UsageError("--sources-from reads a file, not standard input")
      }
      let text = try FileIO.readText(list, console: console)
      var lines = 0
      // CR LF is one character to Swift: both breaks separate lines.
      for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
        let path = String(line)
        lines += 1
        if let kind = FileIO.nonRegularKind(path), kind != "a directory" {
          console.err(
            "note: skipped '\(DiagnosticRenderer.escaped(path))' (listed in "
              + "'\(DiagnosticRenderer.escaped(list))'): \(kind), not a regular file\n")
          continue
        }
        paths.append(path)
      }
      guard lines > 0 else {
        throw UsageError("--sources-from: '\(list)' lists no path")
      }
    }
    return paths
  }

  /// The classes the files in `paths` declare; empty when `paths` is.
  static func classes(_ paths: [String], console: Console) throws(UsageError) -> AppClasses {
    try read(paths, console: console).classes
  }

  /// What `read` finds: the classes, the SwiftUI names (`SwiftUINames`), and what is wrong.
  struct Reading {
    var classes = AppClasses()
    var names = SwiftUINames()
    var diagnostics: [Diagnostic] = []
  }

  /// The classes the files in `paths` declare, and what is wrong with them
  /// (`AppSources+Checks.swift`): chains past `ClassHierarchy.maximumChainLength` (E059) and
  /// cycles (E051) are errors at the declaration, as in a policy; a class two files declare with
  /// different superclasses a warning (E050) at the second. Nothing is cut silently.
  static func read(_ paths: [String], console: Console) throws(UsageError) -> (
    classes: AppClasses, diagnostics: [Diagnostic]
  ) {
    let reading = try readAll(paths, console: console)
    return (reading.classes, reading.diagnostics)
  }

  /// `read`, with the SwiftUI screen and field names the files give (lint's `unknown-screen`).
  static func readAll(_ paths: [String], console: Console) throws(UsageError) -> Reading {
    var classes = AppClasses()
    var names = SwiftUINames()
    var duplicates: [Diagnostic] = []
    guard !paths.isEmpty else { return Reading() }
    if paths.contains("-") {
      throw UsageError("--sources reads files and directories, not standard input")
    }
    let files = try FileIO.expand(paths, suffixes: suffixes, console: console)
    guard !files.isEmpty else {
      throw UsageError(
        "no Swift or Objective-C files in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
    }
    for path in files {
      guard let language = SourceLanguage.of(path: path) else {
        throw UsageError(
          "--sources: '\(path)' is not a Swift or Objective-C file (.swift, .m, .mm, .h)")
      }
      let bytes = try FileIO.readBytes(path, console: console)
      let outline = SourceReader.outline(path: path, bytes: bytes, language: language)
      duplicates += Self.duplicates(in: outline, known: classes)
      classes.add(outline)
      if language == .swift { names.add(outline) }
    }
    return Reading(
      classes: classes, names: names, diagnostics: duplicates + Self.chainProblems(classes))
  }
}
