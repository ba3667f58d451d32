// swift-tools-version:6.0
// A package that uses KeyboardPolicy's plugins, as an app's package would. The plugin tests copy
// it to a temporary directory and point the dependency at this checkout.
import PackageDescription

let package = Package(
  name: "PluginFixture",
  dependencies: [
    .package(path: "../../../..")
  ],
  targets: [
    // app.kbpolicy has one lint warning; app.kbtest pins its distance.
    .target(
      name: "App",
      plugins: [.plugin(name: "KBPolicyBuildToolPlugin", package: "KeyboardPolicy")]),
    // broken.kbpolicy has a compile error: the build fails.
    .target(
      name: "Broken",
      plugins: [.plugin(name: "KBPolicyBuildToolPlugin", package: "KeyboardPolicy")]),
    // screens.kbpolicy names classes only Screens.swift declares: clean with the target's code.
    .target(
      name: "Screens",
      plugins: [.plugin(name: "KBPolicyBuildToolPlugin", package: "KeyboardPolicy")]),
    // messy.kbpolicy is valid but not formatted: for `swift package kbpolicy fmt`.
    .target(name: "Unformatted"),
  ]
)
