import AvoidanceEngine
import Foundation
import InterfaceBuilder
import PolicyLanguage
import SceneModel
import Testing

/// `Fixtures/Layout/RealApp`: one iPhone app's storyboards and xibs, with a document of each
/// layout shape (opaque bars, a hidden bar, an opaque tab bar, a form sheet, a pushed scroll form,
/// an Xcode 8 document with frame insets and a placeholder bar, a freeform chat with a composer
/// pinned deep down, a xib pinned to the safe area, a panel nothing presents), imported as one app
/// the way `kbpolicy import DIR` reads a folder. Every text input lands within 0.5 pt of the
/// frame worked out by hand below, and no text input is left out of the table.
@Suite struct RealAppFolderTests {
  static let folder = Fixtures.directory.appendingPathComponent("Layout/RealApp")

  /// Every `.storyboard` and `.xib` below the folder, in path order.
  static func documents() throws -> [InterfaceBuilderDocument] {
    try RealFolder.documents(in: folder, named: "RealApp")
  }

  /// The hand-worked window frame of every text input, by scene class and field id. The app is
  /// designed for an iPhone 8 (375 × 667, status bar 20, no home indicator); navigation bar 44,
  /// tab bar 49.
  static let expected: [String: [String: Rect]] = [
    // Opaque navigation bar (20 + 44 = 64) over an opaque tab bar (667 − 49 = 618): the root is
    // 0,64 375x554, as stored. Name 64 + 20 = 84; bio 64 + 70 = 134.
    "AccountViewController": [
      "displayName": Rect(x: 16, y: 84, width: 343, height: 34),
      "bio": Rect(x: 16, y: 134, width: 343, height: 100),
    ],
    // Pushed on the same stack: same root; the scroll view starts at the bar's bottom, so no
    // automatic inset: postcode 64 + 400 = 464.
    "AddressesViewController": [
      "postcode": Rect(x: 16, y: 464, width: 343, height: 34)
    ],
    // Form sheet on an iPhone: the card from 20 + 10 = 30; subject 30 + 76 = 106.
    "FeedbackViewController": [
      "feedbackSubject": Rect(x: 16, y: 106, width: 343, height: 34)
    ],
    // Hidden navigation bar, opaque tab bar: root 0,0 375x618 as stored; fields as stored.
    "SignInViewController": [
      "signInEmail": Rect(x: 16, y: 200, width: 343, height: 34),
      "signInPassword": Rect(x: 16, y: 250, width: 343, height: 34),
    ],
    // Xcode 8.1 frame insets: 16 + 16 margins in 375 → 343 wide at y 100; the invite code in the
    // footer (587 + 25 = 612, x 375 − 20 − 200 = 155).
    "SignUpViewController": [
      "E8m-tf-001": Rect(x: 16, y: 100, width: 343, height: 30),
      "C8d-tf-001": Rect(x: 155, y: 612, width: 200, height: 30),
    ],
    // Safe area top 0 on the canvas, 20 at run time: email 60 + 20 = 80; the send bar pinned to
    // the bottom stays (bottom inset 0 both ways): 617 + 8 = 625.
    "ContactUsViewController": [
      "contactEmail": Rect(x: 16, y: 80, width: 343, height: 34),
      "contactMessage": Rect(x: 8, y: 625, width: 359, height: 34),
    ],
    // Freeform 375x1000 fitted to 667 (−333): the composer at 940 in the content view moves to
    // 607, its field to 615; the search field stays at 20.
    "ChatViewController": [
      "chatSearch": Rect(x: 16, y: 20, width: 343, height: 34),
      "chatMessage": Rect(x: 8, y: 615, width: 359, height: 44),
    ],
    // A 320x280 panel no segue presents, centred: 27.5 + 20 = 47.5, 193.5 + 40 = 233.5.
    "PinEntryViewController": [
      "pinCode": Rect(x: 47.5, y: 233.5, width: 280, height: 34)
    ],
  ]

  @Test func everyFieldOfTheFolderIsWhereUIKitPutsIt() throws {
    // The hand-worked table covers the folder's 8 screens and 13 fields; a shorter table would
    // check less than the folder holds.
    #expect(Self.expected.count == 8)
    #expect(Self.expected.values.reduce(0) { $0 + $1.count } == 13)
    RealFolder.expectFieldsWhereUIKitPutsThem(
      try Self.documents(), documentCount: 5, window: Size(width: 375, height: 667),
      expected: Self.expected)
  }
}
