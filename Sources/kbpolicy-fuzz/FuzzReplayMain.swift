#if !FUZZING
  import Foundation

  /// Without libFuzzer (a plain `swift build`): replays the inputs given as file arguments (or every
  /// file in a directory argument) through the same entry, e.g. a saved `crash-*` file.
  @main
  struct FuzzReplay {
    static func main() {
      let paths = CommandLine.arguments.dropFirst()
      guard !paths.isEmpty else {
        FileHandle.standardError.write(
          Data(
            "usage: kbpolicy-fuzz INPUT...  (replays fuzz inputs; build with scripts/fuzz.sh to fuzz)\n"
              .utf8))
        exit(2)
      }
      var count = 0
      for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          FileHandle.standardError.write(Data("no such file '\(path)'\n".utf8))
          exit(2)
        }
        let files =
          isDirectory.boolValue
          ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map {
            "\(path)/\($0)"
          }
          : [path]
        for file in files {
          guard let data = FileManager.default.contents(atPath: file) else { continue }
          let bytes = [UInt8](data)
          bytes.withUnsafeBufferPointer { buffer in
            _ = fuzz(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, buffer.count)
          }
          count += 1
        }
      }
      print("replayed \(count) input(s): no invariant violated")
    }
  }
#endif
