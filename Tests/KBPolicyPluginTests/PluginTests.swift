import Foundation
import Testing

/// The SwiftPM plugins, used from a real package: `swift build` with the build-tool plugin and
/// `swift package kbpolicy lint|fmt|test` with the command plugin, on the fixture package.
///
/// Serialized: every test shares one scratch path. Skipped when `KBPOLICY_SKIP_PLUGIN_TESTS` is
/// set (a quick local loop); CI runs them.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["KBPOLICY_SKIP_PLUGIN_TESTS"] == nil,
    "KBPOLICY_SKIP_PLUGIN_TESTS is set"))
struct PluginTests {
  let fixture = PluginFixture.shared

  @Test func buildToolPluginShowsTheWarningWithItsLocationAndDoesNotFailTheBuild() throws {
    let run = try fixture.build(["--target", "App"])
    #expect(run.status == 0, "\(run.output)")
    let policy = fixture.file("Sources/App/app.kbpolicy").path
    #expect(
      run.output.contains(
        "\(policy):8:3: warning: 'enable in' changes nothing: 'avoidance' is already on wherever no 'disable in' turns it off, and 'disable in' always wins [L001]"
      ), "\(run.output)")
  }

  @Test func buildToolPluginReLintsOnlyAChangedPolicy() throws {
    // Two builds settle the tool; a third with nothing changed must not lint again.
    _ = try fixture.build(["--target", "App"])
    _ = try fixture.build(["--target", "App"])
    let unchanged = try fixture.build(["--target", "App"])
    #expect(unchanged.status == 0, "\(unchanged.output)")
    #expect(!unchanged.output.contains("kbpolicy lint app.kbpolicy"), "\(unchanged.output)")
    #expect(!unchanged.output.contains("warning: 'enable in'"), "\(unchanged.output)")
    // Editing the policy re-lints it.
    let policy = fixture.file("Sources/App/app.kbpolicy")
    let text = try String(contentsOf: policy, encoding: .utf8)
    try (text + "# edited by the plugin test\n").write(
      to: policy, atomically: true, encoding: .utf8)
    let changed = try fixture.build(["--target", "App"])
    #expect(changed.output.contains("kbpolicy lint app.kbpolicy"), "\(changed.output)")
    #expect(changed.output.contains("app.kbpolicy:8:3: warning:"), "\(changed.output)")
  }

  @Test func buildToolPluginFailsTheBuildOnAnError() throws {
    let run = try fixture.build(["--target", "Broken"])
    #expect(run.status != 0, "\(run.output)")
    let policy = fixture.file("Sources/Broken/broken.kbpolicy").path
    #expect(
      run.output.contains("\(policy):4:3: error: unknown setting 'ordr' in 'toolbar' [E040]"),
      "\(run.output)")
  }

  /// screens.kbpolicy names `ViewController` (an error unless declared: it reads as a misspelling
  /// of UIViewController) and `CheckoutScreen`, declared only in the target's Swift file: the
  /// plugin passes the target's code with `--sources`, so the build passes without a finding.
  @Test func buildToolPluginKnowsTheClassesOfTheTargetsCode() throws {
    let run = try fixture.build(["--target", "Screens"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("kbpolicy lint screens.kbpolicy"), "\(run.output)")
    #expect(!run.output.contains("screens.kbpolicy:"), "\(run.output)")
  }

  @Test func commandPluginLintsThePackagesPolicies() throws {
    let run = try fixture.package([
      "--allow-writing-to-package-directory", "kbpolicy", "lint", "--target", "App",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains("\(fixture.file("Sources/App/app.kbpolicy").path):8:3: warning:"),
      "\(run.output)")
    let broken = try fixture.package([
      "--allow-writing-to-package-directory", "kbpolicy", "lint", "--target", "Broken",
    ])
    #expect(broken.status != 0, "\(broken.output)")
    #expect(broken.output.contains("broken.kbpolicy:4:3: error:"), "\(broken.output)")
  }

  /// The command plugin passes the target's code as the build-tool plugin does: screens.kbpolicy
  /// names classes only the target's Swift file declares, so `lint --strict` passes with no
  /// finding (it used to fail with unknown-class findings on a policy the build accepts).
  @Test func commandPluginKnowsTheClassesOfTheTargetsCode() throws {
    let run = try fixture.package([
      "--allow-writing-to-package-directory", "kbpolicy", "lint", "--strict", "--target",
      "Screens", "--reporter", "xcode",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(!run.output.contains("screens.kbpolicy:"), "\(run.output)")
    // Without the code (a path given, no target's code that declares them), the same policy
    // has findings: the test above would catch a plugin that passed nothing.
    let alone = try fixture.package([
      "--allow-writing-to-package-directory", "kbpolicy", "lint", "--strict", "--target",
      "Broken", "--reporter", "xcode", fixture.file("Sources/Screens/screens.kbpolicy").path,
    ])
    #expect(alone.status != 0, "\(alone.output)")
    #expect(alone.output.contains("screens.kbpolicy:"), "\(alone.output)")
  }

  @Test func commandPluginFormatsOnlyWithWritePermission() throws {
    let policy = fixture.file("Sources/Unformatted/messy.kbpolicy")
    let before = try String(contentsOf: policy, encoding: .utf8)
    #expect(before == "version 1\nfield   \"email\"  {distance=24}\n")
    let refused = try fixture.package(["kbpolicy", "fmt", "--target", "Unformatted"])
    #expect(refused.status != 0)
    #expect(refused.output.contains("--allow-writing-to-package-directory"), "\(refused.output)")
    #expect(try String(contentsOf: policy, encoding: .utf8) == before)
    let run = try fixture.package([
      "--allow-writing-to-package-directory", "kbpolicy", "fmt", "--target", "Unformatted",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      try String(contentsOf: policy, encoding: .utf8)
        == "version 1\n\nfield \"email\" {\n  distance = 24\n}\n")
  }

  @Test func commandPluginRunsThePackagesPolicyTests() throws {
    let run = try fixture.package([
      "--allow-writing-to-package-directory", "kbpolicy", "test", "--target", "App",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("PASS  "), "\(run.output)")
    #expect(run.output.contains("1 test ran: 1 passed, 0 failed"), "\(run.output)")
  }

  /// No `.kbtest` in the targets: the run fails and says that no test ran, as the CLI does for
  /// a directory without one (it used to exit 0 and print nothing, so CI went green).
  @Test func commandPluginFailsWhenNoTestRan() throws {
    let run = try fixture.package([
      "--allow-writing-to-package-directory", "kbpolicy", "test", "--target", "Broken",
    ])
    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains("no .kbtest files in targets Broken: 0 tests ran"), "\(run.output)")
  }
}
