// The app's controllers: the build-tool plugin passes this file to `kbpolicy lint --sources`, so
// screens.kbpolicy may name them without `class` lines.
#if canImport(UIKit)
  import UIKit

  final class ViewController: UIViewController {}
  final class CheckoutScreen: ViewController {}
#else
  final class ViewController {}
#endif
