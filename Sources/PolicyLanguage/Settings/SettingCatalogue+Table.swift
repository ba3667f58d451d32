extension SettingCatalogue {
  /// Every setting of the policy language, one row each, in documentation order: the only place a
  /// setting's blocks, names there, types, precedence ladder, built-in default, code key, code
  /// words and IQKeyboardManager meanings are written (ARCHITECTURE.md, "A setting").
  ///
  /// The order is grammar.md's: a block's settings are listed in this order (blocks in
  /// `SettingBlock.all` order), and so are a scene's `code` keys. `SettingName`'s case order
  /// (`ordinal`, the compiled policy's lanes) is separate; `SettingLadderTests` checks that every
  /// `SettingName` and `ScrollSetting` has exactly one row.
  ///
  /// A switch's ladder: built-in exemption (not for resign-on-touch) → code → `field` rule →
  /// `disable in` → `enable in` → the feature's `enabled`. A value's: code → `field` rule →
  /// `controller` rule → the feature block's value, each setting only the rungs that can set it;
  /// a field in a search bar takes the search bar's distance (code, then `field` rules) before
  /// its own rules.
  public static let table: [SettingSpec] = [
    SettingSpec(
      .avoidance, ladder: switchLadder, default: .bool(true),
      code: .init(
        "avoidance", .switchWords(on: "enableMode = .enabled", off: "enableMode = .disabled"),
        "`field.iq.enableMode = .enabled / .disabled`"),
      in: [
        .init(.feature(.avoidance), "enabled", .bool, "`IQKeyboardManager.shared.isEnabled`"),
        .init(
          .field, "avoidance", .mode,
          "per-field mode (`field.iq.enableMode`), beats every class list"),
      ]),
    SettingSpec(
      .toolbar, ladder: switchLadder, default: .bool(false),
      code: .init(
        "toolbar", .switchWords(on: "toolbar on", off: "toolbar off"),
        "(an app-made per-field toolbar switch)"),
      in: [
        .init(.feature(.toolbar), "enabled", .bool, "`IQKeyboardToolbarManager.shared.isEnabled`"),
        .init(
          .field, "toolbar", .mode,
          "per-field toolbar switch (IQ has none; apps emulate it with an accessory view)"),
      ]),
    SettingSpec(
      .resignOnTouch, ladder: [.code, .fieldRule, .disableList, .enableList, .featureSetting],
      default: .bool(false),
      code: .init(
        "resignOnTouch",
        .switchWords(
          on: "resignOnTouchOutsideMode = .enabled", off: "resignOnTouchOutsideMode = .disabled"),
        "`field.iq.resignOnTouchOutsideMode`"),
      in: [
        .init(.feature(.resignOnTouch), "enabled", .bool, "`resignOnTouchOutside`"),
        .init(.field, "resign-on-touch", .mode, "`field.iq.resignOnTouchOutsideMode`"),
      ]),
    SettingSpec(
      .distance,
      ladder: [
        .codeOnSearchBar, .code, .fieldRuleOnSearchBar, .fieldRule, .controllerRule,
        .featureSetting,
      ],
      default: .number(10),
      code: .init(
        "distance", .assignment("distanceFromKeyboard"),
        "`iq.distanceFromKeyboard`; on a `UISearchBar` it is the search bar's distance, which beats its field's"
      ),
      in: [
        .init(
          .feature(.avoidance), "distance", .distance,
          "`keyboardDistance`: gap between the field's bottom and the keyboard's top"),
        .init(.controller, "distance", .distance, "distance for the controller's fields"),
        .init(.field, "distance", .distance, "`field.iq.distanceFromKeyboard`"),
      ]),
    SettingSpec(
      .toolbarOrder, ladder: [.controllerRule, .featureSetting], default: .order(.subviews),
      in: [
        .init(
          .feature(.toolbar), "order", .choice(.fieldOrder),
          "`toolbarConfiguration.manageBehavior` (order of previous / next)"),
        .init(
          .controller, "toolbar.order", .choice(.fieldOrder),
          "order of previous / next on that screen"),
      ]),
    SettingSpec(
      .skipInOrder, ladder: [.code, .fieldRule, .featureSetting], default: .bool(false),
      code: .init(
        "skipInOrder",
        .switchWords(
          on: "ignoreSwitchingByNextPrevious = true", off: "ignoreSwitchingByNextPrevious = false"),
        "`field.iq.ignoreSwitchingByNextPrevious`"),
      in: [
        .init(.field, "skip-in-order", .bool, "`field.iq.ignoreSwitchingByNextPrevious`")
      ]),
    SettingSpec(
      .toolbarPlaceholder, ladder: valueLadder, default: .bool(true),
      code: .init(
        "placeholder", .switchWords(on: "hidePlaceholder = false", off: "hidePlaceholder = true"),
        "`!field.iq.hidePlaceholder`"),
      in: [
        .init(
          .feature(.toolbar), "placeholder", .bool,
          "`placeholderConfiguration.showPlaceholder` (field placeholder as toolbar title)"),
        .init(.controller, "toolbar.placeholder", .bool, "toolbar title on that screen"),
        .init(.field, "toolbar.placeholder", .bool, "`field.iq.hidePlaceholder` inverted"),
      ]),
    SettingSpec(
      .toolbarPreviousNext, ladder: [.controllerRule, .featureSetting],
      default: .previousNext(.auto),
      in: [
        .init(
          .feature(.toolbar), "previous-next", .choice(.previousNext),
          "`previousNextDisplayMode` (`.default`, `.alwaysShow`, `.alwaysHide`)"),
        .init(
          .controller, "toolbar.previous-next", .choice(.previousNext), "arrows on that screen"),
      ]),
    SettingSpec(
      .toolbarLastReturnKey, ladder: valueLadder, default: .returnKey(.done),
      code: .init(
        "lastReturnKey", .assignment("lastTextInputViewReturnKeyType"),
        "`IQKeyboardReturnManager.lastTextInputViewReturnKeyType` (the runtime's `ReturnKeyOptions.lastReturnKey`, per screen or for all)"
      ),
      in: [
        .init(
          .feature(.toolbar), "last-return-key", .choice(.returnKey),
          "`IQKeyboardReturnManager.lastTextInputViewReturnKeyType`: the last field's return key"),
        .init(
          .controller, "toolbar.last-return-key", .choice(.returnKey),
          "the last field's return key on that screen"),
        .init(
          .field, "toolbar.last-return-key", .choice(.returnKey),
          "the field's return key when it is last"),
      ]),
    SettingSpec(
      .toolbarDismissOnReturn, ladder: valueLadder, default: .bool(false),
      code: .init(
        "dismissOnReturn",
        .switchWords(on: "dismissTextViewOnReturn = true", off: "dismissTextViewOnReturn = false"),
        "`IQKeyboardReturnManager.dismissTextViewOnReturn` (`ReturnKeyOptions.dismissesTextViewOnReturn`)"
      ),
      in: [
        .init(
          .feature(.toolbar), "dismiss-on-return", .bool,
          "`IQKeyboardReturnManager.dismissTextViewOnReturn`: return in a text view moves on"),
        .init(
          .controller, "toolbar.dismiss-on-return", .bool, "text views' return on that screen"),
        .init(.field, "toolbar.dismiss-on-return", .bool, "the text view's return"),
      ]),
    SettingSpec(
      .toolbarReturnKeys,
      ladder: [.builtinExemption, .code, .fieldRule, .controllerRule, .featureSetting],
      default: .bool(false),
      code: .init(
        "returnKeys", .switchWords(on: "return keys managed", off: "return keys left alone"),
        "the field on an `IQKeyboardReturnManager` (`ReturnKeyOptions.managesReturnKeys`, `view.keyboardPolicy.returnKeys`)"
      ),
      in: [
        .init(
          .feature(.toolbar), "return-keys", .bool,
          "`IQKeyboardReturnManager` on a screen: return keys set and handled in policy order"),
        .init(
          .controller, "toolbar.return-keys", .bool,
          "return keys on that screen (IQ: a return manager for the controller)"),
        .init(
          .field, "toolbar.return-keys", .bool,
          "the field's return key (IQ: `addTextInputView` on a return manager)"),
      ]),
    SettingSpec(
      .keepVisible, ladder: valueLadder, default: .viewIDs([]),
      code: .init(
        "keepVisible", .assignment("keyboardPolicy.keepVisible"),
        "none: apps guess a larger `iq.distanceFromKeyboard`; the runtime's `field.keyboardPolicy.keepVisible = [loginButton]` (`keepVisibleIDs`); `[]` keeps no view, over every rule"
      ),
      in: [
        .init(
          .feature(.avoidance), "keep-visible", .viewIDs,
          "views kept above the keyboard with every field (IQ: none; a larger distance)"),
        .init(
          .controller, "keep-visible", .viewIDs,
          "views kept above the keyboard with that screen's fields"),
        .init(
          .field, "keep-visible", .viewIDs,
          "views kept above the keyboard with the field (IQ: a `distanceFromKeyboard` guessed "
            + "from `button.frame.height`)"),
      ]),
    SettingSpec(
      .adjust, default: true,
      code: .init(
        "adjust",
        .switchWords(
          on: "ignoreScrollingAdjustment = false", off: "ignoreScrollingAdjustment = true"),
        "`!scrollView.iq.ignoreScrollingAdjustment`"),
      in: "`off` = `ignoreScrollingAdjustment`: never scroll it, try the next outer scroll view"),
    SettingSpec(
      .adjustInset, default: true,
      code: .init(
        "adjustInset",
        .switchWords(
          on: "ignoreContentInsetAdjustment = false", off: "ignoreContentInsetAdjustment = true"),
        "`!scrollView.iq.ignoreContentInsetAdjustment`"),
      in: "`off` = `ignoreContentInsetAdjustment`: never touch its bottom inset"),
    SettingSpec(
      .restoreOffset, default: false,
      code: .init(
        "restoreOffset",
        .switchWords(on: "restoreContentOffset = true", off: "restoreContentOffset = false"),
        "`scrollView.iq.restoreContentOffset`"),
      in: "`restoreContentOffset`: put the content offset back when the keyboard hides"),
  ]

  /// A switch setting's ladder (avoidance, toolbar).
  private static let switchLadder: [PrecedenceRung] = [
    .builtinExemption, .code, .fieldRule, .disableList, .enableList, .featureSetting,
  ]

  /// A value setting's ladder, when code, `field` and `controller` rules can all set it.
  private static let valueLadder: [PrecedenceRung] = [
    .code, .fieldRule, .controllerRule, .featureSetting,
  ]
}
