import Foundation

/// File access for the CLI: reading input as validated UTF-8, and writing atomically.
enum FileIO {
  /// The largest input file accepted (bytes).
  static let maximumFileSize = 16 * 1024 * 1024

  /// Reads a file (or standard input for `-`) as UTF-8 text.
  static func readText(_ path: String, console: Console) throws(UsageError) -> String {
    let bytes: [UInt8]
    if path == "-" {
      bytes = console.readStandardInput()
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError("no such file '\(path)'")
      }
      guard !isDirectory.boolValue else { throw UsageError("'\(path)' is a directory") }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("cannot read '\(path)'")
      }
      bytes = [UInt8](data)
    }
    guard bytes.count <= maximumFileSize else {
      throw UsageError("'\(path)' is larger than \(maximumFileSize / 1024 / 1024) MB")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UsageError("'\(path)' is not UTF-8 text")
    }
    return text
  }

  /// Writes `text` to `path` through a temporary file in the same directory and a rename, so a
  /// crash or a full disk never leaves a half-written file.
  static func writeAtomically(_ text: String, to path: String) throws(UsageError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).kbpolicy-tmp-\(UUID().uuidString)")
    do {
      try Data(text.utf8).write(to: temporary, options: [.withoutOverwriting])
      // rename(2) replaces an existing file atomically; FileManager.replaceItemAt deletes the
      // destination and then fails on swift-corelibs-foundation (Linux).
      guard rename(temporary.path, path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw UsageError("cannot write '\(path)': \(reason)")
      }
    } catch let error as UsageError {
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw UsageError("cannot write '\(path)': \(error.localizedDescription)")
    }
  }

  /// Expands directories into the files below them ending in `suffix` (sorted); files pass through.
  static func expand(_ paths: [String], suffix: String) throws(UsageError) -> [String] {
    var result: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var found: [String] = []
        while let item = enumerator?.nextObject() as? String {
          if item.hasSuffix(suffix) {
            found.append((path as NSString).appendingPathComponent(item))
          }
        }
        result += found.sorted()
      } else {
        result.append(path)
      }
    }
    return result
  }
}
