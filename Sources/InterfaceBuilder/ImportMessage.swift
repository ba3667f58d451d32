import PolicyLanguage
import SceneModel

/// A message about importing an Interface Builder document (`IB0xx`): the one place its words are
/// written. The issue that carries it adds the element path, line and column.
public typealias ImportMessage = DiagnosticMessage<ImportIssue.Code>

/// Why a user-defined runtime attribute was not read (IB006, a note).
package enum RuntimeAttributeProblem: String, CaseIterable, Sendable {
  case notANumber = "expected a number"
  case negativeDistance = "a negative distance is not supported"
  case notAModeNumber = "expected a number (0 default, 1 enabled, 2 disabled)"
  case notAMode = "expected 0 (default), 1 (enabled) or 2 (disabled)"
  case notABoolean = "expected a boolean"
  case notAString = "expected a string"
  case notAPoint = "expected a point"
}

/// The importer's messages, one builder per wording, in code order; errors unless they say
/// `note`.
extension DiagnosticMessage where Code == ImportIssue.Code {
  // MARK: IB001–IB003: the document

  /// `reason` is the XML parser's own words.
  package static func malformedXML(_ reason: String) -> Self {
    Self(.malformedXML, "malformed XML: \(reason)")
  }

  package static var emptyFile: Self { notXML("the file is empty") }

  package static var jsonFile: Self { notXML("it looks like JSON; a scene is read with --scene") }

  package static var policyFile: Self {
    notXML("it looks like a keyboard policy; policies are read by check, lint and --policy")
  }

  package static var otherFile: Self { notXML("it is not XML") }

  private static func notXML(_ looksLike: String, id: StaticString = #function) -> Self {
    Self(
      .notInterfaceBuilder,
      "not an Interface Builder document: \(looksLike) (storyboards and xibs are XML files that start with '<?xml' or '<document')",
      id: id)
  }

  package static func wrongRootElement(_ name: String) -> Self {
    Self(
      .notInterfaceBuilder,
      "not an Interface Builder document (the root element is <\(name)>, expected <document>)")
  }

  package static var missingDocumentType: Self {
    Self(.notInterfaceBuilder, "not an Interface Builder document (<document> has no 'type')")
  }

  package static func notInterfaceBuilderType(_ type: String) -> Self {
    Self(.notInterfaceBuilder, "not an Interface Builder document (type '\(type)')")
  }

  package static func interfaceBuilder3Archive(version: String?) -> Self {
    Self(
      .unsupportedDocument,
      "an Interface Builder 3 archive (version \(version ?? "?"): xibs from Xcode 4 and older, storyboards from Xcode 4.2 to 4.4); open and save it in a current Xcode first"
    )
  }

  package static func unsupportedDocumentType(_ type: String) -> Self {
    Self(
      .unsupportedDocument,
      "unsupported document type '\(type)' (only iOS storyboards and xibs, com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB, com.apple.InterfaceBuilder3.CocoaTouch.XIB and com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB, are supported)"
    )
  }

  package static func unsupportedDocumentVersion(_ version: String?) -> Self {
    let writer =
      version == "2.0"
      ? "version 2.0 is what Xcode 4.5 and 4.6 write for storyboards, and Xcode 5 for the 'iOS 6.1 and earlier' format; "
      : ""
    return Self(
      .unsupportedDocument,
      "unsupported document version '\(version ?? "none")' (\(writer)Xcode 5 and every later Xcode write version 3.0, the one supported; open and save it in a current Xcode)"
    )
  }

  // MARK: IB004–IB005: elements and controllers

  package static func unknownElement(_ name: String) -> Self {
    Self(.unknownElement, "unknown element <\(name)> skipped", severity: .note)
  }

  package static func unknownControllerElement(_ name: String) -> Self {
    Self(
      .unknownElement, "unknown controller element <\(name)> read as a UIViewController",
      severity: .note)
  }

  /// `classes` are the classes of the controllers that have a text input.
  package static func unknownController(_ name: String, classes: [String]) -> Self {
    let known = classes.isEmpty ? "none has a text input" : classes.joined(separator: ", ")
    return Self(
      .unknownController,
      "no controller with a text input has id, storyboard identifier or class '\(name)' (controllers: \(known))"
    )
  }

  // MARK: IB006: values (notes, except the keyboard option)

