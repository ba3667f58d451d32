import InterfaceBuilder
import KeyboardPolicyRuntime
import PolicyExplain
import PolicyLanguage
import PolicyTesting
import SceneModel
import Testing

/// Every builder of every message catalogue, called once with sample arguments (the language's
/// with its summaries' example names), for `DiagnosticCatalogueTests`.
enum MessageSamples {
  /// One rendered sample, whatever its family.
  struct Sample: Sendable {
    var id: String
    var code: String
    var text: String

    init<Code>(_ message: DiagnosticMessage<Code>) {
      id = "\(message.id)"
      code = message.code.rawValue
      text = message.text
    }
  }

  /// A family's catalogue files, codes and samples.
  struct Family: Sendable, CustomTestStringConvertible {
    var name: String
    var files: [String]
    var codes: [String]
    var samples: [Sample]

    var testDescription: String { name }

    init<Code: DiagnosticCatalogue>(
      _ name: String, _ type: Code.Type, files: [String], _ samples: [DiagnosticMessage<Code>]
    ) {
      self.name = name
      self.files = files
      self.codes = Code.allCases.map(\.rawValue)
      self.samples = samples.map(Sample.init)
    }
  }

  static let families = [
    Family(
      "language", DiagnosticCode.self,
      files: ["Sources/PolicyLanguage/Diagnostics/PolicyMessage.swift"], language),
    Family(
      "scene", SceneIssue.Code.self, files: ["Sources/SceneModel/Scene/SceneMessage.swift"], scene),
    Family(
      "event script", EventScript.Code.self,
      files: ["Sources/SceneModel/Events/EventScriptMessage.swift"], eventScript),
    Family(
      "Interface Builder", ImportIssue.Code.self,
      files: [
        "Sources/InterfaceBuilder/ImportMessage.swift",
        "Sources/InterfaceBuilder/ImportMessage+Layout.swift",
        "Sources/InterfaceBuilder/ImportMessage+Constraints.swift",
        "Sources/InterfaceBuilder/ImportMessage+Screens.swift",
      ], interfaceBuilder),
    Family("policy test", TestCode.self, files: ["Sources/PolicyTesting/TestMessage.swift"], test),
    Family(
      "in-app runtime", RuntimeCode.self,
      files: ["Sources/KeyboardPolicyRuntime/RuntimeMessage.swift"], runtime),
    Family(
      "input file", InputFileCode.self,
      files: ["Sources/PolicyLanguage/Diagnostics/InputFileMessage.swift"], inputFile),
  ]

  // MARK: - Input files

  static let inputFile: [InputFileMessage] = [
    .cannotRead(reason: "no such file"),
    .notUTF8,
  ]

  // MARK: - The in-app runtime

  static let runtime: [RuntimeMessage] = [
    .notInBundle("app.kbpolicy"),
    .cannotRead("app.kbpolicy"),
    .notUTF8("app.kbpolicy"),
    .tooLarge("app.kbpolicy", bytes: 17_000_000),
  ]

  // MARK: - The language

  static let here = SourceRange(
    at: SourceLocation(file: "sample.kbpolicy", line: 1, column: 1, offset: 0))
  static let endOfLine = Token(kind: .newline, text: "", range: here)
  static let two = Token(kind: .number, text: "2", range: here)
  static let version = Statement.version(
    VersionDeclaration(value: ValueNode(kind: .number, text: "1", range: here), range: here))
  static let email = Selector.identifier(Identifier(name: "email", range: here))
  static let toolbar = SettingBlock.feature(.toolbar)
  static let avoidance = SettingBlock.feature(.avoidance)
  static let orderType = SettingCatalogue.entry(named: "order", in: toolbar)?.type ?? .bool

