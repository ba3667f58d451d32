import Foundation
import PolicyLanguage
import Testing

@testable import PolicyTesting

/// A test file's `device` line: an id or `all`, with an orientation; T017 with a fix-it.
@Suite struct DeviceLineTests {
  func parse(_ text: String) -> PolicyTestFile {
    TestFileParser.parse(SourceFile(path: "a.kbtest", text: text))
  }

  @Test func readsAnIdOrAllWithAnOrientation() throws {
    let file = parse(
      """
      version 1
      device all:landscape
      test "a" {
        device retina4_7
        expect verdict = visible
      }
      test "b" {
        expect verdict = visible
      }
      """)
    #expect(file.diagnostics.isEmpty)
    #expect(file.defaults.device == "all:landscape")
    #expect(file.tests.map(\.setup.device) == ["retina4_7", "all:landscape"])
    let range = try #require(file.tests[0].setup.deviceRange)
    #expect(range.start.line == 4 && range.start.column == 10)
  }

  @Test func badDeviceLinesAreT017OrT002() throws {
    let file = parse(
      """
      version 1
      test "a" {
        device retina4_00:landscape
        device retina4_7:sideways
        device
        device "retina4_7"
        expect verdict = visible
      }
      """)
    #expect(file.diagnostics.map(\.code) == ["T017", "T017", "T002", "T002"])
    let unknown = file.diagnostics[0]
    #expect(unknown.message.hasPrefix("unknown device 'retina4_00' (known: all, retina3_5, "))
    #expect(unknown.message.hasSuffix("; did you mean 'retina4_0'?"))
    // The fix-it keeps the orientation.
    #expect(unknown.fixIts.first?.replacement == "retina4_0:landscape")
    #expect(
      file.diagnostics[1].message
        == "unknown orientation 'sideways' (expected portrait or landscape)")
    #expect(file.tests.first?.hasErrors == true)
  }

  @Test func runsOnEveryClassOrOne() {
    #expect(TestDevices.runs("all").count == 23)
    #expect(TestDevices.runs("all:landscape").first?.option == "retina4_0:landscape")
    #expect(TestDevices.runs("retina3_5").map(\.option) == ["retina3_5"])
    #expect(TestDevices.runs("retina3_5").first?.device == nil)
  }
}
