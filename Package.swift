// swift-tools-version:6.0
import PackageDescription

/// KeyboardPolicy: a policy language, an avoidance engine and the `kbpolicy` tool.
///
/// Data flows one way: `PolicyLanguage` (lexer, parser, AST, compiler, `Policy`) → `SceneModel`
/// (scene snapshots, geometry, the scene JSON format, event scripts) → `AvoidanceEngine` (scene
/// index, plans, simulation) → `PolicyLint`, `PolicyExplain`, `InterfaceBuilder`; `PolicyFormatter`
/// needs the parser only; `KBPolicyCLI` is the only module that prints. ARCHITECTURE.md tells each
/// module's job. No package dependencies.
let package = Package(
  name: "KeyboardPolicy",
  // The runtime's floor is iOS 15 (Mac Catalyst 15); scripts/ios-typecheck.sh checks every API
  // the runtime and its dependencies use against it. macOS 13 for `kbpolicy` and its plugins on a
  // developer's Mac. Linux ignores these.
  platforms: [.iOS(.v15), .macCatalyst(.v15), .macOS(.v13)],
  products: [
    .executable(name: "kbpolicy", targets: ["kbpolicy"]),
    .executable(name: "kbpolicy-bench", targets: ["kbpolicy-bench"]),
    .executable(name: "kbpolicy-fuzz", targets: ["kbpolicy-fuzz"]),
    .library(name: "PolicyLanguage", targets: ["PolicyLanguage"]),
    .library(name: "SceneModel", targets: ["SceneModel"]),
    .library(name: "AvoidanceEngine", targets: ["AvoidanceEngine"]),
    .library(name: "KeyboardPolicyRuntime", targets: ["KeyboardPolicyRuntime"]),
    // On-device explain (`runtime.explanation(for:)`), apart so release builds need not link
    // PolicyExplain.
    .library(name: "KeyboardPolicyExplain", targets: ["KeyboardPolicyExplain"]),
    // SwiftUI screens under the same policy: `.keyboardPolicyScreen`, `.keyboardPolicyField`.
    .library(name: "KeyboardPolicySwiftUI", targets: ["KeyboardPolicySwiftUI"]),
    // Lints every .kbpolicy of the target it is applied to, at build time (SwiftPM and Xcode).
    .plugin(name: "KBPolicyBuildToolPlugin", targets: ["KBPolicyBuildToolPlugin"]),
    // `swift package kbpolicy lint|fmt|test` over the package's policies.
    .plugin(name: "KBPolicyCommandPlugin", targets: ["KBPolicyCommandPlugin"]),
  ],
  targets: [
    .target(name: "PolicyLanguage"),
    .target(name: "SceneModel", dependencies: ["PolicyLanguage"]),
    .target(name: "AvoidanceEngine", dependencies: ["PolicyLanguage", "SceneModel"]),
    .target(name: "PolicyFormatter", dependencies: ["PolicyLanguage"]),
    // Swift and Objective-C source, read far enough to find IQKeyboardManager's configuration
    // (comments, strings, `#if`, types, functions, statements); no dependencies.
    .target(name: "SourceReader"),
    // `kbpolicy migrate`: IQKeyboardManager configuration (read by SourceReader) → a policy and
    // a report. Never prints.
    .target(
      name: "PolicyMigration",
      dependencies: ["SourceReader", "PolicyLanguage", "PolicyFormatter", "InterfaceBuilder"]),
    .target(name: "PolicyLint", dependencies: ["PolicyLanguage", "SceneModel", "AvoidanceEngine"]),
    .target(
      name: "PolicyExplain", dependencies: ["PolicyLanguage", "SceneModel", "AvoidanceEngine"]),
    // Auto Layout as UIKit defines it (items, attributes, constraints, stack views, autoresizing
    // masks, intrinsic sizes) and the solver: Cassowary's incremental simplex with priorities.
    .target(name: "AutoLayout", dependencies: ["SceneModel"]),
    .target(
      name: "InterfaceBuilder", dependencies: ["PolicyLanguage", "SceneModel", "AutoLayout"]),
    // The in-app runtime: pure Swift (tested on Linux), plus a thin UIKit layer under
    // `#if canImport(UIKit) && os(iOS)` (iOS and Mac Catalyst) in
    // Sources/KeyboardPolicyRuntime/UIKit, type-checked for iOS by scripts/ios-typecheck.sh.
    .target(
      name: "KeyboardPolicyRuntime",
      dependencies: ["PolicyLanguage", "SceneModel", "AvoidanceEngine"]),
    // The SwiftUI layer: modifiers that set what the runtime's platform-independent SwiftUI
    // planner decides, under `#if canImport(SwiftUI) && os(iOS)` (empty elsewhere), type-checked
    // for iOS by scripts/ios-typecheck.sh.
    .target(
      name: "KeyboardPolicySwiftUI",
      dependencies: ["KeyboardPolicyRuntime", "PolicyLanguage", "SceneModel"]),
    // `kbpolicy explain` on the live screen: the runtime's scene through PolicyExplain.
    .target(
      name: "KeyboardPolicyExplain",
      dependencies: [
        "KeyboardPolicyRuntime", "PolicyLanguage", "SceneModel", "AvoidanceEngine", "PolicyExplain",
      ]),
    // `kbpolicy test`: the policy test file format, its parser and the runner (no printing).
    .target(
      name: "PolicyTesting",
      dependencies: [
        "PolicyLanguage", "SceneModel", "AvoidanceEngine", "PolicyExplain", "InterfaceBuilder",
      ]),
    .target(
      name: "KBPolicyCLI",
      dependencies: [
        "PolicyLanguage", "SceneModel", "AvoidanceEngine", "PolicyFormatter", "PolicyLint",
        "PolicyExplain", "InterfaceBuilder", "PolicyTesting", "CFileAttributes", "PolicyMigration",
        "SourceReader",
      ]),
    // Extended attributes (Linux and Darwin spell the calls differently), so writes keep them.
    .target(name: "CFileAttributes"),
    .executableTarget(name: "kbpolicy", dependencies: ["KBPolicyCLI"]),
    .plugin(
      name: "KBPolicyBuildToolPlugin", capability: .buildTool(), dependencies: ["kbpolicy"]),
    .plugin(
      name: "KBPolicyCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "kbpolicy", description: "lint, format or test the package's keyboard policies"),
        permissions: [
          .writeToPackageDirectory(reason: "'kbpolicy fmt' rewrites policy files in place")
        ]),
      dependencies: ["kbpolicy"]),
    .executableTarget(
      name: "kbpolicy-bench",
      dependencies: [
        "PolicyLanguage", "SceneModel", "AvoidanceEngine", "CHeapStats", "KBPolicyCLI",
        "KeyboardPolicyRuntime", "AutoLayout",
      ]),
    // Live heap bytes (glibc mallinfo2 / Darwin malloc zone statistics) for the benchmark.
    .target(name: "CHeapStats"),
    // The libFuzzer target: `scripts/fuzz.sh SECONDS` builds it with -sanitize=fuzzer; a plain
    // build replays inputs given as arguments.
    .executableTarget(
      name: "kbpolicy-fuzz",
      dependencies: [
        "PolicyLanguage", "SceneModel", "AvoidanceEngine", "PolicyFormatter", "PolicyLint",
        "InterfaceBuilder", "KBPolicyCLI", "SourceReader",
      ]),
    // Shared by every test target: the golden-file check (fails when it records), the seeded
    // random generator, the fixture loader.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "PolicyLanguageTests", dependencies: ["PolicyLanguage", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PolicyMigrationTests",
      dependencies: [
        "PolicyMigration", "SourceReader", "PolicyLanguage", "InterfaceBuilder", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SourceReaderTests", dependencies: ["SourceReader", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SceneModelTests", dependencies: ["SceneModel", "PolicyLanguage", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AvoidanceEngineTests",
      dependencies: ["AvoidanceEngine", "SceneModel", "PolicyLanguage", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PolicyFormatterTests",
      dependencies: ["PolicyFormatter", "PolicyLanguage", "PolicyLint", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PolicyLintTests",
      dependencies: [
        "PolicyLint", "PolicyFormatter", "PolicyLanguage", "SceneModel", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PolicyExplainTests",
      dependencies: [
        "PolicyExplain", "PolicyLanguage", "SceneModel", "AvoidanceEngine", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AutoLayoutTests", dependencies: ["AutoLayout", "SceneModel", "TestSupport"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "SceneModel", "AvoidanceEngine", "PolicyLanguage", "TestSupport",
        "AutoLayout",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "KBPolicyCLITests",
      dependencies: [
        "KBPolicyCLI", "TestSupport", "CFileAttributes", "PolicyLanguage", "PolicyFormatter",
        "PolicyLint", "SceneModel", "PolicyTesting", "SourceReader",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "KeyboardPolicyRuntimeTests",
      dependencies: [
        "KeyboardPolicyRuntime", "KeyboardPolicyExplain", "PolicyLanguage", "SceneModel",
        "AvoidanceEngine", "PolicyExplain", "InterfaceBuilder",
      ]),
    .testTarget(
      name: "PolicyTestingTests",
      dependencies: ["PolicyTesting", "PolicyLanguage", "KBPolicyCLI", "TestSupport"]),
    // Runs `swift build` and `swift package kbpolicy ...` on Fixtures/PluginFixture, a package
    // that depends on this one by path (the fixture is not part of the test target's sources).
    .testTarget(name: "KBPolicyPluginTests", exclude: ["Fixtures"]),
    // The documents' own checks: no citations of documents outside the repository, and
    // ARCHITECTURE.md names every target.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "TestSupport", "PolicyLanguage", "SceneModel", "InterfaceBuilder", "PolicyTesting",
        "PolicyExplain", "KeyboardPolicyRuntime", "KeyboardPolicyExplain",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
