import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// Finds rules of the user's policy that almost apply to a field: a class name within two edits
/// of a class in the chain it is matched against (and not itself a class the scene or UIKit
/// knows), or a `field "..."` identifier within two edits of the field's (and naming no other view).
struct NearMissFinder: Sendable {
  let index: SceneIndex
  let syntax: PolicyFile?
  let scene: Scene
  /// Every accessibility identifier in the scene (a rule naming one of them is not a typo).
  private let viewIdentifiers: Set<String>
  /// Every class the scene's views and controllers name, and the scene's declared classes.
  private let sceneClasses: Set<String>

  /// Gathers the scene's identifiers and classes once, so that finding the near misses of every
  /// field (`explain --all`) costs the scene once, not once per field.
  init(index: SceneIndex, syntax: PolicyFile?, scene: Scene) {
    self.index = index
    self.syntax = syntax
    self.scene = scene
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

  func find(field id: String, context: FieldContext) -> [NearMiss] {
    guard let syntax else { return [] }
    var result: [NearMiss] = []
    let controllerChain = context.controllerChain
    let fieldChain = index.classChain(of: id)
    let ancestorClasses = index.superviewChain(of: id).flatMap { index.classChain(of: $0) }
    let scrollViews = index.scrollViews(around: id)
    let scrollClasses = scrollViews.flatMap { index.classChain(of: $0) }
    let scrollIdentifiers = scrollViews.compactMap { index.view($0)?.accessibilityIdentifier }

    func check(
      _ name: Identifier, against chain: [String], rule: String, what: String,
      at location: SourceLocation
    ) {
      guard !chain.contains(name.name), !isRealClass(name.name),
        let close = closest(name.name, in: chain)
      else { return }
      result.append(
        NearMiss(
          rule: rule, closeTo: close, file: location.file, line: location.line,
          column: location.column,
          message:
            "\(rule) at \(location.file):\(location.line):\(location.column) does not match \(close) (\(what)): did you mean it?"
        ))
    }
    func checkIdentifier(
      _ name: Identifier, against identifiers: [String], rule: String, at location: SourceLocation
    ) {
      guard !identifiers.contains(name.name), !viewIdentifiers.contains(name.name),
        let close = closest(name.name, in: identifiers)
      else { return }
      result.append(
        NearMiss(
          rule: rule, closeTo: close, file: location.file, line: location.line,
          column: location.column,
          message:
            "\(rule) at \(location.file):\(location.line):\(location.column) does not match \"\(close)\": did you mean it?"
        ))
    }

    for statement in syntax.statements {
      switch statement {
      case .feature(let block):
        for case .classList(let list) in block.items where !list.removes {
          for name in list.classes {
            let rule = "\(list.kind.rawValue) \(name.name)"
            switch list.kind {
            case .enableIn, .disableIn:
              check(
                name, against: controllerChain, rule: rule, what: "the controller's class chain",
                at: name.range.start)
            case .deepContainers:
              check(
                name, against: ancestorClasses, rule: rule, what: "a class around the field",
                at: name.range.start)
            case .ignoreTouchesIn:
              break
            }
          }
        }
      case .rule(let block):
        let start = block.range.start
        switch (block.kind, block.selector) {
        case (.controller, .className(let name)):
          check(
            name, against: controllerChain, rule: "controller \(name.name)",
            what: "the controller's class chain", at: start)
        case (.field, .className(let name)):
          check(
            name, against: fieldChain, rule: "field \(name.name)", what: "the field's class chain",
            at: start)
        case (.field, .identifier(let name)):
          checkIdentifier(
            name, against: context.identifier.map { [$0] } ?? [], rule: "field \"\(name.name)\"",
            at: start)
        case (.scrollView, .className(let name)):
          check(
            name, against: scrollClasses, rule: "scroll-view \(name.name)",
            what: "a scroll view around the field", at: start)
        case (.scrollView, .identifier(let name)):
          checkIdentifier(
            name, against: scrollIdentifiers, rule: "scroll-view \"\(name.name)\"", at: start)
        default:
          break
        }
      default:
        break
      }
    }
    return result
  }

  /// A class the scene or UIKit knows is a real, different class, not a typo.
  private func isRealClass(_ name: String) -> Bool {
    sceneClasses.contains(name) || ClassHierarchy().isKnown(name)
  }

  /// The nearest of `candidates` within two edits (case-insensitive, a case-only difference
  /// counts), or nil.
  private func closest(_ word: String, in candidates: [String]) -> String? {
    guard word.utf8.count >= 3 else { return nil }
    var best: (name: String, distance: Int)?
    let lowered = Array(word.lowercased().utf8)
    for candidate in candidates where candidate != word && candidate.utf8.count >= 3 {
      let distance = Suggestions.editDistance(lowered, Array(candidate.lowercased().utf8), limit: 2)
      guard distance <= 2 else { continue }
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.name
  }
}