  static let language: [PolicyMessage] = [
    .unexpectedCharacters("@"),
    .slashComment,
    .carriageReturnInComment,
    .unterminatedString,
    .unknownEscape("q"),
    .invalidNumber("10pt"),
    .nameTooLong(bytes: 1025, startingWith: "aaaa"),
    .stringTooLong(bytes: 2000, startingWith: "bbbb"),
    .fileTooLarge(bytes: 17_000_000),
    .unknownBlock("avoidence"),
    .unknownStatement("frobnicate"),
    .expectedOpenBrace(after: "toolbar", found: endOfLine),
    .expectedCloseBrace("toolbar"),
    .unexpectedCloseBrace,
    .expectedNewline(after: version, found: two),
    .expectedNewline(afterSetting: "order", value: "tag", found: two),
    .expectedNewline(afterList: .disableIn, found: two),
    .missingEquals(after: "distance"),
    .expectedEquals(after: "distance", found: endOfLine),
    .expectedNameAfterDot(found: endOfLine),
    .expectedValue(after: "order", found: endOfLine),
    .expectedClassName(after: "disable in", found: endOfLine),
    .expectedSuperclass(of: "A", found: endOfLine),
    .quotedClassName("UITableView", in: .disableIn),
    .expectedIn(after: "disable", found: two),
    .classListInRuleBlock("controller"),
    .nestingTooDeep,
    .expectedColon(between: "A", and: "B"),
    .expectedColonAndSuperclass(after: "A"),
    .expectedSelector(after: "field", classOnly: false, found: endOfLine),
    .expectedSelector(after: "controller", classOnly: true, found: endOfLine),
    .expectedVersion,
    .expectedExtendsTarget,
    .nestedBlock("inner", in: "toolbar"),
    .nestedBraces(in: "toolbar"),
    .expectedStatement(found: two),
    .settingOutsideBlock("distance"),
    .expectedBlockItem(in: "toolbar", found: two),
    .expectedListAfterRemove(found: endOfLine),
    .tooManyErrors,
    .emptyFile,
    .missingVersion,
    .unsupportedVersion("2"),
    .versionNotFirst,
    .duplicateVersion,
    .unknownExtendsTarget("nothing"),
    .duplicateExtends,
    .unknownSetting("ordr", in: toolbar),
    .settingInWrongBlock("order", in: avoidance),
    .wrongValueType("enabled", expects: .bool, found: "on"),
    .unknownValue("postion", for: "order", expected: orderType),
    .negativeDistance("distance", found: "-5"),
    .nonFiniteDistance("distance", found: "1e999"),
    .lengthOutOfRange("distance", found: "1e308"),
    .duplicateBlock("toolbar"),
    .duplicateSetting("distance", in: avoidance),
    .listInWrongBlock(.deepContainers, in: .avoidance, home: .toolbar),
    .emptyIdentifier(in: "field"),
    .tooManyValues("distance", found: "1, 2"),
    .emptyViewID("keep-visible"),
    .noneInViewIDList("keep-visible"),
    .unquotedScreenName("SignUp"),
    .emptyScreenName,
    .malformedScreenName(" SignUp"),
    .screenInList(.deepContainers),
    .duplicateViewID("login-button", in: "keep-visible"),
    .unknownClass("UITableViewControler"),
    .duplicateClass("A"),
    .classCycle("A", path: ["A", "B", "A"]),
    .classChainTooLong("A"),
    .redeclaredUIKitClass("UITextField"),
    .controllerNeedsClass,
    .undeclaredClass("Legacy"),
    .unquotedIdentifier("email", selector: "field"),
    .classNamedWithSelf("ChatViewController"),
    .duplicateListEntry("UITableView", in: .deepContainers),
    .duplicateRuleBlock(.field, email),
    .notInDefaultList("UIAlertControler", .disableIn, of: .avoidance),
    .removeUnderExtendsNone(.disableIn),
  ]

  // MARK: - Scenes and event scripts

  static let scene: [SceneMessage] = [
    .invalidJSON(line: 3, column: 7, reason: "expected ','"),
    .wrongType(expected: "true or false", found: .string("yes")),
    .expectedNumbers(4, found: .number(1)),
    .wrongLength(expected: 4, elements: 3),
    .missingKey("frame"),
    .missingKeyboardSize,
    .unknownKey("fram", suggestion: "frame"),
    .unsupportedVersion(2),
    .emptySuperclass,
    .alphaOutOfRange(2),
    .keyboardHeightAndFrame,
    .lengthOutOfRange(1e9),
    .negativeNumber(-1),
    .notAnInteger(1.5),
    .integerTooLarge,
    .unknownWord("sideways", allowed: ["portrait", "landscape"]),
    .negativeSize,
    .emptyWindow,
    .emptyViewID,
    .emptyControllerID,
    .redeclaredUIKitClass("UITextField", uikitSuperclass: "UIControl", declared: "UIButton"),
    .duplicateKey("id"),
    .duplicateViewID("email", firstAt: "views[0]"),
    .duplicateControllerID("login"),
    .unknownView("emial"),
    .unknownController("root"),
    .focusNotTextInput("label"),
    .classCycle("A"),
    .controllerCycle("login"),
    .controllerChainTooLong("login"),
    .classChainTooLong("Deep"),
    .sharedRootView("root", owner: "login"),
    .tooDeep,
    .notFinite,
    .tooManyViews,
    .tooLarge(bytes: 17_000_000),
    .unknownClass("UITextFeild", suggestion: "UITextField"),
  ]

