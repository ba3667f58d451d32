/// The notes the language's messages carry, one builder per wording (beside `PolicyMessage`).
extension Diagnostic.Note {
  // MARK: Lexer and parser

  package static var stringEscapes: Self {
    Self(message: "strings support the escapes \\\", \\\\, \\n and \\t")
  }

  package static var plainNumbers: Self {
    Self(message: "numbers are plain decimals such as 10, 12.5 or -3; points are implied")
  }

  package static var noOpenBlock: Self { Self(message: "no block is open here") }

  package static var settingsGoInBlocks: Self {
    Self(message: "settings go inside a block, such as 'avoidance { distance = 10 }'")
  }

  package static var blockKeywords: Self {
    Self(
      message: "blocks are avoidance, toolbar, resign-on-touch, controller, field and scroll-view")
  }

  package static var blocksNestOneLevel: Self {
    Self(message: "policy blocks nest one level: 'toolbar { order = tag }'")
  }

  package static func writeClassDeclaration(_ name: String) -> Self {
    Self(message: "write 'class \(name): UIViewController'")
  }

  package static var writeControllerSelector: Self {
    Self(message: "write 'controller CheckoutViewController { ... }'")
  }

  package static func writeSelector(_ keyword: String) -> Self {
    Self(message: "write '\(keyword) \"identifier\" { ... }' or '\(keyword) ClassName { ... }'")
  }

  package static func featureIsBlock(_ name: String) -> Self {
    Self(message: "'\(name)' is a block: write '\(name) { enabled = ... }'")
  }

  package static func listGoesInFeatureBlock(_ list: ClassListKind) -> Self {
    Self(message: "'\(list.rawValue)' goes in a feature block such as 'avoidance { ... }'")
  }

  package static func blockOpens(at range: SourceRange) -> Self {
    Self(message: "the block opens here", range: range)
  }

  package static func valuesAreBareWords(_ word: String) -> Self {
    Self(message: "values are bare words: write '\(word)', not '.\(word)'")
  }

  // MARK: Compiler

  /// `first 'toolbar' block is here`; `header` as `PolicyMessage.describe` names rule blocks.
  package static func firstBlock(_ header: String, at range: SourceRange) -> Self {
    Self(message: "first '\(header)' block is here", range: range)
  }

  /// `'version' is first given here`.
  package static func firstGiven(_ keyword: String, at range: SourceRange) -> Self {
    Self(message: "'\(keyword)' is first given here", range: range)
  }

  package static func policyStarts(at range: SourceRange) -> Self {
    Self(message: "the policy starts here", range: range)
  }

  package static func firstSet(at range: SourceRange) -> Self {
    Self(message: "first set here", range: range)
  }

  package static func firstDeclared(at range: SourceRange) -> Self {
    Self(message: "first declared here", range: range)
  }

  /// `--sources`: where a class the app's code declares twice was declared first.
  package static func firstDeclared(
    at range: SourceRange, superclass: String, here other: String
  ) -> Self {
    Self(
      message:
        "first declared here with superclass '\(superclass)', which is used; here it is '\(other)'",
      range: range)
  }

  package static func defaultListIsEmpty(_ list: ClassListKind, of feature: Feature) -> Self {
    Self(message: "the default layer's \(PolicyMessage.describe(list, of: feature)) is empty")
  }

  package static func defaultListHolds(
    _ list: ClassListKind, of feature: Feature, _ names: [String]
  )
    -> Self
  {
    Self(
      message:
        "the default layer's \(PolicyMessage.describe(list, of: feature)) holds \(SettingCatalogue.list(names, conjunction: "and"))"
    )
  }

  /// `'order' is a setting of 'toolbar' blocks`.
  package static func settingBelongs(_ name: String, to blocks: [SettingBlock]) -> Self {
    let keywords = blocks.map { "'\($0.keyword)'" }
    return Self(
      message:
        "'\(name)' is a setting of \(SettingCatalogue.list(keywords, conjunction: "and")) blocks")
  }

  package static func switchFeatureForController(_ feature: Feature) -> Self {
    Self(
      message:
        "to switch '\(feature.rawValue)' for a controller, use 'enable in' or 'disable in' in the '\(feature.rawValue)' block"
    )
  }

  package static func writeShortName(_ short: String, inside feature: Feature) -> Self {
    Self(message: "inside '\(feature.rawValue)', write '\(short)'")
  }

  package static func blockTakes(_ block: SettingBlock, _ names: [String]) -> Self {
    Self(
      message: "'\(block.keyword)' takes \(SettingCatalogue.list(names, conjunction: "and"))")
  }

  package static var distanceIsGap: Self {
    Self(message: "it is the gap in points between the field and the keyboard")
  }

  package static func unquotedSelectsClass(_ name: String, selector: String) -> Self {
    Self(message: "without quotes, '\(selector) \(name)' selects views of a class named '\(name)'")
  }

  package static func declareAppClass(_ name: String, superclass: String) -> Self {
    Self(
      message:
        "declare app classes so the policy can be checked alone: 'class \(name): \(superclass)'")
  }

  package static func didYouMean(_ name: String) -> Self {
    Self(message: "did you mean '\(name)'?")
  }

  package static func controllersMatchClasses(_ name: String) -> Self {
    Self(
      message:
        "'controller' blocks match the view controller's class, written without quotes; to select one field by its accessibility identifier, write 'field \"\(name)\"'"
    )
  }
}
