import SourceReader
import Testing

/// Types, superclasses, functions and guards around statements.
@Suite struct SourceOutlineTests {
  func read(_ text: String, _ language: SourceLanguage = .swift) -> SourceReading {
    SourceReader.read(path: "f", bytes: Array(text.utf8), language: language)
  }

  @Test func swiftTypesFunctionsAndGuards() {
    let reading = read(
      """
      @MainActor
      final class ChatViewController: BaseViewController, UITextFieldDelegate {
        @IBAction func toggle(_ sender: UISwitch) {
          IQKeyboardManager.shared.enable = sender.isOn
        }
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          IQKeyboardManager.shared.enable = false
          if ready {
            IQKeyboardManager.shared.enableAutoToolbar = false
          }
          DispatchQueue.main.async {
            IQKeyboardManager.shared.keyboardDistanceFromTextField = 20
          }
        }
      }
      """)
    let outline = reading.outline
    #expect(outline.types.map(\.name) == ["ChatViewController"])
    #expect(outline.types[0].inherited == ["BaseViewController", "UITextFieldDelegate"])
    #expect(outline.functions.map(\.name) == ["toggle", "viewWillAppear"])
    #expect(outline.functions[0].isAction)
    #expect(outline.functions[1].calls == [])  // `super.` is not the app's own function
    let found = reading.statements
    #expect(
      found.map(\.property) == [
        "enable", "enable", "enableAutoToolbar", "keyboardDistanceFromTextField",
      ])
    #expect(found.map(\.line) == [4, 8, 10, 13])
    #expect(found[1].guarded == nil)
    #expect(found[2].guarded == .condition(keyword: "if", line: 9))
    #expect(found[3].guarded == .closure(callee: "async", line: 12))
    #expect(found[0].action == .assign(.dynamic("sender.isOn")))
    #expect(outline.statements[found[1].statement].function == 1)
  }

  @Test func guardAndCompilationConditions() {
    let reading = read(
      """
      #if canImport(UIKit)
      class A: UIViewController {
        func f() {
          guard let x else { return }
          IQKeyboardManager.shared.enable = true
        }
        func g() {
          #if DEBUG
          IQKeyboardManager.shared.enable = true
          #endif
          IQKeyboardManager.shared.enable = true
        }
      }
      #endif
      """)
    #expect(
      reading.statements.map(\.guarded) == [
        .condition(keyword: "guard", line: 4), .compilation(condition: "DEBUG", line: 8), nil,
      ])
  }

  @Test func objectiveCInterfaceImplementationAndMethods() {
    let reading = read(
      """
      @interface ChatViewController : BaseViewController <UITextFieldDelegate>
      @property (nonatomic) BOOL x;
      @end
      @implementation ChatViewController
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          [[IQKeyboardManager sharedManager] setEnable:NO];
          if (self.x) [IQKeyboardManager sharedManager].enableAutoToolbar = NO;
      }
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
          return YES;
      }
      @end
      """, .objectiveC)
    let outline = reading.outline
    #expect(outline.types.map(\.name) == ["ChatViewController", "ChatViewController"])
    // The superclass first, then the protocols.
    #expect(outline.types[0].inherited == ["BaseViewController", "UITextFieldDelegate"])
    #expect(outline.functions.map(\.name) == ["viewWillAppear", "application"])
    #expect(outline.functions[1].labels == ["didFinishLaunchingWithOptions"])
    #expect(reading.statements.count == 2)
    #expect(reading.statements[0].action == .assign(.bool(false)))
    #expect(reading.statements[0].spelling == .objcPod)
    #expect(reading.statements[1].guarded == .condition(keyword: "if", line: 8))
    #expect(outline.statements[reading.statements[0].statement].type == 1)
  }

  /// The superclass's one plain type argument (a hosting controller's root view), and none for
  /// nested, several or protocol arguments.
  @Test func superclassTypeArgument() {
    let outline = read(
      """
      final class ProfileHost: UIHostingController<ProfileView> {}
      final class FeedHost: UIHostingController<ModifiedContent<FeedView, Padding>> {}
      final class PairHost: Pair<A, B> {}
      final class ListHost: UIHostingController<ListView>, Sendable {}
      struct Plain: View {}
      final class Later: UIViewController, Box<Item> {}
      """
    ).outline
    #expect(
      outline.types.map(\.name) == [
        "ProfileHost", "FeedHost", "PairHost", "ListHost", "Plain", "Later",
      ])
    #expect(
      outline.types.map(\.superclassArgument) == [
        "ProfileView", nil, nil, "ListView", nil, nil,
      ])
    #expect(outline.types[0].inherited == ["UIHostingController"])
    #expect(outline.types[3].inherited == ["UIHostingController", "Sendable"])
  }
}
