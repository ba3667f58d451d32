import Foundation
import Testing

@testable import KBPolicyCLI

/// Every length has a documented range (±1,000,000 pt), enforced where it is written, so nothing
/// downstream ever prints "null" or "?" for a number.
@Suite struct LengthRangeTests {
  static let policy = CLI.path("rules/examples/checkout.kbpolicy")

  @Test func aHugeDistanceIsACompileErrorAtItsLocation() {
    let result = CLI.run(
      ["check", "--reporter", "xcode", "-"],
      stdin: "version 1\navoidance {\n  distance = 1e308\n}\n")
    #expect(result.code == 1)
    #expect(
      result.err
        == "<stdin>:3:14: error: 'distance' is out of range (within ±1000000 pt), found '1e308' [E055]\n"
    )
    #expect(
      CLI.run(["check", "-"], stdin: "version 1\navoidance {\n  distance = 1000000\n}\n").code == 0)
    #expect(
      CLI.run(["check", "-"], stdin: "version 1\nfield \"a\" {\n  distance = 1000000.5\n}\n").code
        == 1)
  }

  static func scene(frame: String = "[24, 220, 345, 44]", scroll: String = "", tag: String = "1")
    -> String
  {
    """
    {"window": [393, 852], "keyboard": {"height": 336},
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "scroll", "class": "UIScrollView", "frame": [0, 0, 393, 852]\(scroll), "subviews": [
         {"id": "email", "class": "UITextField", "frame": \(frame), "tag": \(tag)}]}]}],
     "focus": "email"}
    """
  }

  @Test(arguments: [
    (scene(frame: "[24, 1e300, 345, 44]"), "views[0].subviews[0].subviews[0].frame[1]"),
    (scene(frame: "[24, 220, 2e6, 44]"), "views[0].subviews[0].subviews[0].frame[2]"),
    (
      scene(scroll: ", \"scroll\": {\"contentOffset\": [0, -1e200]}"),
      "views[0].subviews[0].scroll.contentOffset[1]"
    ),
    (
      scene(scroll: ", \"scroll\": {\"contentInset\": {\"bottom\": 1e9}}"),
      "views[0].subviews[0].scroll.contentInset.bottom"
    ),
    (
      scene().replacingOccurrences(of: "{\"height\": 336}", with: "{\"height\": 1e20}"),
      "keyboard.height"
    ),
  ])
  func aLengthOutOfRangeIsASceneErrorAtItsPath(scene: String, path: String) throws {
    let directory = try CLI.temporaryDirectory()
    let file = try CLI.write(scene, "s.json", in: directory)
    let result = CLI.run(["explain", "--policy", Self.policy, "--scene", file])
    #expect(result.code == 1)
    #expect(result.err.contains("\(path): "), "\(result.err)")
    #expect(result.err.contains("is out of range (lengths are within ±1000000 pt) [S006]"))
    #expect(!result.out.contains("null"))
  }

  @Test func aTagThatOverflowsSaysOutOfRange() throws {
    let directory = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.scene(tag: "1e20"), "s.json", in: directory)
    let result = CLI.run(["explain", "--policy", Self.policy, "--scene", file])
    #expect(result.code == 1)
    #expect(result.err.contains(".tag: integer out of range (at most 15 digits) [S006]"))
    #expect(!result.err.contains("e+20"))
  }

  /// Found by fuzzing: a xib with a frame height of 4.4e78 imported to a scene whose own JSON was
  /// then refused. Imported scenes are held to the same range: import and explain exit 1.
  @Test func anImportedFrameOutOfRangeIsInvalidInput() {
    let xib = CLI.path("Tests/InterfaceBuilderTests/Fixtures/fuzz/crash-frame-out-of-range.xib")
    let message = "views[0].subviews[3].frame: 4.444444444444444e+78 is out of range"
    let imported = CLI.run(["import", xib, "--out", NSTemporaryDirectory() + UUID().uuidString])
    #expect(imported.code == 1)
    #expect(imported.err.contains(message))
    let explained = CLI.run([
      "explain", "--policy", Self.policy, "--xib", xib, "--controller", "LoginViewController",
      "--all",
    ])
    #expect(explained.code == 1)
    #expect(explained.err.contains("#LoginViewController: error: \(message)"))
    #expect(!explained.out.contains("null"))
  }

  /// Found by fuzzing too: an indicator inset of 4.4e24 (every inset component is a length).
  @Test func anImportedInsetOutOfRangeIsInvalidInput() {
    let xib = CLI.path("Tests/InterfaceBuilderTests/Fixtures/fuzz/crash-inset-out-of-range.xib")
    let imported = CLI.run(["import", xib, "--out", NSTemporaryDirectory() + UUID().uuidString])
    #expect(imported.code == 1)
    #expect(
      imported.err.contains("views[0].subviews[0].scroll: 4.4444444444444444e+24 is out of range"))
  }

  @Test func eventScriptAndOptionHeightsAreInRange() throws {
    let directory = try CLI.temporaryDirectory()
    let events = try CLI.write(
      "focus email\nkeyboard show height 1e300\n", "e.events", in: directory)
    let scene = try CLI.write(Self.scene(), "s.json", in: directory)
    let simulate = CLI.run([
      "simulate", "--policy", Self.policy, "--scene", scene, "--events", events,
    ])
    #expect(simulate.code == 1)
    #expect(
      simulate.err.contains(":2:22: error: '1e300' is not a number of points >= 0 and within"))
    let option = CLI.run([
      "explain", "--policy", Self.policy, "--scene", scene, "--keyboard-height", "1e300",
    ])
    #expect(option.code == 2)
    #expect(option.err.contains("--keyboard-height expects a number >= 0 and within ±1000000 pt"))
  }
}
