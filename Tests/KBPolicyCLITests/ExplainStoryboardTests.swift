import Foundation
import Testing

@testable import KBPolicyCLI

/// `kbpolicy explain --storyboard`: the shipped `rules/examples/Checkout.storyboard` has two
/// controllers with text inputs, CheckoutViewController (10 fields) and SignUpViewController (6).
@Suite struct ExplainStoryboardTests {
  var storyboard: [String] {
    [
      "explain", "--policy", CLI.path("rules/examples/checkout.kbpolicy"), "--storyboard",
      CLI.path("rules/examples/Checkout.storyboard"),
    ]
  }

  /// The lines of `text` that start with `prefix`.
  func lines(_ text: String, startingWith prefix: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.hasPrefix(prefix) }
  }

  @Test func explainsOneFieldOfOneController() throws {
    let result = CLI.run(
      storyboard + ["--controller", "CheckoutViewController", "--field", "promo-code"])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.hasPrefix("field       \"promo-code\": PromoCodeField : UITextField"))
    #expect(result.out.contains("controller  CheckoutViewController : BaseFormViewController"))
    // The policy's distance for promo-code: the identifier rule (40) beats the class rule, the
    // controller rules (20, 16) and the avoidance block (12).
    let distance = try #require(lines(result.out, startingWith: "  distance ").first)
    #expect(distance.contains(" 40 "))
    #expect(distance.contains("field \"promo-code\" { distance = 40 }"))
    #expect(distance.contains("checkout.kbpolicy:46:3"))
    // Field [20, 408, 280, 44] → bottom 452; the keyboard is assumed: 346 (retina6_1) + the
    // policy's 58 pt toolbar = 404, top 896 − 404 = 492; 452 − (492 − 40) = 0 → nothing moves,
    // gap 492 − 452 = 40.
    #expect(result.out.contains("  distance                 40 pt\n"))
    #expect(
      result.out.contains(
        "  keyboard top             492 (height 404, assumed: the scene records no keyboard)\n"))
    #expect(
      result.out.contains("  verdict: visible, 40 pt above the keyboard; nothing had to move\n"))
  }

  @Test func controllerByStoryboardIDOrObjectIDIsTheSameController() throws {
    let byClass = CLI.run(
      storyboard + [
        "--controller", "CheckoutViewController", "--field", "promo-code", "--format", "json",
      ])
    #expect(byClass.code == 0)
    for controller in ["Checkout", "Ck1-Vc-Frm"] {
      let result = CLI.run(
        storyboard + ["--controller", controller, "--field", "promo-code", "--format", "json"])
      #expect(result.code == 0, "\(controller): \(result.err)")
      #expect(result.out == byClass.out, "\(controller)")
    }
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(byClass.out.utf8)) as? [String: Any])
    let decisions = try #require(json["decisions"] as? [String: Any])
    let distance = try #require(decisions["distance"] as? [String: Any])
    #expect(distance["value"] as? Double == 40)
    #expect((distance["source"] as? [String: Any])?["line"] as? Int == 46)
    #expect((json["controller"] as? [String: Any])?["class"] as? String == "CheckoutViewController")
    #expect((json["result"] as? [String: Any])?["visible"] as? Bool == true)
  }

  @Test func allCoversEveryControllerOfTheStoryboard() {
    let result = CLI.run(storyboard + ["--all"])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.hasPrefix("field "))
    let checkoutRows = lines(result.out, startingWith: "").filter {
      $0.contains("  CheckoutViewController  ")
    }
    let signupRows = lines(result.out, startingWith: "").filter {
      $0.contains("  SignUpViewController  ")
    }
    #expect(checkoutRows.count == 10)
    #expect(signupRows.count == 6)
    for field in ["email", "card-number", "cvv", "promo-code", "delivery-notes"] {
      #expect(checkoutRows.contains { $0.hasPrefix("\(field) ") }, "\(field)")
    }
    for field in ["signup-name", "signup-email", "password", "bio"] {
      #expect(signupRows.contains { $0.hasPrefix("\(field) ") }, "\(field)")
    }
    // The promo code row shows the field rule's distance, 40.
    #expect(checkoutRows.contains { $0.hasPrefix("promo-code ") && $0.contains("  40  ") })
    // referral-code is disabled in the storyboard (enabled="NO"): never reported as moved.
    #expect(
      signupRows.contains {
        $0.hasPrefix("referral-code ") && $0.hasSuffix("  -    -  cannot-focus")
      })
    #expect(
      result.out.contains(
        "\n16 text inputs: 15 visible above the keyboard, 1 that cannot become first responder (never moved)\n"
          + "keyboard assumed: the scene records no keyboard (--keyboard-height H sets it)\n"
      ))
    // The storyboard's number pads (retina6_1: 346 less the 45 pt bar = 301) under the policy's
    // 58 pt toolbar: 301 + 58 = 359.
    #expect(
      result.out.contains("  359 pt = 301 system + 58 toolbar, for card-number, expiry, cvv\n"))
  }

  @Test func severalControllersWithoutAChoiceListsTheCandidates() {
    for extra in [[], ["--field", "promo-code"]] {
      let result = CLI.run(storyboard + extra)
      #expect(result.code == 2, "\(extra)")
      #expect(result.out.isEmpty)
      #expect(result.err.contains("has 2 controllers with text inputs; pick one with --controller"))
      #expect(
        result.err.contains(
          "  Ck1-Vc-Frm  CheckoutViewController  (storyboard id: Checkout)  \"Checkout\"\n"))
      #expect(
        result.err.contains(
          "  Su1-Vc-Sgn  SignUpViewController  (storyboard id: SignUp)  \"Sign Up\"\n"))
    }
  }

  @Test func unknownControllerIsAUsageError() {
    let result = CLI.run(storyboard + ["--controller", "Nope", "--field", "promo-code"])
    #expect(result.code == 2)
    #expect(result.out.isEmpty)
    #expect(
      result.err.contains(
        "no controller with a text input has id, storyboard identifier or class 'Nope'"))
    #expect(result.err.contains("CheckoutViewController, SignUpViewController"))
  }

  /// With the keyboard given as 346 pt (`--keyboard-height`, used as it is: top 896 − 346 = 550),
  /// delivery-notes needs 54 pt (bottom 468 + 104 = 572 − (550 − 32) = 54), but the table starts
  /// at offset −92 (its automatic top inset under the navigation bar): scrolling 54 would leave it
  /// at −38, so the engine scrolls to 0 and absorbs 92, and the gap is 70, not 32. Say why. The
  /// table's bottom inset: the keyboard and distance cover 378 pt of it, less the 34 pt of the home
  /// indicator that is its bottom safe area (UIKit's, as a capture has it): 344.
  @Test func saysWhyTheTableScrolledMoreThanNeeded() throws {
    let args =
      storyboard + [
        "--controller", "CheckoutViewController", "--field", "delivery-notes", "--keyboard-height",
        "346",
      ]
    let text = CLI.run(args + ["--trace"])
    #expect(text.code == 0, "\(text.err)")
    #expect(text.out.contains("  move needed              54 pt\n"))
    #expect(
      text.out.contains(
        "  scroll 'checkout-table'  offset -92 → 0, absorbs 92 pt; inset.bottom 0 → 344\n"
          + "                           why: 38 pt more than the 54 pt needed: the offset started inside the top inset at -92, and the engine scrolls it to 0 rather than leave it at -38\n"
      ))
    #expect(
      text.out.contains(
        "  verdict: visible, 70 pt above the keyboard (38 pt more than the distance of 32 pt: 'checkout-table' scrolled past the move needed, to offset 0)\n"
      ))
    // The trace says it too, in the engine's own words.
    #expect(
      text.out.contains("more than the 54 needed: the offset starts inside the top inset at -92"))
    let json = CLI.run(args + ["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let adjustment = try #require(object["adjustment"] as? [String: Any])
    let scroll = try #require((adjustment["scrollViews"] as? [[String: Any]])?.first)
    #expect(scroll["needed"] as? Double == 54)
    #expect(scroll["absorbed"] as? Double == 92)
    #expect(
      (scroll["overScroll"] as? String)?.hasPrefix("38 pt more than the 54 pt needed") == true)
  }

  /// A field that needs no more than its move says nothing extra (the keyboard given as 346 pt).
  @Test func noWhyWhenTheScrollIsWhatWasNeeded() {
    let result = CLI.run(
      storyboard + [
        "--controller", "SignUpViewController", "--field", "bio", "--format", "json",
        "--keyboard-height", "346",
      ])
    #expect(result.code == 0)
    #expect(result.out.contains("\"needed\": 292"))
    #expect(!result.out.contains("overScroll"))
  }
}
