import AvoidanceEngine
import KeyboardPolicyRuntime
import PolicyLanguage
import SceneModel
import Testing

/// Return keys: left alone unless the policy or code asks (IQ 8), never on search or alert fields
/// or a field whose app set its own key, and the app's key put back when management ends.
@MainActor @Suite struct ReturnKeyTests {
  static func runtime(_ policy: String) throws -> KeyboardRuntime {
    KeyboardRuntime(policy: try RuntimeFixtures.policy(policy)) { _, c in c() }
  }

  static let on =
    "version 1\nclass FormViewController: UIViewController\ntoolbar { return-keys = true }\n"

  @Test func leftAloneByDefault() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = try Self.runtime("version 1\n")
    let name = try window.required("name")
    runtime.beginEditing(name)
    #expect(runtime.controls(for: name)?.managesReturnKey == false)
    #expect(runtime.updateReturnKey(of: name) == .unmanaged)
    #expect(name.returnKey == .default, "never written")
    #expect(runtime.returnAction(for: name) == nil)
    #expect(runtime.releaseReturnKey() == nil)
  }

  @Test func setWhereThePolicyTurnsThemOnAndPutBackAtTheEnd() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = try Self.runtime(Self.on)
    let name = try window.required("name")
    let email = try window.required("email")
    runtime.beginEditing(name)
    #expect(runtime.updateReturnKey(of: name) == .managed(key: .next, changed: true))
    #expect(name.returnKey == .next)
    #expect(runtime.returnAction(for: name) == .next("email"))
    // Asked again with nothing changed: no write, no keyboard reload.
    #expect(runtime.updateReturnKey(of: name) == .managed(key: .next, changed: false))
    // Another field takes over: the first one's key goes back first.
    runtime.beginEditing(email)
    #expect(runtime.updateReturnKey(of: email) == .managed(key: .next, changed: true))
    #expect(name.returnKey == .default)
    #expect(runtime.managesReturnKey(of: email) && !runtime.managesReturnKey(of: name))
    // End of editing: the app's key back.
    #expect(runtime.releaseReturnKey() === email)
    #expect(email.returnKey == .default)
    #expect(runtime.returnAction(for: email) == nil)
  }

  @Test func perControllerAndPerFieldInThePolicyAndInCode() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let name = try window.required("name")
    let email = try window.required("email")
    let screen = try Self.runtime(
      "version 1\nclass FormViewController: UIViewController\n"
        + "controller FormViewController { toolbar.return-keys = true }\n")
    #expect(screen.updateReturnKey(of: name).isManaged)
    screen.releaseReturnKey()
    let other = try Self.runtime(
      "version 1\nclass ChatViewController: UIViewController\n"
        + "controller ChatViewController { toolbar.return-keys = true }\n")
    #expect(other.updateReturnKey(of: name) == .unmanaged)
    let field = try Self.runtime("version 1\nfield \"email\" { toolbar.return-keys = true }\n")
    #expect(field.updateReturnKey(of: name) == .unmanaged)
    #expect(field.updateReturnKey(of: email).isManaged)
    field.releaseReturnKey()
    // Code: for every screen, for one controller class, and on one field; code beats the policy.
    let code = try Self.runtime("version 1\n")
    code.returnKeys = ReturnKeyOptions(managesReturnKeys: true)
    #expect(code.updateReturnKey(of: name).isManaged)
    code.releaseReturnKey()
    code.returnKeys = ReturnKeyOptions()
    code.returnKeysByController = ["FormViewController": ReturnKeyOptions(managesReturnKeys: true)]
    #expect(code.updateReturnKey(of: name).isManaged)
    code.releaseReturnKey()
    let off = try Self.runtime(Self.on)
    name.liveAttributes.code.returnKeys = false  // `name.keyboardPolicy.returnKeys = false`
    #expect(off.updateReturnKey(of: name) == .unmanaged)
    #expect(name.returnKey == .default)
  }

  @Test func aKeyTheAppSetIsNeverTouched() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = try Self.runtime(Self.on)
    let name = try window.required("name")
    name.returnKey = .send  // the app's (or SwiftUI's `.submitLabel(.send)`)
    runtime.beginEditing(name)
    #expect(runtime.updateReturnKey(of: name) == .unmanaged)
    #expect(name.returnKey == .send)
    #expect(runtime.returnAction(for: name) == nil)
  }

  @Test func turnedOffWhileEditingPutsTheKeyBack() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let runtime = try Self.runtime("version 1\n")
    let name = try window.required("name")
    runtime.returnKeys = ReturnKeyOptions(managesReturnKeys: true)
    runtime.beginEditing(name)
    #expect(runtime.updateReturnKey(of: name) == .managed(key: .next, changed: true))
    runtime.returnKeys = ReturnKeyOptions(managesReturnKeys: false)
    #expect(runtime.updateReturnKey(of: name) == .released(changed: true))
    #expect(name.returnKey == .default)
  }

  @Test func searchAndAlertFieldsAreNeverManaged() throws {
    let json = """
      {"window": [393, 852], "classes": {"FormViewController": "UIViewController"},
       "views": [
        {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
          {"id": "bar", "class": "UISearchBar", "frame": [0, 100, 393, 56], "subviews": [
            {"id": "query", "class": "UISearchTextField", "frame": [8, 10, 377, 36]}]},
          {"id": "name", "class": "UITextField", "frame": [16, 300, 361, 44]}]},
        {"id": "alertRoot", "frame": [40, 300, 313, 200], "subviews": [
          {"id": "password", "class": "UITextField", "frame": [16, 100, 281, 30]}]}
       ],
       "controllers": [
        {"id": "form", "class": "FormViewController", "view": "root"},
        {"id": "alert", "class": "UIAlertController", "view": "alertRoot"}]}
      """
    let window = MemoryWindow(try RuntimeFixtures.scene(json))
    let runtime = try Self.runtime(Self.on)
    let query = try window.required("query")
    let password = try window.required("password")
    runtime.beginEditing(query)
    #expect(runtime.controls(for: query)?.managesReturnKey == false)
    #expect(runtime.updateReturnKey(of: query) == .unmanaged)
    #expect(query.returnKey == .default)
    runtime.beginEditing(password)
    #expect(runtime.updateReturnKey(of: password) == .unmanaged)
    #expect(password.returnKey == .default)
    // The explanation names the exemption on the new setting's line.
    let explanation = try #require(runtime.explanation(for: password, includesWhatIfs: false))
    let line = try #require(explanation.settings.first { $0.setting == .toolbarReturnKeys })
    #expect(line.value == .bool(false))
    #expect(line.source.rule == "field inside a UIAlertController")
    // The form's own field is managed.
    let name = try window.required("name")
    runtime.beginEditing(name)
    #expect(runtime.updateReturnKey(of: name).isManaged)
  }

  @Test func aTextViewsReturnIsManagedOnlyWhenItMovesOn() throws {
    let window = MemoryWindow(try RuntimeFixtures.scene())
    let notes = try window.required("notes")  // the last field, a text view
    let newline = try Self.runtime(Self.on)
    #expect(newline.updateReturnKey(of: notes) == .unmanaged, "return inserts a line break")
    #expect(notes.returnKey == .default)
    let movesOn = try Self.runtime(
      "version 1\ntoolbar {\n  return-keys = true\n  dismiss-on-return = true\n}\n")
    #expect(movesOn.updateReturnKey(of: notes) == .managed(key: .done, changed: true))
    #expect(movesOn.returnAction(for: notes) == .resign)
  }
}
