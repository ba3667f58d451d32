import AvoidanceEngine
import Foundation
import InterfaceBuilder
import PolicyLanguage
import SceneModel
import Testing

/// The shared check of the real-app folders (`RealAppFolderTests`, `RealPadAppFolderTests`): read
/// every document of a folder, import them together, and hold each text input's window frame to
/// its hand-worked value.
enum RealFolder {
  /// Every `.storyboard` and `.xib` below `folder`, in path order, named `name/relative path`.
  static func documents(in folder: URL, named name: String) throws -> [InterfaceBuilderDocument] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    let paths = enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    return try paths.map { path in
      InterfaceBuilderDocument(
        path: "\(name)/\(path)",
        bytes: Array(
          try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8).utf8))
    }
  }

  /// Imports `documents` and expects no error, `documentCount` documents, every scene in a
  /// `window`-sized window, and exactly the text inputs of `expected` (by scene class and field
  /// id), each within 0.5 pt of its hand-worked window frame.
  static func expectFieldsWhereUIKitPutsThem(
    _ documents: [InterfaceBuilderDocument], documentCount: Int, window: Size,
    expected: [String: [String: Rect]], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let result = InterfaceBuilderImporter().importDocuments(documents)
    #expect(result.errors.isEmpty, "\(result.errors)", sourceLocation: sourceLocation)
    #expect(result.documents.count == documentCount, sourceLocation: sourceLocation)
    var seen: [String: Set<String>] = [:]
    for imported in result.scenes {
      let scene = imported.scene
      #expect(scene.window == window, "\(imported.controllerClass)", sourceLocation: sourceLocation)
      let hierarchy = ClassHierarchy(custom: scene.classes)
      let index = SceneIndex(scene)
      var fields: [String] = []
      func collect(_ view: SceneView) {
        if view.textInput
          ?? TextInputKind.derived(fromClassChain: hierarchy.chain(of: view.className)) != nil
        {
          fields.append(view.id)
        }
        view.subviews.forEach(collect)
      }
      scene.views.forEach(collect)
      seen[imported.controllerClass] = Set(fields)
      let table = expected[imported.controllerClass] ?? [:]
      for field in fields {
        guard let want = table[field] else {
          Issue.record(
            "\(imported.controllerClass).\(field) has no hand-worked frame",
            sourceLocation: sourceLocation)
          continue
        }
        let got = index.windowRect(of: field)
        #expect(
          LayoutImportTests.near(got, want),
          "\(imported.controllerClass).\(field): \(String(describing: got)) is not \(want)",
          sourceLocation: sourceLocation)
      }
    }
    #expect(seen == expected.mapValues { Set($0.keys) }, sourceLocation: sourceLocation)
  }
}
