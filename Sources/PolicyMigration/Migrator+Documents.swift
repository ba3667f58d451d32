import InterfaceBuilder
import SourceReader

extension Migrator {
  /// A storyboard's IQ runtime attributes: `field "id"` / `scroll-view "id"` rules for views with
  /// an accessibility identifier, the code line otherwise. Each is listed (UIKit raises on a key
  /// path no class defines once IQKeyboardManager is gone, so every one must be deleted).
  mutating func mapDocuments() {
    for (path, scan) in documents {
      for attribute in scan.attributes {
        let location = MigrationResult.Location(
          file: path, line: attribute.line, endLine: attribute.line)
        let text =
          "<userDefinedRuntimeAttribute keyPath=\"\(attribute.keyPath)\"> on \(attribute.viewClass)"
        let view =
          attribute.identifier.map { "the view \"\($0)\"" }
          ?? "a \(attribute.viewClass)\(attribute.controller.map { " in \($0)" } ?? "")"
        let (property, value) = Self.runtimeValue(attribute)
        if property == "toolbarPlaceholder" {
          unmapped(
            at: location, text: text, .customTitle(view),
            replacement: "view.keyboardPolicy.toolbarTitle = ...")
          continue
        }
        guard let value, let setting = viewSetting(property, value) else {
          unmapped(
            at: location, text: text, .unknownValue(attribute.keyPath, property), replacement: nil)
          continue
        }
        guard !setting.name.isEmpty else {
          result.mapped.append(
            .init(
              location: location, text: text, policyLines: [],
              note: "IQ's default mode: nothing to write"))
          result.deletable.append(.init(location: location, start: -1, end: -1))
          continue
        }
        guard let identifier = attribute.identifier,
          let literal = PolicyDraft.stringLiteral(identifier)
        else {
          unmapped(
            at: location, text: text, .viewWithoutIdentifier(view),
            replacement: "view.\(setting.code)")
          continue
        }
        let header = PolicyDraft.Header(setting.rule, literal)
        draft.rule(
          header, set: setting.name, setting.value,
          comment: PolicyDraft.commentText(location.description))
        result.mapped.append(
          .init(
            location: location, text: text,
            policyLines: ["\(header) { \(setting.name) = \(setting.value) }"], note: nil))
        result.deletable.append(.init(location: location, start: -1, end: -1))
      }
    }
  }

  /// The per-view property and value a runtime attribute sets, in the reader's terms.
  static func runtimeValue(_ attribute: IQDocumentScan.Attribute) -> (String, IQValue?) {
    switch attribute.name {
    case "keyboardDistance":
      return ("keyboardDistanceFromTextField", attribute.number.map(IQValue.number))
    case "shouldHidePlaceholderText": return ("hidePlaceholder", attribute.bool.map(IQValue.bool))
    case "enableMode", "resignOnTouchOutsideMode", "shouldResignOnTouchOutsideMode":
      let modes = [0: "default", 1: "enabled", 2: "disabled"]
      return (
        attribute.name, attribute.number.flatMap { modes[Int(exactly: $0) ?? -1] }.map(IQValue.word)
      )
    case "placeholder", "toolbarPlaceholder":
      return ("toolbarPlaceholder", attribute.string.map(IQValue.string))
    case "keyboardDistanceFromTextField", "distanceFromKeyboard":
      return (attribute.name, attribute.number.map(IQValue.number))
    default: return (attribute.name, attribute.bool.map(IQValue.bool))
    }
  }

  /// Indexes the accessibility identifiers set in code (by file and view) and the documents'
  /// outlets (by controller and property), once.
  mutating func indexIdentifiers() {
    viewIdentifiers = readings.map { reading in
      var table: [String: [(type: String?, identifier: String)]] = [:]
      for item in reading.identifiers {
        table[item.view, default: []].append(
          (item.type.map { reading.outline.types[$0].name }, item.identifier))
      }
      return table
    }
    for (_, scan) in documents {
      for outlet in scan.outlets {
        let key = OutletKey(controller: outlet.controller, property: outlet.property)
        if outlets[key] == nil { outlets[key] = outlet.identifier }
      }
    }
  }
}

/// A controller's outlet.
struct OutletKey: Hashable {
  var controller: String
  var property: String
}
