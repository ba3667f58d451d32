// README's SwiftUI wiring ("SwiftUI screens"), as a whole file: the App owns the manager, starts
// it, and hands it to its SwiftUI screens; the screen and its fields carry policy names.
// DocumentationTests checks that README shows this file as it is.
import KeyboardPolicyRuntime
import KeyboardPolicySwiftUI
import SwiftUI

@main
struct SignUpApp: App {
  /// One manager for the app: UIKit screens and SwiftUI screens follow KeyboardPolicy.kbpolicy.
  let keyboard = KeyboardPolicyManager(resource: "KeyboardPolicy")

  init() {
    keyboard.start()
  }

  var body: some Scene {
    WindowGroup {
      SignUpView()
        .keyboardPolicy(keyboard)
    }
  }
}

struct SignUpView: View {
  @State private var email = ""
  @State private var password = ""

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .keyboardPolicyField("email", order: 1, placeholder: "Email")
      SecureField("Password", text: $password)
        .keyboardPolicyField("password", order: 2, kind: .secureField, placeholder: "Password")
    }
    .keyboardPolicyContainer("form", kind: .form)
    .keyboardPolicyScreen("SignUp")
  }
}
