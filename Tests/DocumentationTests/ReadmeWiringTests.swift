import Foundation
import TestSupport
import Testing

/// README's wiring (step 3 of "Adopt it in three steps") is the file the iOS type-check compiles,
/// `scripts/ios-sdk/App/AppDelegate.swift`, as it is: a sample that compiles in Swift 6 mode for a
/// scene-based app, not a snippet that only looks right.
@Suite struct ReadmeWiringTests {
  @Test func readmesWiringIsTheTypeCheckedAppFile() throws {
    // The file's header comment says where README shows it; README shows the code.
    let file = try Self.code(of: "scripts/ios-sdk/App/AppDelegate.swift")
    // The Swift block that declares the app's `@main` delegate.
    let blocks = try Self.swiftBlocks()
    let wiring = try #require(
      blocks.first { $0.contains("@main") && $0.contains("import KeyboardPolicyRuntime") },
      "README.md shows no Swift block with the app's @main delegate")
    #expect(
      wiring == file,
      "README.md's wiring differs from scripts/ios-sdk/App/AppDelegate.swift: copy the file's code (without its header comment) into README's step 3"
    )
    // The manager is the app delegate's, not a global at file scope (Swift 6 rejects a global
    // of a main-actor type).
    #expect(!wiring.contains { $0.hasPrefix("let keyboard") || $0.hasPrefix("var keyboard") })
  }

  /// README's SwiftUI wiring ("SwiftUI screens") is `scripts/ios-sdk/SwiftUIApp/SignUpApp.swift`,
  /// the SwiftUI App the iOS type-check compiles, as it is.
  @Test func readmesSwiftUIWiringIsTheTypeCheckedApp() throws {
    let file = try Self.code(of: "scripts/ios-sdk/SwiftUIApp/SignUpApp.swift")
    let wiring = try #require(
      try Self.swiftBlocks().first { $0.contains("import KeyboardPolicySwiftUI") },
      "README.md shows no Swift block importing KeyboardPolicySwiftUI")
    #expect(
      wiring == file,
      "README.md's SwiftUI wiring differs from scripts/ios-sdk/SwiftUIApp/SignUpApp.swift: copy the file's code (without its header comment) into README's \"SwiftUI screens\""
    )
  }

  /// A file's lines without its header comment and trailing blank lines.
  static func code(of path: String) throws -> [String] {
    var file = try Repository.text(path)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = file.first, first.hasPrefix("//") { file.removeFirst() }
    while file.last == "" { file.removeLast() }
    return file
  }

  /// README's Swift blocks, each block's lines without the block's indentation.
  static func swiftBlocks() throws -> [[String]] {
    let readme = try Repository.text("README.md").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    var blocks: [[String]] = []
    var current: [String]?
    var indent = ""
    for line in readme {
      let trimmed = line.drop { $0 == " " }
      if current == nil, trimmed.hasPrefix("```swift") {
        indent = String(line.prefix { $0 == " " })
        current = []
      } else if current != nil, trimmed.hasPrefix("```") {
        blocks.append(current ?? [])
        current = nil
      } else if current != nil {
        current?.append(line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line)
      }
    }
    return blocks
  }
}
