import KeyboardPolicyRuntime
import PolicyLanguage
import Testing

/// A text view's return, handled without the app wiring a delegate: the runtime puts a proxy in
/// front of the app's delegate (`ReturnDelegateProxy`), forwards everything else to it, decides
/// the return as for a text field, and gives the app its delegate back. The in-memory proxy here
/// does what the UIKit one does: asks the app's delegate, then the runtime.
@MainActor @Suite struct TextViewReturnTests {
  /// An app's text view delegate: its answer for a text change, and every call it received.
  final class AppDelegate {
    var answer: Bool?
    var calls: [String] = []
    init(answer: Bool? = nil) { self.answer = answer }
  }

  /// The in-memory proxy: the app's delegate first, then the runtime; any other call forwarded.
  final class MemoryProxy: ReturnDelegateProxy {
    weak var appDelegate: AnyObject?
    weak var runtime: KeyboardRuntime?

    /// `textView(_:shouldChangeTextIn:replacementText:)`.
    func shouldChange(_ view: MemoryView, to text: String) -> Bool {
      let app = appDelegate as? AppDelegate
      app?.calls.append("shouldChange \(text.debugDescription)")
      let allows = app?.answer
      guard let runtime else { return allows ?? true }
      return runtime.shouldChangeText(in: view, replacement: text, appAllows: allows)
    }

    /// Any other delegate call (`textViewDidChange(_:)`): forwarded.
    func forward(_ call: String) { (appDelegate as? AppDelegate)?.calls.append(call) }
  }

  /// The form with 'notes' (a text view) before 'email' in the scroll view: the order is name,
  /// notes, email.
  static func window() throws -> MemoryWindow {
    var scene = try RuntimeFixtures.scene()
    var fields = scene.views[0].subviews[0].subviews  // root > scroll > name, email, notes, save
    #expect(fields.map(\.id) == ["name", "email", "notes", "save"])
    fields.swapAt(1, 2)
    scene.views[0].subviews[0].subviews = fields
    return MemoryWindow(scene)
  }

  static let movesOn =
    "version 1\ntoolbar {\n  return-keys = true\n  dismiss-on-return = true\n}\n"

  static func runtime(_ policy: String = movesOn, proxy: MemoryProxy) throws -> KeyboardRuntime {
    let runtime = KeyboardRuntime(policy: try RuntimeFixtures.policy(policy)) { _, c in c() }
    proxy.runtime = runtime
    runtime.returnDelegateProxy = proxy
    return runtime
  }

