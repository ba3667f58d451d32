import IQKeyboardManagerSwift
import SwiftUI
import UIKit

// IQ's SwiftUI workarounds: toggles in .onAppear / .onDisappear, hosting-controller subclasses
// that give a screen a class name, and one toggle migrate cannot place.
@main
struct ShopApp: App {
  init() {
    IQKeyboardManager.shared.enable = true
    IQKeyboardManager.shared.disabledToolbarClasses.append(SettingsHost.self)
    IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(SettingsHost.self)
    IQKeyboardManager.shared.disabledTouchResignedClasses.append(FeedHost.self)
  }

  var body: some Scene {
    WindowGroup { CheckoutView() }
  }
}

struct CheckoutView: View {
  @State private var promo = ""

  var body: some View {
    Form {
      TextField("Promo code", text: $promo)
    }
    .onAppear {
      IQKeyboardManager.shared.enableAutoToolbar = false
      IQKeyboardManager.shared.keyboardDistanceFromTextField = 24
    }
    .onDisappear {
      IQKeyboardManager.shared.enableAutoToolbar = true
      IQKeyboardManager.shared.keyboardDistanceFromTextField = 10
    }
  }
}

struct ChatView: View {
  var body: some View {
    Text("Chat")
      .onAppear { IQKeyboardManager.shared.enable = false }
      .onDisappear { IQKeyboardManager.shared.enable = true }
  }
}

struct NotesView: View {
  var body: some View {
    Text("Notes")
      .task { IQKeyboardManager.shared.resignOnTouchOutside = true }
  }
}

struct ProfileView: View {
  var body: some View { Text("Profile") }
}

final class ProfileHost: UIHostingController<ProfileView> {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    IQKeyboardManager.shared.toolbarManageBehaviour = .byPosition
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    IQKeyboardManager.shared.toolbarManageBehaviour = .bySubviews
  }
}

struct SettingsView: View {
  var body: some View { Text("Settings") }
}

final class SettingsHost: UIHostingController<SettingsView> {}

final class FeedHost: UIHostingController<AnyView> {}

struct KeyboardOff: ViewModifier {
  func body(content: Content) -> some View {
    content.onAppear { IQKeyboardManager.shared.enableAutoToolbar = false }
  }
}
