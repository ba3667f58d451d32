import InterfaceBuilder
import PolicyLanguage
import SceneModel

extension ImportCommand {
  /// One view the running app cannot name: a text input, or a view the controller has an outlet
  /// to, without an accessibility identifier.
  struct UnnamedView: Equatable {
    /// Its id in the scene (the Interface Builder object id).
    var id: String
    /// Its class.
    var className: String
    /// The controller's outlet to it, if any.
    var outlet: String?
    /// Its placeholder, if any.
    var placeholder: String?
    /// Whether it is a text input.
    var isField: Bool

    /// The identifier to set: the outlet, else the placeholder in kebab case, else the id.
    var suggestion: String {
      if let outlet { return outlet }
      if let placeholder, let words = Self.kebab(placeholder) { return words }
      return id
    }

    /// `Email address` → `email-address`: letters and digits lowercased, every other run of
    /// characters one hyphen; nil when nothing is left.
    static func kebab(_ text: String) -> String? {
      var out = ""
      var pendingHyphen = false
      for character in text.lowercased() {
        if character.isASCII, character.isLetter || character.isNumber {
          if pendingHyphen, !out.isEmpty { out.append("-") }
          pendingHyphen = false
          out.append(character)
        } else {
          pendingHyphen = true
        }
        if out.utf8.count >= 64 { break }
      }
      return out.isEmpty ? nil : out
    }
  }

  /// Every text input and outlet view of `imported` without an accessibility identifier, in
  /// document order: one walk over the views.
  static func unnamedViews(of imported: ImportedScene) -> [UnnamedView] {
    let hierarchy = ClassHierarchy(custom: imported.scene.classes)
    var result: [UnnamedView] = []
    var stack = Array(imported.scene.views.reversed())
    while let view = stack.popLast() {
      stack.append(contentsOf: view.subviews.reversed())
      guard view.accessibilityIdentifier == nil else { continue }
      let isField =
        (view.textInput
          ?? TextInputKind.derived(fromClassChain: hierarchy.chain(of: view.className))) != nil
      let outlet = imported.outlets[view.id]
      guard isField || outlet != nil else { continue }
      result.append(
        UnnamedView(
          id: view.id, className: view.className, outlet: outlet, placeholder: view.placeholder,
          isField: isField))
    }
    return result
  }

  /// The `--identifiers` lines of one scene: each unnamed view with its suggested identifier.
  static func identifierLines(of imported: ImportedScene) -> [String] {
    let views = unnamedViews(of: imported)
    guard !views.isEmpty else {
      return ["    every field and outlet view has an accessibility identifier"]
    }
    return views.map { view in
      var what = [view.isField ? "field" : "view", view.className]
      if let outlet = view.outlet { what.append("outlet \(outlet)") }
      if let placeholder = view.placeholder { what.append("placeholder \"\(placeholder)\"") }
      return
        "    no accessibility identifier: '\(view.id)' (\(what.joined(separator: ", "))): set accessibilityIdentifier = \"\(view.suggestion)\""
    }
  }
}
