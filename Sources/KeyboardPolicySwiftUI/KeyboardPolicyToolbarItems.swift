#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SwiftUI

  /// The items of the layer's keyboard toolbar: Previous and Next (when the policy shows them),
  /// the title, Done. SwiftUI shows them next to the app's own `.keyboard` toolbar items. Nothing
  /// when the focused field has no toolbar.
  struct KeyboardPolicyToolbarItems: View {
    let toolbar: SwiftUIToolbar?
    let focus: FocusState<String?>.Binding

    var body: some View {
      if let toolbar {
        if toolbar.showsPreviousNext {
          Button(action: { focus.wrappedValue = toolbar.previous }) {
            Image(systemName: "chevron.up")
          }
          .disabled(!toolbar.canGoPrevious)
          Button(action: { focus.wrappedValue = toolbar.next }) {
            Image(systemName: "chevron.down")
          }
          .disabled(!toolbar.canGoNext)
        }
        Spacer()
        Text(verbatim: toolbar.title ?? "")
        Spacer()
        Button(action: { focus.wrappedValue = nil }) {
          Text(verbatim: "Done")
        }
      }
    }
  }
#endif
