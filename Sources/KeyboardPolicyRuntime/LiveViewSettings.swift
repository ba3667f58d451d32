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
  public var avoidance: Bool?
  /// The toolbar for this field (IQ has no switch; apps set their own accessory view).
  public var toolbar: Bool?
  /// Resign on touch for this field (IQ `resignOnTouchOutsideMode`).
  public var resignOnTouch: Bool?
  /// Points between this field (or search bar) and the keyboard (IQ `distanceFromKeyboard`).
  public var distance: Double?
  /// Leave this field out of previous/next (IQ `ignoreSwitchingByNextPrevious`).
  public var skipInOrder: Bool?
  /// Show the placeholder as the toolbar title (`false` = IQ `hidePlaceholder = true`).
  public var showsPlaceholder: Bool?
  /// The toolbar title for this field (IQ `iq.placeholder`), beating its placeholder.
  public var toolbarTitle: String?
  /// The runtime sets and handles this field's return key (`toolbar.return-keys`; IQ: the field
  /// added to a return manager).
  public var returnKeys: Bool?
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
  public var keepVisibleIDs: [String]?
  /// The views `keepVisible` was last set to (iOS), weakly: what it reads back.
  var keepVisibleObjects: [WeakObject] = []

  /// No settings.
  public init() {}

  /// The field settings as a scene records them.
  public var code: CodeSettings {
    CodeSettings(
      avoidance: avoidance, toolbar: toolbar, resignOnTouch: resignOnTouch, distance: distance,
      skipInOrder: skipInOrder, placeholder: showsPlaceholder, returnKeys: returnKeys,
      keepVisible: keepVisibleIDs)
  }

  /// The scroll view flags as a scene records them.
  public var scrollCode: ScrollViewCodeSettings {
    ScrollViewCodeSettings(
      adjust: adjustsScrolling, adjustInset: adjustsContentInset,
      restoreOffset: restoresContentOffset)
  }
}
