import PolicyLanguage
import SceneModel
import Testing

@testable import PolicyExplain

/// Explain names the rule or list entry behind a field's scroll views' flags, its deep container
/// and the taps that keep its keyboard up (what `kbpolicy test --coverage` counts), with where
/// each is written.
@Suite struct ProvenanceTests {
  /// Line 7 `  deep-containers FormContainer`: FormContainer at 2 + 15 + 1 + 1 = 19.
  /// Line 12 `  ignore-touches-in UIButton, Backdrop`: UIButton at 2 + 17 + 1 + 1 = 21 (a
  /// UIControl, which the default layer lists first), Backdrop at 21 + 8 + 2 = 31.
  static let policy = """
    version 1

    class FormContainer: UIView
    class Backdrop: UIView

    toolbar {
      deep-containers FormContainer
    }

    resign-on-touch {
      enabled = true
      ignore-touches-in UIButton, Backdrop
    }

    scroll-view "form-scroll" {
      adjust = off
    }

    """

  static let scene = """
    {"version": 1, "window": {"width": 393, "height": 852}, "statusBarHeight": 59,
     "classes": {"FormContainer": "UIView", "Backdrop": "UIView"},
     "keyboard": {"height": 336},
     "views": [{"id": "root", "frame": [0, 0, 393, 852], "subviews": [
       {"id": "top", "class": "Backdrop", "frame": [0, 0, 393, 30]},
       {"id": "bottom", "class": "Backdrop", "frame": [0, 30, 393, 29]},
       {"id": "pay", "class": "UIButton", "frame": [16, 800, 100, 44]},
       {"id": "form-scroll", "class": "UIScrollView", "frame": [0, 59, 393, 793],
        "accessibilityIdentifier": "form-scroll",
        "scroll": {"contentOffset": [0, 0], "contentSize": [393, 1200]}, "subviews": [
         {"id": "form", "class": "FormContainer", "frame": [0, 0, 393, 1200], "subviews": [
           {"id": "name", "class": "UITextField", "frame": [16, 100, 361, 44]},
           {"id": "email", "class": "UITextField", "frame": [16, 640, 361, 44]}]}]}]}],
     "controllers": [{"id": "vc", "class": "UIViewController", "view": "root"}]}
    """

  func explanation(_ policyText: String = Self.policy) throws -> Explanation {
    let compiled = Policy.compile(SourceFile(path: "app.kbpolicy", text: policyText))
    let policy = try #require(compiled.policy, "\(compiled.diagnostics.map(\.message))")
    let scene = try #require(Scene.decode(json: Self.scene).scene)
    let builder = ExplanationBuilder(policy: policy, scene: scene, includesWhatIfs: false)
    return try builder.explain(field: "email").get()
  }

  @Test func scrollViewFlagsNameTheirRules() throws {
    let e = try explanation()
    let scroll = try #require(e.scrollViews.first)
    #expect(e.scrollViews.map(\.id) == ["form-scroll"])
    #expect(scroll.flags.map(\.flag) == [.adjust, .adjustInset, .restoreOffset])
    #expect(scroll.flags.map(\.value) == [false, true, false])
    #expect(scroll.flags[0].source.kind == .rule)
    #expect(scroll.flags[0].source.location == "app.kbpolicy:16:3")
    #expect(scroll.flags[0].source.rule == "scroll-view \"form-scroll\" { adjust = off }")
    // The other two from the default layer's `scroll-view UIScrollView` block.
    #expect(scroll.flags[1].source.kind == .default)
    #expect(scroll.flags[1].source.file == Policy.defaultPolicyPath)
    // Text: only the policy's own flag; JSON: every flag, the source without a step.
    let text = ExplanationTextRenderer().render(e)
    #expect(
      text.contains(
        "\nscroll views\n  'form-scroll'  adjust = off from scroll-view \"form-scroll\" { adjust = off } (app.kbpolicy:16:3)\n"
      ), "\(text)")
    #expect(!text.contains("adjust-inset = on from"))
    let json = ExplanationJSONRenderer().render(e)
    #expect(json.contains("\"restore-offset\": {\n"))
    #expect(json.contains("\"rule\": \"scroll-view \\\"form-scroll\\\" { adjust = off }\""))
  }

  @Test func deepContainerNamesItsEntry() throws {
    let e = try explanation()
    #expect(e.order.container == "form")
    let entry = try #require(e.order.containerEntry)
    #expect(entry.kind == .rule)
    #expect(entry.className == "FormContainer")
    #expect(entry.location == "app.kbpolicy:7:19")
    #expect(entry.rule == "toolbar { deep-containers FormContainer }")
    #expect(e.order.reason.contains("(FormContainer, in deep-containers at app.kbpolicy:7:19)"))
    #expect(ExplanationJSONRenderer().render(e).contains("\"containerEntry\": {\n"))
  }

  @Test func ignoredTouchesNameTheFirstEntryThatHoldsEachView() throws {
    let e = try explanation()
    // UIControl (the default layer's, first in the list) holds 'pay' and 'name' (the field
    // itself is left out); the policy's UIButton holds nothing it does not, so it is absent;
    // Backdrop holds 'top' and 'bottom'.
    #expect(e.ignoredTouches.map(\.entry.className) == ["UIControl", "Backdrop"])
    #expect(e.ignoredTouches.map(\.views) == [2, 2])
    #expect(e.ignoredTouches[0].examples == ["pay", "name"])
    #expect(e.ignoredTouches[0].entry.kind == .default)
    #expect(e.ignoredTouches[1].examples == ["top", "bottom"])
    #expect(e.ignoredTouches[1].entry.location == "app.kbpolicy:12:31")
    let text = ExplanationTextRenderer().render(e)
    #expect(
      text.contains(
        "taps in 2 views of class Backdrop ('top', 'bottom') keep the keyboard: resign-on-touch { ignore-touches-in Backdrop } (app.kbpolicy:12:31)\n"
      ), "\(text)")
    #expect(!text.contains("of class UIControl"))
  }

  @Test func noIgnoredTouchesWithResignOnTouchOff() throws {
    let off = Self.policy.replacingOccurrences(of: "enabled = true", with: "enabled = false")
    let e = try explanation(off)
    #expect(e.ignoredTouches.isEmpty)
    #expect(!ExplanationTextRenderer().render(e).contains("taps in"))
  }
}
