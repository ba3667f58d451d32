extension ScalingBench {
  /// `migrate` on its worst shapes: one method appending to a class list, many screens each
  /// toggling a switch and restoring it (directly, or through one helper they all call),
  /// per-view settings on identified fields, deep nesting,
  /// and one string of nested interpolations.
  static func migrateCases(write: @escaping (String, String, String) -> String) -> [Case] {
    func source(_ name: String, _ make: @escaping (Int) -> String) -> (Int, String) -> [String] {
      { size, directory in
        ["migrate", write(make(size), directory, name), "--report", directory + "/report.json"]
      }
    }
    return [
      Case(
        command: "migrate", shape: "one method appending to a class list", unit: "statements",
        size: 20_000, mustSucceed: true,
        arguments: source("Lists.swift") { n in
          "class A: UIViewController {\n  override func viewDidLoad() {\n"
            + (0..<n).map {
              "    IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(C\($0).self)\n"
            }.joined()
            + "  }\n}\n"
        }),
      Case(
        command: "migrate", shape: "screens toggling a switch and restoring it", unit: "screens",
        size: 8_000, mustSucceed: true,
        arguments: source("Screens.swift") { n in
          (0..<n).map {
            "class S\($0): UIViewController {\n  override func viewWillAppear(_ a: Bool) {\n    IQKeyboardManager.shared.enable = false\n  }\n  override func viewWillDisappear(_ a: Bool) {\n    IQKeyboardManager.shared.enable = true\n  }\n}\n"
          }.joined()
        }),
      Case(
        command: "migrate", shape: "screens toggling through one shared helper",
        unit: "screens", size: 8_000, mustSucceed: true,
        arguments: source("Helpers.swift") { n in
          "enum Keyboard {\n  static func off() { IQKeyboardManager.shared.enable = false }\n  static func on() { IQKeyboardManager.shared.enable = true }\n}\n"
            + (0..<n).map {
              "class S\($0): UIViewController {\n  override func viewWillAppear(_ a: Bool) {\n    Keyboard.off()\n  }\n  override func viewWillDisappear(_ a: Bool) {\n    Keyboard.on()\n  }\n}\n"
            }.joined()
        }),
      Case(
        command: "migrate", shape: "per-view settings on identified fields", unit: "fields",
        size: 20_000, mustSucceed: true,
        arguments: source("Fields.swift") { n in
          "class A: UIViewController {\n  override func viewDidLoad() {\n"
            + (0..<n).map {
              "    f\($0).accessibilityIdentifier = \"f\($0)\"\n    f\($0).iq.distanceFromKeyboard = 20\n"
            }.joined()
            + "  }\n}\n"
        }),
      Case(
        command: "migrate", shape: "braces nested deep", unit: "levels", size: 200_000,
        mustSucceed: true,
        arguments: source("Nested.swift") { n in
          "func f() {\n" + String(repeating: "{", count: n)
            + "IQKeyboardManager.shared.enable = true"
            + String(repeating: "}", count: n) + "\n}\n"
        }),
      Case(
        command: "migrate", shape: "one string of nested interpolations", unit: "levels",
        size: 200_000, mustSucceed: true,
        arguments: source("Strings.swift") { n in
          "let s = \"" + String(repeating: "\\(\"", count: n) + String(repeating: ")\"", count: n)
            + "\"\n"
        }),
    ]
  }
}
