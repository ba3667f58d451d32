import Foundation
import SceneModel
import TestSupport
import Testing

@testable import KBPolicyCLI

/// `--device all` in explain, lint and `kbpolicy test`, over Fixtures/devices/Notes.storyboard:
/// "title" (bottom 339) is covered 24 pt on iPhone SE (1st generation) only (keyboard top
/// 568 - 253 = 315) and clear on every other class; "tag" (bottom 154) is clear everywhere.
@Suite struct DeviceSweepCommandTests {
  static let directory = "Tests/KBPolicyCLITests/Fixtures/devices/"
  static func fixture(_ name: String) -> String { CLI.path(directory + name) }
  static let explain = [
    "explain", "--policy", fixture("Notes.kbpolicy"), "--storyboard", fixture("Notes.storyboard"),
  ]

  @Test func everyClassIsReachableByItsId() {
    for device in DeviceClass.supported {
      let run = CLI.run(
        Self.explain + ["--field", "tag", "--device", device.id, "--format", "json"])
      #expect(run.code == 0, "\(device.id): \(run.err)")
      #expect(run.out.contains("\(device.id) (the scene's device)"), "\(device.id)")
    }
  }

  @Test func oneFieldWorstFirst() throws {
    let run = CLI.run(Self.explain + ["--field", "title", "--device", "all"])
    #expect(run.code == 0, "\(run.err)")
    let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines.first
        == "field 'title' on 23 device classes: covered 24 pt on iPhone SE (1st generation); "
        + "visible on the others")
    // The table: the worst class first, then the others in the sweep's order (least gap next).
    func cells(_ line: String) -> [String] {
      line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    #expect(cells(lines[2]) == ["device", "id", "result", "gap"])
    #expect(cells(lines[3]) == ["iPhone SE (1st generation)", "retina4_0", "covered 24 pt", "-24"])
    // Then the visible ones, least room first: 667 - 260 - 339 = 68, 736 - 271 - 339 = 126.
    #expect(cells(lines[4]) == ["iPhone SE (3rd generation)", "retina4_7", "visible", "68"])
    #expect(cells(lines[5]) == ["iPhone 8 Plus", "retina5_5", "visible", "126"])
    // 23 classes, the last row on line 25; the two this project names itself among them.
    #expect(lines[26] == "")
    #expect(
      lines.contains { cells($0).prefix(2) == ["iPad mini (6th generation)", "ipad-mini-6"] })
    #expect(lines.contains { cells($0).prefix(2) == ["iPad Pro (11-inch, M4)", "ipad-pro-11-m4"] })
    #expect(run.out.contains("worst: iPhone SE (1st generation) (retina4_0)"))
    // Each import note once, not once per class.
    let notes = run.err.split(separator: "\n")
    #expect(Set(notes).count == notes.count, "\(run.err)")
  }

  @Test func oneFieldAsJSON() throws {
    let run = CLI.run(Self.explain + ["--field", "title", "--device", "all", "--format", "json"])
    #expect(run.code == 0, "\(run.err)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    let devices = try #require(json["devices"] as? [[String: Any]])
    #expect(devices.count == 23)
    #expect(devices.first?["device"] as? String == "retina4_0")
    #expect(devices.first?["covered"] as? Double == 24)
    #expect(devices.first?["result"] as? String == "covered 24 pt")
    let groups = try #require(json["groups"] as? [[String: Any]])
    #expect(groups.map { $0["result"] as? String } == ["covered 24 pt", "visible"])
    #expect((groups.last?["devices"] as? [String])?.count == 22)
    let worst = try #require(json["worst"] as? [String: Any])
    #expect((worst["verdict"] as? [String: Any])?["kind"] as? String == "not-adjusted")
  }

  @Test func everyFieldTableAndJSON() throws {
    let run = CLI.run(Self.explain + ["--all", "--device", "all"])
    #expect(run.code == 0, "\(run.err)")
    let lines = run.out.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("field  controller") == true)
    #expect(
      lines.contains {
        $0.hasPrefix("tag ") && $0.hasSuffix("visible on all 23 device classes")
      }, "\(run.out)")
    #expect(
      lines.contains {
        $0.hasPrefix("title ")
          && $0.hasSuffix("covered 24 pt on iPhone SE (1st generation); visible on the others")
      }, "\(run.out)")
    #expect(
      lines.last
        == "2 text inputs on 23 device classes: 1 covered or partly visible on some class, 1 not")
    let json = CLI.run(Self.explain + ["--all", "--device", "all", "--format", "json"])
    #expect(json.code == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let fields = try #require(object["fields"] as? [[String: Any]])
    #expect(fields.map { $0["field"] as? String } == ["tag", "title"])
    #expect(fields.map { $0["worstDevice"] as? String } == ["retina4_0", "retina4_0"])
    #expect(object["deviceClasses"] as? Int == 23)
  }

  @Test func usageErrors() {
    // A JSON scene has fixed geometry: --device is a usage error (exit 2), as before.
    let scene = CLI.run([
      "explain", "--policy", Self.fixture("Notes.kbpolicy"), "--scene",
      CLI.path("rules/examples/login.scene.json"), "--device", "all",
    ])
    #expect(scene.code == 2)
    #expect(
      scene.err.contains(
        "--device applies to --storyboard and --xib, not --scene: a JSON scene's geometry is fixed")
    )
    // simulate runs one device.
    let simulate = CLI.run([
      "simulate", "--policy", Self.fixture("Notes.kbpolicy"), "--storyboard",
      Self.fixture("Notes.storyboard"), "--events", CLI.path("rules/examples/login.events"),
      "--device", "all",
    ])
    #expect(simulate.code == 2)
    #expect(simulate.err.contains("--device all applies to explain, lint and test"))
    let unknown = CLI.run(Self.explain + ["--device", "retina4_00"])
    #expect(unknown.code == 2)
    #expect(unknown.err.contains("unknown device 'retina4_00' (known: all, retina3_5, "))
    #expect(unknown.err.contains("did you mean 'retina4_0'?"), "\(unknown.err)")
    let svg = CLI.run(Self.explain + ["--device", "all", "--svg", "/dev/null"])
    #expect(svg.code == 2)
    let lintScene = CLI.run([
      "lint", Self.fixture("Notes.kbpolicy"), "--scene",
      CLI.path("rules/examples/login.scene.json"),
      "--device", "all",
    ])
    #expect(lintScene.code == 2)
    #expect(lintScene.err.contains("a JSON scene (--scene) has fixed geometry"), "\(lintScene.err)")
    let testUnknown = CLI.run(["test", Self.fixture("notes.kbtest"), "--device", "alll"])
    #expect(testUnknown.code == 2)
    #expect(testUnknown.err.contains("did you mean 'all'?"), "\(testUnknown.err)")
  }

  @Test func lintOnEveryClass() {
    for reporter in ["human", "json"] {
      let run = CLI.run([
        "lint", Self.fixture("Notes.kbpolicy"), "--storyboard", Self.fixture("Notes.storyboard"),
        "--device", "all", "--reporter", reporter,
      ])
      #expect(run.code == 0, "\(reporter): \(run.out)\(run.err)")
      let notes = run.err.split(separator: "\n")
      #expect(Set(notes).count == notes.count, "\(run.err)")
    }
    let one = CLI.run([
      "lint", Self.fixture("Notes.kbpolicy"), "--storyboard", Self.fixture("Notes.storyboard"),
      "--device", "ipad9_7:landscape",
    ])
    #expect(one.code == 0, "\(one.err)")
  }

  /// `landscape-password` is installed only in compact height (SizeClasses.storyboard's
  /// variations): on the canvas (portrait) no scene has it, on the iPhones in landscape they do.
  @Test func lintMatchesARuleOnAnyClass() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      """
      version 1

      field "landscape-password" {
        distance = 20
      }

      """, "p.kbpolicy", in: directory)
    let storyboard = CLI.path("Tests/InterfaceBuilderTests/Fixtures/SizeClasses.storyboard")
    let canvas = CLI.run(["lint", policy, "--storyboard", storyboard, "--reporter", "xcode"])
    #expect(canvas.err.contains("[L010]"), "\(canvas.err)")
    let portrait = CLI.run([
      "lint", policy, "--storyboard", storyboard, "--device", "all", "--reporter", "xcode",
    ])
    #expect(portrait.err.contains("[L010]"), "\(portrait.err)")
    let landscape = CLI.run([
      "lint", policy, "--storyboard", storyboard, "--device", "all:landscape", "--reporter",
      "xcode",
    ])
    #expect(landscape.code == 0, "\(landscape.err)")
    #expect(!landscape.err.contains("warning:"), "\(landscape.err)")
  }

  @Test func policyTestsPinADeviceOrAll() throws {
    let passing = CLI.run(["test", Self.fixture("notes.kbtest")])
    #expect(passing.code == 0, "\(passing.out)\(passing.err)")
    #expect(passing.out.hasSuffix("3 tests ran: 3 passed, 0 failed\n"), "\(passing.out)")

    let directory = try CLI.temporaryDirectory()
    for name in ["Notes.storyboard", "Notes.kbpolicy"] {
      try FileManager.default.copyItem(
        atPath: Self.fixture(name), toPath: directory.appendingPathComponent(name).path)
    }
    let failing = try CLI.write(
      """
      version 1
      policy "Notes.kbpolicy"
      storyboard "Notes.storyboard"
      field title

      test "the title is clear on every class" {
        device all
        expect gap = 500 ± 500
        expect moved-by = 10
      }

      test "the title is clear in landscape too" {
        device all:landscape
        expect verdict = not-adjusted
      }

      test "a scene file cannot take a device" {
        scene "login.scene.json"
        device retina4_0
        expect gap = 0
      }

      test "a misspelt device" {
        device retina4_00
        expect gap = 0
      }

      """, "failing.kbtest", in: directory)
    let run = CLI.run(["test", failing])
    #expect(run.code == 1)
    #expect(
      run.out.contains("gap: expected 500 ± 500, got -24 on iPhone SE (1st generation)"),
      "\(run.out)")
    #expect(run.out.contains("moved-by: expected 10 ± 0.01, got 0 on all 23 device classes"))
    #expect(
      run.out.split(separator: "\n").contains {
        $0.hasPrefix("PASS") && $0.hasSuffix("the title is clear in landscape too")
      }, "\(run.out)")
    #expect(run.err.contains("[T017]"), "\(run.err)")
    #expect(run.err.contains("has fixed geometry"), "\(run.err)")
    #expect(run.err.contains("did you mean 'retina4_0'?"), "\(run.err)")

    // `kbpolicy test --device all` runs a test without a device line on every class.
    let unpinned = try CLI.write(
      """
      version 1
      policy "Notes.kbpolicy"
      storyboard "Notes.storyboard"

      test "the title" {
        field title
        expect gap = 500 ± 500
      }

      """, "unpinned.kbtest", in: directory)
    #expect(CLI.run(["test", unpinned]).code == 0)
    let everywhere = CLI.run(["test", unpinned, "--device", "all"])
    #expect(everywhere.code == 1)
    #expect(everywhere.out.contains("on iPhone SE (1st generation)"), "\(everywhere.out)")
  }
}
