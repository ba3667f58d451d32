import PolicyLanguage
import PolicyMigration
import SourceReader
import Testing

/// Shapes real apps write that the migration must read right, each in Swift and Objective-C:
/// screen files without launch code, lifecycle methods on a base class from elsewhere, braces on
/// their own line, launch and lifecycle helpers.
@Suite struct MigrationShapeTests {
  /// Migrates in-memory files (`name`, `text`).
  static func migrate(_ files: [(String, String)], version: Int? = nil) -> MigrationResult {
    let readings = files.map { name, text in
      SourceReader.read(
        path: name, bytes: Array(text.utf8), language: SourceLanguage.of(path: name) ?? .swift)
    }
    return PolicyMigration.migrate(readings, version: version)
  }

  /// The policy's lines without comments and blanks.
  static func lines(_ result: MigrationResult) -> [String] {
    result.policy.split(separator: "\n").map {
      String($0.split(separator: "#", maxSplits: 1).first ?? "").trimmingSpaces()
    }.filter { !$0.isEmpty }
  }

  static let chatSwift = """
    import IQKeyboardManagerSwift
    import UIKit

    class ChatViewController: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        IQKeyboardManager.shared.enable = false
      }
      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        IQKeyboardManager.shared.enable = true
      }
    }
    """

  static let chatObjC = """
    #import <IQKeyboardManager/IQKeyboardManager.h>
    @implementation ChatViewController
    - (void)viewWillAppear:(BOOL)animated {
        [super viewWillAppear:animated];
        [IQKeyboardManager sharedManager].enable = NO;
    }
    - (void)viewWillDisappear:(BOOL)animated {
        [super viewWillDisappear:animated];
        [IQKeyboardManager sharedManager].enable = YES;
    }
    @end
    """

  // MARK: - 1. No app-wide lines from a file without launch code

  @Test(arguments: [("ChatViewController.swift", chatSwift), ("ChatViewController.m", chatObjC)])
  func screenFileWritesNoAppWideLines(_ name: String, _ text: String) {
    let result = Self.migrate([(name, text)], version: 6)
    let lines = Self.lines(result)
    #expect(lines.contains("disable in ChatViewController"), "\(result.policy)")
    #expect(!lines.contains("enabled = false"), "\(result.policy)")
    #expect(!lines.contains("enabled = true"), "\(result.policy)")
    let note = result.notes.first { $0.contains("not written") }
    #expect(note?.contains("no launch code") == true, "\(result.notes)")
    // Without launch code the value outside the screen is unknown: no leak claims it.
    #expect(result.leaks.isEmpty, "\(result.leaks.map(\.message))")
    #expect(result.policyErrors.isEmpty)
  }

  @Test func launchCodeInTheInputWritesTheDefaults() {
    let app = """
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          return true
        }
      }
      """
    let result = Self.migrate(
      [("AppDelegate.swift", app), ("ChatViewController.swift", Self.chatSwift)], version: 6)
    let lines = Self.lines(result)
    // IQ 6 (Swift): distance handling off and the toolbar on unless the app says otherwise.
    #expect(lines.contains("enabled = false"), "\(result.policy)")
    #expect(lines.contains("enabled = true"), "\(result.policy)")
    #expect(!result.notes.contains { $0.contains("not written") })
  }

  @Test func objectiveCAppDelegateWithoutLaunchMethodIsLaunchCode() {
    let app = """
      @interface AppDelegate : UIResponder <UIApplicationDelegate>
      @end
      """
    let result = Self.migrate(
      [("AppDelegate.h", app), ("ChatViewController.m", Self.chatObjC)], version: 6)
    // The Objective-C pod's distance handling is on by default; its toolbar too.
    #expect(Self.lines(result).contains("enabled = true"), "\(result.policy)")
  }

  // MARK: - 2. A lifecycle method is one whatever the superclass

