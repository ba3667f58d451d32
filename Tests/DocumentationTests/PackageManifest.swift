import Foundation
import TestSupport

/// The targets Package.swift declares, read from its text (name, dependencies, path).
struct PackageManifest {
  struct Target {
    var name: String
    var dependencies: [String]
    var isTest: Bool
    var path: String
  }

  var targets: [Target]

  /// Reads `Package.swift`: every `.target`, `.executableTarget`, `.testTarget` and `.plugin`
  /// call (a plugin product, `.plugin(name:targets:)`, reads as its target once more).
  static func load() throws -> PackageManifest {
    let text = try Repository.text("Package.swift")
    let regex = try NSRegularExpression(
      pattern:
        #"\.(target|executableTarget|testTarget|plugin)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?(?:,\s*path:\s*"([^"]+)")?"#
    )
    let ns = text as NSString
    var targets: [Target] = []
    for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
      func group(_ i: Int) -> String? {
        match.range(at: i).location == NSNotFound ? nil : ns.substring(with: match.range(at: i))
      }
      let kind = group(1) ?? ""
      let name = group(2) ?? ""
      let dependencies = (group(3) ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")).replacingOccurrences(
          of: "\"", with: "")
      }.filter { !$0.isEmpty }
      let isTest = kind == "testTarget"
      let folder = isTest ? "Tests" : kind == "plugin" ? "Plugins" : "Sources"
      let path = group(4) ?? "\(folder)/\(name)"
      targets.append(Target(name: name, dependencies: dependencies, isTest: isTest, path: path))
    }
    return PackageManifest(targets: targets)
  }
}
