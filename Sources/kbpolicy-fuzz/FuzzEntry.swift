#if !FUZZING
  import Foundation
#endif

/// libFuzzer's entry point: one input per call; returns 0 (the input is always kept).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzTargets.run(UnsafeBufferPointer(start: data, count: size))
  return 0
}

#if FUZZING
  // Built with `-sanitize=fuzzer -DFUZZING` (scripts/fuzz.sh): libFuzzer drives `fuzz`.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ cb: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt

  @_cdecl("kbpolicy_fuzz_main")
  func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var c = argc
    var v = argv
    return LLVMFuzzerRunDriver(&c, &v, fuzz)
  }
#else
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
