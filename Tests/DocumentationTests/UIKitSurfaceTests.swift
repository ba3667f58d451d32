import Foundation
import TestSupport
import Testing

/// What docs/runtime.md says of the UIKit conformances stays true: an app's `UIView`,
/// `UIWindow` and `UIViewController` get one runtime member each (`keyboardPolicyLive`,
/// `keyboardPolicyLiveWindow`), and none of the runtime's `live…` reads and writes is public in
/// the UIKit layer (they live on internal values, `UIKitLiveView` and its siblings). Read from
/// the sources, as Linux cannot compile them.
@Suite struct UIKitSurfaceTests {
  static let directory = "Sources/KeyboardPolicyRuntime/UIKit"

  static func sources() throws -> [(name: String, text: String)] {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Repository.url(directory).path
    ).filter { $0.hasSuffix(".swift") }.sorted()
    return try names.map { ($0, try Repository.text("\(directory)/\($0)")) }
  }

  @Test func noLiveMemberIsPublicOnUIKitTypes() throws {
    let files = try Self.sources()
    #expect(files.count > 5, "the UIKit layer's files were read")
    let prefixes = ["live", "setLive", "scrollLive", "layoutLive"]
    for file in files {
      for (number, line) in file.text.split(separator: "\n").enumerated() {
        let words = line.split(separator: " ")
        guard let at = words.firstIndex(of: "public"), at + 2 < words.count,
          ["var", "func", "let"].contains(words[at + 1])
        else { continue }
        let name = words[at + 2]
        #expect(
          !prefixes.contains { name.hasPrefix($0) },
          "\(file.name):\(number + 1) makes '\(name)' public on a UIKit type")
      }
    }
  }

  @Test func eachUIKitTypeHasItsOneRuntimeMember() throws {
    let conformances = try Repository.text("\(Self.directory)/UIView+LiveView.swift")
    for member in [
      "public var keyboardPolicyLive: any LiveViewAccess",
      "public var keyboardPolicyLiveWindow: any LiveWindowAccess",
      "public var keyboardPolicyLive: any LiveViewControllerAccess",
    ] {
      #expect(conformances.contains(member), "missing: \(member)")
    }
    let runtime = try Repository.text("docs/runtime.md")
    #expect(runtime.contains("`keyboardPolicyLive`"), "docs/runtime.md documents the choice")
  }
}
