import AvoidanceEngine
import PolicyLanguage
import SceneModel

/// Per-view settings made in app code, the runtime's "set in code" source (IQ's
/// `textField.iq.distanceFromKeyboard`, `iq.enableMode`, ...). They beat every policy rule
/// (grammar.md, precedence step 2), and `kbpolicy explain` shows them as `set in code`.
///
/// On iOS every `UIView` has one (`view.keyboardPolicy`); a live view reports it through
/// `liveAttributes.code` and `.scrollCode`, and `liveToolbarTitle`. `nil` means "not set".
public final class LiveViewSettings {
  /// Avoidance for this field: `true` = IQ `enableMode = .enabled`, `false` = `.disabled`.
  public var avoidance: Bool? {
    get { code.avoidance }
    set { code.avoidance = newValue }
  }
  /// The toolbar for this field (IQ has no switch; apps set their own accessory view).
  public var toolbar: Bool? {
    get { code.toolbar }
    set { code.toolbar = newValue }
  }
  /// Resign on touch for this field (IQ `resignOnTouchOutsideMode`).
  public var resignOnTouch: Bool? {
    get { code.resignOnTouch }
    set { code.resignOnTouch = newValue }
  }
  /// Points between this field (or search bar) and the keyboard (IQ `distanceFromKeyboard`).
  public var distance: Double? {
    get { code.distance }
    set { code.distance = newValue }
  }
  /// Leave this field out of previous/next (IQ `ignoreSwitchingByNextPrevious`).
  public var skipInOrder: Bool? {
    get { code.skipInOrder }
    set { code.skipInOrder = newValue }
  }
  /// Show the placeholder as the toolbar title (`false` = IQ `hidePlaceholder = true`).
  public var showsPlaceholder: Bool? {
    get { code.placeholder }
    set { code.placeholder = newValue }
  }
  /// The toolbar title for this field (IQ `iq.placeholder`), beating its placeholder.
  public var toolbarTitle: String?
  /// The runtime sets and handles this field's return key (`toolbar.return-keys`; IQ: the field
  /// added to a return manager).
  public var returnKeys: Bool? {
    get { code.returnKeys }
    set { code.returnKeys = newValue }
  }
  /// `false` = IQ `ignoreScrollingAdjustment = true` (scroll views).
  public var adjustsScrolling: Bool?
  /// `false` = IQ `ignoreContentInsetAdjustment = true` (scroll views).
  public var adjustsContentInset: Bool?
  /// IQ `restoreContentOffset` (scroll views).
  public var restoresContentOffset: Bool?
  /// The view's stable name in scenes, logs and explanations (`LiveView.liveStableName`), when
  /// its accessibility identifier is not the name to use.
  public var stableName: String?
  /// The views kept visible above the keyboard with this field (`keep-visible`), by
  /// accessibility identifier or stable name: `["login-button"]`; an empty list keeps none,
  /// over any policy rule. On iOS `keepVisible = [loginButton]` sets it from the views.
  public var keepVisibleIDs: [String]? {
    get { code.keepVisible }
    set { code.keepVisible = newValue }
  }
  /// The views `keepVisible` was last set to (iOS), weakly: what it reads back.
  var keepVisibleObjects: [WeakObject] = []

  /// The field settings as a scene records them: the storage of the named settings above, and
  /// of any setting code can set (`code[name]`).
  public var code = CodeSettings()

  /// No settings.
  public init() {}

  /// The scroll view flags as a scene records them.
  public var scrollCode: ScrollViewCodeSettings {
    ScrollViewCodeSettings(
      adjust: adjustsScrolling, adjustInset: adjustsContentInset,
      restoreOffset: restoresContentOffset)
  }
}
