import PolicyLanguage
import SourceReader

/// IQ's SwiftUI workarounds as screen rules (grammar.md, "SwiftUI screens"): a toggle in a SwiftUI
/// view's `.onAppear` / `.task` (set) and `.onDisappear` (put back), and a `UIHostingController`
/// subclass that exists to give a SwiftUI screen a class name, in a class list or with toggles in
/// its lifecycle. Each becomes a rule for `screen "Name"`, named after the SwiftUI view, and the
/// report says which `.keyboardPolicyScreen("Name")` to add.
///
/// A screen is a toggle target like a controller: its name is carried as the list entry the
/// policy spells (`screen "SignUpView"`), so the lifecycle pairing, the leak checks and the list
/// bookkeeping work on it unchanged.
extension Migrator {
  /// SwiftUI modifiers whose closure runs when the screen appears, and when it disappears.
  static let swiftUIAppearModifiers: Set<String> = ["onAppear", "task"]
  static let swiftUIRestoreModifiers: Set<String> = ["onDisappear"]

  /// Finds the SwiftUI views (types that adopt `View`) and the hosting-controller subclasses with
  /// a plain root view (`class SignUpHost: UIHostingController<SignUpView>`). Linear in the
  /// outlines' types.
  mutating func indexSwiftUI() {
    for (file, reading) in readings.enumerated() where !skippedFile[file] {
      for type in reading.outline.types where type.kind != .extension {
        if type.inherited.contains("View") { swiftUIViews.insert(type.name) }
      }
    }
    for (file, reading) in readings.enumerated() where !skippedFile[file] {
      for type in reading.outline.types where type.kind == .class {
        guard type.inherited.first == "UIHostingController",
          let root = type.superclassArgument, Self.isScreenView(root)
        else { continue }
        hostedScreens[type.name] = root
      }
    }
  }

  /// Whether a hosting controller's type argument names one SwiftUI view (not `AnyView` or a
  /// generic parameter the subclass passes on).
  static func isScreenView(_ name: String) -> Bool {
    !["AnyView", "Content", "Root", "RootView", "V"].contains(name)
      && PolicyDraft.stringLiteral(name) != nil
  }

  /// The toggle target of a SwiftUI screen: the list entry the policy spells.
  static func screenTarget(_ view: String) -> String {
    "screen \(PolicyDraft.stringLiteral(view) ?? "\"\"")"
  }

  /// The screen name a toggle target holds (nil for a controller class).
  static func screenName(ofTarget target: String) -> String? {
    guard target.hasPrefix("screen \""), target.hasSuffix("\""), target.count > 9 else {
      return nil
    }
    return String(target.dropFirst(8).dropLast())
  }

  /// Where a statement inside a closure runs: a SwiftUI view's `.onAppear` / `.task` (set) or
  /// `.onDisappear` (put back) is that screen's lifecycle; other closures are not guessed.
  func closureContext(_ file: Int, _ statement: IQStatement, callee: String?, line: Int)
    -> StatementContext
  {
    guard let callee,
      Self.swiftUIAppearModifiers.contains(callee) || Self.swiftUIRestoreModifiers.contains(callee)
    else { return .other(.closure(callee, line: line)) }
    guard let view = enclosingClass(file, statement), swiftUIViews.contains(view),
      Self.isScreenView(view)
    else {
      return .other(
        Self.swiftUIAppearModifiers.contains(callee)
          ? .swiftUI(line: line) : .closure(callee, line: line))
    }
    return .lifecycle(
      controller: Self.screenTarget(view), method: "\(view).\(callee)",
      phase: Self.swiftUIRestoreModifiers.contains(callee) ? .restore : .appear, runs: true)
  }

  /// A lifecycle context of a hosting-controller subclass, as its SwiftUI screen's.
  func screenContext(_ context: StatementContext) -> StatementContext {
    guard case .lifecycle(let controller, let method, let phase, let runs) = context,
      let view = hostedScreens[controller]
    else { return context }
    return .lifecycle(
      controller: Self.screenTarget(view), method: "\(controller).\(method)", phase: phase,
      runs: runs)
  }

  /// A class-list entry: a hosting-controller subclass in a toolbar or resign-on-touch
  /// `enable in` / `disable in` list becomes its screen's entry; any other class stays as it is.
  /// Avoidance keeps the class: IQ's entry only stops IQ moving the host, which the default
  /// layer's `disable in UIHostingController` already says, while `disable in screen` would turn
  /// SwiftUI's own avoidance off.
  mutating func listEntry(_ name: String, feature: IQSetting.Feature, keyword: String) -> String {
    guard feature != .avoidance, keyword == "enable in" || keyword == "disable in",
      let view = hostedScreens[name]
    else { return name }
    noteScreen(view, from: "\(name), a UIHostingController<\(view)> subclass in a class list")
    return Self.screenTarget(view)
  }

  /// Says once per screen which modifier names it, and where the screen came from.
  mutating func noteScreen(_ view: String, from origin: String) {
    guard notedScreens.insert(view).inserted else { return }
    let name = PolicyDraft.stringLiteral(view) ?? "\"\(view)\""
    result.notes.append(
      "screen \(name) (\(origin)): add .keyboardPolicyScreen(\(name)) to \(view)'s body (KeyboardPolicySwiftUI) so the rule reaches the screen; lint's unknown-screen reports it until the sources declare it"
    )
  }

  /// A SwiftUI screen's avoidance toggle: nothing to write. IQ stops (or starts) moving the
  /// screen; the policy never moves a SwiftUI screen, whose own keyboard avoidance keeps the field
  /// visible, and `disable in screen` would turn that off too.
  mutating func mapScreenAvoidance(_ key: ToggleKey, _ toggle: Toggle, screen: String) {
    let turns = toggle.appear.last?.policyValue == "false" ? "stops" : "starts"
    let name = PolicyDraft.stringLiteral(screen) ?? key.controller
    for entry in toggle.appear {
      mapped(
        entry.file, entry.statement, lines: [],
        note:
          "IQ \(turns) moving the SwiftUI screen \(name); under the policy SwiftUI's own keyboard avoidance keeps the field visible and nothing moves the screen again (grammar.md, \"One mover\"): nothing to write. To turn SwiftUI's avoidance off as well, write 'avoidance { disable in \(key.controller) }'"
      )
    }
    for entry in toggle.restore {
      mapped(entry.file, entry.statement, lines: [], note: "puts IQ back outside \(key.controller)")
    }
  }
}
