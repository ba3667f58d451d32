import Foundation
import Testing

@testable import KBPolicyCLI

/// Scenes say what they mean: a UIKit class cannot be redefined, and a view whose class nobody
/// declares is a warning with a did-you-mean instead of silently dropping out.
@Suite struct SceneClassTests {
  static let policy = CLI.path("rules/examples/checkout.kbpolicy")

  static func scene(classes: String = "{}", fieldClass: String = "UITextField") -> String {
    """
    {"window": [393, 852], "classes": \(classes), "keyboard": {"height": 336},
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "email", "class": "\(fieldClass)", "frame": [24, 220, 345, 44]},
       {"id": "name", "class": "UITextField", "frame": [24, 300, 345, 44]}]}]}
    """
  }

  @Test func redefiningAUIKitClassIsAnError() throws {
    let directory = try CLI.temporaryDirectory()
    let file = try CLI.write(
      Self.scene(classes: "{\"UITextField\": \"UIButton\"}"), "s.json", in: directory)
    let result = CLI.run(["explain", "--policy", Self.policy, "--scene", file, "--all"])
    #expect(result.code == 1)
    #expect(
      result.err.contains(
        "classes.UITextField: 'UITextField' is a UIKit class (a subclass of 'UIControl') and cannot be redeclared as a subclass of 'UIButton' [S006]"
      ))
  }

  /// An entry that repeats UIKit's table (as a capture of a live app writes it) changes nothing:
  /// accepted, with no diagnostic; only a contradiction is an error.
  @Test func anEntryThatAgreesWithUIKitIsAccepted() throws {
    let directory = try CLI.temporaryDirectory()
    let file = try CLI.write(
      Self.scene(
        classes:
          "{\"_UIAlertControllerTextFieldViewController\": \"UIViewController\", \"UITextField\": \"UIControl\"}"
      ), "s.json", in: directory)
    let result = CLI.run(["explain", "--policy", Self.policy, "--scene", file, "--all"])
    #expect(result.code == 0, "\(result.err)")
    #expect(!result.err.contains("S006"), "\(result.err)")
    let contradicting = try CLI.write(
      Self.scene(classes: "{\"_UIAlertControllerTextFieldViewController\": \"UIView\"}"),
      "t.json", in: directory)
    let refused = CLI.run(["explain", "--policy", Self.policy, "--scene", contradicting, "--all"])
    #expect(refused.code == 1)
    #expect(refused.err.contains("a subclass of 'UIViewController'"), "\(refused.err)")
  }

  @Test func anUnknownViewClassIsAWarningWithDidYouMean() throws {
    let directory = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.scene(fieldClass: "UITextFeild"), "s.json", in: directory)
    let result = CLI.run(["explain", "--policy", Self.policy, "--scene", file, "--all"])
    #expect(result.code == 0)
    #expect(
      result.err.contains(
        "\(file): warning: views[0].subviews[0].class: unknown class 'UITextFeild' (did you mean 'UITextField'?)"
      ))
    #expect(result.err.contains("[S018]"))
  }

  @Test func classesTheSceneOrThePolicyDeclaresAreKnown() throws {
    let directory = try CLI.temporaryDirectory()
    let declared = try CLI.write(
      Self.scene(classes: "{\"EmailField\": \"UITextField\"}", fieldClass: "EmailField"),
      "a.json", in: directory)
    #expect(
      !CLI.run(["explain", "--policy", Self.policy, "--scene", declared, "--all"]).err
        .contains("S018"))
    let policy = try CLI.write(
      "version 1\n\nclass EmailField: UITextField\n", "p.kbpolicy", in: directory)
    let undeclared = try CLI.write(Self.scene(fieldClass: "EmailField"), "b.json", in: directory)
    #expect(
      !CLI.run(["explain", "--policy", policy, "--scene", undeclared, "--all"]).err
        .contains("S018"))
    #expect(
      CLI.run(["explain", "--policy", Self.policy, "--scene", undeclared, "--all"]).err
        .contains("unknown class 'EmailField'; the view counts as a plain view"))
  }
}
