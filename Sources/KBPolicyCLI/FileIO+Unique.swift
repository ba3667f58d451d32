import Foundation

extension FileIO {
  /// `paths` with each file once, in the order first given: `a.kbpolicy`, `./a.kbpolicy` and
  /// its absolute path are one file, reported once. `-` (standard input) is kept as given.
  static func unique(_ paths: [String]) -> [String] {
    let directory = FileManager.default.currentDirectoryPath
    var seen: Set<String> = []
    return paths.filter { path in
      guard path != "-" else { return true }
      let absolute = URL(
        fileURLWithPath: path.hasPrefix("/") ? path : directory + "/" + path
      ).standardizedFileURL.path
      return seen.insert(absolute).inserted
    }
  }
}
