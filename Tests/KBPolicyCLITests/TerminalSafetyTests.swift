import Foundation
import Testing

@testable import KBPolicyCLI

/// Text from the input never reaches the terminal as control sequences outside diagnostics
/// either: ids, classes, placeholders and test names in explain, simulate, test, import and
/// compile output are shown escaped (`\u{1B}`), and a line feed in a test name or an imported
/// id cannot start a line of its own (a forged `PASS` or `::error::`).
@Suite struct TerminalSafetyTests {
  static let hostile = "a\u{1B}]0;pwned\u{7}\u{1B}[2J\r\u{0}\u{202E}"

  /// No control character other than the line feeds and the summary's own text.
  static func expectClean(_ text: String, _ context: String) {
    let bad = text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
    }
    #expect(bad.isEmpty, "\(context): \(bad.map { String($0.value, radix: 16) })")
  }

  /// Every character issue #24 names (ESC, CR, LF, NUL, U+202E), with lines a CI log or a test
  /// report would believe if the line feed were printed raw.
  static let forging = "x\u{1B}[2J\r\u{0}\u{202E}\nPASS  forged\n::error::forged\n"

  /// No line of `text` starts with what `forging` tries to print on a line of its own.
  static func expectNoForgedLine(_ text: String, _ context: String) {
    expectClean(text, context)
    let forged = text.split(separator: "\n").filter {
      $0.hasPrefix("PASS  forged") || $0.hasPrefix("::error::forged")
    }
    #expect(forged.isEmpty, "\(context): \(forged)")
  }

  static func scene(
    id: String, className: String, placeholder: String, rootID: String = "root"
  ) -> String {
    func json(_ s: String) -> String {
      var out = "\""
      for scalar in s.unicodeScalars {
        if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" || scalar.value > 0x7E {
          out += String(format: "\\u%04X", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    return """
      {"version": 1, "window": {"width": 393, "height": 852}, "keyboard": {"height": 336},
       "classes": {\(json(className)): "UITextField"},
       "views": [{"id": \(json(rootID)), "class": "UIView", "frame": [0, 0, 393, 852], "subviews": [
         {"id": \(json(id)), "class": \(json(className)), "frame": [16, 600, 361, 44],
          "placeholder": \(json(placeholder))}]}]}
      """
  }

  @Test func explainSimulateAndCompileEscapeInputText() throws {
    let directory = try CLI.temporaryDirectory()
    let field = "f" + Self.hostile
    let scene = try CLI.write(
      Self.scene(
        id: field, className: "Field" + Self.hostile.filter { $0.isLetter },
        placeholder: Self.hostile),
      "s.json", in: directory)
    let policy = try CLI.write(
      "version 1\nfield \"x\u{1B}[2Jy\" {\n  distance = 3\n}\n", "p.kbpolicy", in: directory)
    let explain = CLI.run(["explain", "--policy", policy, "--scene", scene, "--field", field])
    #expect(explain.code == 0, "\(explain.err)")
    Self.expectClean(explain.out, "explain")
    let table = CLI.run(["explain", "--policy", policy, "--scene", scene, "--all"])
    #expect(table.code == 0, "\(table.err)")
    Self.expectClean(table.out, "explain --all")
    let events = try CLI.write(
      "focus \(field)\nkeyboard show height 336\n", "e.events", in: directory)
    let simulate = CLI.run(["simulate", "--policy", policy, "--scene", scene, "--events", events])
    Self.expectClean(simulate.out, "simulate")
    let compile = CLI.run(["compile", policy])
    #expect(compile.code == 0, "\(compile.err)")
    Self.expectClean(compile.out, "compile")
  }

  @Test func aTestNameCannotForgeALine() throws {
    let directory = try CLI.temporaryDirectory()
    try FileManager.default.copyItem(
      atPath: CLI.path("rules/examples/checkout.kbpolicy"),
      toPath: directory.appendingPathComponent("checkout.kbpolicy").path)
    try FileManager.default.copyItem(
      atPath: CLI.path("rules/examples/checkout.scene.json"),
      toPath: directory.appendingPathComponent("checkout.scene.json").path)
    let test = try CLI.write(
      "version 1\npolicy \"checkout.kbpolicy\"\nscene \"checkout.scene.json\"\ntest \"x\\nPASS  forged\\n::error::y\u{1B}[2J\" {\n  field promo-code\n  expect gap = 1\n}\n",
      "t.kbtest", in: directory)
    let run = CLI.run(["test", test])
    #expect(run.code == 1)
    Self.expectClean(run.out, "test")
    #expect(!run.out.split(separator: "\n").contains { $0.hasPrefix("PASS") || $0.hasPrefix("::") })
  }

  @Test func importListingEscapesIdsAndClasses() throws {
    let directory = try CLI.temporaryDirectory()
    let text = try String(
      contentsOfFile: CLI.path("rules/examples/Checkout.storyboard"), encoding: .utf8
    ).replacingOccurrences(
      of: "storyboardIdentifier=\"Checkout\"",
      with: "storyboardIdentifier=\"Check&#10;::error::x&#13;&#x202E;\"")
    let storyboard = try CLI.write(text, "c.storyboard", in: directory)
    let run = CLI.run(["import", storyboard])
    #expect(run.code == 0, "\(run.err)")
    Self.expectClean(run.out, "import")
    #expect(!run.out.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(run.out)")
  }

  /// A line feed (with ESC, CR, NUL and U+202E) in a scene's ids stays inside its line in
  /// explain (text and table) and simulate: the text and the table show it escaped.
  @Test func lineFeedsInSceneIdsStayInTheirLine() throws {
    let directory = try CLI.temporaryDirectory()
    let field = "f" + Self.forging
    let scene = try CLI.write(
      Self.scene(
        id: field, className: "Field", placeholder: Self.forging, rootID: "r" + Self.forging),
      "s.json", in: directory)
    let policy = try CLI.write("version 1\n", "p.kbpolicy", in: directory)
    let explain = CLI.run(["explain", "--policy", policy, "--scene", scene, "--field", field])
    #expect(explain.code == 0, "\(explain.err)")
    Self.expectNoForgedLine(explain.out, "explain")
    #expect(explain.out.contains("\\u{A}PASS  forged"), "\(explain.out)")
    let trace = CLI.run(
      ["explain", "--policy", policy, "--scene", scene, "--field", field, "--trace"])
    Self.expectNoForgedLine(trace.out, "explain --trace")
    let table = CLI.run(["explain", "--policy", policy, "--scene", scene, "--all"])
    #expect(table.code == 0, "\(table.err)")
    Self.expectNoForgedLine(table.out, "explain --all")
    // The field is focused through the scene's only text input; the root view (whose id holds
    // the line feeds) is what the plan moves: 852 - 336 = 516 is above the field's bottom
    // 600 + 44 = 644.
    let events = try CLI.write("keyboard show height 336\n", "e.events", in: directory)
    let simulate = CLI.run(["simulate", "--policy", policy, "--scene", scene, "--events", events])
    Self.expectNoForgedLine(simulate.out, "simulate")
    Self.expectNoForgedLine(simulate.err, "simulate (standard error)")
  }

  /// Arguments echoed in usage errors and in the lines commands write to standard error show a
  /// line feed escaped: `error: unknown format 'x\u{A}PASS  forged...'`.
  @Test func argumentsEchoedInErrorsStayOnTheirLine() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write("version 1\n", "p.kbpolicy", in: directory)
    let runs = [
      CLI.run(["compile", "--format", Self.forging, policy]),
      CLI.run(["rules", "L" + Self.forging]),
      CLI.run(["check", directory.appendingPathComponent("missing" + Self.forging).path]),
      CLI.run(["lint", "--reporter", Self.forging, policy]),
      CLI.run(["explain", "--policy", policy, "--scene", Self.forging]),
      CLI.run(["check", "--" + Self.forging, policy]),
    ]
    for (index, run) in runs.enumerated() {
      #expect(run.code == 2, "run \(index): \(run.err)")
      Self.expectNoForgedLine(run.err, "run \(index)")
      #expect(run.err.contains("\\u{A}"), "run \(index): \(run.err)")
    }
  }
}
