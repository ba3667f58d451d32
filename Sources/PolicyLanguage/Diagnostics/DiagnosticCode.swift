/// The stable codes of the policy language's diagnostics (grammar.md, "Diagnostics").
///
/// `E001`–`E009` come from the lexer, `E010`–`E029` from the parser, `E030`–`E069` from the
/// compiler; `W0xx` are warnings. Codes never change meaning once released; retired codes are
/// not reused.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable {
  // MARK: Lexer

  /// `unexpected character '@' / unexpected '//': comments start with '#' / a carriage return without a line feed in a comment: a terminal shows the text after it as code`
  case unexpectedCharacter = "E001"
  /// `unterminated string`
  case unterminatedString = "E002"
  /// `unknown escape '\q' in string`
  case unknownEscape = "E003"
  /// `invalid number '10pt'`
  case invalidNumber = "E004"
  /// `name is longer than 1024 bytes (... bytes, starting '...') / string is longer than 1024 bytes
  /// (...)`
  case tokenTooLong = "E005"
  /// `policy is larger than 16 MiB (... bytes); it is not read`
  case fileTooLarge = "E006"

  // MARK: Parser

  /// `unknown block 'avoidence' / unknown statement '...'`
  case unknownBlock = "E010"
  /// `expected '{' after 'toolbar', found ...`
  case expectedOpenBrace = "E011"
  /// `expected '}' to close the 'toolbar' block`
  case expectedCloseBrace = "E012"
  /// `unexpected '}'`
  case unexpectedCloseBrace = "E013"
  /// `expected a new line after ..., found ...`
  case expectedNewline = "E014"
  /// `expected '=' after 'distance' / expected '=' after 'distance', found ... / expected a name
  /// after '.', found ...`
  case expectedEquals = "E015"
  /// `expected a value after 'order =', found ...`
  case expectedValue = "E016"
  /// `expected a class name after 'disable in', found ... / class names are not quoted: found
  /// "UITableView" in 'disable in' / expected a superclass after 'class A:', found ...`
  case expectedClassName = "E017"
  /// `expected 'in' after 'disable', found ...`
  case expectedIn = "E018"
  /// `class lists are not allowed in 'controller' blocks`
  case classListInRuleBlock = "E019"
  /// `nesting too deep (more than 32 levels of braces)`
  case nestingTooDeep = "E020"
  /// `expected ':' between 'A' and its superclass 'B' / expected ':' and a superclass after 'class
  /// A'`
  case expectedColon = "E021"
  /// `expected a quoted identifier or a class name after 'field', found ... / expected a class name
  /// after 'controller', found ...`
  case expectedSelector = "E022"
  /// `expected a version number after 'version'`
  case expectedVersion = "E023"
  /// `expected 'none' or 'default' after 'extends'`
  case expectedExtendsTarget = "E024"
  /// `blocks cannot be nested: 'inner { ... }' inside 'toolbar' / blocks cannot be nested inside
  /// 'toolbar'`
  case nestedBlock = "E025"
  /// `expected a statement, found ... / setting 'distance' outside a block`
  case expectedStatement = "E026"
  /// `expected a setting or a class list in 'toolbar', found ...`
  case expectedBlockItem = "E027"
  /// `too many errors; stopping after 1000`
  case tooManyErrors = "E029"

  // MARK: Compiler

  /// `empty policy: expected 'version 1'`
  case emptyFile = "E030"
  /// `missing 'version 1' as the first statement`
  case missingVersion = "E031"
  /// `unsupported version '2' (this tool reads version 1)`
  case unsupportedVersion = "E032"
  /// `'version' must be the first statement`
  case versionNotFirst = "E033"
  /// `duplicate 'version'`
  case duplicateVersion = "E034"
  /// `unknown 'extends' target 'nothing' (expected 'none' or 'default')`
  case unknownExtendsTarget = "E035"
  /// `duplicate 'extends'`
  case duplicateExtends = "E036"
  /// `unknown setting 'ordr' in 'toolbar'`
  case unknownSetting = "E040"
  /// `setting 'order' is not allowed in 'avoidance'`
  case settingInWrongBlock = "E041"
  /// `'enabled' expects true or false, found 'on'`
  case wrongValueType = "E042"
  /// `unknown value 'postion' for 'order' (expected subviews, tag or position)`
  case unknownValue = "E043"
  /// `'distance' must not be negative, found '-5'`
  case negativeDistance = "E044"
  /// `'distance' must be a finite number, found '1e999'`
  case nonFiniteDistance = "E045"
  /// `duplicate 'toolbar' block`
  case duplicateBlock = "E046"
  /// `duplicate setting 'distance' in 'avoidance'`
  case duplicateSetting = "E047"
  /// `'deep-containers' is not allowed in 'avoidance' (only in 'toolbar')`
  case listInWrongBlock = "E048"
  /// `unknown class 'UITableViewControler'`
  case unknownClass = "E049"
  /// `class 'A' is declared twice`
  case duplicateClass = "E050"
  /// `class 'A' inherits from itself: A → B → A`
  case classCycle = "E051"
  /// `'UITextField' is a UIKit class and cannot be redeclared`
  case redeclaredUIKitClass = "E052"
  /// `'controller' blocks select a class name, not a quoted identifier`
  case controllerNeedsClass = "E053"
  /// `empty identifier in 'field' selector`
  case emptyIdentifier = "E054"
  /// `'distance' is out of range (within ±1000000 pt), found '1e308'`
  case lengthOutOfRange = "E055"
  /// `expected 'enable in', 'disable in', 'deep-containers' or 'ignore-touches-in' after 'remove', found ...`
  case expectedListAfterRemove = "E056"
  /// `classes are named without '.self': write 'ChatViewController'`
  case classNamedWithSelf = "E057"
  /// `'email' is not a class: an accessibility identifier must be quoted, 'field "email"'`
  case unquotedIdentifier = "E058"
  /// `class 'A' is more than 256 classes below NSObject (a chain that long is not read)`
  case classChainTooLong = "E059"
  /// `'distance' takes one value, found a list '1, 2'`
  case tooManyValues = "E060"
  /// `empty view id in 'keep-visible' (write 'keep-visible = none' to keep no view visible) /
  /// 'none' cannot be listed with view ids in 'keep-visible'`
  case emptyViewID = "E061"
  /// `a screen is named by a quoted name: 'screen "SignUp"' / empty screen name / screen name
  /// '...' has a quote, a control character or a space at either end / screens cannot be listed
  /// in 'deep-containers' (only 'enable in' and 'disable in' take screens)`
  case badScreenName = "E062"

  // MARK: Warnings

  /// `unknown class 'Legacy' (not a UIKit class and not declared in this file)`
  case undeclaredClass = "W001"
  /// `'UITableView' is listed twice in 'deep-containers'`
  case duplicateListEntry = "W002"
  /// `duplicate 'field "email"' block; for a setting both set, the later block wins`
  case duplicateRuleBlock = "W003"
  /// `'UIAlertControler' is not in the default layer's 'disable in' list of 'avoidance' / 'remove
  /// disable in' has nothing to remove: the policy says 'extends none'`
  case removesNothing = "W004"
  /// `'login-button' is listed twice in 'keep-visible'`
  case duplicateViewID = "W005"

  /// The severity diagnostics with this code carry.
  public var severity: Diagnostic.Severity {
    rawValue.hasPrefix("W") ? .warning : .error
  }
}
