import Testing

@testable import PolicyExplain

/// README's keep-visible picture, `rules/examples/login-password.svg`, is exactly what
/// `explain --svg` draws now for the login example's password field, whose Log In button and
/// Forgot password link stay above the keyboard with it.
@Suite struct LoginPictureTests {
  @Test func shippedPictureIsCurrent() throws {
    let builder = try ExplainFixtures.builder(
      policy: "rules/examples/login.kbpolicy", scene: "rules/examples/login.scene.json")
    let explanation = try builder.explain(field: "password").get()
    let text = ExplanationSVGRenderer().render(
      explanation, picture: builder.picture(for: explanation))
    let shipped = try ExplainFixtures.text("rules/examples/login-password.svg")
    #expect(
      shipped == text,
      "rules/examples/login-password.svg is stale: run swift run kbpolicy explain --policy rules/examples/login.kbpolicy --scene rules/examples/login.scene.json --field password --svg rules/examples/login-password.svg"
    )
    // The picture is of the keep-visible move: the root view rises 114 pt, from the union of the
    // field and its two companions (bottom 620) to 10 pt above the keyboard's top (516 − 10).
    #expect(explanation.movedBy == 114)
  }
}
