import InterfaceBuilder
import PolicyLanguage
import PolicyLint
import SceneModel

extension LintInputs {
  /// The Interface Builder documents of a run that writes a machine report: every one that
  /// cannot be read, or is not a valid document (malformed XML, a refused DTD, not Interface
  /// Builder), becomes a result at that file (exit 1, or 2 for a read error, as elsewhere); the
  /// others are imported together. Nil when no scene could be imported.
  mutating func importDocuments(
    _ paths: [String], options: ImportOptions = ImportOptions(), console: Console
  ) throws(UsageError) -> ImportResult? {
    var documents: [InterfaceBuilderDocument] = []
    let files = try FileIO.expand(paths, suffixes: [".storyboard", ".xib"], console: console)
    for path in files {
      guard let text = try read(path, console: console) else { continue }
      documents.append(InterfaceBuilderDocument(path: path, bytes: Array(text.utf8)))
    }
    guard !documents.isEmpty else { return nil }
    let result = InterfaceBuilderImporter(options: options).importDocuments(documents) {
      name, referencing in
      SceneSource.storyboard(named: name, beside: referencing, console: console)
    }
    let fallback = documents.count == 1 ? documents[0].path : ""
    guard result.errors.isEmpty else {
      // Each file's issues (errors and the notes that go with them) are one result; standard
      // error still says why the run fails.
      SceneSource.printNotes(result.issues, path: fallback, console: console)
      var byFile: [String: [Diagnostic]] = [:]
      var order: [String] = []
      for issue in result.issues {
        let diagnostic = issue.diagnostic(file: fallback)
        let file = diagnostic.range.start.file
        if byFile[file] == nil { order.append(file) }
        byFile[file, default: []].append(diagnostic)
      }
      for file in order {
        invalidInput(file, diagnostics: byFile[file] ?? [])
      }
      return nil
    }
    SceneSource.printNotes(result.issues, path: fallback, console: console)
    return result
  }
}
