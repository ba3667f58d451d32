import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// Everything the policy decides for a focused field besides moving it, as values the UI layer
/// reads: the toolbar, previous/next in policy order, the title, the return key and resign on
/// touch.
public struct FieldControls: Hashable, Sendable {
  /// The field's stable id.
  public var field: String
  /// Whether the Previous / Next / Done toolbar is the field's input accessory view.
  public var showsToolbar: Bool
  /// Whether the toolbar shows the previous/next arrows (`toolbar.previous-next`: `auto` shows
  /// them when there is another field or the fields are in a deep container).
  public var showsPreviousNext: Bool
  /// The previous field's stable id (`KeyboardRuntime.view(withID:)` finds the view).
  public var previous: String?
  /// The next field's stable id.
  public var next: String?
  /// The toolbar's title: the title set in code, else the placeholder; `nil` when
  /// `toolbar.placeholder` is off.
  public var title: String?
  /// The return key the field shows: `next` while there is a next field, else the last field's
  /// key (`ReturnKeyOptions.lastReturnKey` when set in code, else the policy's
  /// `toolbar.last-return-key`, `done` by default).
  public var returnKey: ReturnKey
  /// What the return key does.
  public var returnAction: ReturnAction
  /// Whether a touch outside the field resigns it.
  public var resignsOnTouch: Bool

  /// Creates controls.
  public init(
    field: String, showsToolbar: Bool, showsPreviousNext: Bool, previous: String?, next: String?,
    title: String?, returnKey: ReturnKey, returnAction: ReturnAction, resignsOnTouch: Bool
  ) {
    self.field = field
    self.showsToolbar = showsToolbar
    self.showsPreviousNext = showsPreviousNext
    self.previous = previous
    self.next = next
    self.title = title
    self.returnKey = returnKey
    self.returnAction = returnAction
    self.resignsOnTouch = resignsOnTouch
  }

  /// The return key a field shows (`UIReturnKeyType`, same names; `toolbar.last-return-key`'s
  /// words).
  public typealias ReturnKey = ReturnKeyType

  /// What pressing return does.
  public enum ReturnAction: Hashable, Sendable {
    /// Moves to the field with this stable id.
    case next(String)
    /// Ends editing (the last field; a text view with `toolbar.dismiss-on-return`).
    case resign
    /// Inserts a line break (a text view, by default).
    case newline
  }
}

/// Return keys set in code, like IQ's return key handler (`IQKeyboardReturnManager`), which an
/// app configures per screen: the "set in code" source of `toolbar.last-return-key` and
/// `toolbar.dismiss-on-return`, beating every policy rule. `nil` leaves the setting to the policy.
public struct ReturnKeyOptions: Hashable, Sendable {
  /// The last field's return key (IQ `lastTextInputViewReturnKeyType`); `nil`: the policy's
  /// `toolbar.last-return-key` (`done` by default).
  public var lastReturnKey: FieldControls.ReturnKey?
  /// Return in a text view moves on (to the next field, or ends editing) instead of inserting a
  /// line break (IQ `dismissTextViewOnReturn`); `nil`: the policy's `toolbar.dismiss-on-return`
  /// (off by default).
  public var dismissesTextViewOnReturn: Bool?

  /// Creates options; both unset (the policy decides) by default.
  public init(
    lastReturnKey: FieldControls.ReturnKey? = nil, dismissesTextViewOnReturn: Bool? = nil
  ) {
    self.lastReturnKey = lastReturnKey
    self.dismissesTextViewOnReturn = dismissesTextViewOnReturn
  }

  /// Writes the options that are set into a field's code settings (`code.lastReturnKey`,
  /// `code.dismissOnReturn`, as a scene records them); unset ones leave the field's own.
  func record(into code: inout CodeSettings) {
    if let lastReturnKey { code.lastReturnKey = lastReturnKey }
    if let dismissesTextViewOnReturn { code.dismissOnReturn = dismissesTextViewOnReturn }
  }
}