  static let eventScript: [EventScriptMessage] = [
    .unknownEvent("wobble", suggestion: nil),
    .unknownKeyboardEvent("jump", suggestion: nil),
    .focusArguments,
    .blurArguments,
    .rotateArguments,
    .keyboardVerb,
    .keyboardHideArguments,
    .keyboardSize("show"),
    .notPoints("tall", nonNegative: true),
    .negativeKeyboardFrame,
    .noSuchView("emial", suggestion: "email"),
    .notTextInput("label"),
    .lineTooLong(4096),
    .versionNotFirst,
    .versionNumber(["2"]),
  ]

  // MARK: - Interface Builder and policy tests

  static let phone = DeviceProfile.named(DeviceProfile.defaultID) ?? DeviceProfile.all[0]

  static let interfaceBuilder: [ImportMessage] = [
    .malformedXML("unclosed tag"),
    .emptyFile,
    .jsonFile,
    .policyFile,
    .otherFile,
    .wrongRootElement("plist"),
    .missingDocumentType,
    .notInterfaceBuilderType("com.example"),
    .interfaceBuilder3Archive(version: "7.10"),
    .unsupportedDocumentType("com.apple.InterfaceBuilder3.Cocoa.XIB"),
    .unsupportedDocumentVersion(nil),
    .unknownElement("widget"),
    .unknownControllerElement("fancyController"),
    .unknownController("Login", classes: ["CheckoutViewController"]),
    .tagNotInteger("x"),
    .unknownKeyboardType("hexPad"),
    .alphaOutOfRange("2", used: 1),
    .textInputWithoutFrame,
    .frameValueNotNumber("width", "wide"),
    .negativeFrameSize,
    .badRuntimeAttribute("keyboardDistance", .notANumber),
    .negativeKeyboardHeight,
    .noTextInput,
    .noTextInputNote(documents: 2),
    .tooDeep,
    .unknownDevice("retina9", sameSizeAs: phone),
    .unknownDevice("retina9"),
    .noDevice(sameSizeAs: phone),
    .noDevice,
    .unknownDeviceOption("phone"),
    .unknownOrientation("sideways"),
    .brokenSegue("abc-12-xyz"),
    .missingStoryboard("Main.storyboard#login", storyboard: "Main", beside: ""),
    .missingStoryboardIdentifier("Main.storyboard#login", identifier: "login"),
    .missingInitialController("Main.storyboard (initial controller)"),
    .storedFrames,
    .fittedToDevice(
      freeform: true, stored: Size(width: 600, height: 600), device: "retina6_12",
      window: Size(width: 393, height: 852), scale: 0.655, stretched: 1, moved: 2, below: 0,
      heightChange: 252),
    .cellNotAScreen("tableViewCell", "Cell", cellClass: "UITableViewCell", reuseIdentifier: "c"),
    .accessoryNotAScreen("view", "bar"),
    .loadedViewNotAScreen("view", "card"),
    .ownerWithoutView("view", "card", owner: "NSObject"),
    .assumedNavigationBar(bottom: 103),
    .noDeviceInPadDocument(DeviceProfile.named(DeviceProfile.defaultPadID) ?? phone),
    // The layout notes (ImportMessage+Layout.swift).
    .placedBelowBars(
      opaqueBar: true, topExcluded: false, aboveTabBar: true,
      frame: Rect(x: 0, y: 64, width: 375, height: 554)),
    .presented(
      "formSheet", iPad: true, device: "ipad9_7",
      frame: Rect(x: 114, y: 202, width: 540, height: 620)),
    .splitColumn(
      primary: true, overlay: true, device: "ipad9_7",
      frame: Rect(x: 0, y: 0, width: 320, height: 1024)),
    .centredRoot(
      stored: Size(width: 320, height: 280), frame: Rect(x: 27.5, y: 193.5, width: 320, height: 280)
    ),
    .barHeightNotDrawn(1000, used: 44, device: "retina4_7"),
    .followedSafeArea(
      2, canvas: Insets(), safeArea: Insets(top: 20, bottom: 0), device: "retina4_7"),
    .framesFromInsets(2),
    .staleFrame(misplaced: true, ambiguous: false),
    .staleSuperviewFrame,
    // The constraint notes (ImportMessage+Constraints.swift).
    .laidOutByConstraints(views: 4, constraints: 12, unread: ["constraint c1 names no item"]),
    .constraintsFellBack(
      .ambiguous(items: ["a", "b", "c", "d", "e", "f", "g"]), device: "retina4_0"),
    .constraintsFellBack(.unsatisfiable(constraints: ["c1", "c2"], isMinimal: true), device: "x"),
    .constraintsFellBack(.tooMuchWork(pivots: 1000), device: "x"),
    .constraintsFellBack(.inexact(constraints: ["c1"]), device: "x"),
    .localizedCopy("fr.lproj/Main.storyboard", of: "Base.lproj/Main.storyboard"),
    .sizeClassApplied("compact width, compact height", leftOut: 1, installed: 2),
    .sizeClassVariation("compact width, compact height", changed: ["frame", "hidden"]),
    .toolbarItemField("message", y: 767, sheet: false),
    .titleViewSearchBar("search", y: 65, sheet: true),
    .appDevice(designed: "retina4_7 (iPhone 8)", device: "retina6_12 (iPhone 16)"),
    .mounted("ContactCell", table: "contacts", screen: "ContactsViewController", y: 0),
    .mountViewMissing("ContactCell"),
    .mountTableMissing("contacts"),
  ]

