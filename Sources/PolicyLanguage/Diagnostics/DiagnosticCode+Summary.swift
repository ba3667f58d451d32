extension DiagnosticCode: DiagnosticCatalogue {
  /// What the code means, as grammar.md's code table words it.
  public var summary: String {
    switch self {
    case .unexpectedCharacter:
      "unexpected character '@' / unexpected '//': comments start with '#' / a carriage return without a line feed in a comment: a terminal shows the text after it as code"
    case .unterminatedString: "unterminated string"
    case .unknownEscape: "unknown escape '\\q' in string"
    case .invalidNumber: "invalid number '10pt'"
    case .tokenTooLong:
      "name is longer than 1024 bytes (... bytes, starting '...') / string is longer than 1024 bytes (...)"
    case .fileTooLarge: "policy is larger than 16 MiB (... bytes); it is not read"
    case .unknownBlock: "unknown block 'avoidence' / unknown statement '...'"
    case .expectedOpenBrace: "expected '{' after 'toolbar', found ..."
    case .expectedCloseBrace: "expected '}' to close the 'toolbar' block"
    case .unexpectedCloseBrace: "unexpected '}'"
    case .expectedNewline: "expected a new line after ..., found ..."
    case .expectedEquals:
      "expected '=' after 'distance' / expected '=' after 'distance', found ... / expected a name after '.', found ..."
    case .expectedValue: "expected a value after 'order =', found ..."
    case .expectedClassName:
      "expected a class name after 'disable in', found ... / class names are not quoted: found \"UITableView\" in 'disable in' / expected a superclass after 'class A:', found ..."
    case .expectedIn: "expected 'in' after 'disable', found ..."
    case .classListInRuleBlock: "class lists are not allowed in 'controller' blocks"
    case .nestingTooDeep: "nesting too deep (more than 32 levels of braces)"
    case .expectedColon:
      "expected ':' between 'A' and its superclass 'B' / expected ':' and a superclass after 'class A'"
    case .expectedSelector:
      "expected a quoted identifier or a class name after 'field', found ... / expected a class name after 'controller', found ..."
    case .expectedVersion: "expected a version number after 'version'"
    case .expectedExtendsTarget: "expected 'none' or 'default' after 'extends'"
    case .nestedBlock:
      "blocks cannot be nested: 'inner { ... }' inside 'toolbar' / blocks cannot be nested inside 'toolbar'"
    case .expectedStatement: "expected a statement, found ... / setting 'distance' outside a block"
    case .expectedBlockItem: "expected a setting or a class list in 'toolbar', found ..."
    case .tooManyErrors: "too many errors; stopping after 1000"
    case .emptyFile: "empty policy: expected 'version 1'"
    case .missingVersion: "missing 'version 1' as the first statement"
    case .unsupportedVersion: "unsupported version '2' (this tool reads version 1)"
    case .versionNotFirst: "'version' must be the first statement"
    case .duplicateVersion: "duplicate 'version'"
    case .unknownExtendsTarget: "unknown 'extends' target 'nothing' (expected 'none' or 'default')"
    case .duplicateExtends: "duplicate 'extends'"
    case .unknownSetting: "unknown setting 'ordr' in 'toolbar'"
    case .settingInWrongBlock: "setting 'order' is not allowed in 'avoidance'"
    case .wrongValueType: "'enabled' expects true or false, found 'on'"
    case .unknownValue: "unknown value 'postion' for 'order' (expected subviews, tag or position)"
    case .negativeDistance: "'distance' must not be negative, found '-5'"
    case .nonFiniteDistance: "'distance' must be a finite number, found '1e999'"
    case .duplicateBlock: "duplicate 'toolbar' block"
    case .duplicateSetting: "duplicate setting 'distance' in 'avoidance'"
    case .listInWrongBlock: "'deep-containers' is not allowed in 'avoidance' (only in 'toolbar')"
    case .unknownClass: "unknown class 'UITableViewControler'"
    case .duplicateClass: "class 'A' is declared twice"
    case .classCycle: "class 'A' inherits from itself: A → B → A"
    case .redeclaredUIKitClass: "'UITextField' is a UIKit class and cannot be redeclared"
    case .controllerNeedsClass: "'controller' blocks select a class name, not a quoted identifier"
    case .emptyIdentifier: "empty identifier in 'field' selector"
    case .lengthOutOfRange: "'distance' is out of range (within ±1000000 pt), found '1e308'"
    case .classChainTooLong:
      "class 'A' is more than 256 classes below NSObject (a chain that long is not read)"
    case .expectedListAfterRemove:
      "expected 'enable in', 'disable in', 'deep-containers' or 'ignore-touches-in' after 'remove', found ..."
    case .classNamedWithSelf: "classes are named without '.self': write 'ChatViewController'"
    case .tooManyValues: "'distance' takes one value, found a list '1, 2'"
    case .emptyViewID:
      "empty view id in 'keep-visible' (write 'keep-visible = none' to keep no view visible) / 'none' cannot be listed with view ids in 'keep-visible'"
    case .badScreenName:
      "a screen is named by a quoted name: 'screen \"SignUp\"' / empty screen name / screen name '...' has a quote, a control character or a space at either end / screens cannot be listed in 'deep-containers' (only 'enable in' and 'disable in' take screens)"
    case .unquotedIdentifier:
      "'email' is not a class: an accessibility identifier must be quoted, 'field \"email\"'"
    case .undeclaredClass:
      "unknown class 'Legacy' (not a UIKit class and not declared in this file)"
    case .duplicateListEntry: "'UITableView' is listed twice in 'deep-containers'"
    case .duplicateViewID: "'login-button' is listed twice in 'keep-visible'"
    case .duplicateRuleBlock:
      "duplicate 'field \"email\"' block; for a setting both set, the later block wins"
    case .removesNothing:
      "'UIAlertControler' is not in the default layer's 'disable in' list of 'avoidance' / 'remove disable in' has nothing to remove: the policy says 'extends none'"
    }
  }
}
