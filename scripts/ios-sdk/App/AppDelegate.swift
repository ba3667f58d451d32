// README's wiring, "Adopt it in three steps" step 3, as a whole file: the app delegate owns the
// manager and starts it at launch, and the scene delegate makes the window (the scene life cycle
// Xcode 27's SDK requires). DocumentationTests checks that README shows this file as it is.
import KeyboardPolicyRuntime
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  /// One manager for the app, with the policy KeyboardPolicy.kbpolicy from the app's bundle.
  let keyboard = KeyboardPolicyManager(resource: "KeyboardPolicy")

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    keyboard.start()
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: SignUpViewController())
    window.makeKeyAndVisible()
    self.window = window
  }
}
