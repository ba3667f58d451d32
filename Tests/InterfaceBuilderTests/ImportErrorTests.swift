import InterfaceBuilder
import Testing

/// Documents the importer refuses, with the element path and position.
@Suite struct ImportErrorTests {
  func errors(_ text: String) -> [ImportIssue] {
    InterfaceBuilderImporter().importDocument(text: text).errors
  }

  @Test func malformedXMLHasALineAndColumn() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n  <scenes>\n</document>\n"
    let error = try #require(errors(text).first)
    #expect(error.code == .malformedXML)
    #expect(error.line == 4)
    #expect(error.column != nil)
    #expect(error.message.hasPrefix("malformed XML: "))
    #expect(errors("<document").first?.code == .malformedXML)
  }

  /// A file that is not XML at all (an empty file, a policy, a scene) says what it looks like,
  /// not that the XML is malformed.
  @Test func aFileThatIsNotXMLSaysWhatItLooksLike() throws {
    let empty = try #require(errors("").first)
    #expect(empty.code == .notInterfaceBuilder)
    #expect(empty.message.hasPrefix("not an Interface Builder document: the file is empty"))
    let policy = try #require(errors("# app\n\nversion 1\navoidance { distance = 10 }\n").first)
    #expect(policy.code == .notInterfaceBuilder)
    #expect(policy.message.contains("it looks like a keyboard policy"))
    #expect(policy.line == 1 && policy.column == 1)
    let scene = try #require(errors("\n  {\"version\": 1}").first)
    #expect(scene.message.contains("it looks like JSON; a scene is read with --scene"))
    #expect(scene.line == 2 && scene.column == 3)
    #expect(try #require(errors("not xml at all").first).message.contains("it is not XML"))
    #expect(errors("\u{FEFF}<document").first?.code == .malformedXML)
  }

  @Test func notAnInterfaceBuilderDocument() {
    let error = errors("<plist version=\"1.0\"><dict/></plist>").first
    #expect(error?.code == .notInterfaceBuilder)
    #expect(error?.path == "plist")
    #expect(
      error?.message
        == "not an Interface Builder document (the root element is <plist>, expected <document>)")
    #expect(
      errors("<document type=\"com.example.Other\" version=\"3.0\"/>").first?.code
        == .notInterfaceBuilder)
  }

  @Test func unsupportedVersionsAndKinds() {
    let old = errors(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"2.0\"><scenes/></document>"
    ).first
    #expect(old?.code == .unsupportedDocument)
    #expect(old?.path == "document")
    #expect(
      old?.message
        == "unsupported document version '2.0' (version 2.0 is what Xcode 4.5 and 4.6 write for storyboards, and Xcode 5 for the 'iOS 6.1 and earlier' format; Xcode 5 and every later Xcode write version 3.0, the one supported; open and save it in a current Xcode)"
    )
    let mac = errors(
      "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\"/>"
    ).first
    #expect(mac?.code == .unsupportedDocument)
    let archive = errors(
      "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>"
    ).first
    #expect(archive?.code == .unsupportedDocument)
  }

  @Test func brokenSegueDestinationIsANote() {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <device id="retina4_7" orientation="portrait"/>
        <scenes><scene sceneID="a"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <connections><segue destination="missing" kind="relationship" relationship="rootViewController" id="s1"/></connections>
          </navigationController>
        </objects></scene></scenes>
      </document>
      """
    let result = InterfaceBuilderImporter().importDocument(text: text)
    #expect(result.errors.isEmpty)
    let note = result.issues.first { $0.code == .brokenReference }
    #expect(note?.path == "document/scenes/scene/objects/navigationController/connections/segue")
    #expect(result.issues.contains { $0.code == .noTextInput })
  }

  @Test func hostileInputNeverTraps() throws {
    let deep =
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects>"
      + "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" customClass=\"UIViewController\">"
      + "<connections><outlet property=\"view\" destination=\"v\" id=\"o\"/></connections>"
      + "</placeholder>"
      + String(repeating: "<view id=\"v\"><subviews>", count: 150) + "<textField id=\"t\"/>"
      + String(repeating: "</subviews></view>", count: 150) + "</objects></document>"
    let result = InterfaceBuilderImporter().importDocument(text: deep)
    // The only text input is deeper than a scene allows, so no controller has one left; one
    // IB008 note says why, naming the first view skipped.
    #expect(result.errors.isEmpty)
    #expect(result.scenes.isEmpty)
    #expect(result.issues.contains { $0.code == .noTextInput })
    let tooDeep = result.issues.filter { $0.code == .tooDeep }
    #expect(tooDeep.count == 1)
    #expect(tooDeep.first?.severity == .note)
    #expect(tooDeep.first?.message.contains("more than 100 levels deep") == true)
    #expect(tooDeep.first?.message.contains("has no text input left") == true)
    let skippedPath = tooDeep.first?.path ?? ""
    #expect(skippedPath.components(separatedBy: "/view").count - 1 == 101, "\(skippedPath)")
    let weird = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIViewController">
          <connections><outlet property="view" destination="r" id="o"/></connections>
        </placeholder>
        <view id="r"><rect key="frame" x="nan" y="-1" width="-5" height="abc"/><subviews>
          <textField id="t" alpha="7" tag="x"><rect key="frame" x="1e400" y="0" width="10" height="10"/>
            <textInputTraits key="textInputTraits" keyboardType="hexPad"/></textField>
          <textField id="t"/>
        </subviews></view>
      </objects></document>
      """
    let odd = InterfaceBuilderImporter().importDocument(text: weird)
    #expect(odd.errors.isEmpty)
    let scene = try #require(odd.scenes.first, "the bad values are replaced, not fatal")
    #expect(odd.scenes.count == 1)
    // Every unreadable value is a note naming the value and what was used instead.
    let invalid = scene.notes.filter { $0.code == .invalidValue }.map(\.message)
    for expected in [
      "frame x 'nan' is not a number; 0 used", "frame height 'abc' is not a number; 0 used",
      "frame has a negative size; 0 used", "frame x '1e400' is not a number; 0 used",
      "tag 'x' is not an integer; 0 used", "alpha '7' is not a number in 0...1; 1 used",
      "keyboardType 'hexPad' is not a UIKeyboardType Interface Builder writes; default used (the assumed keyboard may differ on device)",
    ] {
      #expect(invalid.contains(expected), "missing note: \(expected)")
    }
    // What is left is a valid scene but for the document's own duplicate id.
    #expect(scene.scene.validate().map(\.code) == [.duplicateViewID])
  }
}
