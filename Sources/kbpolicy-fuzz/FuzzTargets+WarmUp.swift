extension FuzzTargets {
  /// Runs every target once on ordinary input before fuzzing starts, so that one-time state
  /// (the compiled default layer, the linter's parsed default file, UIKit's class table) is built
  /// outside any fuzzed input. Otherwise LeakSanitizer, which checks each input that allocates
  /// more than it frees, reports that state as a leak: Swift stores boxed enum payloads with tag
  /// bits in the pointer, which LeakSanitizer's scan of globals does not recognise.
  static func warmUp() {
    let policy = """
      version 1
      class CheckoutViewController: UIViewController
      avoidance {
          distance = 12
          disable in CheckoutViewControler, MissingViewController
      }
      field "email" {
          avoidance = off
      }
      """
    let scene = """
      {"version": 1, "window": {"width": 393, "height": 852}, "statusBarHeight": 59,
       "controllers": [{"id": "c", "class": "CheckoutViewController", "view": "root"}],
       "classes": {"CheckoutViewController": "UIViewController"},
       "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
         {"id": "email", "class": "UITextField", "frame": [16, 700, 361, 44],
          "accessibilityIdentifier": "email"}]}],
       "keyboard": {"frame": [0, 516, 393, 336]}}
      """
    for target in Target.allCases {
      let text = target == .scene || target == .engine ? scene : policy
      let input = [target.rawValue] + Array(text.utf8)
      input.withUnsafeBufferPointer { run($0) }
    }
  }
}
