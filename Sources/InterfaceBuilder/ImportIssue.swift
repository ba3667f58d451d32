/// A problem or remark from importing an Interface Builder document, named by the element's path
/// (`document/scenes/scene[2]/objects/viewController/view/subviews/textField[1]`).
public struct ImportIssue: Error, Hashable, Sendable, CustomStringConvertible {
  /// How serious an issue is.
  public enum Severity: String, Hashable, Sendable {
    /// The document (or the requested controller) cannot be imported.
    case error
    /// Something was approximated or skipped; the scenes are still usable.
    case note
  }

  /// The stable importer issue codes (grammar.md Part 3 lists them).
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// Malformed XML: XMLParser's line and column and what is wrong, in words; also a document that
    /// is not UTF-8, holds a character XML 1.0 cannot (a control character other than tab, line
    /// feed and carriage return, U+FFFE, U+FFFF), has a processing instruction other than the XML
    /// declaration, or whose DOCTYPE has an internal subset (`[...]`, where entities, attribute
    /// lists and notations are declared; `declares an entity` when it holds an `<!ENTITY`) or
    /// comes after the first element, or that has a markup declaration (`<!ENTITY`, `<!ATTLIST`,
    /// `<!NOTATION`, `<!ELEMENT`) anywhere (Interface Builder writes none of these): refused
    /// before anything is parsed or expanded. Documents up to the 16 MiB file limit are read (as a
    /// stream).
    case malformedXML = "IB001"
    /// Not an Interface Builder document (a file that is not XML at all: what it looks like, such as a policy or JSON).
    case notInterfaceBuilder = "IB002"
    /// An unsupported document: another platform, an old version or an IB 3 archive.
    case unsupportedDocument = "IB003"
    /// An unknown element was skipped (or an unknown controller element read as a
    /// UIViewController).
    case unknownElement = "IB004"
    /// `--controller` names no controller with a text input (the message lists them; exit 2).
    /// Several matches, or none given for a document with several scenes, print the candidates
    /// (exit 2).
    case unknownController = "IB005"
    /// An attribute or runtime attribute value could not be read; the default was used.
    case invalidValue = "IB006"
    /// No controller in the document has a text input.
    case noTextInput = "IB007"
    /// Views nested more than 100 deep; the deeper views were skipped (one note per controller, at
    /// the first view skipped, kept beside IB007 when they held the only text input).
    case tooDeep = "IB008"
    /// The document's device is unknown or missing (note; another device is used); an unknown
    /// `--device` (error).
    case device = "IB009"
    /// A segue's destination is not a controller of the document, or a storyboard reference
    /// cannot be resolved (once per reference, with its name).
    case brokenReference = "IB010"
    /// Frames are Interface Builder's stored frames (once per scene).
    case storedFrames = "IB011"
    /// A root view stored larger than the device's window was fitted to it: frames were scaled or
    /// clipped.
    case fittedToDevice = "IB012"
    /// The navigation bar a controller only simulates (no navigation controller holds it) is
    /// assumed.
    case assumedNavigationBar = "IB014"
    /// A top-level xib view is not a screen (a cell, an accessory view, a view loaded in code).
    case notAScreen = "IB013"
    /// The root view was placed where UIKit lays it out: below an opaque or excluded navigation
    /// bar, above a tab bar, in a sheet or popover, or centred when nothing presents it; or
    /// views pinned to the safe area moved with it.
    case placedByUIKit = "IB020"
    /// A frame was rebuilt: computed from an Xcode 8.0–8.2 `frameInset`, or a navigation bar height
    /// no iOS draws replaced by the device's.
    case rebuiltFrame = "IB021"
    /// Interface Builder marks a text input's stored frame as stale (`misplaced` or `ambiguous`).
    case staleFrame = "IB022"
    /// The screen's views were laid out by its constraints on the chosen device (once per scene,
    /// in place of IB011): the device, orientation, bars or safe area differ from the canvas.
    case laidOutByConstraints = "IB023"
    /// The screen's constraints do not decide its layout on the chosen device (unsatisfiable,
    /// ambiguous, beyond the work bound, or missed): the stored frames are used, corrected by the
    /// rules; the note names the constraints or views involved.
    case constraintsFellBack = "IB024"
    /// A localized copy of a given document (the same file name in another `.lproj` folder) is
    /// read once, as the base document it translates.
    case localizedCopy = "IB030"
    /// Size classes: views not installed for the device's size class were left out (the
    /// `<variation>` subview masks that apply to it), or a view's `<variation>` for it changed its
    /// frame or another value the import reads.
    case sizeClass = "IB031"
    /// A text input kept outside `<subviews>` (a toolbar item's custom view, a navigation item's
    /// title view) was placed where UIKit shows it.
    case outsideSubviews = "IB032"
    /// Documents of one app designed for different devices are all shown on one device.
    case appDevice = "IB033"
    /// A cell or view loaded in code was mounted in a table of a screen (`--mount`).
    case mounted = "IB034"
  }

  /// The stable code.
  public var code: Code
  /// Error or note.
  public var severity: Severity
  /// The element path; `document` for the document element, empty when no element applies.
  public var path: String
  /// The 1-based line, when known (XMLParser's position of the element's start tag).
  public var line: Int?
  /// The 1-based column, when known.
  public var column: Int?
  /// Lowercase, no trailing period.
  public var message: String
  /// The document the issue is in, when the import read several (`nil`: the only document).
  public var file: String?

  /// Creates an issue.
  public init(
    code: Code, severity: Severity, path: String, line: Int? = nil, column: Int? = nil,
    message: String, file: String? = nil
  ) {
    self.code = code
    self.severity = severity
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.file = file
  }

  /// Creates an issue from a catalogued message (its code, severity and words) at the element
  /// `path`, at `line` and `column` when known, in `file` when the import read several.
  init(
    _ message: ImportMessage, path: String, line: Int? = nil, column: Int? = nil,
    file: String? = nil
  ) {
    self.init(
      code: message.code, severity: message.severity == .error ? .error : .note, path: path,
      line: line, column: column, message: message.text, file: file)
  }

  /// `path: message`, with `line:column` first when known.
  public var description: String {
    var prefix = ""
    if let line { prefix = column.map { "\(line):\($0): " } ?? "\(line): " }
    return path.isEmpty ? "\(prefix)\(message)" : "\(prefix)\(path): \(message)"
  }
}
