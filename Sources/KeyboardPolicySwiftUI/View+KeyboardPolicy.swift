#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SwiftUI

  extension View {
    /// The policy every SwiftUI screen below follows: apply it once, on the root of the App's
    /// `WindowGroup` (or a `UIHostingController`'s root view). The screens share the manager's
    /// runtime with the UIKit screens, so a mixed app follows one policy file.
    public func keyboardPolicy(_ manager: KeyboardPolicyManager) -> some View {
      environment(\.keyboardPolicyRuntime, manager.runtime)
    }

    /// `keyboardPolicy(_:)` with a runtime of your own.
    public func keyboardPolicy(runtime: KeyboardRuntime) -> some View {
      environment(\.keyboardPolicyRuntime, runtime)
    }

    /// Makes this view a policy screen called `name` (`field` rules, class lists and, once the
    /// language has them, `screen "name"` rules reach its fields): the Previous / Next / Done
    /// keyboard toolbar in the policy's order next to the app's own keyboard toolbar items,
    /// dismissal by a tap outside the fields (and by scrolling) where `resign-on-touch` is on,
    /// SwiftUI's keyboard avoidance switched off where the policy turns `avoidance` off for the
    /// screen. Nothing is ever moved by the layer: SwiftUI keeps the fields above the keyboard.
    public func keyboardPolicyScreen(_ name: String) -> some View {
      modifier(KeyboardPolicyScreenModifier(name: name))
    }

    /// Makes this text input (`TextField`, `SecureField`, `TextEditor`) the policy field `name`
    /// on the enclosing `keyboardPolicyScreen`: focus, its place in Previous / Next, its submit
    /// label and the move on submit where the policy manages return keys. `order` is its place
    /// under `toolbar.order = tag`; `title` beats the placeholder as the toolbar's title.
    public func keyboardPolicyField(
      _ name: String, order: Int? = nil, kind: SwiftUIField.Kind = .textField,
      placeholder: String? = nil, title: String? = nil
    ) -> some View {
      modifier(
        KeyboardPolicyFieldModifier(
          name: name, order: order, kind: kind, placeholder: placeholder, title: title))
    }

    /// Makes this view a companion called `name`: a policy's `keep-visible "name"` keeps it in
    /// view with its field when the field is scrolled into view.
    public func keyboardPolicyCompanion(_ name: String) -> some View {
      modifier(KeyboardPolicyCompanionModifier(name: name))
    }

    /// Marks this `ScrollView`, `Form` or `List` as the container `id` of the fields inside it:
    /// the room the policy's `distance` keeps below a focused field is made by scrolling it.
    public func keyboardPolicyContainer(_ id: String, kind: SwiftUIContainer.Kind) -> some View {
      modifier(KeyboardPolicyContainerModifier(id: id, kind: kind))
    }
  }
#endif