  @Test func restoreOnlyOnABaseClassFromElsewhereIsALifecycleRestore() {
    let swift = """
      class ListViewController: BaseViewController {
        override func viewWillDisappear(_ animated: Bool) {
          super.viewWillDisappear(animated)
          IQKeyboardManager.shared.enable = true
        }
      }
      """
    let objc = """
      @interface ListViewController : BaseViewController
      @end
      @implementation ListViewController
      - (void)viewWillDisappear:(BOOL)animated {
          [super viewWillDisappear:animated];
          [IQKeyboardManager sharedManager].enable = YES;
      }
      @end
      """
    for (name, text) in [("List.swift", swift), ("List.m", objc)] {
      let result = Self.migrate([(name, text)], version: 6)
      #expect(result.unmapped.count == 1, "\(name)")
      let item = result.unmapped.first
      #expect(item?.reason.kind == .restoreOnly, "\(name): \(item?.reason.message ?? "")")
      #expect(item?.reason.message.contains("outside launch code") == false)
      #expect(item?.reason.message.contains("BaseViewController") == true)
      #expect(item?.replacement == "avoidance { disable in ListViewController }")
    }
  }

  @Test func lifecycleOnAnUndeclaredBaseClassMaps() {
    let swift = """
      final class ChatViewController: Core.BaseViewController<ChatModel>, UITextViewDelegate {
        override public func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          IQKeyboardManager.shared.enableAutoToolbar = false
        }
        override public func viewWillDisappear(_ animated: Bool) {
          IQKeyboardManager.shared.enableAutoToolbar = true
        }
      }
      """
    let objc = """
      @implementation ChatViewController (Keyboard)
      - (void)viewWillAppear:(BOOL)animated {
          [IQKeyboardManager sharedManager].enableAutoToolbar = NO;
      }
      - (void)viewWillDisappear:(BOOL)animated {
          [IQKeyboardManager sharedManager].enableAutoToolbar = YES;
      }
      @end
      """
    for (name, text) in [("Chat.swift", swift), ("Chat.m", objc)] {
      let result = Self.migrate([(name, text)], version: 6)
      #expect(result.unmapped.isEmpty, "\(name): \(result.unmapped.map(\.reason.message))")
      #expect(result.mapped.count == 2, "\(name)")
      #expect(Self.lines(result).contains("disable in ChatViewController"), "\(result.policy)")
      #expect(result.policyErrors.isEmpty, "\(result.policyErrors)")
    }
  }

  // MARK: - 3. Braces on their own line

