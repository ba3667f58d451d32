import Foundation

/// memory, the source reader: the peak RSS of `kbpolicy lint --sources` and `kbpolicy migrate`
/// on the reader's worst shape, a file of nothing but `{` (one token and one open scope a byte),
/// at two sizes a factor of 4 apart. The reader held about 115 bytes a byte of it (tokens of 48
/// bytes, grown by copying, and a scope of about 70 bytes for each open brace: 1.85 GB for 16
/// MB); tokens are now 12 bytes (the column comes from the line starts), reserved once, and
/// equal nested scopes one run: 13 bytes a byte with the byte itself. Goal: at most 16 bytes
/// more per input byte. `migrate` kept every file's reading until it wrote the policy (17 bytes
/// a byte across 1 → 4 files); it now keeps only what the migration needs of each
/// (`SourceReading.compacted()`), so across 4 → 16 files of 1 MB the peak is one file's: at
/// most 1 byte more per input byte.
extension MemoryBench {
  static func sourceRows(quick: Bool) -> [BenchRow] {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("kbpolicy").path
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      progress("memory: \(tool) is not built; no source reader rows")
      return []
    }
    let directory = NSTemporaryDirectory() + "kbpolicy-bench-sources-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func write(_ text: String, _ name: String) -> String {
      let path = directory + "/" + name
      if !FileManager.default.fileExists(atPath: path) {
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
      }
      return path
    }
    let policy = write("version 1\n", "p.kbpolicy")
    let bytes = (quick ? 1 : 3) << 20
    let goal = ("<= 16 B more per input byte", { (_: Double, perByte: Double) in perByte <= 16 })
    func braces(_ n: Int) -> String {
      // Opened and closed: the file must read as Swift, the shape stays one token a byte.
      String(repeating: "{", count: n / 2) + String(repeating: "}", count: n / 2)
    }
    var rows: [BenchRow] = []
    rows += row(
      tool, "kbpolicy lint --sources peak RSS, one Swift file of braces", "bytes", bytes,
      goal: goal
    ) { n in ["lint", policy, "--sources", write(braces(n), "b\(n).swift")] }
    rows += row(
      tool, "kbpolicy migrate peak RSS, one Swift file of braces", "bytes", bytes, goal: goal
    ) { n in ["migrate", write(braces(n), "m\(n).swift"), "--out", directory + "/out.kbpolicy"] }
    rows += row(
      tool, "kbpolicy migrate peak RSS, 4 → 16 files of braces (1 MB each)", "bytes", 4 << 20,
      goal: ("<= 1 B more per input byte (one file's peak)", { _, perByte in perByte <= 1 })
    ) { n in
      let files = n >> 20
      let folder = directory + "/files\(files)"
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for file in 0..<files {
        let path = folder + "/F\(file).swift"
        if !FileManager.default.fileExists(atPath: path) {
          try? braces(1 << 20).write(toFile: path, atomically: false, encoding: .utf8)
        }
      }
      return ["migrate", folder, "--out", directory + "/out.kbpolicy"]
    }
    return rows
  }
}
