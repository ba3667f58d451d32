import InterfaceBuilder
import SceneModel
import Testing

/// Cells registered in code (issue #23 item 12): `Fixtures/ReplyCell.xib` mounted in the
/// `replies` table of `Fixtures/Inbox.storyboard` (iPhone 15; the table at y 59, 759 tall, with
/// no rows of its own).
@Suite struct MountTests {
  static func importInbox(_ mounts: [Mount]) throws -> ImportResult {
    var options = ImportOptions()
    options.mounts = mounts
    return InterfaceBuilderImporter(options: options).importDocuments([
      InterfaceBuilderDocument(
        path: "Inbox.storyboard", bytes: Array(try Fixtures.text("Inbox.storyboard").utf8)),
      InterfaceBuilderDocument(
        path: "ReplyCell.xib", bytes: Array(try Fixtures.text("ReplyCell.xib").utf8)),
    ])
  }

  @Test func withoutAMountTheInboxHasNoTextInput() throws {
    let result = try Self.importInbox([])
    #expect(result.scenes.isEmpty)
    #expect(result.issues.contains { $0.code == .notAScreen })
  }

  @Test(arguments: ["ReplyCell", "Rc1-Cl-Rpl"])
  func aMountedCellIsTheTablesFirstRow(_ name: String) throws {
    let result = try Self.importInbox([Mount(view: name, table: "replies")])
    #expect(result.errors.isEmpty)
    let imported = try Fixtures.scene(result, "InboxViewController")
    // The row at content y 0 (the table has no rows), 393 × 88; the field at (16, 44) in it:
    // window y 59 + 0 + 44 = 103.
    #expect(
      Fixtures.windowRect(imported.scene, "reply") == Rect(x: 16, y: 103, width: 361, height: 34))
    let table = imported.scene.views[0].subviews[0]
    #expect(table.scroll?.contentSize.height == 88)
    #expect(table.subviews.first?.className == "ReplyCell")
    #expect(imported.scene.classes["ReplyCell"] == "UITableViewCell")
    let note = try #require(imported.notes.first { $0.code == .mounted })
    #expect(
      note.message
        == "'ReplyCell' mounted in table 'replies' of InboxViewController as a row at content y 0, as the code that registers it shows it"
    )
    #expect(note.file == "ReplyCell.xib")
  }

  @Test func oneCellNamedTwiceIsOneRow() throws {
    // The table by its identifier and by its id: one row, so the scene's ids stay unique.
    let result = try Self.importInbox([
      Mount(view: "ReplyCell", table: "replies"), Mount(view: "ReplyCell", table: "Ib1-Tv-Rpl"),
    ])
    let scene = try Fixtures.scene(result, "InboxViewController").scene
    let table = scene.views[0].subviews[0]
    #expect(table.subviews.map(\.frame.minY) == [0])
    #expect(table.scroll?.contentSize.height == 88)
    #expect(scene.validate().filter { $0.severity == .error }.isEmpty)
  }

  @Test func namesThatFindNothingAreErrors() throws {
    let result = try Self.importInbox([
      Mount(view: "RepyCell", table: "replies"), Mount(view: "ReplyCell", table: "repiles"),
    ])
    #expect(result.errors.map(\.code) == [.mounted, .mounted])
    #expect(result.errors[0].message.hasPrefix("--mount: no top-level view 'RepyCell'"))
    #expect(result.errors[1].message.hasPrefix("--mount: no table or collection view 'repiles'"))
  }

  @Test func mountParsesViewAtTable() {
    #expect(Mount("ReplyCell@replies") == Mount(view: "ReplyCell", table: "replies"))
    #expect(Mount("replies") == nil)
    #expect(Mount("@replies") == nil)
    #expect(Mount("ReplyCell@") == nil)
  }
}
