import Foundation

/// The fixture package (`Fixtures/PluginFixture`) copied to a temporary directory, with its
/// dependency pointed at this checkout, and one scratch path for every plugin test.
///
/// The scratch path lives beside the copy, under the system's temporary directory, keyed by this
/// checkout's path: the first run builds `kbpolicy` from source once (about 30 s of CPU), later
/// runs only rebuild what changed. The copy is made fresh for every run (the `fmt` test rewrites
/// a policy in it).
struct PluginFixture: Sendable {
  /// This package's root (the checkout under test).
  let root: URL
  /// The fixture's copy.
  let package: URL
  /// The shared `--scratch-path`.
  let scratch: URL

  /// The fixture, prepared once per test process.
  static let shared: PluginFixture = PluginFixture()

  init() {
    root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let key = String(UInt32(truncatingIfNeeded: Self.hash(root.path)), radix: 16)
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbpolicy-plugin-tests-\(key)")
    package = base.appendingPathComponent("PluginFixture")
    scratch = base.appendingPathComponent("scratch")
    let source = root.appendingPathComponent("Tests/KBPolicyPluginTests/Fixtures/PluginFixture")
    try? FileManager.default.removeItem(at: package)
    try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try? FileManager.default.copyItem(at: source, to: package)
    // New modification dates: the build must see every policy of the copy as changed.
    let now = Date()
    if let items = FileManager.default.enumerator(atPath: package.path) {
      for case let item as String in items {
        try? FileManager.default.setAttributes(
          [.modificationDate: now], ofItemAtPath: package.appendingPathComponent(item).path)
      }
    }
    // Point the dependency at this checkout; a path dependency's identity is its directory name.
    let manifest = package.appendingPathComponent("Package.swift")
    if let text = try? String(contentsOf: manifest, encoding: .utf8) {
      let rewritten = text.replacingOccurrences(of: "\"../../../..\"", with: "\"\(root.path)\"")
        .replacingOccurrences(
          of: "package: \"KeyboardPolicy\"", with: "package: \"\(root.lastPathComponent)\"")
      try? rewritten.write(to: manifest, atomically: true, encoding: .utf8)
    }
  }

  /// FNV-1a, stable across runs (`Hasher` is seeded per process).
  static func hash(_ text: String) -> UInt64 {
    text.utf8.reduce(14_695_981_039_346_656_037) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
  }

  /// A file of the copy.
  func file(_ relative: String) -> URL { package.appendingPathComponent(relative) }

  /// The output (standard output and error together) and exit status of a `swift` command run
  /// in the copy with the shared scratch path.
  struct Run {
    var output: String
    var status: Int32
  }

  /// `swift build ARGS --scratch-path S` in the copy.
  func build(_ arguments: [String]) throws -> Run {
    try swift(["build"] + arguments + ["--scratch-path", scratch.path])
  }

  /// `swift package --scratch-path S ARGS` in the copy.
  func package(_ arguments: [String]) throws -> Run {
    try swift(["package", "--scratch-path", scratch.path] + arguments)
  }

  func swift(_ arguments: [String]) throws -> Run {
    try Self.run(["swift"] + arguments, in: package)
  }

  /// `ARGS` (looked up on `PATH`) run in `directory`, with no standard input.
  static func run(_ arguments: [String], in directory: URL) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
  }
}
