/// Return pressed in a field, decided here for text fields and text views alike; the UI layer
/// only reports the press (a text field's `editingDidEndOnExit`, a text view's line break through
/// the delegate proxy) and inserts or not what this says.
extension KeyboardRuntime {
  /// A return pressed in `field`. Where the runtime manages the field's return key
  /// (`returnAction(for:)`), and the field's return does not insert a line break, return moves to
  /// the next field in policy order (found afresh, a list scrolled to its next row first), or ends
  /// editing on the last field or when no next field can be found (IQ's
  /// `goToNextResponderOrResign`).
  ///
  /// The app's delegate says first, for both kinds of field: `appAllows` is its answer (for a
  /// text view, `textView(_:shouldChangeTextIn:replacementText:)` for the line break), `nil` when
  /// it has none. `false` leaves the return to the app: nothing moves. (A text field whose
  /// delegate's `textFieldShouldReturn(_:)` returns `false` sends no `editingDidEndOnExit`, so the
  /// runtime never hears of it.)
  @discardableResult
  public func pressReturn(in field: any LiveView, appAllows: Bool? = nil) -> ReturnPress {
    guard isEnabled, let action = returnAction(for: field), action != .newline else {
      return .notManaged
    }
    guard appAllows != false else { return .refusedByApp }
    let target: (any LiveView)?
    switch action {
    case .next(let id): target = view(withID: id) ?? neighbour(.next, of: field)
    case .nextInList: target = neighbour(.next, of: field)
    case .resign, .newline: target = nil
    }
    if let target {
      return target.liveBecomeFirstResponder() ? .moved(to: id(of: target)) : .responderRefused
    }
    return field.liveResignFirstResponder() ? .resigned : .responderRefused
  }

  /// A text view's `textView(_:shouldChangeTextIn:replacementText:)`, as the delegate proxy asks
  /// it after asking the app's delegate (`appAllows`, `nil` without one): whether UIKit inserts
  /// `text`. A line break (`"\n"`, the return key) the runtime handles (`pressReturn(in:appAllows:)`)
  /// is not inserted; one the app refused is not either; every other text is as the app's
  /// delegate answered (inserted without one).
  public func shouldChangeText(
    in field: any LiveView, replacement text: String, appAllows: Bool?
  ) -> Bool {
    guard text == "\n" else { return appAllows ?? true }
    let press = pressReturn(in: field, appAllows: appAllows)
    return press == .notManaged ? (appAllows ?? true) : false
  }

  /// Puts `returnDelegateProxy` in front of the delegate of `field`, whose return key the runtime
  /// now manages, when return reaches the app only through it (a text view): the proxy forwards to
  /// the app's delegate, set before the runtime took the field or since (an update after the app
  /// set another delegate wraps that one).
  func interposeDelegateProxy(on field: any LiveView) {
    guard let proxy = returnDelegateProxy, field.liveReturnsThroughDelegate else { return }
    let current = field.liveDelegate
    guard current !== proxy else { return }
    proxy.appDelegate = current
    field.setLiveDelegate(proxy)
  }

  /// Puts the app's delegate back on `field` when the proxy is still its delegate (a delegate
  /// the app set since stays), and lets the proxy forget it.
  func removeDelegateProxy(from field: any LiveView) {
    guard let proxy = returnDelegateProxy, field.liveDelegate === proxy else { return }
    field.setLiveDelegate(proxy.appDelegate)
    proxy.appDelegate = nil
  }
}
