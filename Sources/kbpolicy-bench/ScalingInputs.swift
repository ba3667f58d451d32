import Foundation

/// The inputs of the scaling section: every command's inputs in each shape, as text, at any
/// size. Sizes count the shape's unit (blocks, rules, fields, views, events, scenes).
enum ScalingInputs {
  // MARK: - Policies

  /// `controller Cn { distance = n }` for classes the file never declares.
  static func undeclaredControllers(_ n: Int) -> String {
    lines(n) { "controller C\($0) { distance = \($0 % 100) }" }
  }

  /// Declared classes in a chain of ten, each with a `controller` rule.
  static func declaredControllers(_ n: Int) -> String {
    lines(n) { i in
      "class Screen\(i): \(i % 10 == 0 ? "UIViewController" : "Screen\(i - 1)")\ncontroller Screen\(i) { distance = \(i % 50) }"
    }
  }

  /// `field "xN" { distance = 1 }`.
  static func fieldRules(_ n: Int) -> String { lines(n) { "field \"x\($0)\" { distance = 1 }" } }

  /// The same `field "x" { distance = 1 }` block, `n` times.
  static func identicalFieldRules(_ n: Int) -> String {
    lines(n) { _ in "field \"x\" { distance = 1 }" }
  }

  /// `scroll-view "sN" { adjust = off }`.
  static func scrollViewRules(_ n: Int) -> String {
    lines(n) { "scroll-view \"s\($0)\" { adjust = off }" }
  }

  /// `n` declared classes, all in one `enable in` list of the avoidance block (one a line, the
  /// list continuing after each comma).
  static func classList(_ n: Int) -> String {
    var text = lines(n) { "class List\($0): UIViewController" }
    text += "avoidance {\n  enable in List0"
    for i in 1..<max(1, n) { text += ",\n    List\(i)" }
    text += "\n}\n"
    return text
  }

  /// `n` declared classes, all in one `enable in` list of the avoidance block and again in one
  /// `disable in` list after it (every enable shadowed by its class's own disable).
  static func shadowedEnables(_ n: Int) -> String {
    var text = String(classList(n).dropLast(2)) + "  disable in List0"
    for i in 1..<max(1, n) { text += ",\n    List\(i)" }
    return text + "\n}\n"
  }

  /// `n` copies of one class in a single `deep-containers` list of the toolbar block, one a line.
  static func duplicateDeepContainers(_ n: Int) -> String {
    copies(n, of: "UITableView", in: "toolbar", list: "deep-containers")
  }

  /// `n` copies of `UIAlertController` in one `enable in` list of the toolbar block (every copy
  /// a duplicate and a built-in exemption).
  static func duplicateAlertEnables(_ n: Int) -> String {
    copies(n, of: "UIAlertController", in: "toolbar", list: "enable in")
  }

  static func copies(_ n: Int, of name: String, in block: String, list: String) -> String {
    var text = "version 1\n\(block) {\n  \(list) \(name)"
    for _ in 1..<max(1, n) { text += ",\n    \(name)" }
    return text + "\n}\n"
  }

  /// Classes and rules with comments on their own lines and after code (for `fmt`).
  static func commented(_ n: Int) -> String {
    lines(n) { i in
      switch i % 3 {
      case 0: return "# screen \(i)\nclass Screen\(i): UIViewController  # the screen \(i)"
      case 1:
        return
          "controller Screen\(i - 1) {  # header \(i)\n  # own line\n  distance = \(i % 40)  # after\n}"
      default: return "field \"f\(i)\" { skip-in-order = true }  # trailing \(i)"
      }
    }
  }

  static func lines(_ n: Int, _ line: (Int) -> String) -> String {
    var text = "version 1\n"
    for i in 0..<n { text += line(i) + "\n" }
    return text
  }

  // MARK: - Scenes

  /// The shapes of container a scene's fields sit in.
  enum SceneShape: String, CaseIterable {
    /// One table view, one cell per field (a deep container: the fields are listed together).
    case table
    /// Every field a direct subview of the root view (siblings).
    case flat
    /// A scroll view per ten fields, the scroll views inside one outer scroll view.
    case scrollViews = "nested scroll views"
    /// Fields at the bottom of chains of plain views 50 levels deep.
    case deep = "deep view chains"
  }

