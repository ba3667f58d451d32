import AvoidanceEngine
import SceneModel
import PolicyLanguage

/// Everything the policy decides for a focused field besides moving it, as values the UI layer
/// reads: the toolbar, previous/next in policy order, the title, the return key and resign on
/// touch.
///
/// Worked out from the live screen when asked: the UI layer asks again when a button or the
/// return key is used (`KeyboardRuntime.neighbour(_:of:)`), and after a plan that scrolled, so
/// nothing is kept from begin-editing.
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
  /// Whether Previous is enabled: there is a previous field, or the field is in a list (a table
  /// or collection view) with rows above its realised cells (IQ keeps both arrows enabled there).
  public var canGoPrevious: Bool
  /// Whether Next is enabled: there is a next field, or rows below the list's realised cells.
  public var canGoNext: Bool
  /// The scrolling deep container (a table or collection view) the field's order lists, whose
  /// rows may lie beyond its realised cells; `nil` otherwise.
  public var list: String?
  /// The toolbar's title: the title set in code, else the placeholder; `nil` when
  /// `toolbar.placeholder` is off.
  public var title: String?
  /// The return key the field shows: `next` while there is a next field, else the last field's
  /// key (`ReturnKeyOptions.lastReturnKey` when set in code, else the policy's
  /// `toolbar.last-return-key`, `done` by default).
  public var returnKey: ReturnKey
  /// What the return key does.
  public var returnAction: ReturnAction
  /// Whether the runtime sets and handles the field's return key (`toolbar.return-keys`, off by
  /// default as in IQ 8): never for a search field (a search bar's, a `UISearchTextField`), nor,
  /// by the built-in exemption, an alert's field or a navigation-bar search field; nor a text view
  /// whose return inserts a line break. A field whose app set a return key of its own is left
  /// alone too (`KeyboardRuntime.updateReturnKey(of:)`).
  public var managesReturnKey: Bool
  /// Whether a touch outside the field resigns it.
  public var resignsOnTouch: Bool

  /// Creates controls. The arrows' states default to the neighbours'; return keys to unmanaged.
  public init(
    field: String, showsToolbar: Bool, showsPreviousNext: Bool, previous: String?, next: String?,
    title: String?, returnKey: ReturnKey, returnAction: ReturnAction, resignsOnTouch: Bool,
    canGoPrevious: Bool? = nil, canGoNext: Bool? = nil, list: String? = nil,
    managesReturnKey: Bool = false
  ) {
    self.canGoPrevious = canGoPrevious ?? (previous != nil)
    self.canGoNext = canGoNext ?? (next != nil)
    self.list = list
    self.managesReturnKey = managesReturnKey
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
    /// Moves to the next row's field of the list, found when return is pressed (no next field
    /// is realised yet, but the list has rows below: `KeyboardRuntime.neighbour(_:of:)`).
    case nextInList
    /// Ends editing (the last field; a text view with `toolbar.dismiss-on-return`).
    case resign
    /// Inserts a line break (a text view, by default).
    case newline
  }
}

/// Return keys set in code, like IQ's return key handler (`IQKeyboardReturnManager`), which an
/// app configures per screen: the "set in code" source of `toolbar.return-keys`,
/// `toolbar.last-return-key` and `toolbar.dismiss-on-return`, beating every policy rule. `nil`
/// leaves the setting to the policy.
public struct ReturnKeyOptions: Hashable, Sendable {
  /// The runtime sets and handles return keys (IQ: a screen's `IQKeyboardReturnManager`);
  /// `nil`: the policy's `toolbar.return-keys` (off by default, as IQ 8).
  public var managesReturnKeys: Bool?
  /// The last field's return key (IQ `lastTextInputViewReturnKeyType`); `nil`: the policy's
  /// `toolbar.last-return-key` (`done` by default).
  public var lastReturnKey: FieldControls.ReturnKey?
  /// Return in a text view moves on (to the next field, or ends editing) instead of inserting a
  /// line break (IQ `dismissTextViewOnReturn`); `nil`: the policy's `toolbar.dismiss-on-return`
  /// (off by default).
  public var dismissesTextViewOnReturn: Bool?

  /// Creates options; all unset (the policy decides) by default.
  public init(
    managesReturnKeys: Bool? = nil, lastReturnKey: FieldControls.ReturnKey? = nil,
    dismissesTextViewOnReturn: Bool? = nil
  ) {
    self.managesReturnKeys = managesReturnKeys
    self.lastReturnKey = lastReturnKey
    self.dismissesTextViewOnReturn = dismissesTextViewOnReturn
  }

