import Foundation

extension MigrateCommand {
  /// Refuses `--out` and `--report` when they name one file (by identity: `./x`, an absolute
  /// path or a link to it, also one that does not exist yet) or when either names an input file:
  /// the report would be replaced by the policy, or the app's code by either.
  func checkOutputs(inputs: [String]) throws(UsageError) {
    let outputs = [("--out", out), ("--report", report)].compactMap { option, path in
      path.flatMap { $0 == "-" ? nil : (option, $0) }
    }
    guard !outputs.isEmpty else { return }
    let identities = outputs.map { Self.identity(of: $0.1) }
    if identities.count == 2, identities[0] == identities[1] {
      throw UsageError(
        "--out '\(outputs[0].1)' and --report '\(outputs[1].1)' name the same file; nothing was written"
      )
    }
    var inputIdentities: [FileIO.FileIdentity: String] = [:]
    for input in inputs { inputIdentities[Self.identity(of: input)] = input }
    for ((option, path), identity) in zip(outputs, identities) {
      if let input = inputIdentities[identity] {
        throw UsageError(
          "\(option) '\(path)' names the input '\(input)'; it is not replaced and nothing was written"
        )
      }
    }
  }

  /// What makes two output paths one file: device and inode when the path exists; otherwise the
  /// absolute path it would create, after following links (a link to a file not yet written).
  static func identity(of path: String) -> FileIO.FileIdentity {
    let existing = FileIO.FileIdentity(of: path)
    guard existing.path != nil else { return existing }
    var current = absolute(path)
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { break }
      let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? absolute(target)
        : absolute((current as NSString).deletingLastPathComponent + "/" + target)
    }
    var identity = FileIO.FileIdentity(of: current)
    if identity.path != nil { identity.path = current }
    return identity
  }

  /// `path` made absolute from the current directory, `.` and `..` resolved as written.
  static func absolute(_ path: String) -> String {
    let directory = FileManager.default.currentDirectoryPath
    return URL(fileURLWithPath: path.hasPrefix("/") ? path : directory + "/" + path)
      .standardizedFileURL.path
  }
}
