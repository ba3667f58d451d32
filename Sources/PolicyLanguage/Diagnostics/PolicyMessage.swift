/// A message of the policy language (`E0xx`, `W0xx`): the one place its words are written.
public typealias PolicyMessage = DiagnosticMessage<DiagnosticCode>

/// The language's messages, one builder per wording, in code order. Each wording matches its
/// code's `summary` (grammar.md's code table), with `...` for the part that names the input;
/// `DiagnosticCatalogueTests` renders every builder and checks it.
extension DiagnosticMessage where Code == DiagnosticCode {
  // MARK: Lexer

  /// `unexpected character '@'`, or `characters` for a run of them.
  package static func unexpectedCharacters(_ text: String) -> Self {
    let noun = text.unicodeScalars.count > 1 ? "characters" : "character"
    return Self(.unexpectedCharacter, "unexpected \(noun) '\(Token.quotable(text))'")
  }

  /// A C-style `//` comment.
  package static var slashComment: Self {
    Self(.unexpectedCharacter, "unexpected '//': comments start with '#'")
  }

  /// A lone carriage return (not before a line feed) inside a comment: the comment runs on to
  /// the line feed, but a terminal returns to the start of the line and shows what follows
  /// over the comment, as if it were code.
  package static var carriageReturnInComment: Self {
    Self(
      .unexpectedCharacter,
      "a carriage return without a line feed in a comment: a terminal shows the text after it as code"
    )
  }

  package static var unterminatedString: Self { Self(.unterminatedString, "unterminated string") }

  /// `escaped` is the character after the backslash.
  package static func unknownEscape(_ escaped: String) -> Self {
    Self(.unknownEscape, "unknown escape '\\\(Token.quotable(escaped))' in string")
  }

  package static func invalidNumber(_ text: String) -> Self {
    Self(.invalidNumber, "invalid number '\(Token.quotable(text))'")
  }

  package static func nameTooLong(bytes: Int, startingWith prefix: String) -> Self {
    tooLong("name", bytes: bytes, prefix: prefix)
  }

  package static func stringTooLong(bytes: Int, startingWith prefix: String) -> Self {
    tooLong("string", bytes: bytes, prefix: prefix)
  }

  private static func tooLong(
    _ what: String, bytes: Int, prefix: String, id: StaticString = #function
  ) -> Self {
    Self(
      .tokenTooLong,
      "\(what) is longer than \(Lexer.maximumTokenLength) bytes (\(bytes) bytes, starting '\(Token.quotable(prefix))')",
      id: id)
  }

  package static func fileTooLarge(bytes: Int) -> Self {
    Self(
      .fileTooLarge,
      "policy is larger than \(Parser.maximumSourceSize / 1024 / 1024) MiB (\(bytes) bytes); it is not read"
    )
  }

  // MARK: Parser

  package static func unknownBlock(_ name: String) -> Self {
    Self(.unknownBlock, "unknown block '\(name)'")
  }

  /// A top-level word that is neither a block nor near one.
  package static func unknownStatement(_ name: String) -> Self {
    Self(.unknownBlock, "unknown statement '\(name)'")
  }

  /// `name` is the block's header, such as `toolbar` or `field "email"`.
  package static func expectedOpenBrace(after name: String, found: Token) -> Self {
    Self(.expectedOpenBrace, "expected '{' after '\(name)', found \(found.description)")
  }

  package static func expectedCloseBrace(_ name: String) -> Self {
    Self(.expectedCloseBrace, "expected '}' to close the '\(name)' block")
  }

  package static var unexpectedCloseBrace: Self { Self(.unexpectedCloseBrace, "unexpected '}'") }

  package static func expectedNewline(after statement: Statement, found: Token) -> Self {
    expectedNewline(describe(statement), found: found)
  }

  package static func expectedNewline(afterSetting name: String, value: String, found: Token)
    -> Self
  {
    expectedNewline("'\(name) = \(value)'", found: found)
  }

  package static func expectedNewline(afterList list: ClassListKind, found: Token) -> Self {
    expectedNewline("'\(list.rawValue) ...'", found: found)
  }

  private static func expectedNewline(
    _ what: String, found: Token, id: StaticString = #function
  ) -> Self {
    Self(.expectedNewline, "expected a new line after \(what), found \(found.description)", id: id)
  }

