import Testing

@testable import PolicyLanguage

/// The language's documented limits (docs/limits.md): at the limit the input is
/// accepted, beyond it there is one clear error with a stable code, never a crash or a hang.
@Suite struct LimitsTests {
  static func compile(_ text: String) -> CompileResult {
    Policy.compile(SourceFile(path: "limits.kbpolicy", text: text))
  }

  // MARK: - Longest identifier and string (1024 bytes)

  @Test func aClassNameOfTheMaximumLengthIsAccepted() {
    let name = "A" + String(repeating: "b", count: Lexer.maximumTokenLength - 1)
    let result = Self.compile(
      "version 1\nclass \(name): UIViewController\ncontroller \(name) { distance = 3 }\n")
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(result.policy?.classHierarchy.superclass(of: name) == "UIViewController")
  }

  @Test func aLongerClassNameIsOneClearError() {
    let name = "A" + String(repeating: "b", count: Lexer.maximumTokenLength)
    let result = Self.compile("version 1\nclass \(name): UIViewController\n")
    #expect(result.policy == nil)
    #expect(result.diagnostics.map(\.code) == ["E005"])
    #expect(
      result.diagnostics.first?.message.hasPrefix("name is longer than 1024 bytes (1025 bytes")
        == true)
    #expect(result.diagnostics.first?.range.start.line == 2)
  }

  @Test func aLongerStringIsOneClearError() {
    let identifier = String(repeating: "x", count: Lexer.maximumTokenLength + 1)
    let result = Self.compile("version 1\nfield \"\(identifier)\" { distance = 3 }\n")
    #expect(result.policy == nil)
    #expect(result.diagnostics.map(\.code).first == "E005")
    #expect(result.diagnostics.filter { $0.code == "E005" }.count == 1)
  }

  @Test func aMegabyteLongNameEndsInOneError() {
    let result = Self.compile(
      "version 1\ntoolbar { disable in " + String(repeating: "Z", count: 1 << 20) + " }\n")
    #expect(result.policy == nil)
    #expect(result.diagnostics.filter { $0.code == "E005" }.count == 1)
    #expect(result.diagnostics.allSatisfy { $0.message.count < 300 })
  }

  // MARK: - Largest file (16 MiB)

  @Test func aPolicyAtTheSizeLimitIsRead() {
    let head = "version 1\navoidance { distance = 12 }\n# "
    let text =
      head + String(repeating: "x", count: Parser.maximumSourceSize - head.utf8.count - 1) + "\n"
    #expect(text.utf8.count == Parser.maximumSourceSize)
    let result = Self.compile(text)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.policy?.decide(for: FieldContext(classChain: ["UITextField"])).values.distance == 12)
  }

  @Test func aLargerPolicyIsOneClearErrorAndIsNotRead() {
    let text = "version 1\n" + String(repeating: " ", count: Parser.maximumSourceSize)
    let result = Self.compile(text)
    #expect(result.policy == nil)
    #expect(result.diagnostics.map(\.code) == ["E006"])
    #expect(result.diagnostics.first?.message.hasPrefix("policy is larger than 16 MiB") == true)
  }

  // MARK: - Deepest nesting (32 levels of braces) and error count (1000)

  @Test func nestingBeyondTheLimitIsReportedOnce() {
    let depth = 100_000
    let text =
      "version 1\ntoolbar " + String(repeating: "{", count: depth)
      + String(repeating: "}", count: depth) + "\n"
    let result = Self.compile(text)
    #expect(result.policy == nil)
    #expect(result.diagnostics.filter { $0.code == "E020" }.count == 1)
  }

  @Test func aHundredThousandErrorsStopAtTheCap() {
    let result = Self.compile("version 1\n" + String(repeating: "@ ", count: 100_000))
    #expect(result.policy == nil)
    #expect(result.diagnostics.count <= Parser.maximumErrors + 1)
    #expect(result.diagnostics.last?.code == "E029")
  }
}
