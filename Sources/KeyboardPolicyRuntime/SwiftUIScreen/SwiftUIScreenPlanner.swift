import PolicyLanguage
import SceneModel

/// Decides, from the compiled `Policy`, what a SwiftUI screen does with the keyboard: SwiftUI's
/// avoidance on or off, the room kept below the focused field, the toolbar in the policy's order,
/// dismissal, submit labels and companions. Platform-independent; the SwiftUI layer only sets
/// what it returns. No hosting view is ever moved (one mover: SwiftUI's keyboard safe area).
///
/// Each field's `FieldContext` comes from one function, `fieldContext(for:on:)`, so a rule
/// matches a SwiftUI field as it matches the same field on a UIKit screen.
public struct SwiftUIScreenPlanner: Sendable {
  /// The compiled policy.
  public let policy: Policy

  /// A planner for `policy`.
  public init(policy: Policy) {
    self.policy = policy
  }

  /// The field's context as `Policy.decide(for:)` reads it: its policy name as the identifier,
  /// its `order:` as the tag, the screen's name (`screen "SignUp"` rules), the UIKit class SwiftUI
  /// puts underneath, the host controller's class chain and the container's.
  public func fieldContext(for field: SwiftUIField, on screen: SwiftUIScreen) -> FieldContext {
    FieldContext(
      identifier: field.name, tag: field.order ?? 0, classChain: field.classChain,
      controllerChain: controllerChain(of: screen),
      ancestorChains: (screen.container(field.container).map { [$0.classChain] } ?? [])
        + [Self.hostViewChain], screen: screen.name)
  }

  /// The class chain of the screen's host controller: its class as the policy knows it, or an
  /// app class the policy does not declare taken as a kind of `UIHostingController`.
  public func controllerChain(of screen: SwiftUIScreen) -> [String] {
    let hierarchy = policy.classHierarchy
    let generic = hierarchy.chain(of: Self.hostingClass)
    guard let name = screen.hostClass, name != Self.hostingClass else { return generic }
    let chain = hierarchy.chain(of: name)
    return chain.count > 1 ? chain : [name] + generic
  }

  /// SwiftUI's hosting controller class.
  public static let hostingClass = "UIHostingController"
  /// The host's root view chain (a plain view as far as rules go).
  static let hostViewChain = ["UIView", "UIResponder", "NSObject"]

  /// What the policy decides for `name`'s field of `screen` focused; `nil` when the screen has no
  /// field of that name. Linear in the screen's fields (and their sort); `plans(on:)` answers for
  /// every field at once in about the time of one.
  public func plan(for name: String, on screen: SwiftUIScreen) -> SwiftUIFieldPlan? {
    guard let field = screen.field(named: name) else { return nil }
    let values = policy.resolve(for: fieldContext(for: field, on: screen))
    let (fields, isList) = order(for: field, on: screen, values: values)
    let at = fields.firstIndex(of: field.name)
    let place = SwiftUIOrderPlace(
      previous: at.flatMap { $0 > 0 ? fields[$0 - 1] : nil },
      next: at.flatMap { $0 + 1 < fields.count ? fields[$0 + 1] : nil }, count: fields.count,
      isList: isList)
    return makePlan(
      for: field, values: values, place: place, names: SwiftUIScreenNames(screen))
  }

  /// A field's plan from its resolved values and its place in its previous/next list.
  func makePlan(
    for field: SwiftUIField, values: ResolvedValues, place: SwiftUIOrderPlace,
    names: SwiftUIScreenNames
  ) -> SwiftUIFieldPlan {
    var toolbar: SwiftUIToolbar?
    if values.toolbar, field.kind != .representable {
      let arrows: Bool
      switch values.previousNext {
      case .never: arrows = false
      case .always: arrows = true
      case .auto: arrows = place.count > 1 || place.isList
      }
      toolbar = SwiftUIToolbar(
        showsPreviousNext: arrows, previous: place.previous, next: place.next,
        title: values.placeholder ? (field.toolbarTitle ?? field.placeholder) : nil)
    }
    let inserts = field.kind == .textEditor && !values.dismissOnReturn
    var returnKey: SwiftUIReturnKey?
    if values.returnKeys, !inserts, field.kind != .representable {
      returnKey = SwiftUIReturnKey(
        label: place.next != nil ? .next : SwiftUISubmitLabel(values.lastReturnKey),
        action: place.next.map(SwiftUIReturnKey.Action.next) ?? .resign)
    }
    let companions = values.keepVisible.filter(names.all.contains)
    return SwiftUIFieldPlan(
      field: field.name, toolbar: toolbar, returnKey: returnKey,
      scrollTarget: scrollTarget(for: field, companions: companions, names: names, values: values),
      dismissal: SwiftUIDismissal(resignOnTouch: values.resignOnTouch), companions: companions)
  }

  /// The previous/next list the focused `field` belongs to (grammar.md "Field order"): the
  /// enabled, unskipped fields of its container (the screen's top level for none); in a `Form` or
  /// `List` (a deep container underneath) by measured position, else in the field's
  /// `toolbar.order`: declaration order (`subviews`), the modifier's `order:` (`tag`, ties in
  /// declaration order), measured frames (`position`, top to bottom, then left to right). The
  /// focused field is kept even when `skip-in-order` leaves it out. Whether the list is a
  /// `Form`'s or `List`'s comes second.
  public func order(for field: SwiftUIField, on screen: SwiftUIScreen) -> (
    fields: [String], isList: Bool
  ) {
    order(
      for: field, on: screen, values: policy.resolve(for: fieldContext(for: field, on: screen)))
  }

  private func order(for field: SwiftUIField, on screen: SwiftUIScreen, values: ResolvedValues)
    -> (fields: [String], isList: Bool)
  {
    let container = screen.container(field.container)
    let isList =
      container.map { box in policy.deepContainers.contains { box.classChain.contains($0) } }
      ?? false
    let siblings = screen.fields.enumerated().filter { _, other in
      guard other.container == field.container, other.isEnabled else { return false }
      return other.name == field.name
        || !policy.skipsInOrder(fieldContext(for: other, on: screen))
    }
    let sorted: [(offset: Int, element: SwiftUIField)]
    switch isList ? FieldOrder.position : values.order {
    case .subviews: sorted = siblings
    case .tag:
      sorted = siblings.sorted { a, b in
        let (ta, tb) = (a.element.order ?? 0, b.element.order ?? 0)
        return ta != tb ? ta < tb : a.offset < b.offset
      }
    case .position:
      sorted = siblings.sorted { a, b in
        let (fa, fb) = (a.element.frame, b.element.frame)
        if fa.minY != fb.minY { return fa.minY < fb.minY }
        if fa.minX != fb.minX { return fa.minX < fb.minX }
        return a.offset < b.offset
      }
    }
    return (sorted.map(\.element.name), isList)
  }

  /// Inside a container, the field, or the lowest of its companions in the same container, with
  /// the policy's distance as the margin.
  private func scrollTarget(
    for field: SwiftUIField, companions: [String], names: SwiftUIScreenNames,
    values: ResolvedValues
  ) -> SwiftUIScrollTarget? {
    guard let container = field.container else { return nil }
    var target = (id: field.name, bottom: field.frame.maxY)
    for name in companions {
      if let frame = names.frame(of: name, in: container), frame.maxY > target.bottom {
        target = (name, frame.maxY)
      }
    }
    return SwiftUIScrollTarget(id: target.id, margin: values.distance)
  }
}
