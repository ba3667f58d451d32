import Testing

@testable import SourceReader

/// `SwiftUINames`: the screen and field names an app's Swift code gives, read from the tokens
/// (comments and strings declare nothing; an interpolated name is left out).
@Suite struct SwiftUINamesTests {
  static func names(_ text: String) -> SwiftUINames {
    var names = SwiftUINames()
    names.add(
      SourceReader.outline(path: "SignUpView.swift", bytes: Array(text.utf8), language: .swift))
    return names
  }

  @Test func readsTheModifiersAndIdentifiers() {
    let names = Self.names(
      """
      struct SignUpView: View {
        var body: some View {
          Form {
            TextField("Email", text: $email)
              .keyboardPolicyField("email", order: 2)
            TextField("Name", text: $name).keyboardPolicyField(name: "name")
            Button("Go") {}.accessibilityIdentifier("sign-up")
          }
          .keyboardPolicyScreen("SignUp")
        }
      }
      final class Legacy: UIViewController {
        func viewDidLoad() { field.accessibilityIdentifier = "legacy-email" }
      }
      """)
    #expect(names.screens.map(\.name) == ["SignUp"])
    #expect(names.screens.first?.line == 9)
    #expect(names.fields.map(\.name) == ["email", "name", "sign-up", "legacy-email"])
  }

  @Test func commentsInterpolationsAndOtherCallsDeclareNothing() {
    let names = Self.names(
      """
      // .keyboardPolicyScreen("Commented")
      let text = ".keyboardPolicyScreen(\\"InString\\")"
      view.keyboardPolicyScreen("Row \\(index)")
      keyboardPolicyScreen("NoDot")
      view.keyboardPolicyScreen(name)
      """)
    #expect(names.screens.isEmpty)
    #expect(names.fields.isEmpty)
  }
}