  /// A scene with about `fields` text fields in `shape`; the focused field is the last one.
  static func scene(_ shape: SceneShape, fields: Int) -> (json: String, focus: String) {
    var views: [String] = []
    func field(_ i: Int, y: Int) -> String {
      "{\"id\":\"f\(i)\",\"class\":\"UITextField\",\"frame\":[16,\(y),361,32],\"accessibilityIdentifier\":\"f\(i)\"}"
    }
    let height = fields * 44 + 100
    switch shape {
    case .table:
      for i in 0..<fields {
        views.append(
          "{\"id\":\"cell\(i)\",\"class\":\"UITableViewCell\",\"frame\":[0,\(i * 44),393,44],\"subviews\":[\(field(i, y: 6))]}"
        )
      }
      views = [
        "{\"id\":\"table\",\"class\":\"UITableView\",\"frame\":[0,0,393,852],\"scroll\":{\"contentOffset\":[0,0],\"contentSize\":[393,\(height)]},\"subviews\":[\(views.joined(separator: ","))]}"
      ]
    case .flat:
      views = (0..<fields).map { field($0, y: $0 * 44) }
    case .scrollViews:
      var inner: [String] = []
      for group in stride(from: 0, to: fields, by: 10) {
        let members = (group..<min(fields, group + 10)).map { field($0, y: ($0 - group) * 44) }
        inner.append(
          "{\"id\":\"sv\(group)\",\"class\":\"UIScrollView\",\"frame\":[0,\(group * 44),393,440],\"scroll\":{\"contentOffset\":[0,0],\"contentSize\":[393,440]},\"subviews\":[\(members.joined(separator: ","))]}"
        )
      }
      views = [
        "{\"id\":\"outer\",\"class\":\"UIScrollView\",\"frame\":[0,0,393,852],\"scroll\":{\"contentOffset\":[0,0],\"contentSize\":[393,\(height)]},\"subviews\":[\(inner.joined(separator: ","))]}"
      ]
    case .deep:
      for i in 0..<fields {
        var view = field(i, y: 0)
        for level in 0..<49 {
          view =
            "{\"id\":\"d\(i)-\(level)\",\"class\":\"UIView\",\"frame\":[0,\(level == 48 ? i * 44 : 0),393,44],\"subviews\":[\(view)]}"
        }
        views.append(view)
      }
    }
    let json = """
      {"version":1,"window":{"width":393,"height":852},"statusBarHeight":59,\
      "classes":{"FormController":"UIViewController"},\
      "controllers":[{"id":"c","class":"FormController","view":"root"}],\
      "views":[{"id":"root","class":"UIView","frame":[0,0,393,852],"subviews":[\(views.joined(separator: ","))]}],\
      "focus":"f\(fields - 1)","keyboard":{"height":336}}
      """
    return (json, "f\(fields - 1)")
  }

  /// An event script of `n` events moving the focus over `fields` fields with the keyboard up.
  /// A scene whose focused field's controller has `n - 1` parents in one chain (c0 → c1 → ...):
  /// past the 100-parent limit, so the scene is refused (S019), but only after every controller's
  /// chain was judged, which a walk per controller made quadratic.
  static func controllerChain(_ n: Int) -> String {
    var controllers: [String] = []
    controllers.reserveCapacity(n)
    for i in 0..<n {
      let view = i == 0 ? ",\"view\":\"root\"" : ""
      let parent = i + 1 < n ? ",\"parent\":\"c\(i + 1)\"" : ""
      controllers.append("{\"id\":\"c\(i)\",\"class\":\"UIViewController\"\(view)\(parent)}")
    }
    return
      "{\"window\":[393,852],\"focus\":\"f\",\"views\":[{\"id\":\"root\",\"frame\":[0,0,393,852],\"subviews\":[{\"id\":\"f\",\"class\":\"UITextField\",\"frame\":[16,700,361,32]}]}],\"controllers\":[\(controllers.joined(separator: ","))]}"
  }

  static func events(_ n: Int, fields: Int) -> String {
    var text = "keyboard show height 336\n"
    for i in 0..<n {
      switch i % 5 {
      case 3: text += "keyboard change height \(300 + i % 80)\n"
      default: text += "focus f\((i * 7) % fields)\n"
      }
    }
    return text + "keyboard hide\n"
  }

  // MARK: - Storyboards

  /// A storyboard of one scene whose view holds a text field and `n` sibling views.
  static func storyboard(siblings n: Int) -> String {
    var views = ""
    views.reserveCapacity(n * 110)
    for i in 0..<n {
      views +=
        "<view contentMode=\"scaleToFill\" id=\"g\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>\n"
    }
    return storyboard(scenes: 1).replacingOccurrences(
      of: "<subviews>\n", with: "<subviews>\n" + views)
  }

  /// A storyboard of `n` scenes, each a view controller with two text fields.
  static func storyboard(scenes n: Int) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc0">
      <device id="retina6_1" orientation="portrait" appearance="light"/>
      <scenes>

      """
    for i in 0..<n {
      text += """
        <scene sceneID="s\(i)"><objects>
        <viewController storyboardIdentifier="Form\(i)" id="vc\(i)" customClass="Form\(i)ViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v\(i)"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
        <subviews>
        <textField opaque="NO" contentMode="scaleToFill" id="a\(i)"><rect key="frame" x="16" y="600" width="382" height="34"/></textField>
        <textField opaque="NO" contentMode="scaleToFill" id="b\(i)"><rect key="frame" x="16" y="800" width="382" height="34"/></textField>
        </subviews></view></viewController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="r\(i)" sceneMemberID="firstResponder"/>
        </objects></scene>

        """
    }
    return text + "</scenes>\n</document>\n"
  }
}
