import AvoidanceEngine
import Foundation
import InterfaceBuilder
import PolicyLanguage
import SceneModel
import Testing

/// `Fixtures/Layout/RealPadApp`: one iPad app's storyboard and xibs, written the way Xcode writes
/// iPad targets (a storyboard for the iPad 9.7-inch with the iPadOS 16 navigation bar, a form sheet
/// presented from a bar button, an Xcode 6 `iPad.XIB` with autoresizing masks and no `<device>`, a
/// current `iPad.XIB` with safe-area guides on a canvas without a status bar), imported as one app
/// the way `kbpolicy import DIR` reads a folder. Every text input lands within 0.5 pt of the frame
/// worked out by hand below, and no text input is left out of the table.
@Suite struct RealPadAppFolderTests {
  static let folder = Fixtures.directory.appendingPathComponent("Layout/RealPadApp")

  /// Every `.storyboard` and `.xib` below the folder, in path order (the storyboard first, so the
  /// app's device is its iPad 9.7-inch).
  static func documents() throws -> [InterfaceBuilderDocument] {
    try RealFolder.documents(in: folder, named: "RealPadApp")
  }

  /// The hand-worked window frame of every text input, by scene class and field id. The iPad
  /// 9.7-inch: window 768 × 1024, status bar 20, no home indicator.
  static let expected: [String: [String: Rect]] = [
    // A translucent navigation bar stored 50 high (iPadOS 16): the root fills the window, the
    // bar ends at 20 + 50 = 70; the search bar, pinned to the safe area's top, as stored at 70.
    "NotesViewController": [
      "noteSearch": Rect(x: 0, y: 70, width: 768, height: 56)
    ],
    // Form sheet 540 × 620 centred: x (768 − 540) / 2 = 114, y (1024 − 620) / 2 = 202. The
    // sheet's bar is stored 56 (its safe area top 56): the title pinned 20 below it at 76 →
    // 202 + 76 = 278, x 114 + 20 = 134; the body 202 + 130 = 332.
    "NewNoteViewController": [
      "newNoteTitle": Rect(x: 134, y: 278, width: 500, height: 34),
      "newNoteBody": Rect(x: 134, y: 332, width: 500, height: 470),
    ],
    // A split view in portrait: the primary column is 320 wide at the left (sliding over the
    // secondary when shown), the root stored 320 × 1024, its bar ending at 20 + 50 = 70: the
    // search bar as stored. The secondary fills the window: the reply bar pinned to the safe
    // area's bottom (1024 − 0 both) stays at 968, its field 968 + 11 = 979.
    "MailboxesViewController": [
      "mailboxSearch": Rect(x: 0, y: 70, width: 320, height: 56)
    ],
    "MessageDetailViewController": [
      "replyField": Rect(x: 20, y: 979, width: 728, height: 34)
    ],
    // Xcode 6 iPad.XIB with a simulated status bar: the canvas's safe area (top 20) is UIKit's,
    // no constraints; the fields stay where the autoresizing frames put them.
    "LoginViewController": [
      "11": Rect(x: 234, y: 400, width: 300, height: 30),
      "12": Rect(x: 234, y: 450, width: 300, height: 30),
    ],
    // Canvas without a status bar: safe area 0, 0; UIKit gives top 20, bottom 0. The display
    // name pinned 40 below the top: 20 + 40 = 60. The card (184, 300) starts below both safe
    // tops (max(300, 0) = max(300, 20) = 300): the website stays at 300 + 20 = 320, x 184 + 20.
    // The status bar pinned to the bottom (1024 − 0 both): its field stays at 968 + 11 = 979.
    "ProfileEditorViewController": [
      "displayName": Rect(x: 40, y: 60, width: 688, height: 34),
      "website": Rect(x: 204, y: 320, width: 360, height: 34),
      "statusMessage": Rect(x: 20, y: 979, width: 728, height: 34),
    ],
  ]

  @Test func everyFieldOfTheFolderIsWhereUIKitPutsIt() throws {
    RealFolder.expectFieldsWhereUIKitPutsThem(
      try Self.documents(), documentCount: 3, window: Size(width: 768, height: 1024),
      expected: Self.expected)
  }

  @Test func inLandscapeTheSplitViewShowsBothColumns() throws {
    // iPad 9.7-inch in landscape: window 1024 × 768. Primary column (0, 0, 320, 768); the root
    // stored 320 × 1024 (the document's portrait column) takes it; the search bar as stored.
    let result = InterfaceBuilderImporter(options: ImportOptions(device: "ipad9_7:landscape"))
      .importDocuments(try Self.documents())
    let mailboxes = try Fixtures.scene(result, "MailboxesViewController")
    #expect(
      Fixtures.windowRect(mailboxes.scene, "mailboxSearch")
        == Rect(x: 0, y: 70, width: 320, height: 56))
    #expect(
      mailboxes.notes.contains {
        $0.message
          == "shown in the split view's primary column, 320 wide (UIKit's default width, assumed) on ipad9_7: at 0,0 320x768"
      })
    // Secondary column (320, 0, 1024 − 320 = 704, 768). The root stored 768 × 1024 takes it, its
    // subviews keep their stored frames, but the reply bar pinned to the safe area's bottom goes
    // from 1024 (the canvas) to 768 − 0: 968 − 256 = 712; the field at x 320 + 20 = 340,
    // y 712 + 11 = 723.
    let message = try Fixtures.scene(result, "MessageDetailViewController")
    #expect(
      Fixtures.windowRect(message.scene, "replyField")
        == Rect(x: 340, y: 723, width: 728, height: 34))
  }
}
