import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// Finds rules of the user's policy that almost apply to a field: a class name within two edits
/// of a class in the chain it is matched against (and not itself a class the scene or UIKit
/// knows; and never a UIKit class for a class the policy declares itself), or a `field "..."`
/// identifier within two edits of the field's (and naming no other view).
struct NearMissFinder: Sendable {
  let index: SceneIndex
  let syntax: PolicyFile?
  let scene: Scene
  /// Every accessibility identifier in the scene (a rule naming one of them is not a typo).
  private let viewIdentifiers: Set<String>
  /// Every class the scene's views and controllers name, and the scene's declared classes.
  private let sceneClasses: Set<String>
  /// The policy's classes: the app's own (its `class` lines, and the classes `--sources` read),
  /// so one named like a UIKit class (`class ViewController: UIViewController`) is no typo of it.
  private let policyClasses: ClassHierarchy

  /// Gathers the scene's identifiers and classes once, so that finding the near misses of every
  /// field (`explain --all`) costs the scene once, not once per field.
  init(index: SceneIndex, syntax: PolicyFile?, scene: Scene, policyClasses: ClassHierarchy) {
    self.index = index
    self.syntax = syntax
    self.scene = scene
    self.policyClasses = policyClasses
    guard syntax != nil else {
      viewIdentifiers = []
      sceneClasses = []
      return
    }
    var identifiers: Set<String> = []
    var classes = Set(scene.classes.keys)
    for id in index.allViewIDs {
      guard let view = index.view(id) else { continue }
      if let identifier = view.accessibilityIdentifier { identifiers.insert(identifier) }
      classes.insert(view.className)
    }
    for controller in scene.controllers { classes.insert(controller.className) }
    viewIdentifiers = identifiers
    sceneClasses = classes
  }

  /// The rules of the user's policy that almost apply to field `id`: class-list entries and rule
  /// selectors one or two edits from a class or identifier they are matched against.
  func find(field id: String, context: FieldContext) -> [NearMiss] {
    guard let syntax else { return [] }
    let chains = matchedNames(field: id, context: context)
    var result: [NearMiss] = []
    for statement in syntax.statements {
      switch statement {
      case .feature(let block):
        result += nearMisses(in: block, chains: chains)
      case .rule(let block):
        if let miss = nearMiss(of: block, chains: chains) { result.append(miss) }
      default:
        break
      }
    }
    return result
  }

  /// The class chains and identifiers a field's rules are matched against.
  private struct MatchedNames {
    /// The class chain of the field's controller.
    var controllerChain: [String]
    /// The field's class chain.
    var fieldChain: [String]
    /// The class chains of the field's superviews.
    var ancestorClasses: [String]
    /// The class chains of the scroll views around the field.
    var scrollClasses: [String]
    /// The accessibility identifiers of the scroll views around the field.
    var scrollIdentifiers: [String]
    /// The field's accessibility identifier, if any.
    var fieldIdentifiers: [String]
    /// The field's view id in the scene (which rules do not match).
    var fieldID: String
  }

  /// Gathers the names field `id`'s rules are matched against.
  private func matchedNames(field id: String, context: FieldContext) -> MatchedNames {
    let scrollViews = index.scrollViews(around: id)
    return MatchedNames(
      controllerChain: context.controllerChain,
      fieldChain: index.classChain(of: id),
      ancestorClasses: index.superviewChain(of: id).flatMap { index.classChain(of: $0) },
      scrollClasses: scrollViews.flatMap { index.classChain(of: $0) },
      scrollIdentifiers: scrollViews.compactMap { index.view($0)?.accessibilityIdentifier },
      fieldIdentifiers: context.identifier.map { [$0] } ?? [], fieldID: id)
  }

  /// The near misses of a feature block's class lists (`enable-in`, `disable-in` against the
  /// controller's chain; `deep-containers` against the classes around the field).
  private func nearMisses(in block: FeatureBlock, chains: MatchedNames) -> [NearMiss] {
    var result: [NearMiss] = []
    for case .classList(let list) in block.items where !list.removes {
      for name in list.classes {
        let rule = "\(list.kind.rawValue) \(name.name)"
        let miss: NearMiss?
        switch list.kind {
        case .enableIn, .disableIn:
          miss = nearMiss(
            ofClass: name, against: chains.controllerChain, rule: rule,
            what: "the controller's class chain", at: name.range.start)
        case .deepContainers:
          miss = nearMiss(
            ofClass: name, against: chains.ancestorClasses, rule: rule,
            what: "a class around the field", at: name.range.start)
        case .ignoreTouchesIn:
          miss = nil
        }
        if let miss { result.append(miss) }
      }
    }
    return result
  }