  /// `distance 10`: a value where `=` belongs.
  package static func missingEquals(after name: String) -> Self {
    Self(.expectedEquals, "expected '=' after '\(name)'")
  }

  package static func expectedEquals(after name: String, found: Token) -> Self {
    Self(.expectedEquals, "expected '=' after '\(name)', found \(found.description)")
  }

  /// `toolbar.` with no name after the dot.
  package static func expectedNameAfterDot(found: Token) -> Self {
    Self(.expectedEquals, "expected a name after '.', found \(found.description)")
  }

  package static func expectedValue(after name: String, found: Token) -> Self {
    Self(.expectedValue, "expected a value after '\(name) =', found \(found.description)")
  }

  /// `after` is the word before the missing name: `class`, a list's keyword, or `,`.
  package static func expectedClassName(after word: String, found: Token) -> Self {
    Self(.expectedClassName, "expected a class name after '\(word)', found \(found.description)")
  }

  package static func expectedSuperclass(of name: String, found: Token) -> Self {
    Self(
      .expectedClassName,
      "expected a superclass after 'class \(name):', found \(found.description)")
  }

  package static func quotedClassName(_ name: String, in list: ClassListKind) -> Self {
    Self(.expectedClassName, "class names are not quoted: found \"\(name)\" in '\(list.rawValue)'")
  }

  package static func expectedIn(after word: String, found: Token) -> Self {
    Self(.expectedIn, "expected 'in' after '\(word)', found \(found.description)")
  }

  package static func classListInRuleBlock(_ block: String) -> Self {
    Self(.classListInRuleBlock, "class lists are not allowed in '\(block)' blocks")
  }

  package static var nestingTooDeep: Self {
    Self(.nestingTooDeep, "nesting too deep (more than \(Parser.maximumDepth) levels of braces)")
  }

  package static func expectedColon(between name: String, and superclass: String) -> Self {
    Self(.expectedColon, "expected ':' between '\(name)' and its superclass '\(superclass)'")
  }

  /// `class A` with nothing after the name.
  package static func expectedColonAndSuperclass(after name: String) -> Self {
    Self(.expectedColon, "expected ':' and a superclass after 'class \(name)'")
  }

  /// `controller` blocks take a class name only; `field` and `scroll-view` either selector.
  package static func expectedSelector(after keyword: String, classOnly: Bool, found: Token) -> Self
  {
    let what = classOnly ? "a class name" : "a quoted identifier or a class name"
    return Self(
      .expectedSelector, "expected \(what) after '\(keyword)', found \(found.description)")
  }

  package static var expectedVersion: Self {
    Self(.expectedVersion, "expected a version number after 'version'")
  }

  package static var expectedExtendsTarget: Self {
    Self(.expectedExtendsTarget, "expected 'none' or 'default' after 'extends'")
  }

  package static func nestedBlock(_ name: String, in block: String) -> Self {
    Self(.nestedBlock, "blocks cannot be nested: '\(name) { ... }' inside '\(block)'")
  }

  /// A `{` where a block item belongs.
  package static func nestedBraces(in block: String) -> Self {
    Self(.nestedBlock, "blocks cannot be nested inside '\(block)'")
  }

  package static func expectedStatement(found: Token) -> Self {
    Self(.expectedStatement, "expected a statement, found \(found.description)")
  }

  package static func settingOutsideBlock(_ name: String) -> Self {
    Self(.expectedStatement, "setting '\(name)' outside a block")
  }

  package static func expectedBlockItem(in block: String, found: Token) -> Self {
    Self(
      .expectedBlockItem,
      "expected a setting or a class list in '\(block)', found \(found.description)")
  }

  package static func expectedListAfterRemove(found: Token) -> Self {
    Self(
      .expectedListAfterRemove,
      "expected 'enable in', 'disable in', 'deep-containers' or 'ignore-touches-in' after 'remove', found \(found.description)"
    )
  }

  package static var tooManyErrors: Self {
    Self(.tooManyErrors, "too many errors; stopping after \(Parser.maximumErrors)")
  }

  // MARK: Compiler: the header

  package static var emptyFile: Self { Self(.emptyFile, "empty policy: expected 'version 1'") }

  package static var missingVersion: Self {
    Self(.missingVersion, "missing 'version 1' as the first statement")
  }

