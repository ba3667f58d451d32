import Foundation
import Testing

@testable import KBPolicyCLI

/// `lint --docs-url`: only an absolute http(s) URI by RFC 3986 without query or fragment is
/// taken (every `helpUri` written is then a URI), and only with the SARIF reporter, the one that
/// uses it.
@Suite struct DocumentationURLTests {
  static let policy = "version 1\n\navoidance {\n  distanse = 3\n}\n"

  @Test(arguments: [
    "https://x/\n\u{1B}[31m", "https://x/a b", "https://x/a b#c?d%", "https://x/\"}],\"y\":\"",
    "https://x/docs?ref=main", "https://x/docs#top", "https://", "https:///docs", "https://x/%zz",
    "https://x/%2", "https://x/é", "https://x/<a>", "https://x\\docs", "ftp://x/docs", "docs/",
  ])
  func isRefused(url: String) throws {
    #expect(DocumentationURL.problem(url) != nil, "\(url)")
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(Self.policy, "p.kbpolicy", in: directory)
    let run = CLI.run(["lint", "--reporter", "sarif", "--docs-url", url, policy])
    #expect(run.code == 2, "\(url): \(run.err)")
    #expect(run.out.isEmpty)
    #expect(run.err.hasPrefix("error: --docs-url takes an absolute http(s) URL"), "\(run.err)")
    // The value is shown escaped: no raw control reaches the terminal.
    #expect(!run.err.dropLast().unicodeScalars.contains { $0.value < 0x20 }, "\(run.err)")
  }

  @Test(arguments: [
    "https://example.org/KeyboardPolicy/blob/v0.1.0", "HTTP://example.org/a%20b/",
    "https://user@example.org:8443/~team/kp;v=1/", "http://127.0.0.1/x",
  ])
  func isTakenAndEveryLinkIsFromIt(url: String) throws {
    #expect(DocumentationURL.problem(url) == nil, "\(url)")
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(Self.policy, "p.kbpolicy", in: directory)
    let run = CLI.run(["lint", "--reporter", "sarif", "--docs-url", url, policy])
    #expect(run.code == 1, "\(run.err)")
    let base = url.hasSuffix("/") ? String(url.dropLast()) : url
    #expect(run.out.contains("\"helpUri\""), "\(run.out)")
    let escapedBase = base.replacingOccurrences(of: "/", with: "\\/")
    #expect(
      run.out.contains("\"\(base)/grammar.md#7-diagnostics\"")
        || run.out.contains("\"\(escapedBase)\\/grammar.md#7-diagnostics\""), "\(run.out)")
  }

  /// Reporters that have no place for a rule's link refuse the option instead of ignoring it.
  @Test(arguments: ["human", "xcode", "json", "github"])
  func otherReportersRefuseIt(reporter: String) throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(Self.policy, "p.kbpolicy", in: directory)
    let run = CLI.run([
      "lint", "--reporter", reporter, "--docs-url", "https://example.org/kp", policy,
    ])
    #expect(run.code == 2, "\(run.err)")
    #expect(
      run.err == "error: --docs-url is used only by '--reporter sarif' (SARIF rules' helpUri)\n")
    let unset = CLI.run(["lint", "--docs-url", "https://example.org/kp", policy])
    #expect(unset.code == 2, "the default reporter is not SARIF either: \(unset.err)")
  }
}
