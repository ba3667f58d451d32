import SourceReader

/// Why a statement is not in the policy: a stable kind (`--report`'s `kind`) and its words,
/// built here and nowhere else.
public struct MigrationReason: Sendable, Equatable {
  /// The kinds of statement the policy does not express.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// Inside an `if`, `guard`, `switch`, loop or `#if`.
    case condition
    /// Inside a closure, block, `Task` or callback.
    case closure
    /// In an `@IBAction`.
    case action
    /// SwiftUI `.onAppear`.
    case swiftUI = "swiftui"
    /// The value is computed, a parameter or a variable.
    case dynamicValue = "dynamic-value"
    /// In a function neither launch code nor a screen's lifecycle calls (or whose callers are
    /// not in the input).
    case wrapper
    /// A global setting changed outside launch code and outside a screen's lifecycle.
    case outsideLaunch = "outside-launch"
    /// A screen's lifecycle puts a setting back that nothing in the input changes on it.
    case restoreOnly = "restore-only"
    /// A look: set in code on `keyboard.appearance`.
    case appearance
    /// Something only code does now.
    case code
    /// A per-view setting on a view without a literal accessibility identifier.
    case viewWithoutIdentifier = "view-without-identifier"
    /// A hand-made toolbar.
    case manualToolbar = "manual-toolbar"
    /// Reads IQ's state.
    case read
    /// A setting, value or name the migration does not know.
    case unknown
  }

  /// The kind.
  public var kind: Kind
  /// The words (lowercase, no trailing period).
  public var message: String

  init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  static func condition(_ keyword: String, line: Int) -> Self {
    Self(.condition, "runs only under the '\(keyword)' at line \(line); never guessed")
  }
  static func compilation(_ condition: String, line: Int) -> Self {
    Self(.condition, "compiled only under '#if \(condition)' (line \(line)); never guessed")
  }
  static func closure(_ callee: String?, line: Int) -> Self {
    Self(
      .closure,
      "inside a closure\(callee.map { " passed to '\($0)'" } ?? "") at line \(line): runs later, or not at all; never guessed"
    )
  }
  static func swiftUI(line: Int) -> Self {
    Self(
      .swiftUI,
      "a SwiftUI .onAppear toggle outside a View type (line \(line)): name the screen with .keyboardPolicyScreen(\"Name\") and write its 'screen \"Name\"' rule by hand"
    )
  }
  static func action(_ function: String) -> Self {
    Self(.action, "set by the @IBAction '\(function)': a user's choice at run time; never guessed")
  }
  static func dynamicValue(_ text: String) -> Self {
    Self(.dynamicValue, "the value '\(text)' is computed or passed in; never guessed")
  }
  static func wrapper(_ function: String) -> Self {
    Self(
      .wrapper,
      "in '\(function)', which no launch code or screen lifecycle in the input calls; its callers decide"
    )
  }
  static func outsideLaunch(_ function: String?) -> Self {
    Self(
      .outsideLaunch,
      "a global setting changed \(function.map { "in '\($0)'" } ?? "outside any function"), outside launch code and a screen's lifecycle"
    )
  }
  static func calledUnder(_ guarded: SourceOutline.Guard, function: String, caller: String)
    -> Self
  {
    switch guarded {
    case .condition(let keyword, let line):
      return Self(
        .condition,
        "in '\(function)', which \(caller) calls only under the '\(keyword)' at line \(line); never guessed"
      )
    case .compilation(let condition, let line):
      return Self(
        .condition,
        "in '\(function)', which \(caller) calls only under '#if \(condition)' (line \(line)); never guessed"
      )
    case .closure(let callee, let line):
      return Self(
        .closure,
        "in '\(function)', which \(caller) calls inside a closure\(callee.map { " passed to '\($0)'" } ?? "") at line \(line): runs later, or not at all; never guessed"
      )
    }
  }
  static func restoreOnly(
    _ controller: String, _ property: String, _ value: String, in method: String,
    superclass: String?
  ) -> Self {
    Self(
      .restoreOnly,
      "\(controller) puts '\(property)' back to \(value) in its lifecycle's '\(method)', but nothing in the input changes it while the screen is visible\(superclass.map { " (its superclass \($0) may, in a file not given)" } ?? ""); write the screen's rule by hand"
    )
  }
  static func appearance(_ property: String) -> Self {
    Self(.appearance, "'\(property)' is a look, set in code, not in the policy")
  }
  static func code(_ property: String) -> Self {
    Self(.code, "'\(property)' is done in code now")
  }
  static func viewWithoutIdentifier(_ view: String) -> Self {
    Self(
      .viewWithoutIdentifier,
      "'\(view)' has no literal accessibility identifier in the input; the setting stays in code")
  }
  static func customTitle(_ view: String) -> Self {
    Self(.code, "a custom toolbar title on '\(view)' is set in code")
  }
  static func manualToolbar(_ view: String) -> Self {
    Self(
      .manualToolbar,
      "a hand-made IQ toolbar on '\(view)' (IQ's call stops compiling once IQKeyboardManager is gone): use the policy's toolbar, or build the app's own"
    )
  }
  static func read(_ property: String) -> Self {
    Self(
      .read,
      "reads IQ's '\(property)': rewrite by hand (it stops compiling once IQKeyboardManager is gone)"
    )
  }
  static func unknownSetting(_ property: String) -> Self {
    Self(.unknown, "'\(property)' is not an IQKeyboardManager setting the migration knows")
  }
  static func unknownValue(_ text: String, _ property: String) -> Self {
    Self(.unknown, "'\(text)' is not a value the migration knows for '\(property)'")
  }
  static func dynamicClasses(_ text: String) -> Self {
    Self(.dynamicValue, "the classes in '\(text)' are computed; never guessed")
  }
  static func enclosingOutsideType() -> Self {
    Self(.unknown, "'type(of: self)' / '[self class]' outside a class")
  }
  static func returnHandlerOutsideType() -> Self {
    Self(.unknown, "a return-key handler outside a class")
  }
  static func negativeDistance(_ value: Double) -> Self {
    Self(.unknown, "a negative distance (\(value)) is 0 in IQ and an error in a policy")
  }
}