  /// The near miss of a rule block's selector (`controller`, `field` or `scroll-view`, by class
  /// or identifier), if any.
  private func nearMiss(of block: RuleBlock, chains: MatchedNames) -> NearMiss? {
    let start = block.range.start
    switch (block.kind, block.selector) {
    case (.controller, .className(let name)):
      return nearMiss(
        ofClass: name, against: chains.controllerChain, rule: "controller \(name.name)",
        what: "the controller's class chain", at: start)
    case (.field, .className(let name)):
      return nearMiss(
        ofClass: name, against: chains.fieldChain, rule: "field \(name.name)",
        what: "the field's class chain", at: start)
    case (.field, .identifier(let name)):
      if chains.fieldIdentifiers.isEmpty, name.name == chains.fieldID {
        return Self.idWithoutIdentifier(name.name, at: start)
      }
      return nearMiss(
        ofIdentifier: name, against: chains.fieldIdentifiers, rule: "field \"\(name.name)\"",
        at: start)
    case (.scrollView, .className(let name)):
      return nearMiss(
        ofClass: name, against: chains.scrollClasses, rule: "scroll-view \(name.name)",
        what: "a scroll view around the field", at: start)
    case (.scrollView, .identifier(let name)):
      return nearMiss(
        ofIdentifier: name, against: chains.scrollIdentifiers,
        rule: "scroll-view \"\(name.name)\"", at: start)
    default:
      return nil
    }
  }

  /// A class name not in `chain` (and not a real class) but within two edits of one in it.
  private func nearMiss(
    ofClass name: Identifier, against chain: [String], rule: String, what: String,
    at location: SourceLocation
  ) -> NearMiss? {
    // A declared class may be a typo of another app class, but not of a UIKit one.
    let candidates =
      policyClasses.declares(name.name) ? chain.filter { !ClassHierarchy().isKnown($0) } : chain
    guard !chain.contains(name.name), !isRealClass(name.name),
      let close = closest(name.name, in: candidates)
    else { return nil }
    return Self.nearMiss(rule: rule, closeTo: close, shown: "\(close) (\(what))", at: location)
  }

  /// An identifier not in `identifiers` (and naming no view of the scene) but within two edits of
  /// one in it.
  private func nearMiss(
    ofIdentifier name: Identifier, against identifiers: [String], rule: String,
    at location: SourceLocation
  ) -> NearMiss? {
    guard !identifiers.contains(name.name), !viewIdentifiers.contains(name.name),
      let close = closest(name.name, in: identifiers)
    else { return nil }
    return Self.nearMiss(rule: rule, closeTo: close, shown: "\"\(close)\"", at: location)
  }

  /// `rule`, written at `location`, almost matching `close` (shown in the message as `shown`).
  private static func nearMiss(
    rule: String, closeTo close: String, shown: String, at location: SourceLocation
  ) -> NearMiss {
    NearMiss(
      rule: rule, closeTo: close, file: location.file, line: location.line,
      column: location.column,
      message:
        "\(rule) at \(location.file):\(location.line):\(location.column) does not match \(shown): did you mean it?"
    )
  }

  /// `field "bio"` written for a view whose scene id is `bio` but which has no accessibility
  /// identifier: rules match accessibility identifiers only, so the rule silently misses it.
  private static func idWithoutIdentifier(_ id: String, at location: SourceLocation) -> NearMiss {
    let rule = "field \"\(id)\""
    return NearMiss(
      rule: rule, closeTo: id, file: location.file, line: location.line,
      column: location.column,
      message:
        "\(rule) at \(location.file):\(location.line):\(location.column) does not match this field: its id is '\(id)' but it has no accessibility identifier, and 'field \"...\"' rules match accessibility identifiers (set accessibilityIdentifier = \"\(id)\" on the view)"
    )
  }

  /// A class the scene or UIKit knows is a real, different class, not a typo.
  private func isRealClass(_ name: String) -> Bool {
    sceneClasses.contains(name) || ClassHierarchy().isKnown(name)
  }

  /// The nearest of `candidates` within two edits (`Suggestions.closest`: case-insensitive, a
  /// case-only difference counts), names shorter than three bytes left out; nil if none.
  private func closest(_ word: String, in candidates: [String]) -> String? {
    guard word.utf8.count >= 3 else { return nil }
    return Suggestions.closest(to: word, in: candidates.lazy.filter { $0.utf8.count >= 3 })
  }
}
