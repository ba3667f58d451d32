import Foundation
import TestSupport
import Testing

@testable import KBPolicyCLI

/// `kbpolicy diff` is exact: over generated scenes and generated policy pairs, the set of
/// (field, setting) and (field, outcome) changes it reports is the set found by running
/// `kbpolicy explain --field` (and `explain --all`) on both policies for every field and
/// comparing their JSON.
@Suite struct DiffDifferentialTests {
  /// Settings the generated policies pick from (block, line): feature settings, controller and
  /// field rules, class lists. The lines picked are grouped into one block per header.
  static let pool = [
    ("avoidance", "distance = 14"),
    ("avoidance", "disable in FormViewController"),
    ("toolbar", "order = position"),
    ("toolbar", "enabled = false"),
    ("controller FormViewController", "distance = 30"),
    ("controller FormViewController", "toolbar.placeholder = false"),
    ("field \"f0\"", "distance = 50"),
    ("field \"f1\"", "avoidance = off"),
    ("field \"f1\"", "distance = 0"),
    ("field \"f2\"", "skip-in-order = true"),
    ("field UITextField", "distance = 22"),
  ]

  static func policy(_ random: inout SeededRandom) -> String {
    var text = "version 1\n\nclass FormViewController: UIViewController\n"
    var blocks: [(header: String, lines: [String])] = []
    for (header, line) in pool where random.chance(35) {
      if let index = blocks.firstIndex(where: { $0.header == header }) {
        blocks[index].lines.append(line)
      } else {
        blocks.append((header, [line]))
      }
    }
    for block in blocks {
      text += "\n\(block.header) {\n" + block.lines.map { "  \($0)\n" }.joined() + "}\n"
    }
    return text
  }

  /// A screen of 1 to 5 fields at random heights, in the root view or in a scroll view, under a
  /// `FormViewController` or a plain `UIViewController`.
  static func scene(_ random: inout SeededRandom) -> String {
    let count = random.int(1...5)
    var fields: [String] = []
    for index in 0..<count {
      let y = random.points(120...780)
      fields.append(
        """
        {"id": "f\(index)", "class": "UITextField", "frame": [16, \(Int(y)), 361, 44],
         "accessibilityIdentifier": "f\(index)"}
        """)
    }
    let inScroll = random.chance(50)
    let content =
      inScroll
      ? """
      {"id": "scroll", "class": "UIScrollView", "frame": [0, 59, 393, 793],
       "scroll": {"contentSize": [393, 1200]}, "subviews": [\(fields.joined(separator: ",\n"))]}
      """
      : fields.joined(separator: ",\n")
    let controller = random.chance(60) ? "FormViewController" : "UIViewController"
    return """
      {
        "version": 1,
        "window": {"width": 393, "height": 852},
        "statusBarHeight": 59,
        "classes": {"FormViewController": "UIViewController"},
        "keyboard": {"height": \(Int(random.points(260...380)))},
        "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [\(content)]}],
        "controllers": [{"id": "vc", "class": "\(controller)", "view": "root"}]
      }
      """
  }

  static func json(_ text: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }

