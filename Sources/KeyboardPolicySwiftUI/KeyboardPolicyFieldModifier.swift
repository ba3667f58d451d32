#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SceneModel
  import SwiftUI

  /// `keyboardPolicyField(_:order:kind:placeholder:title:)`: the field's focus, its submit
  /// label and submit action where the policy manages return keys, its measured frame, and the
  /// invisible view below it that the container scrolls to (the policy's distance).
  struct KeyboardPolicyFieldModifier: ViewModifier {
    let name: String
    let order: Int?
    let kind: SwiftUIField.Kind
    let placeholder: String?
    let title: String?
    @Environment(\.keyboardPolicyScreen) private var screen
    @Environment(\.keyboardPolicyContainer) private var container

    func body(content: Content) -> AnyView {
      guard let screen else { return AnyView(content) }
      let plan = screen.plan(for: name)
      let margin = plan?.scrollTarget?.margin ?? 0
      let measured =
        content
        .focused(screen.focus, equals: name)
        .background(alignment: .bottom) {
          Color.clear.frame(height: CGFloat(margin)).offset(y: CGFloat(margin))
            .id(KeyboardPolicyScrollID(name: name))
        }
        .background(
          GeometryReader { proxy in
            Color.clear.preference(
              key: KeyboardPolicyFieldsKey.self,
              value: [field(frame: proxy.frame(in: .named(KeyboardPolicySpace.name)).policyRect)])
          })
      guard let key = plan?.returnKey else { return AnyView(measured) }
      return AnyView(
        measured.submitLabel(key.label.submitLabel).onSubmit { screen.submit(name) })
    }

    private func field(frame: SceneModel.Rect) -> SwiftUIField {
      SwiftUIField(
        name: name, kind: kind, order: order, placeholder: placeholder, toolbarTitle: title,
        frame: frame, container: container)
    }
  }

  /// `keyboardPolicyCompanion(_:)`: the companion's measured frame and its scroll target.
  struct KeyboardPolicyCompanionModifier: ViewModifier {
    let name: String
    @Environment(\.keyboardPolicyContainer) private var container

    func body(content: Content) -> some View {
      content
        .background(alignment: .bottom) {
          Color.clear.frame(height: 0).id(KeyboardPolicyScrollID(name: name))
        }
        .background(
          GeometryReader { proxy in
            Color.clear.preference(
              key: KeyboardPolicyCompanionsKey.self,
              value: [
                SwiftUICompanion(
                  name: name,
                  frame: proxy.frame(in: .named(KeyboardPolicySpace.name)).policyRect,
                  container: container)
              ])
          })
    }
  }

  /// `keyboardPolicyContainer(_:kind:)`: names the fields' container, measures it, and scrolls
  /// the screen's scroll target to its visible bottom when the screen asks.
  struct KeyboardPolicyContainerModifier: ViewModifier {
    let id: String
    let kind: SwiftUIContainer.Kind
    @Environment(\.keyboardPolicyScreen) private var screen

    func body(content: Content) -> some View {
      ScrollViewReader { proxy in
        content
          .environment(\.keyboardPolicyContainer, id)
          .background(
            GeometryReader { geometry in
              Color.clear.preference(
                key: KeyboardPolicyContainersKey.self,
                value: [
                  SwiftUIContainer(
                    id: id, kind: kind,
                    frame: geometry.frame(in: .named(KeyboardPolicySpace.name)).policyRect)
                ])
            }
          )
          .onChange(of: screen?.scroll) { request in
            guard let request, request.container == id else { return }
            proxy.scrollTo(KeyboardPolicyScrollID(name: request.target.id), anchor: .bottom)
          }
      }
    }
  }
#endif
