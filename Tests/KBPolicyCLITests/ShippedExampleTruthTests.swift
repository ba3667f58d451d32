import Foundation
import Testing

@testable import KBPolicyCLI

/// The shipped examples tell the truth: each policy lints clean against its own scenes, and the
/// numbers and claims in the event scripts' comments are what `simulate` prints.
@Suite struct ShippedExampleTruthTests {
  /// Each example policy with the scenes it is written for (as `.ci/run` lints them).
  static let policies: [(policy: String, scenes: [String])] = [
    (
      "rules/examples/checkout.kbpolicy",
      [
        "--scene", "rules/examples/checkout.scene.json", "--storyboard",
        "rules/examples/Checkout.storyboard",
      ]
    ),
    (
      "rules/examples/chat.kbpolicy",
      ["--scene", "rules/examples/chat.scene.json", "--scene", "rules/examples/signup.scene.json"]
    ),
    ("rules/examples/login.kbpolicy", ["--scene", "rules/examples/login.scene.json"]),
  ]

  @Test func everyExamplePolicyLintsCleanAgainstItsScenes() {
    for (policy, scenes) in Self.policies {
      let paths = scenes.map { $0.hasPrefix("--") ? $0 : CLI.path($0) }
      let result = CLI.run(["lint", "--strict", "--reporter", "xcode", CLI.path(policy)] + paths)
      #expect(result.code == 0, "\(policy): \(result.out)\(result.err)")
      #expect(result.out.isEmpty, "\(policy) has findings: \(result.out)")
      #expect(!result.err.contains("warning"), "\(policy): \(result.err)")
    }
  }

  /// Each script with the policy and scene it runs on (as `.ci/run` simulates them).
  static let scripts: [(events: String, policy: String, scene: String)] = [
    ("checkout.events", "checkout.kbpolicy", "checkout.scene.json"),
    ("chat.events", "chat.kbpolicy", "chat.scene.json"),
    ("signup.events", "chat.kbpolicy", "signup.scene.json"),
    ("login.events", "login.kbpolicy", "login.scene.json"),
  ]

  /// `simulate`'s text output split per event, by the event's line in the script.
  func events(_ script: (events: String, policy: String, scene: String)) -> [Int: String] {
    let dir = "rules/examples/"
    let result = CLI.run([
      "simulate", "--policy", CLI.path(dir + script.policy), "--scene",
      CLI.path(dir + script.scene), "--events", CLI.path(dir + script.events),
    ])
    #expect(result.code == 0, "\(result.err)")
    var blocks: [Int: String] = [:]
    var current: Int?
    for line in result.out.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("event "), let colon = line.range(of: ".events:") {
        current = Int(line[colon.upperBound...].prefix { $0.isNumber })
      }
      if let current { blocks[current, default: ""] += line + "\n" }
    }
    return blocks
  }

  /// The first integer after `word ` in `text`.
  func number(after word: String, in text: Substring) -> Int? {
    guard let range = text.range(of: word + " ") else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  @Test func eventScriptCommentsSayWhatTheToolDoes() throws {
    for script in Self.scripts {
      let blocks = events(script)
      let text = try String(
        contentsOf: CLI.repository.appendingPathComponent("rules/examples/" + script.events),
        encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let hash = line.firstIndex(of: "#"), line[..<hash].contains(where: { $0 != " " }),
          let block = blocks[index + 1]
        else { continue }
        let comment = line[hash...]
        let at = "\(script.events):\(index + 1) '\(comment)'"
        if let needed = number(after: "needs", in: comment) {
          #expect(block.contains("move needed min("), "\(at)")
          #expect(block.contains(") = \(needed)\n"), "\(at): simulate says\n\(block)")
        }
        if let target = number(after: "scrolls to", in: comment) {
          #expect(block.contains(" → \(target) (absorbs"), "\(at): simulate says\n\(block)")
        } else if let absorbed = number(after: "scrolls", in: comment) {
          #expect(block.contains("(absorbs \(absorbed),"), "\(at): simulate says\n\(block)")
        }
        if comment.contains("nothing moves") {
          #expect(!block.contains(".contentOffsetY "), "\(at): simulate says\n\(block)")
          #expect(!block.contains(".originY "), "\(at): simulate says\n\(block)")
        }
        if comment.contains("nothing to restore") {
          #expect(block.contains("nothing to restore"), "\(at): simulate says\n\(block)")
        }
        if comment.contains("offset back to 0") {
          #expect(block.contains("offset back to 0"), "\(at): simulate says\n\(block)")
        }
      }
      if text.hasPrefix("# Chat:") {
        // "every plan is empty"
        #expect(blocks.values.allSatisfy { $0.contains("plan: no changes") })
      }
    }
  }
}
