/// One document of an import, parsed: its controllers and the device its scenes are built for.
struct LoadedDocument {
  /// The document's path (empty for text given directly).
  var path: String
  /// `InterfaceBuilderDocument.storyboardName`.
  var storyboardName: String
  /// Storyboard or xib.
  var kind: ImportResult.DocumentKind
  /// Every controller element (storyboard references included), in document order.
  var controllers: [ControllerInfo]
  /// The device metrics.
  var context: ImportContext
  /// `initialViewController`, if set.
  var initialController: String?
  /// False for a storyboard read only because a reference names it (found beside a document):
  /// only the controllers reached through references become scenes.
  var isGiven: Bool
  /// Every custom class the document defines (class → UIKit class), screens without a text input
  /// included.
  var definedClasses: [String: String] = [:]
  /// A xib's top-level views that are not screens (cells, views loaded in code): what `--mount`
  /// can put in a table.
  var looseViews: [LooseView] = []
}