  /// The changes explain shows: for each field, every decision whose value or winning rule
  /// (kind, step, words) differs, and each outcome part that differs.
  static func explained(scene: String, old: String, new: String) -> Set<String> {
    var found: Set<String> = []
    let allOld = json(
      CLI.run(["explain", "--all", "--format", "json", "--policy", old, "--scene", scene]).out)
    let allNew = json(
      CLI.run(["explain", "--all", "--format", "json", "--policy", new, "--scene", scene]).out)
    let rowsOld = allOld["fields"] as? [[String: Any]] ?? []
    #expect(!rowsOld.isEmpty, "explain --all explained no field of \(scene)")
    let rowsNew = Dictionary(
      uniqueKeysWithValues: (allNew["fields"] as? [[String: Any]] ?? []).map {
        ($0["view"] as? String ?? "", $0)
      })
    for row in rowsOld {
      let view = row["view"] as? String ?? ""
      guard let other = rowsNew[view] else { continue }
      func words(_ value: Any?) -> String { value.map { "\($0)" } ?? "-" }
      for (aspect, key) in [("moved-by", "movedBy"), ("gap", "gap"), ("verdict", "verdict")]
      where words(row[key]) != words(other[key]) {
        found.insert("\(view)|\(aspect)")
      }
      let one = json(
        CLI.run(["explain", "--format", "json", "--policy", old, "--scene", scene, "--field", view])
          .out)
      let two = json(
        CLI.run(["explain", "--format", "json", "--policy", new, "--scene", scene, "--field", view])
          .out)
      let orderOld = one["order"] as? [String: Any] ?? [:]
      let orderNew = two["order"] as? [String: Any] ?? [:]
      if ["position", "previous", "next"].contains(where: {
        words(orderOld[$0]) != words(orderNew[$0])
      }) {
        found.insert("\(view)|order")
      }
      let decisionsOld = one["decisions"] as? [String: [String: Any]] ?? [:]
      let decisionsNew = two["decisions"] as? [String: [String: Any]] ?? [:]
      for (name, before) in decisionsOld {
        guard let after = decisionsNew[name] else { continue }
        let sourceOld = before["source"] as? [String: Any] ?? [:]
        let sourceNew = after["source"] as? [String: Any] ?? [:]
        let changed =
          words(before["value"]) != words(after["value"])
          || ["kind", "step", "rule"].contains { words(sourceOld[$0]) != words(sourceNew[$0]) }
        if changed { found.insert("\(view)|\(name)") }
      }
    }
    return found
  }

  /// The changes `kbpolicy diff --format json` reports, in the same form.
  static func diffed(scene: String, old: String, new: String) -> (Set<String>, Int32, String) {
    let result = CLI.run(["diff", old, new, "--scene", scene, "--format", "json"])
    var found: Set<String> = []
    for change in json(result.out)["changes"] as? [[String: Any]] ?? [] {
      let view = change["view"] as? String ?? ""
      for setting in change["settings"] as? [[String: Any]] ?? [] {
        found.insert("\(view)|\(setting["setting"] as? String ?? "")")
      }
      for outcome in change["outcome"] as? [[String: Any]] ?? [] {
        found.insert("\(view)|\(outcome["aspect"] as? String ?? "")")
      }
    }
    return (found, result.code, result.err)
  }

  @Test func diffFindsWhatExplainFindsOnEveryField() throws {
    let directory = try CLI.temporaryDirectory()
    var random = SeededRandom(seed: 35)
    var nonEmpty = 0
    var empty = 0
    var aspects: Set<String> = []
    for round in 0..<24 {
      let scene = try CLI.write(Self.scene(&random), "scene\(round).json", in: directory)
      let old = try CLI.write(Self.policy(&random), "old\(round).kbpolicy", in: directory)
      let new = try CLI.write(Self.policy(&random), "new\(round).kbpolicy", in: directory)
      let expected = Self.explained(scene: scene, old: old, new: new)
      let (actual, code, err) = Self.diffed(scene: scene, old: old, new: new)
      #expect(err.isEmpty, "round \(round): \(err)")
      #expect(
        actual == expected, "round \(round): diff \(actual.sorted()) explain \(expected.sorted())")
      #expect(code == (expected.isEmpty ? 0 : 1), "round \(round)")
      if expected.isEmpty { empty += 1 } else { nonEmpty += 1 }
      aspects.formUnion(expected.map { String($0.split(separator: "|").last ?? "") })
    }
    // The generator reaches pairs that change something (and the sets above are not all empty).
    #expect(nonEmpty > 0, "\(empty) of 24 pairs changed nothing")
    // ... and pairs where each part of the outcome changes, not only settings.
    #expect(
      aspects.isSuperset(of: ["moved-by", "gap", "verdict", "order"]), "\(aspects.sorted())")
  }
}
