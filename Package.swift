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
  products: [
    .executable(name: "kbpolicy", targets: ["kbpolicy"]),
    .executable(name: "kbpolicy-bench", targets: ["kbpolicy-bench"]),
    .executable(name: "kbpolicy-fuzz", targets: ["kbpolicy-fuzz"]),
    .library(name: "PolicyLanguage", targets: ["PolicyLanguage"]),
    .library(name: "SceneModel", targets: ["SceneModel"]),
    .library(name: "AvoidanceEngine", targets: ["AvoidanceEngine"]),
  ],
  targets: [
    .target(name: "PolicyLanguage"),
    .target(name: "SceneModel", dependencies: ["PolicyLanguage"]),
    .target(name: "AvoidanceEngine", dependencies: ["PolicyLanguage", "SceneModel"]),
    .target(name: "PolicyFormatter", dependencies: ["PolicyLanguage"]),
    .target(name: "PolicyLint", dependencies: ["PolicyLanguage", "SceneModel"]),
    .target(
      name: "PolicyExplain", dependencies: ["PolicyLanguage", "SceneModel", "AvoidanceEngine"]),
    .target(
      name: "InterfaceBuilder", dependencies: ["PolicyLanguage", "SceneModel"]),
    .target(
      name: "KBPolicyCLI",
      dependencies: [
        "PolicyLanguage", "SceneModel", "AvoidanceEngine", "PolicyFormatter", "PolicyLint",
        "PolicyExplain", "InterfaceBuilder",
      ]),
    .executableTarget(name: "kbpolicy", dependencies: ["KBPolicyCLI"]),
    .executableTarget(
      name: "kbpolicy-bench",
      dependencies: ["PolicyLanguage", "SceneModel", "AvoidanceEngine", "CHeapStats"]),
    // Live heap bytes (glibc mallinfo2 / Darwin malloc zone statistics) for the benchmark.
    .target(name: "CHeapStats"),
    // The libFuzzer target: `scripts/fuzz.sh SECONDS` builds it with -sanitize=fuzzer; a plain
    // build replays inputs given as arguments.
    .executableTarget(
      name: "kbpolicy-fuzz",
      dependencies: [
        "PolicyLanguage", "SceneModel", "AvoidanceEngine", "PolicyFormatter", "PolicyLint",
      ]),
    .testTarget(
      name: "PolicyLanguageTests", dependencies: ["PolicyLanguage"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AvoidanceEngineTests",
      dependencies: ["AvoidanceEngine", "SceneModel", "PolicyLanguage"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PolicyLintTests",
      dependencies: ["PolicyLint", "PolicyFormatter", "PolicyLanguage", "SceneModel"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PolicyExplainTests",
      dependencies: ["PolicyExplain", "PolicyLanguage", "SceneModel", "AvoidanceEngine"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: ["InterfaceBuilder", "SceneModel", "AvoidanceEngine", "PolicyLanguage"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "KBPolicyCLITests", dependencies: ["KBPolicyCLI", "PolicyLanguage", "PolicyFormatter"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
