import Foundation
import Testing
@testable import PolicyLanguage

/// Every file in `Fixtures/errors` states the diagnostics it must produce, one per line:
/// `# expect: CODE LINE:COLUMN`. The test compiles the file and compares the exact set.
@Suite struct ErrorFixtureTests {
  static let fixtures: [String] = (try? Fixtures.files(in: "errors")) ?? []

  @Test func everyBadInputCaseHasAFixture() {
    let expected = [
      "unterminated-string", "unknown-block", "setting-in-wrong-block", "wrong-value-type",
      "negative-distance", "non-finite-distance", "duplicate-blocks", "missing-version",
      "unsupported-version", "empty-file", "binary-garbage", "nesting-too-deep",
    ]
    for name in expected {
      #expect(Self.fixtures.contains("errors/\(name).kbpolicy"), "missing fixture \(name)")
    }
  }

  @Test(arguments: fixtures)
  func fixtureProducesExactlyTheExpectedDiagnostics(name: String) throws {
    let source = try Fixtures.source(name)
    var expected: [String] = []
    for line in source.text.split(separator: "\n") where line.hasPrefix("# expect: ") {
      let parts = line.dropFirst("# expect: ".count).split(separator: " ")
      guard parts.count == 2 else { continue }
      expected.append("\(parts[0])@\(parts[1])")
    }
    #expect(!expected.isEmpty, "fixture \(name) states no expectations")
    let result = Policy.compile(source)
    #expect(
      result.diagnostics.summary.sorted() == expected.sorted(),
      "\(name): \(result.diagnostics.map(\.message))")
    if result.diagnostics.contains(where: { $0.severity == .error }) {
      #expect(result.policy == nil)
    }
  }

  @Test func emptyTextIsAnEmptyPolicy() {
    let result = Policy.compile(SourceFile(path: "empty.kbpolicy", text: ""))
    #expect(result.diagnostics.summary == ["E030@1:1"])
    #expect(result.diagnostics[0].message == "empty policy: expected 'version 1'")
    #expect(result.policy == nil)
  }

  @Test func randomBytesNeverCrash() {
    // A fixed pseudo-random generator, so failures reproduce.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var bytes: [UInt8] = []
    for _ in 0..<200_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes.append(UInt8(truncatingIfNeeded: state >> 33))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let result = Policy.compile(SourceFile(path: "garbage", text: text))
    #expect(result.policy == nil)
    #expect(!result.diagnostics.isEmpty)
    #expect(result.diagnostics.count <= Parser.maximumErrors + 50)
  }

  @Test func tenThousandNestedBraces() {
    let text =
      "version 1\n" + String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
      + "\n"
    let result = Policy.compile(SourceFile(path: "deep", text: text))
    #expect(result.diagnostics.summary == ["E026@2:1", "E020@2:33"])
  }

  @Test func tenThousandNestedBlocksOnSeparateLines() {
    var text = "version 1\n"
    for _ in 0..<10_000 { text += "toolbar {\n" }
    let result = Policy.compile(SourceFile(path: "deep", text: text))
    #expect(result.policy == nil)
    #expect(
      result.diagnostics.allSatisfy { $0.code == "E012" || $0.code == "E046" || $0.code == "E029" })
  }

  @Test func tenMegabyteFileCompiles() {
    var text = "version 1\nclass BigFormViewController: UIViewController\n"
    var index = 0
    while text.utf8.count < 10 * 1024 * 1024 {
      text +=
        "field \"field-\(index)\" {  # field number \(index)\n    distance = \(index % 50)\n    avoidance = on\n}\n"
      index += 1
    }
    let result = Policy.compile(SourceFile(path: "big.kbpolicy", text: text))
    #expect(result.diagnostics.isEmpty)
    let policy = result.policy
    #expect(policy?.rules.filter { $0.layer == .user }.count == index * 2)
    let decision = policy?.decide(
      for: FieldContext(identifier: "field-77", classChain: ["UITextField"]))
    #expect(decision?.values.distance == 27)
  }

  @Test func tenMegabyteLineOfGarbage() {
    let text = "version 1\n" + String(repeating: "@", count: 10 * 1024 * 1024)
    let result = Policy.compile(SourceFile(path: "big", text: text))
    #expect(result.diagnostics.summary == ["E001@2:1"])
  }
}
