import Foundation
import PolicyLanguage

/// Walks a parsed JSON document into a `Scene`, collecting every problem with its JSON path.
///
/// Decoding never stops at the first problem: a wrong value is reported and replaced by its
/// default, so one run lists everything. Semantic checks (ids, references, cycles, focus) are
/// `Scene.validate()`'s job, run afterwards.
package struct SceneDecoder {
  /// The deepest view nesting accepted.
  package static let maximumViewDepth = 100

  private(set) var issues: [SceneIssue] = []
  /// Views decoded so far (for `Scene.maximumViewCount`).
  private var viewCount = 0

  // MARK: - Scene

  mutating func decodeScene(_ json: JSONValue) -> Scene {
    let path = "$"
    guard let members = object(json, path) else { return Scene(window: .zero) }
    let keys = [
      "version", "window", "statusBarHeight", "orientation", "keyboard", "device", "design",
      "horizontalSizeClass", "focus", "classes", "views", "controllers",
    ]
    checkKeys(members, allowed: keys, path: path)
    if let version = members.value("version"), let number = integer(version, "version"),
      number != Scene.formatVersion
    {
      issue(.unsupportedVersion(number), "version")
    }
    var window = Size.zero
    if let value = members.value("window") {
      window = size(value, "window", allowArray: true) ?? .zero
    } else {
      issue(.missingKey("window"), path)
    }
    var statusBar = 0.0
    if let value = members.value("statusBarHeight") {
      statusBar = nonNegative(value, "statusBarHeight") ?? 0
    }
    var orientation: Orientation?
    if let value = members.value("orientation"), value != .null {
      orientation = word(value, "orientation", Orientation.self)
    }
    var keyboardFrame: Keyboard?
    if let value = members.value("keyboard") { keyboardFrame = keyboard(value, "keyboard") }
    var device: String?
    if let value = members.value("device"), value != .null {
      device = string(value, "device")
      if let id = device, DeviceProfile.named(id) == nil {
        issue(.unknownWord(id, allowed: DeviceProfile.all.map(\.id)), "device")
        device = nil
      }
    }
    var design: ToolbarDesign?
    if let value = members.value("design"), value != .null {
      design = word(value, "design", ToolbarDesign.self)
    }
    var sizeClass: SizeClass?
    if let value = members.value("horizontalSizeClass"), value != .null {
      sizeClass = word(value, "horizontalSizeClass", SizeClass.self)
    }
    var focus: String?
    if let value = members.value("focus"), value != .null { focus = string(value, "focus") }
    var classes: [String: String] = [:]
    if let value = members.value("classes"), let entries = object(value, "classes") {
      for (name, superclass) in entries {
        if let superclass = string(superclass, "classes.\(name)") {
          if superclass.isEmpty {
            issue(.emptySuperclass, "classes.\(name)")
          }
          classes[name] = superclass
        }
      }
    }
    var views: [SceneView] = []
    if let value = members.value("views"), let elements = array(value, "views") {
      views = elements.enumerated().compactMap { view($1, "views[\($0)]", depth: 1) }
    }
    var controllers: [SceneController] = []
    if let value = members.value("controllers"), let elements = array(value, "controllers") {
      controllers = elements.enumerated().compactMap { controller($1, "controllers[\($0)]") }
    }
    var scene = Scene(
      window: window, statusBarHeight: statusBar, orientation: orientation, keyboard: keyboardFrame,
      views: views, controllers: controllers, classes: classes, focus: focus, device: device,
      design: design)
    scene.horizontalSizeClass = sizeClass
    return scene
  }

  // MARK: - Views

  private mutating func view(_ json: JSONValue, _ path: String, depth: Int) -> SceneView? {
    guard let members = object(json, path) else { return nil }
    guard depth <= Self.maximumViewDepth else {
      issue(.tooDeep, path)
      return nil
    }
    viewCount += 1
    guard viewCount <= Scene.maximumViewCount else {
      if viewCount == Scene.maximumViewCount + 1 {
        issue(.tooManyViews, path)
      }
      return nil
    }
    let keys = [
      "id", "class", "frame", "tag", "accessibilityIdentifier", "hidden", "alpha", "enabled",
      "userInteractionEnabled", "placeholder", "textInput", "keyboardType",
      "inputAccessoryHeight", "placement", "scroll", "safeAreaInsets", "layoutMargins",
      "code", "subviews", "policyName", "order", "lazy",
    ]
    checkKeys(members, allowed: keys, path: path)
    guard let idValue = members.value("id") else {
      issue(.missingKey("id"), path)
      return nil
    }
    guard let id = string(idValue, "\(path).id") else { return nil }
    var view = SceneView(id: id, frame: .zero)
    if let value = members.value("class") {
      view.className = string(value, "\(path).class") ?? "UIView"
    }
    if let value = members.value("frame") {
      view.frame = rect(value, "\(path).frame") ?? .zero
    } else {
      issue(.missingKey("frame"), path)
    }
    if let value = members.value("tag") { view.tag = integer(value, "\(path).tag") ?? 0 }
    if let value = members.value("accessibilityIdentifier"), value != .null {
      view.accessibilityIdentifier = string(value, "\(path).accessibilityIdentifier")
    }
    swiftUIKeys(members, path, into: &view)
    if let value = members.value("hidden") {
      view.isHidden = bool(value, "\(path).hidden") ?? false
    }
    if let value = members.value("alpha") {
      if let alpha = number(value, "\(path).alpha") {
        if alpha < 0 || alpha > 1 {
          issue(.alphaOutOfRange(alpha), "\(path).alpha")
        } else {
          view.alpha = alpha
        }
      }
    }
    if let value = members.value("enabled") {
      view.isEnabled = bool(value, "\(path).enabled") ?? true
    }
    if let value = members.value("userInteractionEnabled") {
      view.isUserInteractionEnabled = bool(value, "\(path).userInteractionEnabled") ?? true
    }
    if let value = members.value("placeholder"), value != .null {
      view.placeholder = string(value, "\(path).placeholder")
    }
    if let value = members.value("textInput"), value != .null {
      view.textInput = word(value, "\(path).textInput", TextInputKind.self)
    }
    if let value = members.value("keyboardType"), value != .null {
      view.keyboardType = word(value, "\(path).keyboardType", KeyboardType.self)
    }
    if let value = members.value("inputAccessoryHeight"), value != .null {
      view.inputAccessoryHeight = nonNegative(value, "\(path).inputAccessoryHeight")
    }
    if let value = members.value("placement"), value != .null {
      view.placement = word(value, "\(path).placement", FieldPlacement.self)
    }
    if let value = members.value("scroll"), value != .null {
      view.scroll = scroll(value, "\(path).scroll")
    }
    if let value = members.value("safeAreaInsets") {
      view.safeAreaInsets = insets(value, "\(path).safeAreaInsets") ?? .zero
    }
    if let value = members.value("layoutMargins") {
      view.layoutMargins = insets(value, "\(path).layoutMargins") ?? .zero
    }
    if let value = members.value("code") { code(value, "\(path).code", into: &view) }
    if let value = members.value("subviews"), let elements = array(value, "\(path).subviews") {
      view.subviews = elements.enumerated().compactMap {
        self.view($1, "\(path).subviews[\($0)]", depth: depth + 1)
      }
    }
    return view
  }

  private mutating func scroll(_ json: JSONValue, _ path: String) -> ScrollState? {
    guard let members = object(json, path) else { return nil }
    checkKeys(
      members,
      allowed: [
        "contentOffset", "contentInset", "contentSize", "scrollEnabled", "indicatorInsets",
      ], path: path)
    var state = ScrollState()
    if let value = members.value("contentOffset") {
      state.contentOffset = point(value, "\(path).contentOffset") ?? .zero
    }
    if let value = members.value("contentInset") {
      state.contentInset = insets(value, "\(path).contentInset") ?? .zero
    }
    if let value = members.value("contentSize") {
      state.contentSize = size(value, "\(path).contentSize", allowArray: true) ?? .zero
    }
    if let value = members.value("scrollEnabled") {
      state.scrollEnabled = bool(value, "\(path).scrollEnabled") ?? true
    }
    if let value = members.value("indicatorInsets") {
      state.indicatorInsets = insets(value, "\(path).indicatorInsets") ?? .zero
    }
    return state
  }

  /// Reads a view's `code` object: one key per setting code can set
  /// (`SettingCatalogue.codeSettings`' `codeKey`, read by the setting's type) and one per
  /// scroll-view flag (`ScrollSetting.codeKey`).
  private mutating func code(_ json: JSONValue, _ path: String, into view: inout SceneView) {
    guard let members = object(json, path) else { return }
    let settings = SettingCatalogue.codeSettings
    let keys = settings.compactMap(\.codeKey) + ScrollSetting.allCases.map(\.codeKey)
    checkKeys(members, allowed: keys, path: path)
    for setting in settings {
      guard let key = setting.codeKey, let value = members.value(key), value != .null else {
        continue
      }
      view.code[setting.name] = codeValue(value, "\(path).\(key)", setting)
    }
    for flag in ScrollSetting.allCases {
      guard let value = members.value(flag.codeKey), value != .null else { continue }
      view.scrollCode[flag] = bool(value, "\(path).\(flag.codeKey)")
    }
  }

  /// A code setting's value, read as its type asks: a switch, a distance, one of its words, or
  /// view ids.
  private mutating func codeValue(
    _ json: JSONValue, _ path: String, _ setting: DecisionSetting
  ) -> SettingValue? {
    switch setting.builtinDefault {
    case .bool: return bool(json, path).map(SettingValue.bool)
    case .number: return nonNegative(json, path).map(SettingValue.number)
    case .order, .previousNext, .returnKey:
      guard let choice = setting.name.choice, let text = string(json, path) else { return nil }
      if let value = choice.value(of: text) { return value }
      issue(.unknownWord(text, allowed: choice.words), path)
      return nil
    case .viewIDs:
      guard let elements = array(json, path) else { return nil }
      // Ids in order, each once; an element that is not a string is reported and left out.
      var ids: [String] = []
      var seen: Set<String> = []
      for (index, element) in elements.enumerated() {
        if let id = string(element, "\(path)[\(index)]"), seen.insert(id).inserted {
          ids.append(id)
        }
      }
      return .viewIDs(ids)
    }
  }

  /// A SwiftUI view's keys: `policyName`, `order`, `lazy`.
  private mutating func swiftUIKeys(
    _ members: [(key: String, value: JSONValue)], _ path: String, into view: inout SceneView
  ) {
    if let value = members.value("policyName"), value != .null {
      view.policyName = string(value, "\(path).policyName")
    }
    if let value = members.value("order"), value != .null {
      view.order = integer(value, "\(path).order")
    }
    if let value = members.value("lazy"), value != .null {
      view.isLazy = bool(value, "\(path).lazy") ?? false
    }
  }

  // MARK: - Controllers and keyboard

  private mutating func controller(_ json: JSONValue, _ path: String) -> SceneController? {
    guard let members = object(json, path) else { return nil }
    let keys = [
      "id", "class", "view", "parent", "navigationBarBottom", "navigationBarHidden", "container",
      "navigationSearchBar", "modalPresentationStyle", "followsKeyboardLayoutGuide", "screen",
      "keyboardSafeArea",
    ]
    checkKeys(members, allowed: keys, path: path)
    guard let classValue = members.value("class") else {
      issue(.missingKey("class"), path)
      return nil
    }
    guard let className = string(classValue, "\(path).class") else { return nil }
    var controller = SceneController(id: className, className: className)
    if let value = members.value("id") { controller.id = string(value, "\(path).id") ?? className }
    func reference(_ key: String) -> String? {
      guard let value = members.value(key), value != .null else { return nil }
      return string(value, "\(path).\(key)")
    }
    controller.view = reference("view")
    controller.parent = reference("parent")
    controller.navigationSearchBar = reference("navigationSearchBar")
    if let value = members.value("navigationBarBottom"), value != .null {
      controller.navigationBarBottom = nonNegative(value, "\(path).navigationBarBottom")
    }
    if let value = members.value("navigationBarHidden"), value != .null {
      controller.navigationBarHidden = bool(value, "\(path).navigationBarHidden")
    }
    if let value = members.value("container"), value != .null {
      controller.container = word(value, "\(path).container", ContainerKind.self)
    }
    if let value = members.value("modalPresentationStyle"), value != .null {
      controller.modalPresentationStyle = word(
        value, "\(path).modalPresentationStyle", ModalPresentationStyle.self)
    }
    if let value = members.value("followsKeyboardLayoutGuide"), value != .null {
      controller.followsKeyboardLayoutGuide =
        bool(value, "\(path).followsKeyboardLayoutGuide") ?? false
    }
    controller.screen = reference("screen")
    if let value = members.value("keyboardSafeArea"), value != .null {
      controller.keyboardSafeArea = bool(value, "\(path).keyboardSafeArea")
    }
    return controller
  }

  private mutating func keyboard(_ json: JSONValue, _ path: String) -> Keyboard? {
    if json == .null { return nil }
    guard let members = object(json, path) else { return nil }
    checkKeys(members, allowed: ["height", "frame"], path: path)
    switch (members.value("height"), members.value("frame")) {
    case (let height?, nil): return nonNegative(height, "\(path).height").map { .height($0) }
    case (nil, let frame?): return rect(frame, "\(path).frame").map { .frame($0) }
    case (nil, nil):
      issue(.missingKeyboardSize, path)
      return nil
    case (_?, _?):
      issue(.keyboardHeightAndFrame, path)
      return nil
    }
  }

  // MARK: - Primitive readers

  private mutating func issue(_ message: SceneMessage, _ path: String) {
    issues.append(SceneIssue(message, path: path))
  }

  private mutating func typeError(_ json: JSONValue, _ path: String, expected: String) {
    issue(.wrongType(expected: expected, found: json), path)
  }

  private mutating func object(_ json: JSONValue, _ path: String) -> [(
    key: String, value: JSONValue
  )]? {
    guard case .object(let members) = json else {
      typeError(json, path, expected: "an object")
      return nil
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.key).inserted {
      issue(.duplicateKey(member.key), path == "$" ? member.key : "\(path).\(member.key)")
    }
    return members
  }

  private mutating func array(_ json: JSONValue, _ path: String) -> [JSONValue]? {
    guard case .array(let elements) = json else {
      typeError(json, path, expected: "an array")
      return nil
    }
    return elements
  }

  private mutating func string(_ json: JSONValue, _ path: String) -> String? {
    guard case .string(let value) = json else {
      typeError(json, path, expected: "a string")
      return nil
    }
    return value
  }

  private mutating func bool(_ json: JSONValue, _ path: String) -> Bool? {
    guard case .bool(let value) = json else {
      typeError(json, path, expected: "true or false")
      return nil
    }
    return value
  }

  private mutating func number(_ json: JSONValue, _ path: String) -> Double? {
    guard case .number(let value) = json else {
      typeError(json, path, expected: "a number")
      return nil
    }
    guard value.isFinite else {
      issue(.notFinite, path)
      return nil
    }
    return value
  }

  /// A length in points: a finite number within `LengthRange`.
  private mutating func length(_ json: JSONValue, _ path: String) -> Double? {
    guard let value = number(json, path) else { return nil }
    guard LengthRange.contains(value) else {
      issue(.lengthOutOfRange(value), path)
      return nil
    }
    return value
  }

  private mutating func nonNegative(_ json: JSONValue, _ path: String) -> Double? {
    guard let value = length(json, path) else { return nil }
    guard value >= 0 else {
      issue(.negativeNumber(value), path)
      return nil
    }
    return value
  }

  private mutating func integer(_ json: JSONValue, _ path: String) -> Int? {
    guard let value = number(json, path) else { return nil }
    guard value == value.rounded() else {
      issue(.notAnInteger(value), path)
      return nil
    }
    guard abs(value) < 1e15, let integer = Int(exactly: value) else {
      issue(.integerTooLarge, path)
      return nil
    }
    return integer
  }

  private mutating func word<W: RawRepresentable & CaseIterable>(
    _ json: JSONValue, _ path: String, _ type: W.Type
  ) -> W? where W.RawValue == String {
    guard let text = string(json, path) else { return nil }
    if let value = W(rawValue: text) { return value }
    issue(.unknownWord(text, allowed: W.allCases.map(\.rawValue)), path)
    return nil
  }

  /// Reads `count` finite numbers from an array: `[x, y, width, height]` and friends.
  private mutating func numbers(_ json: JSONValue, _ path: String, count: Int) -> [Double]? {
    guard case .array(let elements) = json else {
      issue(.expectedNumbers(count, found: json), path)
      return nil
    }
    guard elements.count == count else {
      issue(.wrongLength(expected: count, elements: elements.count), path)
      return nil
    }
    var result: [Double] = []
    for (index, element) in elements.enumerated() {
      guard let value = length(element, "\(path)[\(index)]") else { return nil }
      result.append(value)
    }
    return result
  }

  private mutating func rect(_ json: JSONValue, _ path: String) -> Rect? {
    guard let n = numbers(json, path, count: 4) else { return nil }
    guard n[2] >= 0, n[3] >= 0 else {
      issue(.negativeSize, path)
      return nil
    }
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  private mutating func point(_ json: JSONValue, _ path: String) -> Point? {
    guard let n = numbers(json, path, count: 2) else { return nil }
    return Point(x: n[0], y: n[1])
  }

  private mutating func size(_ json: JSONValue, _ path: String, allowArray: Bool) -> Size? {
    var width: Double?
    var height: Double?
    if case .array = json, allowArray {
      guard let n = numbers(json, path, count: 2) else { return nil }
      width = n[0]
      height = n[1]
    } else if case .object(let members) = json {
      checkKeys(members, allowed: ["width", "height"], path: path)
      for key in ["width", "height"] where members.value(key) == nil {
        issue(.missingKey(key), path)
      }
      if let value = members.value("width") { width = length(value, "\(path).width") }
      if let value = members.value("height") { height = length(value, "\(path).height") }
    } else {
      typeError(json, path, expected: "an object {\"width\", \"height\"} or 2 numbers")
      return nil
    }
    guard let width, let height else { return nil }
    guard width >= 0, height >= 0 else {
      issue(.negativeSize, path)
      return nil
    }
    return Size(width: width, height: height)
  }

  private mutating func insets(_ json: JSONValue, _ path: String) -> Insets? {
    guard let members = object(json, path) else { return nil }
    checkKeys(members, allowed: ["top", "left", "bottom", "right"], path: path)
    var result = Insets()
    if let value = members.value("top") { result.top = length(value, "\(path).top") ?? 0 }
    if let value = members.value("left") { result.left = length(value, "\(path).left") ?? 0 }
    if let value = members.value("bottom") { result.bottom = length(value, "\(path).bottom") ?? 0 }
    if let value = members.value("right") { result.right = length(value, "\(path).right") ?? 0 }
    return result
  }

  /// Warns about keys the format does not define, with a did-you-mean.
  private mutating func checkKeys(
    _ members: [(key: String, value: JSONValue)], allowed: [String], path: String
  ) {
    for member in members where !allowed.contains(member.key) {
      let suggestion = Suggestions.closest(to: member.key, in: allowed)
      issue(
        .unknownKey(member.key, suggestion: suggestion),
        path == "$" ? member.key : "\(path).\(member.key)")
    }
  }
}

extension Array where Element == (key: String, value: JSONValue) {
  /// The value of the first member called `key`.
  func value(_ key: String) -> JSONValue? { first { $0.key == key }?.value }
}