  static let test: [TestMessage] = [
    .unknownStatement("polcy"),
    .expectedExpectation,
    .textAfterCloseBrace,
    .expectOutsideTest,
    .expectedTestHeader,
    .unnamedTest,
    .expectedPath("policy"),
    .expectedDocument("storyboard"),
    .expectedMount,
    .expectedField,
    .expectedKeyboardHeight,
    .expectedDevice,
    .expectedEvents,
    .toleranceNotAllowed,
    .expectedToleranceOrEnd,
    .expectedRuleOrEnd,
    .fromWithoutRule(.gap),
    .expectedCompanionExpectation,
    .expectedComparison(.companion("login-button", .gap)),
    .expectedComparison(.companion("help", .ignored)),
    .expectedEnd,
    .unterminatedString,
    .unknownSubject("distnce"),
    .unknownCompanionAspect("gpa"),
    .expectedFieldIDs(.order),
    .expectedViewIDs(.setting(.keepVisible)),
    .expectedTolerance,
    .notASwitch(.verdict, found: "maybe"),
    .notAWord(.verdict, words: ["moves", "stays"], found: "jumps"),
    .notPoints(.gap, found: "wide"),
    .pointsOutOfRange(.gap, found: "1e308"),
    .toleranceOutOfRange(found: "1e20"),
    .missingVersion,
    .versionNotFirst,
    .unsupportedVersion,
    .eventsNeverClosed,
    .testNeverClosed("login"),
    .closesNothing,
    .nestedTest,
    .missingSetup("login", "policy"),
    .duplicateTest("login"),
    .noExpectations("login"),
    .unreadableFile("a.kbpolicy", reason: "no such file", suggestion: "b.kbpolicy"),
    .policyErrors("a.kbpolicy", count: 2),
    .sceneErrors("a.scene.json"),
    .documentErrors("Main.storyboard"),
    .ambiguousController("Login", in: "Main.storyboard"),
    .severalControllers(in: "Main.storyboard", count: 2),
    .controllerNotFound(
      in: "Main.storyboard",
      ImportIssue(code: .unknownController, severity: .error, path: "", message: "no controller")),
    .unknownField(.unknownField("emial", suggestion: "email")),
    .noFieldNoFocus("login"),
    .eventErrors("a.events"),
    .tooManyErrors,
    .unknownDevice("retina4_00", suggestion: "retina4_0"),
    .unknownOrientation("sideways"),
    .deviceOnJSONScene("a.scene.json"),
  ]
}