/// The words of each leak, built here and nowhere else.
enum LeakMessage {
  static func noRestore(
    _ controller: String, _ property: String, _ value: String, in method: String
  ) -> String {
    "\(controller) sets \(property) = \(value) in \(method) and never puts it back: under IQ every screen shown after it keeps \(value)"
  }
  static func restoreNeverRuns(_ controller: String, _ property: String, in method: String)
    -> String
  {
    "\(controller) puts \(property) back in '\(method)', which UIKit never calls (a misspelt lifecycle method): the restore never runs"
  }
  static func computedRestore(
    _ controller: String, _ property: String, _ text: String, outside: String
  ) -> String {
    "\(controller) puts \(property) back to '\(text)', computed at run time, not a value it saved: the migration cannot tell it is \(outside)"
  }
  static func otherValue(_ controller: String, _ property: String, _ value: String, outside: String)
    -> String
  {
    "\(controller) puts \(property) back to \(value), but it is \(outside) everywhere else: after this screen IQ keeps \(value)"
  }
}

/// Notes about lifecycle toggles, built here and nowhere else.
enum ToggleNote {
  static func keptOnByList(_ controller: String, list entry: String) -> String {
    "IQ's enabled list holds \(entry), which keeps the switch on in \(controller) whatever the screen sets: nothing to write"
  }
  static func noLaunchCode(_ lines: [String], flavor: String) -> String {
    "\(lines.joined(separator: " and ")) not written: \(flavor)'s defaults apply to settings the app never sets at launch, and the input holds no launch code (no app delegate, scene delegate, @main App or +load) to tell; migrate the launch code with these files to have them written"
  }
  static func opposite(_ controller: String, ancestor: String) -> String {
    "\(controller) turns a switch on that its superclass \(ancestor) turns off: in IQ the subclass's viewWillAppear runs last and wins, in the policy 'disable in \(ancestor)' wins; set it in code for \(controller)'s fields (field.keyboardPolicy) or change the superclass"
  }
}