extension KeyboardRuntime {
  /// The controls of `field` (normally the focused field) as the live screen stands now.
  public func controls(for field: any LiveView) -> FieldControls? {
    if let cachedControls, field === focusedField { return cachedControls }
    guard let scene = controlsSnapshot(of: field) else { return nil }
    let id = snapshotter.id(of: field)
    guard let facts = controlsIndex.fieldControlFacts(for: id, scene: scene, policy: policy) else {
      return nil
    }
    let order = facts.order
    var context = facts.context
    let options = returnKeyOptions(forControllerChain: context.controllerChain)
    options.record(into: &context.code)
    let values = policy.resolve(for: context)
    let arrows: Bool
    switch values.previousNext {
    case .never: arrows = false
    case .always: arrows = true
    case .auto: arrows = order.fields.count > 1 || order.container != nil
    }
    let attributes = field.liveAttributes
    let isTextView = facts.kind == .textView
    let action: FieldControls.ReturnAction =
      isTextView && !values.dismissOnReturn
      ? .newline : order.next.map(FieldControls.ReturnAction.next) ?? .resign
    let controls = FieldControls(
      field: id, showsToolbar: values.toolbar, showsPreviousNext: values.toolbar && arrows,
      previous: order.previous, next: order.next,
      title: values.placeholder ? (field.liveToolbarTitle ?? attributes.placeholder) : nil,
      returnKey: order.next != nil ? .next : values.lastReturnKey, returnAction: action,
      resignsOnTouch: values.resignOnTouch)
    if field === focusedField { cachedControls = controls }
    return controls
  }

  /// The scene `controls(for:)` reads for `field`: the paths the keyboard session needs and the
  /// candidates of the field's previous/next order (see `LiveSnapshotter`), for tools and tests.
  public func controlsSnapshot(of field: any LiveView) -> Scene? {
    guard let window = field.liveWindow else { return nil }
    return snapshotter.snapshot(
      window: window, needed: [field], scope: .controls(field), focus: field, keyboard: keyboard)
  }

  /// `scene` with the return keys set in code (`returnKeys`, `returnKeysByController`) written
  /// into each text input's code settings, as `controls(for:)` applies them: an explanation, or a
  /// scene exported and explained on the desk, then names them `set in code`. The scene itself
  /// when no return key is set in code.
  func recordingReturnKeys(in scene: Scene) -> Scene {
    let none = ReturnKeyOptions()
    guard returnKeys != none || returnKeysByController.values.contains(where: { $0 != none }) else {
      return scene
    }
    let index = SceneIndex(scene, policy: policy)
    var options: [String: ReturnKeyOptions] = [:]
    for id in index.allViewIDs where index.textInputKind(of: id) != nil {
      guard let context = index.fieldContext(for: id) else { continue }
      let set = returnKeyOptions(forControllerChain: context.controllerChain)
      if set != none { options[id] = set }
    }
    func record(_ views: inout [SceneView]) {
      for i in views.indices {
        options[views[i].id]?.record(into: &views[i].code)
        record(&views[i].subviews)
      }
    }
    var recorded = scene
    record(&recorded.views)
    return recorded
  }

  /// The return key options for a field whose policy controller has `chain` (nearest first): the
  /// options set for the nearest class of the chain in `returnKeysByController`, else
  /// `returnKeys`.
  func returnKeyOptions(forControllerChain chain: [String]) -> ReturnKeyOptions {
    guard !returnKeysByController.isEmpty else { return returnKeys }
    for name in chain {
      if let options = returnKeysByController[name] { return options }
    }
    return returnKeys
  }

  /// Whether a touch on `touched` resigns the focused field: resign on touch is on for it, the
  /// touch is not on the field itself, and the touched view is not of a class in
  /// `resign-on-touch { ignore-touches-in ... }` (IQ `touchResignedGestureIgnoreClasses`: the
  /// touched view's own class chain, as IQ checks `touch.view`).
  public func shouldResignOnTouch(_ touched: any LiveView) -> Bool {
    guard let field = focusedField, touched !== field,
      controls(for: field)?.resignsOnTouch == true
    else { return false }
    let chain = touched.liveClassChain
    return !policy.ignoreTouchesIn.contains { chain.contains($0) }
  }
}