  package static func unknownKeyboardType(_ word: String) -> Self {
    Self(
      .invalidValue,
      "keyboardType '\(word)' is not a UIKeyboardType Interface Builder writes; default used (the assumed keyboard may differ on device)",
      severity: .note)
  }

  package static func tagNotInteger(_ tag: String) -> Self {
    Self(.invalidValue, "tag '\(tag)' is not an integer; 0 used", severity: .note)
  }

  package static func alphaOutOfRange(_ text: String, used: Double) -> Self {
    Self(
      .invalidValue, "alpha '\(text)' is not a number in 0...1; \(PointsFormat.exact(used)) used",
      severity: .note)
  }

  package static var textInputWithoutFrame: Self {
    Self(
      .invalidValue, "text input without a stored frame; an empty frame at 0,0 is used",
      severity: .note)
  }

  /// `name` is `x`, `y`, `width` or `height`.
  package static func frameValueNotNumber(_ name: String, _ text: String) -> Self {
    Self(.invalidValue, "frame \(name) '\(text)' is not a number; 0 used", severity: .note)
  }

  package static var negativeFrameSize: Self {
    Self(.invalidValue, "frame has a negative size; 0 used", severity: .note)
  }

  package static func badRuntimeAttribute(_ keyPath: String, _ problem: RuntimeAttributeProblem)
    -> Self
  {
    Self(
      .invalidValue, "runtime attribute '\(keyPath)': \(problem.rawValue); ignored",
      severity: .note)
  }

  package static var negativeKeyboardHeight: Self {
    Self(.invalidValue, "the keyboard height must be a number >= 0")
  }

  // MARK: IB007–IB008

  package static var noTextInput: Self {
    Self(.noTextInput, "no controller in the document has a text input")
  }

  /// The note when the import found no scene in `documents` documents.
  package static func noTextInputNote(documents: Int) -> Self {
    Self(
      .noTextInput,
      documents == 1
        ? "no controller in the document has a text input"
        : "no controller in the \(documents) documents has a text input", severity: .note)
  }

  package static var tooDeep: Self {
    Self(
      .tooDeep,
      "views are nested more than \(SceneLimits.maximumViewDepth) levels deep; this view and its subviews are skipped",
      severity: .note)
  }

  // MARK: IB009: devices

  package static func unknownDevice(_ id: String, sameSizeAs profile: DeviceProfile) -> Self {
    Self(
      .device,
      "unknown device '\(id)'; using \(profile.id) (\(profile.name)), which has the same window size",
      severity: .note)
  }

  package static func unknownDevice(_ id: String) -> Self {
    Self(
      .device, "unknown device '\(id)'; using \(DeviceProfile.defaultID) (override with --device)",
      severity: .note)
  }

  package static func noDevice(sameSizeAs profile: DeviceProfile) -> Self {
    Self(
      .device,
      "the document names no device; using \(profile.id) (\(profile.name)), which has the same window size",
      severity: .note)
  }

  package static var noDevice: Self {
    Self(
      .device,
      "the document names no device; using \(DeviceProfile.defaultID) (override with --device)",
      severity: .note)
  }

  /// An iPad document (by its type or target runtime) names no device, and no root view has an
  /// iPad's window size.
  package static func noDeviceInPadDocument(_ profile: DeviceProfile) -> Self {
    Self(
      .device,
      "the document names no device and targets the iPad; using \(profile.id) (\(profile.name)) (override with --device)",
      severity: .note)
  }

  /// `--device` names no known device.
  package static func unknownDeviceOption(_ name: String) -> Self {
    Self(
      .device,
      "unknown device '\(name)' (known: \(DeviceProfile.all.map(\.id).joined(separator: ", ")))")
  }

  package static func unknownOrientation(_ word: String) -> Self {
    Self(.device, "unknown orientation '\(word)' (expected portrait or landscape)")
  }

  // MARK: IB010: references (notes)

  package static func brokenSegue(_ destination: String) -> Self {
    Self(
      .brokenReference,
      "segue destination '\(destination)' is not a controller in this document; ignored",
      severity: .note)
  }

  /// `beside` is the referring document's path (empty: the only document).
  package static func missingStoryboard(_ reference: String, storyboard: String, beside: String)
    -> Self
  {
    unresolved(
      reference,
      "no storyboard '\(storyboard)' was given or found beside '\(beside.isEmpty ? "the document" : beside)'"
    )
  }