  /// `written` is the value as written (quoted when it was a string).
  package static func unsupportedVersion(_ written: String) -> Self {
    Self(.unsupportedVersion, "unsupported version '\(written)' (this tool reads version 1)")
  }

  package static var versionNotFirst: Self {
    Self(.versionNotFirst, "'version' must be the first statement")
  }

  package static var duplicateVersion: Self { Self(.duplicateVersion, "duplicate 'version'") }

  package static func unknownExtendsTarget(_ name: String) -> Self {
    Self(.unknownExtendsTarget, "unknown 'extends' target '\(name)' (expected 'none' or 'default')")
  }

  package static var duplicateExtends: Self { Self(.duplicateExtends, "duplicate 'extends'") }

  // MARK: Compiler: settings

  package static func unknownSetting(_ name: String, in block: SettingBlock) -> Self {
    Self(.unknownSetting, "unknown setting '\(name)' in '\(block.keyword)'")
  }

  package static func settingInWrongBlock(_ name: String, in block: SettingBlock) -> Self {
    Self(.settingInWrongBlock, "setting '\(name)' is not allowed in '\(block.keyword)'")
  }

  /// `written` is the value as written (quoted when it was a string).
  package static func wrongValueType(
    _ setting: String, expects type: SettingType, found written: String
  )
    -> Self
  {
    Self(.wrongValueType, "'\(setting)' expects \(type.expected), found '\(written)'")
  }

  package static func unknownValue(_ value: String, for setting: String, expected type: SettingType)
    -> Self
  {
    Self(.unknownValue, "unknown value '\(value)' for '\(setting)' (expected \(type.expected))")
  }

  package static func negativeDistance(_ setting: String, found written: String) -> Self {
    Self(.negativeDistance, "'\(setting)' must not be negative, found '\(written)'")
  }

  package static func nonFiniteDistance(_ setting: String, found written: String) -> Self {
    Self(.nonFiniteDistance, "'\(setting)' must be a finite number, found '\(written)'")
  }

  package static func lengthOutOfRange(_ setting: String, found written: String) -> Self {
    Self(
      .lengthOutOfRange,
      "'\(setting)' is out of range (\(LengthRange.description)), found '\(written)'")
  }

  package static func duplicateBlock(_ keyword: String) -> Self {
    Self(.duplicateBlock, "duplicate '\(keyword)' block")
  }

  package static func duplicateSetting(_ name: String, in block: SettingBlock) -> Self {
    Self(.duplicateSetting, "duplicate setting '\(name)' in '\(block.keyword)'")
  }

  /// `home` is the one block that takes the list.
  package static func listInWrongBlock(_ list: ClassListKind, in feature: Feature, home: Feature)
    -> Self
  {
    Self(
      .listInWrongBlock,
      "'\(list.rawValue)' is not allowed in '\(feature.rawValue)' (only in '\(home.rawValue)')")
  }

  package static func emptyIdentifier(in keyword: String) -> Self {
    Self(.emptyIdentifier, "empty identifier in '\(keyword)' selector")
  }

  /// `written`: the values as written, `, ` between them.
  package static func tooManyValues(_ setting: String, found written: String) -> Self {
    Self(.tooManyValues, "'\(setting)' takes one value, found a list '\(written)'")
  }

  package static func emptyViewID(_ setting: String) -> Self {
    Self(
      .emptyViewID,
      "empty view id in '\(setting)' (write '\(setting) = none' to keep no view visible)")
  }

  package static func noneInViewIDList(_ setting: String) -> Self {
    Self(.emptyViewID, "'none' cannot be listed with view ids in '\(setting)'")
  }

  /// `screen SignUp { ... }`: a screen's name is quoted (it is no class).
  package static func unquotedScreenName(_ name: String) -> Self {
    Self(.badScreenName, "a screen is named by a quoted name: 'screen \"\(name)\"'")
  }

  package static var emptyScreenName: Self { Self(.badScreenName, "empty screen name") }

  /// A name with a quote, a control character, or a space at either end: no
  /// `.keyboardPolicyScreen` call is meant to give it, and it would not read back in a message.
  package static func malformedScreenName(_ name: String) -> Self {
    Self(
      .badScreenName,
      "screen name '\(Token.quotable(name))' has a quote, a control character or a space at either end"
    )
  }