  @Test func returnMovesToTheNextFieldThroughTheProxyAndInsertsNothing() throws {
    let window = try Self.window()
    let notes = try window.required("notes")
    let email = try window.required("email")
    let app = AppDelegate()
    notes.delegate = app  // set before the runtime takes the text view
    let proxy = MemoryProxy()
    let runtime = try Self.runtime(proxy: proxy)
    runtime.beginEditing(notes)
    #expect(runtime.updateReturnKey(of: notes) == .managed(key: .next, changed: true))
    #expect(notes.delegate === proxy, "the proxy in front")
    #expect(proxy.appDelegate === app, "the app's delegate behind it")
    // Text is the app's to allow; forwarded calls reach the app.
    #expect(proxy.shouldChange(notes, to: "a"))
    app.answer = false
    #expect(!proxy.shouldChange(notes, to: "b"), "the app refused the text")
    app.answer = nil
    proxy.forward("didChange")
    // Return: asked of the app first, then email becomes first responder, no line break.
    #expect(!proxy.shouldChange(notes, to: "\n"))
    #expect(email.responderChanges == [true])
    #expect(notes.responderChanges.isEmpty)
    #expect(
      app.calls == [#"shouldChange "a""#, #"shouldChange "b""#, "didChange", #"shouldChange "\n""#])
  }

  @Test func theAppsDelegateComesBackWhenManagementEnds() throws {
    let window = try Self.window()
    let notes = try window.required("notes")
    let app = AppDelegate()
    notes.delegate = app
    let proxy = MemoryProxy()
    let runtime = try Self.runtime(proxy: proxy)
    runtime.beginEditing(notes)
    runtime.updateReturnKey(of: notes)
    runtime.releaseReturnKey()
    #expect(notes.delegate === app)
    #expect(proxy.appDelegate == nil, "the proxy forgets it")
    #expect(notes.delegateWrites.count == 2, "in front, then back")
    // Another field taking the key first puts the text view's delegate back too.
    runtime.updateReturnKey(of: notes)
    #expect(notes.delegate === proxy)
    runtime.updateReturnKey(of: try window.required("email"))
    #expect(notes.delegate === app)
  }

  @Test func aDelegateTheAppSetsAfterTheTakeOverIsTheOneForwardedTo() throws {
    let window = try Self.window()
    let notes = try window.required("notes")
    let first = AppDelegate()
    let later = AppDelegate(answer: true)
    notes.delegate = first
    let proxy = MemoryProxy()
    let runtime = try Self.runtime(proxy: proxy)
    runtime.beginEditing(notes)
    runtime.updateReturnKey(of: notes)
    notes.delegate = later  // the app sets its delegate while the runtime manages the text view
    #expect(runtime.updateReturnKey(of: notes) == .managed(key: .next, changed: false))
    #expect(notes.delegate === proxy && proxy.appDelegate === later)
    #expect(!proxy.shouldChange(notes, to: "\n"))
    #expect(later.calls == [#"shouldChange "\n""#] && first.calls.isEmpty)
    // Set again and never wrapped: the end of management leaves the app's choice alone.
    let last = AppDelegate()
    notes.delegate = last
    runtime.releaseReturnKey()
    #expect(notes.delegate === last)
  }

  @Test func theProxyNeverKeepsTheAppsDelegateAlive() throws {
    let window = try Self.window()
    let notes = try window.required("notes")
    let proxy = MemoryProxy()
    let runtime = try Self.runtime(proxy: proxy)
    weak var gone: AppDelegate?
    do {
      let app = AppDelegate()
      gone = app
      notes.delegate = app
      runtime.beginEditing(notes)
      runtime.updateReturnKey(of: notes)
      #expect(proxy.appDelegate === app)
    }
    #expect(gone == nil, "freed once the app let it go")
    #expect(proxy.appDelegate == nil)
    // Without the app's delegate return still moves on, and text goes in.
    #expect(proxy.shouldChange(notes, to: "x"))
    #expect(!proxy.shouldChange(notes, to: "\n"))
    runtime.releaseReturnKey()
    #expect(notes.delegate == nil, "the app's (freed) delegate back: none")
  }

  @Test func anAppThatRefusesReturnKeepsIt() throws {
    let window = try Self.window()
    let notes = try window.required("notes")
    let email = try window.required("email")
    let app = AppDelegate(answer: false)  // e.g. it sends a message on return itself
    notes.delegate = app
    let proxy = MemoryProxy()
    let runtime = try Self.runtime(proxy: proxy)
    runtime.beginEditing(notes)
    runtime.updateReturnKey(of: notes)
    #expect(runtime.pressReturn(in: notes, appAllows: false) == .refusedByApp)
    #expect(!proxy.shouldChange(notes, to: "\n"), "the app's no: nothing inserted")
    #expect(email.responderChanges.isEmpty && notes.responderChanges.isEmpty, "nothing moved")
  }

  @Test func aTextViewWhoseReturnInsertsALineBreakKeepsItsDelegate() throws {
    let window = try Self.window()
    let notes = try window.required("notes")
    let app = AppDelegate()
    notes.delegate = app
    let proxy = MemoryProxy()
    let runtime = try Self.runtime(
      "version 1\ntoolbar { return-keys = true }\n", proxy: proxy)
    runtime.beginEditing(notes)
    #expect(runtime.updateReturnKey(of: notes) == .unmanaged)
    #expect(notes.delegate === app && notes.delegateWrites.isEmpty, "never replaced")
    #expect(runtime.shouldChangeText(in: notes, replacement: "\n", appAllows: nil))
    #expect(runtime.pressReturn(in: notes) == .notManaged)
    #expect(runtime.releaseReturnKey() == nil)
    #expect(notes.delegate === app)
  }

  @Test func textFieldsAndTextViewsDecideAlike() throws {
    let window = try Self.window()
    let name = try window.required("name")
    let notes = try window.required("notes")
    let email = try window.required("email")
    let proxy = MemoryProxy()
    let runtime = try Self.runtime(proxy: proxy)
    // A text field: next in policy order, its delegate never touched (return is an action).
    runtime.beginEditing(name)
    runtime.updateReturnKey(of: name)
    #expect(name.delegateWrites.isEmpty)
    #expect(runtime.pressReturn(in: name) == .moved(to: "notes"))
    #expect(notes.responderChanges == [true])
    // The app's no is a no for a text field too (UIKit sends no action then; said here).
    #expect(runtime.pressReturn(in: name, appAllows: false) == .refusedByApp)
    // The last field ends editing.
    runtime.beginEditing(email)
    #expect(runtime.updateReturnKey(of: email) == .managed(key: .done, changed: true))
    #expect(runtime.pressReturn(in: email) == .resigned)
    #expect(email.responderChanges == [false])
    // A refused responder change: handled (a text view inserts nothing), nothing moved.
    runtime.beginEditing(notes)
    runtime.updateReturnKey(of: notes)
    email.refusesResponderChanges = true
    #expect(runtime.pressReturn(in: notes) == .responderRefused)
    #expect(!runtime.shouldChangeText(in: notes, replacement: "\n", appAllows: nil))
    // Off: nothing is the runtime's.
    runtime.isEnabled = false
    #expect(runtime.pressReturn(in: notes) == .notManaged)
    #expect(runtime.shouldChangeText(in: notes, replacement: "\n", appAllows: nil))
  }
}
