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
  /// The return key the field shows.
  public var returnKey: ReturnKey
  /// Whether a touch outside the field resigns it.
  public var resignsOnTouch: Bool

  /// Creates controls.
  public init(
    field: String, showsToolbar: Bool, showsPreviousNext: Bool, previous: String?, next: String?,
    title: String?, returnKey: ReturnKey, resignsOnTouch: Bool
  ) {
    self.field = field
    self.showsToolbar = showsToolbar
    self.showsPreviousNext = showsPreviousNext
    self.previous = previous
    self.next = next
    self.title = title
    self.returnKey = returnKey
    self.resignsOnTouch = resignsOnTouch
  }

  /// The return key a field shows (`UIReturnKeyType`).
  public enum ReturnKey: String, Hashable, Sendable, CaseIterable {
    /// Moves to the next field.
    case next
    /// Ends editing.
    case done
  }
}

extension KeyboardRuntime {
  /// The controls of `field` (normally the focused field) as the live screen stands now.
  public func controls(for field: any LiveView) -> FieldControls? {
    if let cachedControls, field === focusedField { return cachedControls }
    guard let window = field.liveWindow else { return nil }
    let scene = snapshotter.snapshot(
      window: window, needed: [field], focus: field, keyboard: keyboard)
    let id = snapshotter.id(of: field)
    let index = SceneIndex(scene, policy: policy)
    guard let context = index.fieldContext(for: id) else { return nil }
    let values = policy.resolve(for: context)
    let order = engine.fieldOrder(for: id, scene: scene, policy: policy)
    let arrows: Bool
    switch values.previousNext {
    case .never: arrows = false
    case .always: arrows = true
    case .auto: arrows = order.fields.count > 1 || order.container != nil
    }
    let attributes = field.liveAttributes
    let controls = FieldControls(
      field: id, showsToolbar: values.toolbar, showsPreviousNext: values.toolbar && arrows,
      previous: order.previous, next: order.next,
      title: values.placeholder ? (attributes.toolbarTitle ?? attributes.placeholder) : nil,
      returnKey: order.returnKey(for: id) == .next ? .next : .done,
      resignsOnTouch: values.resignOnTouch)
    if field === focusedField { cachedControls = controls }
    return controls
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
