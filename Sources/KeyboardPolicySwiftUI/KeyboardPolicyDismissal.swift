#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SwiftUI

  /// `resign-on-touch` on a SwiftUI screen: a tap on the screen's background (outside the
  /// fields, and outside buttons, which take their own taps) clears the focus, and from iOS 16 a
  /// scroll dismisses the keyboard at once (`.scrollDismissesKeyboard(.immediately)`). Off:
  /// SwiftUI's defaults.
  struct KeyboardPolicyDismissal: ViewModifier {
    let dismissal: SwiftUIDismissal?
    let focus: FocusState<String?>.Binding

    func body(content: Content) -> AnyView {
      guard let dismissal, dismissal.tapOutside else { return AnyView(content) }
      let tappable = content.background(
        Color.clear.contentShape(Rectangle()).onTapGesture { focus.wrappedValue = nil })
      if #available(iOS 16.0, *), dismissal.scroll == .immediately {
        return AnyView(tappable.scrollDismissesKeyboard(.immediately))
      }
      return AnyView(tappable)
    }
  }

  /// SwiftUI's keyboard avoidance off for the screen (`SwiftUIKeyboardSafeArea`): the content
  /// ignores the keyboard's safe area; the host's `safeAreaRegions` lose `.keyboard` too when it
  /// is a `KeyboardPolicyHostingController` on iOS 16.4 and later (`KeyboardPolicyScreenMarker`).
  struct KeyboardPolicySafeArea: ViewModifier {
    let safeArea: SwiftUIKeyboardSafeArea

    func body(content: Content) -> AnyView {
      safeArea == .kept ? AnyView(content) : AnyView(content.ignoresSafeArea(.keyboard))
    }
  }
#endif