  @Test func bracesOnTheirOwnLineOpenTheBody() {
    let swift = """
      class ChatViewController: UIViewController
      {
        override func viewWillAppear(_ animated: Bool)
        {
          super.viewWillAppear(animated)
          IQKeyboardManager.shared.enable = false
        }
        override func viewWillDisappear(_ animated: Bool)
        {
          if animated
          {
            print("x")
          }
          IQKeyboardManager.shared.enable = true
        }
      }
      """
    let objc = """
      @implementation ChatViewController
      - (void)viewWillAppear:(BOOL)animated
      {
          [super viewWillAppear:animated];
          [IQKeyboardManager sharedManager].enable = NO;
      }
      - (void)viewWillDisappear:(BOOL)animated
      {
          if (animated)
          {
              NSLog(@"x");
          }
          [IQKeyboardManager sharedManager].enable = YES;
      }
      @end
      """
    for (name, text) in [("Chat.swift", swift), ("Chat.m", objc)] {
      let result = Self.migrate([(name, text)], version: 6)
      #expect(result.unmapped.isEmpty, "\(name): \(result.unmapped.map(\.reason.message))")
      #expect(
        result.mapped.map(\.policyLines) == [["avoidance { disable in ChatViewController }"], []])
    }
    let outline = SourceReader.outline(
      path: "Chat.swift", bytes: Array(swift.utf8), language: .swift)
    #expect(outline.functions.map(\.name) == ["viewWillAppear", "viewWillDisappear"])
    // Every statement in the two methods knows its function.
    #expect(outline.statements.filter { $0.function == nil }.isEmpty)
  }

  // MARK: - 4. Launch helpers in a long delegate method

  static let longDelegateSwift = """
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        FirebaseApp.configure()
        Analytics.shared.start(with: launchOptions)
        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .x, object: nil)
        if #available(iOS 13.0, *) {
          window?.overrideUserInterfaceStyle = .light
          setupToolbar()
        }
        DispatchQueue.main.async {
          self.registerForPush()
          self.setupLater()
        }
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
          print(granted)
        }
        setupKeyboard()
        if #available(iOS 17.0, *) {
          setupNewer()
        }
        window?.makeKeyAndVisible()
        return true
      }
      private func setupKeyboard() {
        IQKeyboardManager.shared.enable = true
        IQKeyboardManager.shared.keyboardDistanceFromTextField = 30
      }
      private func setupToolbar() {
        IQKeyboardManager.shared.enableAutoToolbar = false
      }
      private func setupLater() {
        IQKeyboardManager.shared.shouldResignOnTouchOutside = true
      }
      private func setupNewer() {
        IQKeyboardManager.shared.shouldResignOnTouchOutside = false
      }
    }
    """

  static let longDelegateObjC = """
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
    {
        [FIRApp configure];
        if (@available(iOS 13.0, *)) {
            self.window.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            [self setupLater];
        });
        [self setupKeyboard];
        [self.window makeKeyAndVisible];
        return YES;
    }
    - (void)setupKeyboard
    {
        [IQKeyboardManager sharedManager].enable = YES;
        [IQKeyboardManager sharedManager].keyboardDistanceFromTextField = 30;
    }
    - (void)setupLater
    {
        [IQKeyboardManager sharedManager].shouldResignOnTouchOutside = YES;
    }
    @end
    """

  @Test func launchHelpersInALongDelegateMethod() {
    let swift = Self.migrate([("AppDelegate.swift", Self.longDelegateSwift)], version: 6)
    let lines = Self.lines(swift)
    #expect(lines.contains("enabled = true"), "\(swift.policy)")
    #expect(lines.contains("distance = 30"), "\(swift.policy)")
    // Inside `if #available(iOS 13.0, *)`: true on every iOS the runtime runs on.
    #expect(lines.contains("enabled = false"), "\(swift.policy)")
    let reasons = swift.unmapped.map(\.reason)
    // In a closure, and under an `#available` newer than the runtime's floor: never guessed,
    // and the reason names who calls the helper.
    #expect(reasons.map(\.kind) == [.closure, .condition], "\(reasons.map(\.message))")
    #expect(reasons.allSatisfy { $0.message.contains("which launch code calls") })
    #expect(!reasons.contains { $0.message.contains("no launch code") })

    let objc = Self.migrate([("AppDelegate.m", Self.longDelegateObjC)], version: 6)
    #expect(Self.lines(objc).contains("distance = 30"), "\(objc.policy)")
    #expect(
      objc.unmapped.map(\.reason.kind) == [.closure], "\(objc.unmapped.map(\.reason.message))")
  }

  // MARK: - 5. Lifecycle helpers

  static let helperSwift = """
    enum Keyboard {
      static func off() { IQKeyboardManager.shared.enable = false }
      static func on() { IQKeyboardManager.shared.enable = true }
    }
    class ChatViewController: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Keyboard.off()
      }
      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Keyboard.on()
      }
    }
    class MapViewController: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Keyboard.off()
        hideToolbar()
      }
      override func viewWillDisappear(_ animated: Bool) {
        Keyboard.on()
        showToolbar()
      }
      private func hideToolbar() { IQKeyboardManager.shared.enableAutoToolbar = false }
      private func showToolbar() { IQKeyboardManager.shared.enableAutoToolbar = true }
    }
    """

  static let helperObjC = """
    @implementation KeyboardHelper
    + (void)disableIQKeyboard {
        [IQKeyboardManager sharedManager].enable = NO;
    }
    + (void)openIQKeyboard {
        [IQKeyboardManager sharedManager].enable = YES;
    }
    @end
    @implementation ChatViewController
    - (void)viewWillAppear:(BOOL)animated {
        [super viewWillAppear:animated];
        [KeyboardHelper disableIQKeyboard];
    }
    - (void)viewWillDisappear:(BOOL)animated {
        [super viewWillDisappear:animated];
        [KeyboardHelper openIQKeyboard];
    }
    @end
    @implementation MapViewController
    - (void)viewWillAppear:(BOOL)animated {
        [KeyboardHelper disableIQKeyboard];
        [self hideToolbar];
    }
    - (void)viewWillDisappear:(BOOL)animated {
        [KeyboardHelper openIQKeyboard];
        [self showToolbar];
    }
    - (void)hideToolbar {
        [IQKeyboardManager sharedManager].enableAutoToolbar = NO;
    }
    - (void)showToolbar {
        [IQKeyboardManager sharedManager].enableAutoToolbar = YES;
    }
    @end
    """

  @Test(arguments: [("App.swift", helperSwift), ("App.m", helperObjC)])
  func lifecycleHelpersBecomeScreenRules(_ name: String, _ text: String) {
    let result = Self.migrate([(name, text)], version: 6)
    #expect(result.unmapped.isEmpty, "\(result.unmapped.map(\.reason.message))")
    let lines = Self.lines(result)
    #expect(lines.contains("disable in ChatViewController"), "\(result.policy)")
    #expect(lines.contains("disable in MapViewController"), "\(result.policy)")
    #expect(lines.filter { $0 == "disable in MapViewController" }.count == 2, "\(result.policy)")
    // Each statement once: the shared helper's statement carries both screens' lines.
    #expect(result.mapped.count == 4)
    let off = result.mapped.first { $0.policyLines.count == 2 }
    #expect(
      off?.policyLines == [
        "avoidance { disable in ChatViewController }", "avoidance { disable in MapViewController }",
      ])
    #expect(result.deletable.count == 4)
    #expect(result.policyErrors.isEmpty)
  }

  @Test func helperCalledOnlyFromAnActionSaysWhoCallsIt() {
    let text = """
      class ChatViewController: UIViewController {
        @IBAction func toggle(_ sender: Any) { turnOff() }
        func turnOff() { IQKeyboardManager.shared.enable = false }
        func neverCalled() { IQKeyboardManager.shared.enable = false }
      }
      """
    let result = Self.migrate([("Chat.swift", text)], version: 6)
    let reasons = result.unmapped.map(\.reason)
    #expect(reasons.map(\.kind) == [.outsideLaunch, .wrapper])
    // `turnOff` is called (from an action): the reason never says it is not.
    #expect(!reasons[0].message.contains("no launch code"))
    #expect(reasons[1].message.contains("no launch code"))
  }

  // MARK: - 7. C line splices and C++ raw strings

  @Test(arguments: ["\n", "\r\n"])
  func spliceAndRawStringsInObjectiveC(_ newline: String) {
    let text = [
      "@implementation AppDelegate",
      "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {",
      "    // old setting, disabled \\",
      "    [IQKeyboardManager sharedManager].enable = NO;",
      "    NSString *note = @\"see \\",
      "\"; [IQKeyboardManager sharedManager].keyboardDistanceFromTextField = 40;",
      "    auto s = R\"x(\")x\"; [IQKeyboardManager sharedManager].enableAutoToolbar = NO;",
      "    auto t = R\"( [IQKeyboardManager sharedManager].shouldResignOnTouchOutside = YES; )\";",
      "    return YES;",
      "}",
      "@end",
    ].joined(separator: newline)
    let result = Self.migrate([("splice.mm", text)], version: 6)
    // Line 4 is part of line 3's comment; line 6's statement and line 7's are live; line 8's
    // is inside a raw string.
    #expect(result.mapped.map(\.location.line) == [6, 7], "\(result.mapped.map(\.text))")
    #expect(result.unmapped.isEmpty)
    #expect(result.remaining.map(\.line) == [6, 7])
    let lines = Self.lines(result)
    #expect(lines.contains("distance = 40"))
    #expect(result.ignored.map(\.location.line) == [3])
  }

  // MARK: - 8. An undeclared class one edit from a declared one

  @Test func undeclaredClassNearADeclaredOneIsDeclaredAsExternal() {
    let app = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(ChatViewController.self)
          return true
        }
      }
      """
    let chat = """
      class ChatViewController2: UIViewController { override func viewWillAppear(_ a: Bool) { IQKeyboardManager.shared.enableAutoToolbar = false } }
      """
    let objcApp = """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          [[IQKeyboardManager sharedManager].disabledDistanceHandlingClasses addObject:[ChatViewController class]];
          return YES;
      }
      @end
      """
    let objcChat = """
      @interface ChatViewController2 : UIViewController
      @end
      @implementation ChatViewController2
      - (void)viewWillAppear:(BOOL)animated { [IQKeyboardManager sharedManager].enableAutoToolbar = NO; }
      @end
      """
    for files in [
      [("AppDelegate.swift", app), ("Chat2.swift", chat)],
      [("AppDelegate.m", objcApp), ("Chat2.m", objcChat)],
    ] {
      let result = Self.migrate(files, version: 6)
      #expect(result.policyErrors.isEmpty, "\(result.policyErrors)")
      let compiled = Policy.compile(SourceFile(path: "m.kbpolicy", text: result.policy))
      #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
      #expect(Self.lines(result).contains("class ChatViewController: UIViewController"))
      let declared = result.classes.first { $0.name == "ChatViewController" }
      #expect(declared?.declared == true && declared?.assumed == true)
      #expect(result.notes.contains { $0.contains("misspelling of 'ChatViewController2'") })
      #expect(!result.notes.contains { $0.hasPrefix("ChatViewController is not declared") })
    }
  }

  // MARK: - 6. The delete list is complete

  @Test func importsAreDeletableAndCounted() {
    let swift = """
      import UIKit
      @_exported import IQKeyboardManagerSwift
      import class IQKeyboardToolbarManager.IQKeyboardToolbarManager
      class Form: UIViewController {}
      """
    let objc = """
      #import <UIKit/UIKit.h>
      #import <IQKeyboardManager/IQKeyboardManager.h>
      #import "IQUIView+Hierarchy.h"
      @import IQKeyboardManager;
      @implementation Form
      @end
      """
    for (name, text) in [("Form.swift", swift), ("Form.m", objc)] {
      let result = Self.migrate([(name, text)], version: 8)
      let expected = name.hasSuffix(".swift") ? [2, 3] : [2, 3, 4]
      #expect(result.imports.map(\.location.line) == expected, "\(name)")
      #expect(result.remaining.map(\.line) == expected, "\(name)")
      #expect(result.deletable.map(\.location.line) == expected, "\(name)")
      // Each range is exactly the import's text.
      let bytes = Array(text.utf8)
      for (item, imported) in zip(result.deletable, result.imports) {
        #expect(String(decoding: bytes[item.start..<item.end], as: UTF8.self) == imported.text)
        #expect(imported.text.contains("IQ"))
      }
    }
  }

  @Test func everyUseOfAnAliasIsDeletedWithIt() {
    let swift = """
      typealias KB = IQKeyboardManager
      let kbType = IQKeyboardManager.self
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          KB.shared.enable = true
          kbType.shared.keyboardDistanceFromTextField = 20
          IQKeyboardManager.`shared`.`enableAutoToolbar` = false
          let manager = IQKeyboardManager.shared
          manager.shouldResignOnTouchOutside = true
          return true
        }
      }
      """
    let objc = """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          IQKeyboardManager *manager = [IQKeyboardManager sharedManager];
          manager.keyboardDistanceFromTextField = 20;
          [manager setEnableAutoToolbar:NO];
          return YES;
      }
      @end
      """
    for (name, text, lines) in [
      ("App.swift", swift, [1, 2, 5, 6, 7, 8, 9]), ("App.m", objc, [3, 4, 5]),
    ] {
      let result = Self.migrate([(name, text)], version: 6)
      #expect(result.unmapped.isEmpty, "\(result.unmapped.map(\.text))")
      #expect(result.deletable.map(\.location.line) == lines, "\(name)")
      #expect(result.remaining.map(\.line) == lines, "\(name)")
      #expect(Self.lines(result).contains("distance = 20"), "\(result.policy)")
    }
  }

  @Test func handMadeToolbarHintNeverKeepsIQ() {
    let swift = """
      class Form: UIViewController {
        override func viewDidLoad() {
          cityField.accessibilityIdentifier = "city"
          cityField.iq.addDone(target: self, action: #selector(done))
          zipField.iq.addDone(target: self, action: #selector(done))
        }
      }
      """
    let objc = """
      @implementation Form
      - (void)viewDidLoad {
          self.cityField.accessibilityIdentifier = @"city";
          [self.cityField addDoneOnKeyboardWithTarget:self action:@selector(done:)];
          [self.zipField addDoneOnKeyboardWithTarget:self action:@selector(done:)];
      }
      @end
      """
    for (name, text) in [("Form.swift", swift), ("Form.m", objc)] {
      let result = Self.migrate([(name, text)], version: 7)
      #expect(result.unmapped.count == 2, "\(name)")
      for item in result.unmapped {
        #expect(item.reason.kind == .manualToolbar)
        let hint = item.replacement ?? ""
        #expect(!hint.contains("addDone") && !hint.contains(".iq."), "\(hint)")
        #expect(hint.contains("onToolbarButton") && hint.contains("UIToolbar"), "\(hint)")
      }
      #expect(result.unmapped[0].replacement?.hasPrefix("field \"city\" { toolbar = on }") == true)
    }
  }

  // MARK: - 9. A shim that defines an IQ-named member

  @Test func shimFileIsReadWhileItConfiguresIQ() {
    let swift = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          IQKeyboardManager.shared.enable = true
          IQKeyboardManager.shared.keyboardDistanceFromTextField = 40
          return true
        }
      }
      extension UIView { var enableMode: Bool { false } }
      """
    let objc = """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          [IQKeyboardManager sharedManager].keyboardDistanceFromTextField = 40;
          return YES;
      }
      @end
      @interface UIView (Shim)
      @property (nonatomic) BOOL enableMode;
      @end
      """
    for (name, text) in [("shim.swift", swift), ("shim.m", objc)] {
      let result = Self.migrate([(name, text)], version: 6)
      #expect(result.skipped.isEmpty, "\(name)")
      #expect(Self.lines(result).contains("distance = 40"), "\(result.policy)")
      #expect(!result.remaining.isEmpty)
      #expect(result.notes.contains { $0.contains("defines 'enableMode'") })
    }
    // The same member without any configuration is still IQ's own source.
    let own = Self.migrate([
      ("IQUIView.swift", "extension UIView { var enableMode: Bool { false } }")
    ])
    #expect(own.skipped.map(\.definition) == ["enableMode"])
  }

  // MARK: - 10. Lock-file versions outside 4 to 8

  @Test(arguments: [
    ("Podfile.lock", "PODS:\n  - IQKeyboardManager (3.0)\n", "'3.0', outside"),
    ("Podfile.lock", "PODS:\n  - IQKeyboardManagerSwift (9.1.0)\n", "'9.1.0', outside"),
    (
      "Package.resolved",
      #"{"pins":[{"identity":"iqkeyboardmanagerswift","state":{"version":"1e400"}}]}"#,
      "'1e400', which is not a version"
    ),
  ])
  func lockFileVersionsOutsideTheRangeAreReported(_ path: String, _ text: String, _ words: String) {
    let reading = SourceReader.read(
      path: "Chat.swift", bytes: Array(Self.chatSwift.utf8), language: .swift)
    let result = PolicyMigration.migrate([reading], lockfiles: [(path, text)])
    #expect(result.flavor.assumed, "\(result.flavor.evidence)")
    #expect(IQFlavor.versions.contains(result.flavor.version))
    #expect(result.notes.contains { $0.contains(words) }, "\(result.notes)")
    // In range, it is used as given.
    let pinned = PolicyMigration.migrate(
      [reading],
      lockfiles: [
        (
          "Podfile.lock",
          "PODS:\n  - IQKeyboardManagerSwift (~> 7.0)\n  - IQKeyboardManagerSwift (7.0.1)\n"
        )
      ])
    #expect(pinned.flavor.version == 7 && !pinned.flavor.assumed)
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
