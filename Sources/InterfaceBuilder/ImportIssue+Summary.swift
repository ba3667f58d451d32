import PolicyLanguage

extension ImportIssue.Code: DiagnosticCatalogue {
  /// What the code means, as grammar.md's code table words it.
  public var summary: String {
    switch self {
    case .malformedXML:
      "Malformed XML: XMLParser's line and column and what is wrong, in words; also a document that is not UTF-8, holds a character XML 1.0 cannot (a control character other than tab, line feed and carriage return, U+FFFE, U+FFFF), has a processing instruction other than the XML declaration, or whose DOCTYPE has an internal subset (`[...]`, where entities, attribute lists and notations are declared; `declares an entity` when it holds an `<!ENTITY`) or comes after the first element, or that has a markup declaration (`<!ENTITY`, `<!ATTLIST`, `<!NOTATION`, `<!ELEMENT`) anywhere (Interface Builder writes none of these): refused before anything is parsed or expanded. Documents up to the 16 MiB file limit are read (as a stream)."
    case .notInterfaceBuilder:
      "Not an Interface Builder document (a file that is not XML at all: what it looks like, such as a policy or JSON)."
    case .unsupportedDocument:
      "An unsupported document: another platform, an old version or an IB 3 archive."
    case .unknownElement:
      "An unknown element was skipped (or an unknown controller element read as a UIViewController)."
    case .unknownController:
      "`--controller` names no controller with a text input (the message lists them; exit 2). Several matches, or none given for a document with several scenes, print the candidates (exit 2)."
    case .invalidValue:
      "An attribute or runtime attribute value could not be read; the default was used."
    case .noTextInput: "No controller in the document has a text input."
    case .tooDeep:
      "Views nested more than 100 deep; the deeper views were skipped (one note per controller, at the first view skipped, kept beside IB007 when they held the only text input)."
    case .device:
      "The document's device is unknown or missing (note; another device is used); an unknown `--device` (error)."
    case .brokenReference:
      "A segue's destination is not a controller of the document, or a storyboard reference cannot be resolved (once per reference, with its name)."
    case .storedFrames: "Frames are Interface Builder's stored frames (once per scene)."
    case .fittedToDevice:
      "A root view stored larger than the device's window was fitted to it: frames were scaled or clipped."
    case .assumedNavigationBar:
      "The navigation bar a controller only simulates (no navigation controller holds it) is assumed."
    case .notAScreen:
      "A top-level xib view is not a screen (a cell, an accessory view, a view loaded in code)."
    case .placedByUIKit:
      "The root view was placed where UIKit lays it out: below an opaque or excluded navigation bar, above a tab bar, in a sheet or popover, or centred when nothing presents it; or views pinned to the safe area moved with it."
    case .rebuiltFrame:
      "A frame was rebuilt: computed from an Xcode 8.0–8.2 `frameInset`, or a navigation bar height no iOS draws replaced by the device's."
    case .staleFrame:
      "Interface Builder marks a text input's stored frame as stale (`misplaced` or `ambiguous`)."
    case .laidOutByConstraints:
      "The screen's views were laid out by its constraints on the chosen device (once per scene, in place of IB011): the device, orientation, bars or safe area differ from the canvas."
    case .constraintsFellBack:
      "The screen's constraints do not decide its layout on the chosen device (unsatisfiable, ambiguous, beyond the work bound, or missed): the stored frames are used, corrected by the rules; the note names the constraints or views involved."
    case .localizedCopy:
      "A localized copy of a given document (the same file name in another `.lproj` folder) is read once, as the base document it translates."
    case .sizeClass:
      "Size classes: views not installed for the device's size class were left out (the `<variation>` subview masks that apply to it), or a view's `<variation>` for it changed its frame or another value the import reads."
    case .outsideSubviews:
      "A text input kept outside `<subviews>` (a toolbar item's custom view, a navigation item's title view) was placed where UIKit shows it."
    case .appDevice:
      "Documents of one app designed for different devices are all shown on one device."
    case .mounted:
      "A cell or view loaded in code was mounted in a table of a screen (`--mount`)."
    }
  }
}
