import PolicyLanguage

extension KeyboardRuntime {
  /// Sets `field`'s return key as its controls say, worked out now (not from begin-editing): the
  /// UI layer calls it when the field begins editing and after a plan that scrolled.
  ///
  /// Only where the policy (or code) turns `toolbar.return-keys` on, never on search fields,
  /// alert fields or navigation-bar search fields, and never on a field whose app set a return
  /// key of its own (anything but `default` before the runtime touched it), as IQ 8's return
  /// manager. The app's key goes back when management ends (`releaseReturnKey()`); a different
  /// field taking the key first puts back the previous one. A text view's return reaches the
  /// runtime through its delegate: the runtime puts `returnDelegateProxy` in front of the app's
  /// (`ReturnDelegateProxy`), again at each update if the app set another delegate since.
  @discardableResult
  public func updateReturnKey(of field: any LiveView) -> ReturnKeyUpdate {
    let held = managedReturnKey?.field === field ? managedReturnKey : nil
    if held == nil, managedReturnKey != nil { releaseReturnKey() }
    guard let current = field.liveReturnKey,
      let controls = refreshedControls(for: field), controls.managesReturnKey
    else {
      guard held != nil else { return .unmanaged }
      return .released(changed: releaseReturnKey() != nil)
    }
    guard held != nil || current == .default else { return .unmanaged }
    let key = controls.returnKey
    managedReturnKey = ManagedReturnKey(field: field, original: held?.original ?? current, key: key)
    interposeDelegateProxy(on: field)
    guard current != key else { return .managed(key: key, changed: false) }
    field.setLiveReturnKey(key)
    return .managed(key: key, changed: true)
  }

  /// Puts back the app's return key (and a text view's delegate, `returnDelegateProxy`) on the
  /// field the runtime manages, if any, and forgets it: at end-editing, and when the runtime
  /// stops. Returns the field when its key changed back.
  @discardableResult
  public func releaseReturnKey() -> (any LiveView)? {
    guard let held = managedReturnKey else { return nil }
    managedReturnKey = nil
    if let field = held.field { removeDelegateProxy(from: field) }
    guard let field = held.field, field.liveReturnKey != held.original else { return nil }
    field.setLiveReturnKey(held.original)
    return field
  }

  /// Whether the runtime handles return for `field` now (it set the field's key).
  public func managesReturnKey(of field: any LiveView) -> Bool {
    managedReturnKey?.field === field
  }

  /// What return does in `field`, worked out now: `nil` when the runtime does not manage the
  /// field's return key.
  public func returnAction(for field: any LiveView) -> FieldControls.ReturnAction? {
    guard managesReturnKey(of: field) else { return nil }
    return refreshedControls(for: field)?.returnAction
  }

  /// `controls(for:)` from the screen as it is now, whatever was worked out before.
  public func refreshedControls(for field: any LiveView) -> FieldControls? {
    if field === focusedField { cachedControls = nil }
    return controls(for: field)
  }
}
