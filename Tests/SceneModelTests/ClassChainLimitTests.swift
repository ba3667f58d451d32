import Foundation
import PolicyLanguage
import SceneModel
import Testing

/// A class chain is at most `ClassHierarchy.maximumChainLength` (256) classes, itself and its
/// superclasses to `NSObject`; a longer one is an error where it is declared (E059 in a policy,
/// S020 in a scene), never silently cut (a policy chain 513 deep ignored `disable in`, a scene
/// class 256 levels below `UITextField` was "not a text input").
@Suite struct ClassChainLimitTests {
  /// `C1: UITextField`, `C2: C1`, ... `Cn: Cn-1`.
  static func chain(_ count: Int) -> [(String, String)] {
    (1...count).map { ("C\($0)", $0 == 1 ? "UITextField" : "C\($0 - 1)") }
  }

  @Test func aPolicyChainPastTheLimitIsAnError() throws {
    // UITextField's chain is UITextField, UIControl, UIView, UIResponder, NSObject: 5 classes.
    let short = Self.chain(251).map { "class \($0.0): \($0.1)" }.joined(separator: "\n")
    let fits = Policy.compile(SourceFile(path: "p.kbpolicy", text: "version 1\n\(short)\n"))
    #expect(fits.policy != nil, "\(fits.diagnostics.map(\.message))")
    let long = Self.chain(513).map { "class \($0.0): \($0.1)" }.joined(separator: "\n")
    let compiled = Policy.compile(
      SourceFile(path: "p.kbpolicy", text: "version 1\n\(long)\navoidance {\n  disable in C1\n}\n"))
    #expect(compiled.policy == nil)
    let errors = compiled.diagnostics.filter { $0.code == "E059" }
    #expect(errors.count == 1, "\(compiled.diagnostics.map(\.message).prefix(3))")
    #expect(
      errors.first?.message
        == "class 'C252' is more than 256 classes below NSObject (a chain that long is not read)")
    #expect(errors.first?.range.start.line == 253)
  }

  @Test func aSceneChainPastTheLimitIsAnError() throws {
    let classes = Self.chain(256).map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
    let text = """
      {"version": 1, "window": {"width": 393, "height": 852}, "classes": {\(classes)},
       "views": [{"id": "root", "class": "UIView", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "f", "class": "C256", "frame": [0, 600, 100, 44]}]}], "focus": "f"}
      """
    let result = Scene.decode(json: text)
    let issues = result.issues.filter { $0.code == .classChainTooLong }
    #expect(issues.count == 1, "\(result.issues.map(\.message).prefix(3))")
    #expect(issues.first?.path == "classes.C252")
    #expect(result.scene == nil)
    // 251 classes below UITextField fit (5 + 251 = 256).
    let fitting = Self.chain(251).map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
    let ok = Scene.decode(
      json: text.replacingOccurrences(of: classes, with: fitting).replacingOccurrences(
        of: "C256", with: "C251"))
    #expect(
      ok.issues.filter { $0.severity == .error }.isEmpty, "\(ok.issues.map(\.message).prefix(3))")
  }
}
