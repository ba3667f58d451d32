import Foundation
import TestSupport
import SourceReader
import Testing

/// Every spelling of IQKeyboardManager's configuration, by version, is recognised; comments and
/// strings never are; IQ's own source is skipped.
@Suite struct IQRecognizerTests {
  func statements(_ body: String, _ language: SourceLanguage = .swift) -> [IQStatement] {
    let text =
      language == .swift
      ? "class AppDelegate: UIResponder {\n  func setUp() {\n\(body)\n  }\n}\n"
      : "@implementation AppDelegate\n- (void)setUp {\n\(body)\n}\n@end\n"
    return SourceReader.read(path: "f", bytes: Array(text.utf8), language: language).statements
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var code: String
    var language: SourceLanguage
    var target: IQStatement.Target
    var property: String
    var spelling: IQStatement.Spelling
    var action: IQStatement.Action
    var testDescription: String { code }
  }

  static let cases: [Case] = [
    // The Objective-C pod: message and dot syntax, from Objective-C and from Swift.
    Case(
      code: "[[IQKeyboardManager sharedManager] setEnable:NO];", language: .objectiveC,
      target: .keyboardManager, property: "enable", spelling: .objcPod,
      action: .assign(.bool(false))),
    Case(
      code: "[IQKeyboardManager sharedManager].keyboardDistanceFromTextField = 20.0f;",
      language: .objectiveC, target: .keyboardManager, property: "keyboardDistanceFromTextField",
      spelling: .objcPod, action: .assign(.number(20))),
    Case(
      code: "[IQKeyboardManager sharedManager].toolbarManageBehaviour = IQAutoToolbarByPosition;",
      language: .objectiveC, target: .keyboardManager, property: "toolbarManageBehaviour",
      spelling: .objcPod, action: .assign(.word("byPosition"))),
    Case(
      code:
        "[[IQKeyboardManager sharedManager].disabledDistanceHandlingClasses addObject:[ChatViewController class]];",
      language: .objectiveC, target: .keyboardManager, property: "disabledDistanceHandlingClasses",
      spelling: .objcPod, action: .listAdd([.named("ChatViewController")], dynamic: false)),
    Case(
      code:
        "[[[IQKeyboardManager sharedManager] enabledToolbarClasses] addObject:NSClassFromString(@\"LoginViewController\")];",
      language: .objectiveC, target: .keyboardManager, property: "enabledToolbarClasses",
      spelling: .objcPod, action: .listAdd([.named("LoginViewController")], dynamic: false)),
    Case(
      code: "[[IQKeyboardManager sharedManager].disabledToolbarClasses addObject:[self class]];",
      language: .objectiveC, target: .keyboardManager, property: "disabledToolbarClasses",
      spelling: .objcPod, action: .listAdd([.enclosing], dynamic: false)),
    Case(
      code:
        "[[IQKeyboardManager sharedManager].touchResignedGestureIgnoreClasses removeAllObjects];",
      language: .objectiveC, target: .keyboardManager,
      property: "touchResignedGestureIgnoreClasses",
      spelling: .objcPod, action: .listRemoveAll),
    Case(
      code: "IQKeyboardManager.shared().isEnableAutoToolbar = false", language: .swift,
      target: .keyboardManager, property: "isEnableAutoToolbar", spelling: .objcPodFromSwift,
      action: .assign(.bool(false))),
    // Swift 5 and earlier, 6, 7, 8.
    Case(
      code: "IQKeyboardManager.sharedManager().enable = true", language: .swift,
      target: .keyboardManager, property: "enable", spelling: .swiftSharedManager,
      action: .assign(.bool(true))),
    Case(
      code: "IQKeyboardManager.shared.previousNextDisplayMode = .alwaysHide", language: .swift,
      target: .keyboardManager, property: "previousNextDisplayMode", spelling: .swiftShared,
      action: .assign(.word("alwaysHide"))),
    Case(
      code: "IQKeyboardManager.shared.toolbarConfiguration.manageBehavior = .byTag",
      language: .swift,
      target: .keyboardManager, property: "toolbarConfiguration.manageBehavior",
      spelling: .swiftShared,
      action: .assign(.word("byTag"))),
    Case(
      code:
        "IQKeyboardManager.shared.toolbarConfiguration.placeholderConfiguration.showPlaceholder = false",
      language: .swift, target: .keyboardManager,
      property: "toolbarConfiguration.placeholderConfiguration.showPlaceholder",
      spelling: .swiftShared,
      action: .assign(.bool(false))),
    Case(
      code: "IQKeyboardManager.shared.keyboardConfiguration.overrideAppearance = true",
      language: .swift,
      target: .keyboardManager, property: "keyboardConfiguration.overrideAppearance",
      spelling: .swiftShared,
      action: .assign(.bool(true))),
    Case(
      code: "IQKeyboardToolbarManager.shared.isEnabled = true", language: .swift,
      target: .toolbarManager, property: "isEnabled", spelling: .swiftToolbarManager,
      action: .assign(.bool(true))),
    Case(
      code:
        "IQKeyboardToolbarManager.shared.deepResponderAllowedContainerClasses.append(UIStackView.self)",
      language: .swift, target: .toolbarManager, property: "deepResponderAllowedContainerClasses",
      spelling: .swiftToolbarManager, action: .listAdd([.named("UIStackView")], dynamic: false)),
    Case(
      code:
        "IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(contentsOf: [A.self, B.self])",
      language: .swift, target: .keyboardManager, property: "disabledDistanceHandlingClasses",
      spelling: .swiftShared, action: .listAdd([.named("A"), .named("B")], dynamic: false)),
    Case(
      code: "IQKeyboardManager.shared.enabledDistanceHandlingClasses += [type(of: self)]",
      language: .swift,
      target: .keyboardManager, property: "enabledDistanceHandlingClasses", spelling: .swiftShared,
      action: .listAdd([.enclosing], dynamic: false)),
    Case(
      code: "IQKeyboardManager.shared.toolbarPreviousNextAllowedClasses = [UIStackView.self]",
      language: .swift,
      target: .keyboardManager, property: "toolbarPreviousNextAllowedClasses",
      spelling: .swiftShared,
      action: .listAssign([.named("UIStackView")], dynamic: false)),
    Case(
      code: "IQKeyboardManager.shared.disabledToolbarClasses.removeAll()", language: .swift,
      target: .keyboardManager, property: "disabledToolbarClasses", spelling: .swiftShared,
      action: .listRemoveAll),
    Case(
      code: "IQKeyboardManager.shared.disabledToolbarClasses.removeAll { $0 == A.self }",
      language: .swift,
      target: .keyboardManager, property: "disabledToolbarClasses", spelling: .swiftShared,
      action: .listRemove([.named("A")], dynamic: false)),
    Case(
      code: "IQKeyboardManager.shared.disabledToolbarClasses.removeAll { $0 is A.Type }",
      language: .swift,
      target: .keyboardManager, property: "disabledToolbarClasses", spelling: .swiftShared,
      action: .listRemove([], dynamic: true)),
    Case(
      code: "IQKeyboardManager.shared.reloadLayoutIfNeeded()", language: .swift,
      target: .keyboardManager, property: "reloadLayoutIfNeeded", spelling: .swiftShared,
      action: .call),
    // Per view, return keys.
    Case(
      code: "emailField.iq.distanceFromKeyboard = 30", language: .swift,
      target: .view("emailField"),
      property: "distanceFromKeyboard", spelling: .none, action: .assign(.number(30))),
    Case(
      code: "self.bio.keyboardDistanceFromTextField = 40", language: .swift, target: .view("bio"),
      property: "keyboardDistanceFromTextField", spelling: .none, action: .assign(.number(40))),
    Case(
      code: "notes.iq.enableMode = .disabled", language: .swift, target: .view("notes"),
      property: "enableMode", spelling: .none, action: .assign(.word("disabled"))),
    Case(
      code: "[self.emailField setEnableMode:IQEnableModeEnabled];", language: .objectiveC,
      target: .view("emailField"), property: "enableMode", spelling: .none,
      action: .assign(.word("enabled"))),
    Case(
      code: "self.scrollView.shouldRestoreScrollViewContentOffset = YES;", language: .objectiveC,
      target: .view("scrollView"), property: "shouldRestoreScrollViewContentOffset",
      spelling: .none,
      action: .assign(.bool(true))),
    Case(
      code: "returnHandler = IQKeyboardReturnKeyHandler(controller: self)", language: .swift,
      target: .returnHandler, property: "IQKeyboardReturnKeyHandler", spelling: .none,
      action: .createReturnHandler),
    Case(
      code:
        "self.returnKeyHandler = [[IQKeyboardReturnKeyHandler alloc] initWithViewController:self];",
      language: .objectiveC, target: .returnHandler, property: "IQKeyboardReturnKeyHandler",
      spelling: .none,
      action: .createReturnHandler),
    Case(
      code: "returnManager.lastTextInputViewReturnKeyType = .go", language: .swift,
      target: .returnHandler,
      property: "lastTextInputViewReturnKeyType", spelling: .none, action: .assign(.word("go"))),
  ]