  /// `deep-containers screen "Chat"`: only the two switch lists match a field's screen.
  package static func screenInList(_ list: ClassListKind) -> Self {
    Self(
      .badScreenName,
      "screens cannot be listed in '\(list.rawValue)' (only 'enable in' and 'disable in' take screens)"
    )
  }

  package static func duplicateViewID(_ id: String, in setting: String) -> Self {
    Self(.duplicateViewID, "'\(id)' is listed twice in '\(setting)'")
  }

  // MARK: Compiler: classes

  package static func unknownClass(_ name: String) -> Self {
    Self(.unknownClass, "unknown class '\(name)'")
  }

  package static func duplicateClass(_ name: String) -> Self {
    Self(.duplicateClass, "class '\(name)' is declared twice")
  }

  /// `path` runs from the class back to itself.
  package static func classChainTooLong(_ name: String) -> Self {
    Self(
      .classChainTooLong,
      "class '\(name)' is more than \(ClassHierarchy.maximumChainLength) classes below NSObject (a chain that long is not read)"
    )
  }

  package static func classCycle(_ name: String, path: [String]) -> Self {
    Self(.classCycle, "class '\(name)' inherits from itself: \(path.joined(separator: " → "))")
  }

  package static func redeclaredUIKitClass(_ name: String) -> Self {
    Self(.redeclaredUIKitClass, "'\(name)' is a UIKit class and cannot be redeclared")
  }

  package static var controllerNeedsClass: Self {
    Self(.controllerNeedsClass, "'controller' blocks select a class name, not a quoted identifier")
  }

  // MARK: Warnings

  package static func undeclaredClass(_ name: String) -> Self {
    Self(
      .undeclaredClass, "unknown class '\(name)' (not a UIKit class and not declared in this file)")
  }

  /// `field email { … }`: an accessibility identifier without its quotes. An error: no class
  /// can be named so (class names start with a capital), so the rule could never match.
  package static func unquotedIdentifier(_ name: String, selector: String) -> Self {
    Self(
      .unquotedIdentifier,
      "'\(name)' is not a class: an accessibility identifier must be quoted, '\(selector) \"\(name)\"'"
    )
  }

  /// `disable in ChatViewController.self`: Swift's metatype spelling, from IQKeyboardManager's
  /// `disabledDistanceHandlingClasses.append(ChatViewController.self)`.
  package static func classNamedWithSelf(_ name: String) -> Self {
    Self(.classNamedWithSelf, "classes are named without '.self': write '\(name)'")
  }

  package static func duplicateListEntry(_ name: String, in list: ClassListKind) -> Self {
    Self(.duplicateListEntry, "'\(name)' is listed twice in '\(list.rawValue)'")
  }

  package static func duplicateRuleBlock(_ kind: RuleKind, _ selector: Selector) -> Self {
    Self(
      .duplicateRuleBlock,
      "duplicate '\(describe(kind, selector))' block; for a setting both set, the later block wins"
    )
  }

  package static func notInDefaultList(_ name: String, _ list: ClassListKind, of feature: Feature)
    -> Self
  {
    Self(
      .removesNothing,
      "'\(name)' is not in the default layer's \(describe(list, of: feature))")
  }

  /// `remove` under `extends none`.
  package static func removeUnderExtendsNone(_ list: ClassListKind) -> Self {
    Self(
      .removesNothing,
      "'remove \(list.rawValue)' has nothing to remove: the policy says 'extends none'")
  }
}

extension DiagnosticMessage where Code == DiagnosticCode {
  // MARK: How messages name things

  /// A statement as messages name it: `'version 1'`, `the 'toolbar' block`.
  static func describe(_ statement: Statement) -> String {
    switch statement {
    case .version(let node): "'version \(node.value.text)'"
    case .extends(let node): "'extends \(node.target.name)'"
    case .classDeclaration(let node): "'class \(node.name.name): \(node.superclass.name)'"
    case .feature(let node): "the '\(node.keyword.name)' block"
    case .rule(let node): "the '\(node.keyword.name)' block"
    }
  }

  /// A rule block's header: `field "email"`.
  static func describe(_ kind: RuleKind, _ selector: Selector) -> String {
    "\(kind.rawValue) \(Parser.describe(selector))"
  }

  /// `'disable in' list of 'avoidance'`.
  static func describe(_ list: ClassListKind, of feature: Feature) -> String {
    "'\(list.rawValue)' list of '\(feature.rawValue)'"
  }
}