  /// Writes the options that are set into a field's code settings (`code.returnKeys`,
  /// `code.lastReturnKey`, `code.dismissOnReturn`, as a scene records them); unset ones leave the
  /// field's own.
  func record(into code: inout CodeSettings) {
    if let managesReturnKeys { code.returnKeys = managesReturnKeys }
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
    let list = order.container.flatMap { id in
      snapshotter.view(id)?.liveAttributes.scroll != nil ? id : nil
    }
    let more =
      list.flatMap(snapshotter.view).map(Self.rowsBeyondRealisedCells) ?? (
        above: false, below: false
      )
    let canGoNext = order.next != nil || more.below
    let isTextView = facts.kind == .textView
    let action: FieldControls.ReturnAction =
      isTextView && !values.dismissOnReturn
      ? .newline
      : order.next.map(FieldControls.ReturnAction.next) ?? (more.below ? .nextInList : .resign)
    let isSearchField =
      facts.kind == .searchBar || context.searchBar != nil
      || context.classChain.contains("UISearchTextField")
    let controls = FieldControls(
      field: id, showsToolbar: values.toolbar, showsPreviousNext: values.toolbar && arrows,
      previous: order.previous, next: order.next,
      title: values.placeholder
        ? (field.liveToolbarTitle ?? field.liveAttributes.placeholder) : nil,
      returnKey: canGoNext ? .next : values.lastReturnKey, returnAction: action,
      resignsOnTouch: values.resignOnTouch, canGoPrevious: order.previous != nil || more.above,
      canGoNext: canGoNext, list: list,
      managesReturnKey: values.returnKeys && !isSearchField && action != .newline)
    if field === focusedField { cachedControls = controls }
    return controls
  }

  /// Whether a list (a scrolling deep container) has rows above and below the part on screen,
  /// whose cells a table or collection view has not realised: content above the visible top
  /// (`contentOffset.y > 0`), content below its bottom (`contentOffset.y + height <
  /// contentSize.height`). Insets are left out: the keyboard's bottom inset adds no rows.
  static func rowsBeyondRealisedCells(_ list: any LiveView) -> (above: Bool, below: Bool) {
    let attributes = list.liveAttributes
    guard let scroll = attributes.scroll else { return (false, false) }
    let top = scroll.contentOffset.y
    let bottom = top + attributes.frame.height
    return (top > 0.5, bottom < scroll.contentSize.height - 0.5)
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
  /// touch is not on the field itself or one of its subviews (a text view's text, a clear
  /// button), and the touched view is not of a class in
  /// `resign-on-touch { ignore-touches-in ... }` (IQ `touchResignedGestureIgnoreClasses`: the
  /// touched view's own class chain, as IQ checks `touch.view`). The UI layer also ignores
  /// Apple Pencil touches.
  public func shouldResignOnTouch(_ touched: any LiveView) -> Bool {
    guard let field = focusedField, !Self.isView(touched, inside: field),
      controls(for: field)?.resignsOnTouch == true
    else { return false }
    let chain = touched.liveClassChain
    return !policy.ignoreTouchesIn.contains { chain.contains($0) }
  }

  /// The resign tap recognised a touch (`shouldResignOnTouch(_:)` let it through): the focused
  /// field resigns; one whose delegate refuses is made first responder again, as IQ does, so its
  /// notifications keep coming. Whether it resigned.
  @discardableResult
  public func resignOnTouch() -> Bool {
    guard let field = focusedField else { return false }
    if field.liveResignFirstResponder() { return true }
    _ = field.liveBecomeFirstResponder()
    return false
  }

  /// Whether `view` is `field` or one of its subviews (a walk up the superviews, as deep as a
  /// scene nests).
  static func isView(_ view: any LiveView, inside field: any LiveView) -> Bool {
    var current: (any LiveView)? = view
    var steps = 0
    while let at = current, steps <= SceneDecoder.maximumViewDepth {
      if at === field { return true }
      current = at.liveSuperview
      steps += 1
    }
    return false
  }

  /// Whether `field` is the search field of a text view's find navigator (iOS 16): the focused
  /// text view shows its navigator, or the text view whose editing just ended has a find
  /// interaction and shows it now (UIKit may end the text view's editing before the navigator is
  /// visible). Its begin-editing leaves (or gives back) the text view the focus, as IQ does,
  /// whatever the order of the notifications.
  public func isFindNavigatorField(_ field: any LiveView) -> Bool {
    if let focused = focusedField, focused !== field, focused.liveShowsFindNavigator { return true }
    guard focusedField == nil, let ended = findInteractionView?.view, ended !== field else {
      return false
    }
    return ended.liveShowsFindNavigator
  }

  /// Whether an end-editing of `field` leaves it focused: a text view whose find navigator
  /// took the keyboard (editing continues in it when the navigator closes).
  public func keepsFocusThroughEndEditing(of field: any LiveView) -> Bool {
    field === focusedField && field.liveShowsFindNavigator
  }
}