  @Test(arguments: cases) func recognises(_ testCase: Case) {
    let found = statements(testCase.code, testCase.language)
    #expect(found.count == 1)
    guard let statement = found.first else { return }
    #expect(statement.target == testCase.target)
    #expect(statement.property == testCase.property)
    #expect(statement.spelling == testCase.spelling)
    #expect(statement.action == testCase.action)
    #expect(statement.line == 3)
  }

  @Test func aliasesAndSavedValues() {
    let found = statements(
      """
      let manager = IQKeyboardManager.shared
      manager.enable = true
      saved = IQKeyboardManager.shared.keyboardDistanceFromTextField
      IQKeyboardManager.shared.keyboardDistanceFromTextField = saved
      """)
    #expect(
      found.map(\.action) == [
        .alias("manager"), .assign(.bool(true)), .save(into: "saved"), .assign(.dynamic("saved")),
      ])
    #expect(found[1].spelling == .alias)
    let objc = statements(
      """
      IQKeyboardManager *manager = [IQKeyboardManager sharedManager];
      manager.enableAutoToolbar = NO;
      [manager setShouldResignOnTouchOutside:YES];
      """, .objectiveC)
    #expect(objc.map(\.action) == [.alias("manager"), .assign(.bool(false)), .assign(.bool(true))])
  }

  @Test func implicitSelfInAnExtensionOfTheManager() {
    let text = """
      extension IQKeyboardManager {
        func configure() {
          enable = true
          self.keyboardDistanceFromTextField = 15
          disabledToolbarClasses.append(ChatViewController.self)
          self.helper()
        }
      }
      """
    let found = SourceReader.read(path: "f", bytes: Array(text.utf8), language: .swift).statements
    #expect(
      found.map(\.property) == [
        "enable", "keyboardDistanceFromTextField", "disabledToolbarClasses",
      ])
    #expect(found.allSatisfy { $0.spelling == .implicitSelf })
  }

  @Test func constantsResolveOnce() {
    let text = """
      #define GAP 24
      static const CGFloat kDistance = 30;
      @implementation A
      - (void)f {
          [IQKeyboardManager sharedManager].keyboardDistanceFromTextField = GAP;
          [IQKeyboardManager sharedManager].keyboardDistanceFromTextField = kDistance;
      }
      @end
      """
    let found = SourceReader.read(path: "f", bytes: Array(text.utf8), language: .objectiveC)
      .statements
    #expect(found.map(\.action) == [.assign(.number(24)), .assign(.number(30))])
    let swift = """
      enum Metrics { static let keyboardGap: CGFloat = 18 }
      func f() { IQKeyboardManager.shared.keyboardDistanceFromTextField = keyboardGap }
      """
    let swiftFound = SourceReader.read(path: "f", bytes: Array(swift.utf8), language: .swift)
      .statements
    #expect(swiftFound.map(\.action) == [.assign(.number(18))])
  }

  @Test func commentsAndStringsAreNeverStatements() {
    let text = """
      func f() {
        // IQKeyboardManager.shared.enable = false
        /* IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(A.self) /* nested */ */
        let s = "IQKeyboardManager.shared.enable = false"
        let t = \"\"\"
          IQKeyboardManager.shared.enable = false
          \"\"\"
        IQKeyboardManager.shared.enableAutoToolbar = false
      }
      """
    let reading = SourceReader.read(path: "f", bytes: Array(text.utf8), language: .swift)
    #expect(reading.statements.map(\.property) == ["enableAutoToolbar"])
    #expect(reading.statements.first?.line == 8)
    #expect(reading.commentMentions.map(\.line) == [2, 3])
  }

  @Test func accessibilityIdentifiersInCode() {
    let text = """
      class A: UIViewController {
        override func viewDidLoad() {
          emailField.accessibilityIdentifier = "email"
          [x setAccessibilityIdentifier:@"no"]
        }
      }
      """
    let reading = SourceReader.read(path: "f", bytes: Array(text.utf8), language: .swift)
    #expect(reading.identifiers.map(\.view) == ["emailField"])
    #expect(reading.identifiers.map(\.identifier) == ["email"])
  }

  @Test func iqOwnSourceIsRecognisedByItsDefinitions() {
    let swift = """
      @MainActor @objc public final class IQKeyboardManager: NSObject {
        public var isEnabled: Bool = false { didSet { enable = isEnabled } }
      }
      """
    #expect(
      SourceReader.read(path: "Renamed.swift", bytes: Array(swift.utf8), language: .swift)
        .ownDefinition?.name
        == "IQKeyboardManager")
    let category = """
      @interface UIView (Additions)
      @property(nonatomic, assign) CGFloat keyboardDistanceFromTextField;
      @end
      """
    #expect(
      SourceReader.read(path: "x.h", bytes: Array(category.utf8), language: .objectiveC)
        .ownDefinition?.name
        == "keyboardDistanceFromTextField")
    let app = "extension IQKeyboardManager {\n  func configure() { enable = true }\n}\n"
    let reading = SourceReader.read(path: "a.swift", bytes: Array(app.utf8), language: .swift)
    #expect(reading.ownDefinition == nil)
    #expect(reading.extendedIQTypes == ["IQKeyboardManager"])
  }
}

/// Inputs the fuzzer found crashing, kept as regressions.
@Suite struct SourceReaderFuzzRegressionTests {
  /// A statement ending in `=` at the end of the file (`customClass=`): the alias check read the
  /// token after the last one.
  @Test func assignmentAtEndOfFile() throws {
    let url = FixtureLoader(target: "SourceReaderTests").url(
      "fuzz/crash-assignment-at-end-of-file.txt")
    let bytes = try Array(Data(contentsOf: url))
    for language in [SourceLanguage.swift, .objectiveC] {
      let reading = SourceReader.read(
        path: "crash", bytes: Array(bytes.dropFirst()), language: language)
      #expect(reading.statements.isEmpty)
    }
    for text in [
      "x =", "let a =", "manager.enable =", "[x setEnable:", "IQKeyboardManager.shared.",
    ] {
      let reading = SourceReader.read(path: "t", bytes: Array(text.utf8), language: .swift)
      #expect(reading.outline.tokens.count >= 2)
    }
  }
}
