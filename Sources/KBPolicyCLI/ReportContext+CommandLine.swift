import Foundation
import PolicyLint

extension ReportContext {
  /// The context of a report written by the command line: paths relative to the repository
  /// root (the nearest directory at or above the working directory holding `.git`, else the
  /// working directory), so a run from a subdirectory still names files as the repository
  /// does; the tool's version.
  static func commandLine(workingDirectory: String = FileManager.default.currentDirectoryPath)
    -> ReportContext
  {
    ReportContext(
      root: repositoryRoot(from: workingDirectory), workingDirectory: workingDirectory,
      toolVersion: KBPolicy.version)
  }

  /// The nearest directory at or above `directory` that holds `.git` (a directory, or the file
  /// of a worktree); `directory` itself when there is none.
  static func repositoryRoot(from directory: String) -> String {
    var current = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) {
        return current.path
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return directory }
      current = parent
    }
  }
}