  package static func missingStoryboardIdentifier(_ reference: String, identifier: String) -> Self {
    unresolved(reference, "no controller has storyboard identifier '\(identifier)'")
  }

  package static func missingInitialController(_ reference: String) -> Self {
    unresolved(reference, "the storyboard has no initial view controller")
  }

  private static func unresolved(_ reference: String, _ why: String, id: StaticString = #function)
    -> Self
  {
    Self(
      .brokenReference,
      "storyboard reference '\(reference)' is not resolved: \(why); screens reached through it are not imported",
      severity: .note, id: id)
  }

  // MARK: IB011–IB014 (notes)

  package static var storedFrames: Self {
    Self(
      .storedFrames,
      "frames are Interface Builder's stored frames; Auto Layout may change them at run time",
      severity: .note)
  }

  /// A root view stored at `stored` (a freeform size or not) fitted to `device`'s `window`: x and
  /// widths times `scale`, views stretched (or clipped, when `heightChange` is negative), moved
  /// and left below the window.
  package static func fittedToDevice(
    freeform: Bool, stored: Size, device: String, window: Size, scale: Double, stretched: Int,
    moved: Int, below: Int, heightChange: Double, inWindow: Bool = true
  ) -> Self {
    func views(_ count: Int) -> String { "\(count) view\(count == 1 ? "" : "s")" }
    let change = PointsFormat.exact(abs(heightChange))
    var what: [String] = []
    if abs(scale - 1) > 1e-9 {
      what.append("x and widths scaled by \(SceneAssembler.ratio(scale))")
    }
    if stretched > 0 {
      what.append(
        "\(views(stretched)) filling down to the bottom \(heightChange < 0 ? "clipped" : "stretched") by \(change)"
      )
    }
    if moved > 0 {
      what.append(
        "\(views(moved)) pinned to the bottom moved \(heightChange < 0 ? "up" : "down") by \(change)"
      )
    }
    if below > 0 { what.append("\(views(below)) below the window's bottom (off screen)") }
    let f = PointsFormat.exact
    return Self(
      .fittedToDevice,
      "the root view's \(freeform ? "freeform size" : "stored size") \(f(stored.width))x\(f(stored.height)) does not fit \(inWindow ? "\(device)'s \(f(window.width))x\(f(window.height)) window" : "the \(f(window.width))x\(f(window.height)) UIKit gives it on \(device)"); fitted to it: "
        + (what.isEmpty ? "the root resized" : what.joined(separator: "; ")), severity: .note)
  }

  /// A top-level xib cell: `element` and `name` as in `<tableViewCell> 'Cell'`.
  package static func cellNotAScreen(
    _ element: String, _ name: String, cellClass: String, reuseIdentifier: String?
  ) -> Self {
    let reuse = reuseIdentifier.map { ", reuse identifier '\($0)'" } ?? ""
    return notAScreen(
      element, name,
      "a cell of class \(cellClass)\(reuse): a table or collection view that registers this nib shows it as content; it is not a screen of its own (--mount puts it in a table of a screen)"
    )
  }

  package static func accessoryNotAScreen(_ element: String, _ name: String) -> Self {
    notAScreen(element, name, "an input accessory view: it sits on the keyboard, not in a screen")
  }

  package static func loadedViewNotAScreen(_ element: String, _ name: String) -> Self {
    notAScreen(
      element, name, "not File's Owner's view: a view the code loads and places, not a screen")
  }

  /// File's Owner (of class `owner`) has no view outlet and is not a controller.
  package static func ownerWithoutView(_ element: String, _ name: String, owner: String) -> Self {
    notAScreen(
      element, name,
      "a view the code loads and places, not a screen: File's Owner (\(owner)) has no view outlet and is not a controller"
    )
  }

  private static func notAScreen(
    _ element: String, _ name: String, _ why: String, id: StaticString = #function
  ) -> Self {
    Self(.notAScreen, "top-level <\(element)> '\(name)' is \(why)", severity: .note, id: id)
  }

  package static func assumedNavigationBar(bottom: Double) -> Self {
    Self(
      .assumedNavigationBar,
      "no navigation controller holds this controller; the navigation bar it simulates (simulatedTopBarMetrics) is assumed, bottom at \(PointsFormat.exact(bottom))",
      severity: .note)
  }
}
